import type { CompositeProfile, Profile } from '@teleplan/proto/accounts';
import type { Page } from '@teleplan/proto/paging';
import type { Role } from '@teleplan/proto/roles';

let sequence = 0;

/** A profile as accounts answers it; ids are valid UUIDs. */
export function aProfile(fields: Partial<Profile> = {}): Profile {
  sequence += 1;
  const id = `0190a0b0-0000-7000-8000-${String(sequence).padStart(12, '0')}`;
  return {
    id,
    firstName: 'Jeanne',
    lastName: 'Dupont',
    email: `jeanne.dupont.${sequence}@example.fr`,
    telephoneNumber: '+33612345678',
    sex: 'F',
    zone: 'Europe/Paris',
    language: 'fr',
    staff: false,
    audit: { createdDate: Date.UTC(2026, 0, 15, 9, 5) / 1000 },
    accountId: null,
    ...fields,
  };
}

export function aComposite(profile: Profile, roles: Role[] = ['DOCTOR']): CompositeProfile {
  return {
    profile: { ...profile, accountId: profile.id, staff: true },
    account: {
      id: profile.id,
      enabled: true,
      grantedRoles: roles,
      preferredRole: null,
      email: profile.email ?? '',
    },
  };
}

export function pageOf<T>(content: T[], totalElements = content.length, size = 20, number = 0): Page<T> {
  return { content, totalElements, totalPages: Math.ceil(totalElements / size), number, size };
}
