import type { Page } from '@teleplan/proto/paging';
import type { CompositeProfile, Profile } from '@teleplan/proto/accounts';
import type { Sector } from '@teleplan/proto/material-resources';
import { json, route } from '../../testing/fetch-mock.ts';

export const ME = '0190a0b0-0000-7000-8000-000000000001';
export const MANAGER_ID = '0190a0b0-0000-7000-8000-0000000000a1';
export const SECTOR_ID = '0190a0b0-0000-7000-8000-0000000000c1';

export function page<T>(content: T[], size = 10): Page<T> {
  return { content, totalElements: content.length, totalPages: content.length > 0 ? 1 : 0, number: 0, size };
}

export function profileOf(id: string, firstName: string, lastName: string, email: string): Profile {
  return {
    id,
    firstName,
    lastName,
    email,
    telephoneNumber: null,
    sex: 'F',
    zone: 'Europe/Paris',
    staff: true,
    audit: { createdDate: 1_700_000_000 },
    accountId: id,
  };
}

export const manager: CompositeProfile = {
  profile: profileOf(MANAGER_ID, 'Sophie', 'Bernard', 'sophie.bernard@demo.teleplan.fr'),
  account: null,
};

export const sector: Sector = {
  id: SECTOR_ID,
  name: 'Aube',
  enabled: true,
  manager: { id: MANAGER_ID, username: 'sophie.bernard@demo.teleplan.fr' },
  roomIds: ['0190a0b0-0000-7000-8000-0000000000e1'],
  doctorIds: ['0190a0b0-0000-7000-8000-0000000000d1'],
  doctors: [{ id: '0190a0b0-0000-7000-8000-0000000000d1', username: 'antoine.girard@demo.teleplan.fr' }],
  rooms: [
    {
      id: '0190a0b0-0000-7000-8000-0000000000e1',
      name: 'Salle Troyes',
      address: '1 rue Urbain IV, 10000 Troyes',
      telephoneNumber: '+33325764412',
      enabled: true,
    },
  ],
  managerProfile: null,
};

/** The calls every signed-in page makes: the header's profile. */
export const profileRoute = route('GET', `/api/accounts/profile/${ME}`, () =>
  json(200, profileOf(ME, 'Claire', 'Moreau', 'claire.moreau@demo.teleplan.fr')),
);
