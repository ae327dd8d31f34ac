import { Type, type Static } from 'typebox';

export const ROLES = [
  'SUPER_ADMIN',
  'ADMIN',
  'SECTOR_MANAGER',
  'ROOM_MANAGER',
  'ROOM_USER',
  'DOCTOR',
  'PATIENT',
] as const;
export type Role = (typeof ROLES)[number];
// Type.Enum keeps the static type (a Union over a mapped array would type as never).
export const RoleSchema = Type.Enum(ROLES);
export type RoleValue = Static<typeof RoleSchema>;

/** Staff roles: every role but PATIENT, which is never shown as a staff role. */
export const STAFF_ROLES = ROLES.filter((r): r is Exclude<Role, 'PATIENT'> => r !== 'PATIENT');

/** Pseudo-role carried by service-to-service tokens (client-credentials grant); never granted to a person. */
export const SERVICE_ROLE = 'SERVICE' as const;

export const ROLE_LABELS: Record<'fr' | 'en', Record<Role, string>> = {
  fr: {
    SUPER_ADMIN: 'Super administrateur',
    ADMIN: 'Administrateur',
    SECTOR_MANAGER: 'Gérant de cabinet digital',
    ROOM_MANAGER: 'Gestionnaire de salle',
    ROOM_USER: 'Employé de salle',
    DOCTOR: 'Médecin',
    PATIENT: 'Patient',
  },
  en: {
    SUPER_ADMIN: 'Super administrator',
    ADMIN: 'Administrator',
    SECTOR_MANAGER: 'Sector manager',
    ROOM_MANAGER: 'Room manager',
    ROOM_USER: 'Room employee',
    DOCTOR: 'Doctor',
    PATIENT: 'Patient',
  },
};

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/**
 * Roles that, when already held, forbid granting `role` (docs/roles.md#role-hierarchy):
 * ROOM_USER or DOCTOR only if none of the roles above them is held; ROOM_MANAGER is below sector manager,
 * doctor and admin; SECTOR_MANAGER is below admin; ADMIN and SUPER_ADMIN can always be assigned.
 */
const BLOCKED_BY: Record<Role, readonly Role[]> = {
  SUPER_ADMIN: [],
  ADMIN: [],
  SECTOR_MANAGER: ['ADMIN', 'SUPER_ADMIN'],
  ROOM_MANAGER: ['SECTOR_MANAGER', 'DOCTOR', 'ADMIN', 'SUPER_ADMIN'],
  ROOM_USER: ['ROOM_MANAGER', 'SECTOR_MANAGER', 'ADMIN', 'SUPER_ADMIN'],
  DOCTOR: ['SECTOR_MANAGER', 'ADMIN', 'SUPER_ADMIN'],
  PATIENT: [],
};

/**
 * The order in which a set of roles is granted, each checked against those before it: a role that a higher one
 * would block comes first, which is how a person can end up holding e.g. DOCTOR + ROOM_USER + ADMIN. Accounts
 * checks a new account's roles in this order, and the user form grants newly ticked roles in it.
 */
export const GRANT_ORDER: readonly Role[] = [
  'PATIENT',
  'ROOM_USER',
  'ROOM_MANAGER',
  'DOCTOR',
  'SECTOR_MANAGER',
  'ADMIN',
  'SUPER_ADMIN',
];

/** Whether `role` may be added to an account already holding `held`, by the hierarchy alone. */
export function isAssignableAlongside(role: Role, held: readonly Role[]): boolean {
  return !held.some((h) => h !== role && BLOCKED_BY[role].includes(h));
}

/** Rank used to compare a connected role with a patient's roles ("connected role higher than the patient's"). */
export const ROLE_RANK: Record<Role, number> = {
  SUPER_ADMIN: 6,
  ADMIN: 5,
  SECTOR_MANAGER: 4,
  ROOM_MANAGER: 3,
  DOCTOR: 2,
  ROOM_USER: 2,
  PATIENT: 0,
};

/**
 * What the connected role may grant or revoke on others (docs/roles.md#granting-roles): only SUPER_ADMIN grants
 * ADMIN; admins grant every other staff role; a sector manager grants doctor, room user and room manager;
 * a room manager grants nothing (it may only create ROOM_USER accounts in its own room).
 */
export function grantableRoles(actor: Role): readonly Role[] {
  switch (actor) {
    case 'SUPER_ADMIN':
      return ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER', 'DOCTOR'];
    case 'ADMIN':
      return ['SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER', 'DOCTOR'];
    case 'SECTOR_MANAGER':
      return ['ROOM_MANAGER', 'ROOM_USER', 'DOCTOR'];
    default:
      return [];
  }
}

/** Roles `actor` may give to a new staff account: what it may grant, and ROOM_USER for a room manager. */
export function creatableRoles(actor: Role): readonly Role[] {
  return actor === 'ROOM_MANAGER' ? ['ROOM_USER'] : grantableRoles(actor);
}

/**
 * Whether `actor` may act on an account holding `targetRoles` (edit, resend, deactivate, change roles): every
 * staff role the target holds must be one the actor could have given. So an admin cannot act on another
 * admin or on a super admin, and a sector manager only on doctors, room managers and room users.
 */
export function mayManage(actor: Role, targetRoles: readonly Role[]): boolean {
  if (actor === 'PATIENT') return false;
  const allowed = creatableRoles(actor);
  return targetRoles.every((role) => role === 'PATIENT' || allowed.includes(role));
}

/** "The connected role is higher than the patient's granted roles" (docs/roles.md#editing-profiles). */
export function outranks(actor: Role, targetRoles: readonly Role[]): boolean {
  return ROLE_RANK[actor] > Math.max(ROLE_RANK.PATIENT, ...targetRoles.map((role) => ROLE_RANK[role]));
}

/** Roles that edit other staff members' profiles. */
export const STAFF_PROFILE_EDITORS: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'];

/** A profile as the editing rule sees it. */
export interface ProfileTarget {
  id: string;
  staff: boolean;
  /** Granted roles of its account; empty when the profile has none. */
  roles: readonly Role[];
}

/**
 * Whether `actor` (a person acting in `role`) may change `target`'s profile (docs/roles.md): their own;
 * a staff member's for admins and sector managers who could have granted every staff role the target holds; a
 * patient's when the connected role outranks every role the patient was granted.
 */
export function mayEditProfile(actor: { id: string; role: Role }, target: ProfileTarget): boolean {
  if (target.id === actor.id) return true;
  if (actor.role === 'PATIENT') return false;
  if (target.staff) return STAFF_PROFILE_EDITORS.includes(actor.role) && mayManage(actor.role, target.roles);
  return outranks(actor.role, target.roles);
}
