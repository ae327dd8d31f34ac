import type { CompositeProfile } from '@teleplan/proto/accounts';
import { ROLE_LABELS, type Role } from '@teleplan/proto/roles';
import type { Language } from '../../../shared/i18n/i18n.ts';

export function fullNameOf(user: CompositeProfile): string {
  return `${user.profile.firstName} ${user.profile.lastName}`.trim();
}

/** The roles a staff list shows: every granted role but PATIENT, in the catalogue's order. */
export function shownRoles(user: CompositeProfile): Role[] {
  return (user.account?.grantedRoles ?? []).filter((role) => role !== 'PATIENT');
}

export function roleLabel(role: Role, language: Language): string {
  return ROLE_LABELS[language][role];
}
