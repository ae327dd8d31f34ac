import type { Actor } from '@teleplan/kit/auth/actor';
import { isRole, mayEditProfile as mayEditKnownProfile, STAFF_ROLES, type Role } from '@teleplan/proto/roles';

const STAFF: readonly Role[] = STAFF_ROLES;

/** A profile as this service's replica knows it. */
export interface ProfileTarget {
  id: string;
  staff: boolean;
  /** Granted roles of its account (empty without one); null while the replica has not received them. */
  roles: readonly string[] | null;
}

/** Who may change a profile: the accounts service's rule (`mayEditProfile` of proto's roles). */
export function mayEditProfile(actor: Actor, target: ProfileTarget): boolean {
  if (target.id === actor.id) return true;
  // Roles not replicated yet could be anyone's, the super admin's included: refuse as accounts would for them.
  if (target.roles === null) return false;
  // A role this service does not know (a newer accounts) could outrank anyone: refuse rather than guess.
  if (!target.roles.every(isRole)) return false;
  return mayEditKnownProfile(actor, { ...target, roles: target.roles.filter(isRole) });
}

/**
 * Who may read a profile's preferences: whoever may edit them, and any staff member for a patient (the patient
 * form shows the boxes, disabled when editing is not allowed).
 */
export function mayReadPreferences(actor: Actor, target: ProfileTarget): boolean {
  if (target.roles === null) return target.id === actor.id;
  return mayEditProfile(actor, target) || (!target.staff && STAFF.includes(actor.role));
}
