import { isRole, ROLE_RANK, ROLES, type Role } from '@teleplan/proto/roles';

export interface RoleHolder {
  grantedRoles: readonly Role[];
  preferredRole: Role | null;
}

const isStaff = (roles: readonly Role[]) => roles.some((r) => r !== 'PATIENT');

/** Highest staff role first; equal ranks (DOCTOR, ROOM_USER) keep the catalogue's order. */
const byRank = (a: Role, b: Role) => ROLE_RANK[b] - ROLE_RANK[a] || ROLES.indexOf(a) - ROLES.indexOf(b);

/**
 * The role a fresh session starts in: the preferred role when it is granted (and not PATIENT), else the
 * highest staff role held, else PATIENT.
 */
export function initialRole(account: RoleHolder): Role {
  const { grantedRoles, preferredRole } = account;
  if (preferredRole && preferredRole !== 'PATIENT' && grantedRoles.includes(preferredRole))
    return preferredRole;
  return [...grantedRoles].filter((r) => r !== 'PATIENT').sort(byRank)[0] ?? 'PATIENT';
}

/** Whether a person holding `grantedRoles` may act as `role` (a staff member never acts as PATIENT). */
export function mayActAs(role: string, grantedRoles: readonly string[]): role is Role {
  if (!isRole(role) || !grantedRoles.includes(role)) return false;
  return role !== 'PATIENT' || !isStaff(grantedRoles.filter(isRole));
}

/** The role kept on refresh: the session's role while it is still allowed, else a fresh choice. */
export function keptRole(sessionRole: string, account: RoleHolder): Role {
  return mayActAs(sessionRole, account.grantedRoles) ? sessionRole : initialRole(account);
}
