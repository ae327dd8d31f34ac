import type { Role } from '@teleplan/proto/roles';

/** Who may call what (the README's role matrix); scope inside a role is checked by the domain. */
export const ISSUERS: Role[] = ['SUPER_ADMIN'];
export const DISTRIBUTOR: Role[] = ['SUPER_ADMIN'];
export const LICENSE_ADDERS: Role[] = ['SUPER_ADMIN', 'ADMIN'];
/** A sector manager reads only the sector it manages. */
export const QUOTA_READERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'];
