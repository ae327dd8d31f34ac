import { ROLES, type Role } from '@teleplan/proto/roles';

/** Who reads the log table and the whole audit trail (docs/logs-and-audit.md#who-reads-what). */
export const LOG_READERS: readonly Role[] = ['SUPER_ADMIN', 'ADMIN'];
/**
 * Who may ask for one appointment's or one person's history: any signed-in person; the owner of that appointment
 * or person (schedule, accounts) then decides with the caller's own token.
 */
export const HISTORY_READERS: readonly Role[] = ROLES;
