import {
  GRANT_ORDER,
  grantableRoles,
  isAssignableAlongside,
  mayManage,
  ROLES,
  STAFF_PROFILE_EDITORS,
  STAFF_ROLES,
  type Role,
} from '@teleplan/proto/roles';
import { MessageCodes, type MessageCode } from '@teleplan/proto/message-codes';
import type { Actor } from '@teleplan/kit/auth/actor';

const A = MessageCodes.accounts;

export const STAFF: readonly Role[] = STAFF_ROLES;
export const EVERY_PERSON: readonly Role[] = ROLES;
/** Roles that see staff emails: admins and sector managers (docs/roles.md#editing-profiles). */
export const EMAIL_VIEWERS: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'];
/** Roles that edit other staff members' profiles and search every profile. */
export const USER_EDITORS: readonly Role[] = STAFF_PROFILE_EDITORS;
/** Roles that create staff accounts (a room manager only ROOM_USER ones). */
export const CREATORS: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'ROOM_MANAGER'];
/** Only super admin and admin may disable accounts (docs/roles.md#granting-roles). */
/** Who adds room users to a room, so searches them (GET staff-search). */
export const ROOM_STAFF_SEARCHERS: readonly Role[] = [
  'SUPER_ADMIN',
  'ADMIN',
  'SECTOR_MANAGER',
  'ROOM_MANAGER',
];

export const DEACTIVATORS: readonly Role[] = ['SUPER_ADMIN', 'ADMIN'];
/** Roles that change other people's roles; the roles each may touch come from `grantableRoles`. */
export const ROLE_GRANTERS: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'];
/** Roles of the doctors list (docs/roles.md#what-the-web-shows-per-role). */
export const DOCTOR_LIST_VIEWERS: readonly Role[] = [
  'SUPER_ADMIN',
  'ADMIN',
  'SECTOR_MANAGER',
  'ROOM_MANAGER',
  'ROOM_USER',
];

/** Whether `viewer` may read `profile`'s email: their own, any patient's, and staff emails for admins and sector managers. */
export function maySeeEmail(viewer: Actor, profile: { id: string; staff: boolean }): boolean {
  return profile.id === viewer.id || !profile.staff || EMAIL_VIEWERS.includes(viewer.role);
}

/** Whether the hierarchy lets one account hold all of `roles`, granted one by one in `GRANT_ORDER`. */
export function isReachableRoleSet(roles: readonly Role[]): boolean {
  const held: Role[] = [];
  for (const role of [...roles].sort((a, b) => GRANT_ORDER.indexOf(a) - GRANT_ORDER.indexOf(b))) {
    if (!isAssignableAlongside(role, held)) return false;
    held.push(role);
  }
  return true;
}

/** `roles` without duplicates, in the canonical order of the proto's ROLES list. */
export function normaliseRoles(roles: readonly Role[]): Role[] {
  return ROLES.filter((role) => roles.includes(role));
}

export interface Refusal {
  status: 403 | 409;
  code: MessageCode;
}

/** Why `actor` may not grant (or revoke) `role` on the account `target`, or null when it may. */
export function roleChangeRefusal(
  actor: Actor,
  target: { id: string; roles: readonly Role[] },
  role: Role,
  change: 'grant' | 'revoke',
): Refusal | null {
  if (target.id === actor.id) return { status: 403, code: A.ownRoles };
  if (!grantableRoles(actor.role).includes(role)) return { status: 403, code: A.roleNotGrantable };
  if (!mayManage(actor.role, target.roles)) return { status: 403, code: A.unauthorized };
  const held = target.roles.includes(role);
  if (change === 'grant') {
    if (held) return { status: 409, code: A.roleAlreadyHeld };
    if (!isAssignableAlongside(role, target.roles)) return { status: 409, code: A.roleHierarchy };
    return null;
  }
  if (!held) return { status: 409, code: A.roleNotHeld };
  if (target.roles.length === 1) return { status: 409, code: A.lastRole };
  return null;
}
