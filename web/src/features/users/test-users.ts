import type { CompositeProfile } from '@teleplan/proto/accounts';
import type { Page } from '@teleplan/proto/paging';
import type { Role } from '@teleplan/proto/roles';

let counter = 0;

/** A staff member as accounts answers it (profile plus account). */
export function staffUser(
  overrides: {
    firstName?: string;
    lastName?: string;
    email?: string;
    phone?: string | null;
    roles?: Role[];
    enabled?: boolean;
    preferredRole?: Role | null;
    id?: string;
  } = {},
): CompositeProfile {
  counter += 1;
  const id = overrides.id ?? `0190a0b0-0000-7000-8000-${String(counter).padStart(12, '0')}`;
  const email = overrides.email ?? `person${counter}@exemple.fr`;
  return {
    profile: {
      id,
      firstName: overrides.firstName ?? 'Jeanne',
      lastName: overrides.lastName ?? `Martin${counter}`,
      email,
      telephoneNumber: overrides.phone === undefined ? '+33612345678' : overrides.phone,
      sex: 'F',
      zone: 'Europe/Paris',
      staff: true,
      // 2026-07-14 08:05 UTC, 10:05 in Paris.
      audit: { createdDate: Date.UTC(2026, 6, 14, 8, 5) / 1000 },
      accountId: id,
    },
    account: {
      id,
      enabled: overrides.enabled ?? true,
      grantedRoles: overrides.roles ?? ['DOCTOR'],
      preferredRole: overrides.preferredRole ?? null,
      email,
    },
  };
}

export function pageOf(content: CompositeProfile[], number = 0, totalElements = content.length, size = 20) {
  return {
    content,
    number,
    size,
    totalElements,
    totalPages: Math.ceil(totalElements / size),
  } satisfies Page<CompositeProfile>;
}
