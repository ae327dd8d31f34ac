import type { EntityManager } from 'typeorm';
import { isPatientSql } from './booking-checks.sql.ts';
import type { PersonRow } from './entities/person.entity.ts';
import { olderThan, type EventVersion } from '@teleplan/kit/db/event-version';

const PROFILE = { at: 'profile_at', id: 'profile_event_id' };
const ACCOUNT = { at: 'account_at', id: 'account_event_id' };

interface RawPerson {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  roles: string[];
  enabled: boolean;
}

/** The local replica of accounts' profiles; written only by the event handlers. */
export class PeopleRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  /** Whether `id` is a person who may be booked as a patient (known, no staff role). */
  async isPatient(id: string): Promise<boolean> {
    const [row] = await this.manager.query<{ patient: boolean }[]>(
      `SELECT ${isPatientSql('$1::uuid')} AS patient`,
      [id],
    );
    return row!.patient;
  }

  async get(id: string): Promise<PersonRow | null> {
    const [raw] = await this.manager.query<RawPerson[]>(
      'SELECT id, first_name, last_name, email, roles, enabled FROM person WHERE id = $1',
      [id],
    );
    if (!raw) return null;
    return {
      id: raw.id,
      firstName: raw.first_name,
      lastName: raw.last_name,
      email: raw.email,
      roles: raw.roles,
      enabled: raw.enabled,
    };
  }

  /** Applies a profile snapshot unless a newer one was applied already (events may arrive out of order). */
  async applyProfile(
    profile: {
      id: string;
      firstName: string;
      lastName: string;
      email: string | null;
      telephoneNumber?: string | null;
    },
    version: EventVersion,
  ): Promise<void> {
    await this.manager.query(
      `INSERT INTO person (id, first_name, last_name, email, phone, profile_at, profile_event_id) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (id) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
         email = CASE WHEN EXCLUDED.email = '' THEN person.email ELSE EXCLUDED.email END,
         phone = EXCLUDED.phone, profile_at = EXCLUDED.profile_at,
         profile_event_id = EXCLUDED.profile_event_id
       WHERE ${olderThan('person', '$6', '$7', PROFILE)}`,
      [
        profile.id,
        profile.firstName,
        profile.lastName,
        profile.email ?? '',
        profile.telephoneNumber ?? null,
        version.at,
        version.eventId,
      ],
    );
  }

  /** Applies an account snapshot (roles, enabled) unless a newer one was applied already. */
  async applyAccount(
    account: { id: string; email: string; grantedRoles: string[]; enabled: boolean },
    version: EventVersion,
  ): Promise<void> {
    await this.manager.query(
      `INSERT INTO person (id, email, roles, enabled, account_at, account_event_id) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET email = EXCLUDED.email, roles = EXCLUDED.roles,
         enabled = EXCLUDED.enabled, account_at = EXCLUDED.account_at,
         account_event_id = EXCLUDED.account_event_id
       WHERE ${olderThan('person', '$5', '$6', ACCOUNT)}`,
      [account.id, account.email, account.grantedRoles, account.enabled, version.at, version.eventId],
    );
  }
}
