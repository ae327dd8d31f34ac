import type { Role } from '@teleplan/proto/roles';
import { STAFF_ROLES } from '@teleplan/proto/roles';

/** Who reads statistics: every staff role (each within its reach); patients never. */
export const STATISTICS_READERS: readonly Role[] = STAFF_ROLES;
/** Who sees everything and may ask `global=true`. */
export const ADMIN_ROLES: readonly Role[] = ['SUPER_ADMIN', 'ADMIN'];
/** Who starts or watches a rebuild of the read model. */
export const READ_MODEL_ADMINS: readonly (Role | 'SERVICE')[] = ['SERVICE', 'SUPER_ADMIN'];
