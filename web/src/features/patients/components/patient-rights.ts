import { ROLE_RANK, type Role } from '@teleplan/proto/roles';

/**
 * Whether the connected role may edit a patient holding `patientRoles` (docs/roles.md: the connected role must
 * outrank every role the patient holds). Unknown roles (null) are never outranked: the form stays read-only.
 */
export function canEditPatient(actor: Role, patientRoles: readonly Role[] | null): boolean {
  if (!patientRoles) return false;
  return ROLE_RANK[actor] > Math.max(ROLE_RANK.PATIENT, ...patientRoles.map((role) => ROLE_RANK[role]));
}
