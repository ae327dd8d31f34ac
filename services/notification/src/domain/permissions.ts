import type { Actor } from '@teleplan/kit/auth/actor';
import { grantableRoles, isRole, ROLE_RANK, STAFF_ROLES, type Role } from '@teleplan/proto/roles';

/**
 * Who may change a profile, the same rule as the accounts service's `mayEditProfile` (spec sections 4 and 6):
 * one's own profile; a staff member's for admins and sector managers who could have granted every staff role
 * the target holds; a patient's when the connected role outranks every role the patient was granted.
 */
const STAFF: readonly Role[] = STAFF_ROLES;
const USER_EDITORS: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'];

function creatableRoles(actor: Role): readonly Role[] {
  return actor === 'ROOM_MANAGER' ? ['ROOM_USER'] : grantableRoles(actor);
}

function mayManage(actor: Role, targetRoles: readonly Role[]): boolean {
  const allowed = creatableRoles(actor);
  return targetRoles.every((role) => role === 'PATIENT' || allowed.includes(role));
}

function outranks(actor: Role, targetRoles: readonly Role[]): boolean {
  return ROLE_RANK[actor] > Math.max(ROLE_RANK.PATIENT, ...targetRoles.map((role) => ROLE_RANK[role]));
}

export interface ProfileTarget {
  id: string;
  staff: boolean;
  /** Granted roles of its account (empty without one). */
  roles: readonly string[];
}

export function mayEditProfile(actor: Actor, target: ProfileTarget): boolean {
  if (target.id === actor.id) return true;
  if (!STAFF.includes(actor.role)) return false;
  // A role this service does not know (a newer accounts) could outrank anyone: refuse rather than guess.
  if (!target.roles.every(isRole)) return false;
  const roles = target.roles.filter(isRole);
  if (target.staff) return USER_EDITORS.includes(actor.role) && mayManage(actor.role, roles);
  return outranks(actor.role, roles);
}

/**
 * Who may read a profile's preferences: whoever may edit them, and any staff member for a patient (the patient
 * form shows the boxes, disabled when editing is not allowed).
 */
export function mayReadPreferences(actor: Actor, target: ProfileTarget): boolean {
  return mayEditProfile(actor, target) || (!target.staff && STAFF.includes(actor.role));
}
