import { v7 as uuidv7 } from 'uuid';
import type { DataSource, EntityManager } from 'typeorm';
import { enqueueEvent } from '@teleplan/kit/outbox/enqueue-event';
import { newEvent } from '@teleplan/kit/outbox/new-event';
import { AccountEvents } from '@teleplan/proto/events';
import type { Role } from '@teleplan/proto/roles';
import { AccountsRepository } from './data/accounts.repository.ts';
import type { AccountRow } from './data/entities/account.entity.ts';
import type { ProfileRow } from './data/entities/profile.entity.ts';
import { ProfilesRepository } from './data/profiles.repository.ts';
import { PasswordHasher } from './domain/password-hasher.ts';
import { DEFAULT_ZONE } from './domain/rules.ts';
import { toComposite, toProfile } from './domain/snapshots.ts';
import { PRODUCER } from './domain/unit-of-work.ts';

/** The one password of every demo account (it follows the password rules). */
export const DEMO_PASSWORD = 'Demo-2026!';

export interface DemoPerson {
  firstName: string;
  lastName: string;
  email: string | null;
  telephoneNumber: string | null;
  sex: 'M' | 'F';
}

export interface DemoAccount extends DemoPerson {
  email: string;
  roles: Role[];
  /** The role the person starts in after signing in. */
  preferredRole: Role;
}

/** Demo staff of the standalone mode: one per staff role, and one person holding three roles to try the role switch. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    firstName: 'Claire',
    lastName: 'Moreau',
    email: 'claire.moreau@demo.teleplan.fr',
    telephoneNumber: '+33142685310',
    sex: 'F',
    roles: ['SUPER_ADMIN'],
    preferredRole: 'SUPER_ADMIN',
  },
  {
    firstName: 'Julien',
    lastName: 'Lefèvre',
    email: 'julien.lefevre@demo.teleplan.fr',
    telephoneNumber: '+33145229871',
    sex: 'M',
    roles: ['ADMIN'],
    preferredRole: 'ADMIN',
  },
  {
    firstName: 'Sophie',
    lastName: 'Bernard',
    email: 'sophie.bernard@demo.teleplan.fr',
    telephoneNumber: '+33325764412',
    sex: 'F',
    roles: ['SECTOR_MANAGER'],
    preferredRole: 'SECTOR_MANAGER',
  },
  {
    firstName: 'Thomas',
    lastName: 'Dubois',
    email: 'thomas.dubois@demo.teleplan.fr',
    telephoneNumber: '+33325801937',
    sex: 'M',
    roles: ['ROOM_MANAGER'],
    preferredRole: 'ROOM_MANAGER',
  },
  {
    firstName: 'Camille',
    lastName: 'Laurent',
    email: 'camille.laurent@demo.teleplan.fr',
    telephoneNumber: '+33612457809',
    sex: 'F',
    roles: ['ROOM_USER'],
    preferredRole: 'ROOM_USER',
  },
  {
    firstName: 'Antoine',
    lastName: 'Girard',
    email: 'antoine.girard@demo.teleplan.fr',
    telephoneNumber: '+33623894510',
    sex: 'M',
    roles: ['DOCTOR'],
    preferredRole: 'DOCTOR',
  },
  {
    firstName: 'Élodie',
    lastName: 'Rousseau',
    email: 'elodie.rousseau@demo.teleplan.fr',
    telephoneNumber: '+33634127698',
    sex: 'F',
    roles: ['ADMIN', 'ROOM_USER', 'DOCTOR'],
    preferredRole: 'DOCTOR',
  },
];

/** Demo patients (profiles without account; two without email, as the booking desk often has). */
export const DEMO_PATIENTS: readonly DemoPerson[] = [
  {
    firstName: 'Marie',
    lastName: 'Petit',
    email: 'marie.petit@demo.teleplan.fr',
    telephoneNumber: '+33687452130',
    sex: 'F',
  },
  {
    firstName: 'Lucas',
    lastName: 'Garnier',
    email: 'lucas.garnier@demo.teleplan.fr',
    telephoneNumber: '+33675318264',
    sex: 'M',
  },
  { firstName: 'Chloé', lastName: 'Faure', email: null, telephoneNumber: '+33652904417', sex: 'F' },
  {
    firstName: 'Hugo',
    lastName: 'Mercier',
    email: 'hugo.mercier@demo.teleplan.fr',
    telephoneNumber: null,
    sex: 'M',
  },
  { firstName: 'Léa', lastName: 'Fontaine', email: null, telephoneNumber: '+33749215836', sex: 'F' },
];

/**
 * Seeds the demo accounts (active, terms accepted, password DEMO_PASSWORD) and patients when the database has
 * no account yet, with their events in the outbox. True when it seeded now, false when accounts existed.
 */
async function hasAccounts(manager: EntityManager): Promise<boolean> {
  const [found] = await manager.query<{ found: boolean }[]>('SELECT EXISTS (SELECT 1 FROM account) AS found');
  return found?.found ?? false;
}

export async function seedDemoAccounts(
  dataSource: DataSource,
  hasher = new PasswordHasher({ memoryKib: 19456, timeCost: 2 }),
): Promise<boolean> {
  // Every start after the first ends here, without paying for the hashes below.
  if (await hasAccounts(dataSource.manager)) return false;
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hasher.hash(DEMO_PASSWORD)));
  return dataSource.transaction(async (manager) => {
    // Two processes starting at once: the second waits here and then finds the accounts.
    await manager.query('LOCK TABLE account IN SHARE ROW EXCLUSIVE MODE');
    if (await hasAccounts(manager)) return false;
    const now = new Date();
    const profiles = new ProfilesRepository(manager);
    const accounts = new AccountsRepository(manager);
    const emit = (type: string, payload: unknown) => enqueueEvent(manager, newEvent(type, PRODUCER, payload));
    for (const [i, person] of DEMO_ACCOUNTS.entries()) {
      const id = uuidv7();
      const profile: ProfileRow = { ...base(person, id, now), staff: true };
      const account: AccountRow = {
        id,
        enabled: true,
        grantedRoles: person.roles,
        preferredRole: person.preferredRole,
        passwordHash: hashes[i]!,
        activatedAt: now,
        termsAcceptedAt: now,
        createdAt: now,
        updatedAt: now,
      };
      await profiles.insert(profile);
      await accounts.insert(account);
      const composite = toComposite(profile, account);
      await emit(AccountEvents.profileCreated, { current: composite.profile });
      await emit(AccountEvents.accountCreated, { current: composite.account });
    }
    for (const person of DEMO_PATIENTS) {
      const profile: ProfileRow = { ...base(person, uuidv7(), now), staff: false };
      await profiles.insert(profile);
      await emit(AccountEvents.profileCreated, { current: toProfile(profile, false) });
    }
    return true;
  });
}

function base(person: DemoPerson, id: string, now: Date): Omit<ProfileRow, 'staff'> {
  return {
    id,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    telephoneNumber: person.telephoneNumber,
    sex: person.sex,
    zone: DEFAULT_ZONE,
    createdAt: now,
    updatedAt: now,
  };
}
