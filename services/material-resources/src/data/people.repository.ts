import type { EntityManager } from 'typeorm';
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

const toPerson = (raw: RawPerson): PersonRow => ({
  id: raw.id,
  firstName: raw.first_name,
  lastName: raw.last_name,
  email: raw.email,
  roles: raw.roles,
  enabled: raw.enabled,
});

/** The local replica of accounts' people; written only by the event handlers. */
export class PeopleRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  /** The person; with `lock`, their row stays locked until the transaction ends. */
  async get(id: string, lock = false): Promise<PersonRow | null> {
    const rows = await this.manager.query<RawPerson[]>(
      `SELECT id, first_name, last_name, email, roles, enabled FROM person WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0] ? toPerson(rows[0]) : null;
  }

  async getMany(ids: readonly string[]): Promise<PersonRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.manager.query<RawPerson[]>(
      `SELECT id, first_name, last_name, email, roles, enabled FROM person WHERE id = ANY($1::uuid[])
        ORDER BY lower(email), id`,
      [ids],
    );
    return rows.map(toPerson);
  }

  /** Applies a profile snapshot unless a newer one was applied already (events may arrive out of order). */
  async applyProfile(
    profile: { id: string; firstName: string; lastName: string; email: string | null },
    version: EventVersion,
  ): Promise<void> {
    await this.manager.query(
      `INSERT INTO person (id, first_name, last_name, email, profile_at, profile_event_id) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
         email = CASE WHEN EXCLUDED.email = '' THEN person.email ELSE EXCLUDED.email END, profile_at = EXCLUDED.profile_at,
         profile_event_id = EXCLUDED.profile_event_id
       WHERE ${olderThan('person', '$5', '$6', PROFILE)}`,
      [profile.id, profile.firstName, profile.lastName, profile.email ?? '', version.at, version.eventId],
    );
  }

  /** Applies an account snapshot unless a newer one was applied already. */
  async applyAccount(
    account: { id: string; email: string; grantedRoles: string[]; enabled: boolean },
    version: EventVersion,
  ): Promise<void> {
    await this.manager.query(
      `INSERT INTO person (id, email, roles, enabled, account_at, account_event_id) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET email = EXCLUDED.email, roles = EXCLUDED.roles, enabled = EXCLUDED.enabled,
         account_at = EXCLUDED.account_at,
         account_event_id = EXCLUDED.account_event_id
       WHERE ${olderThan('person', '$5', '$6', ACCOUNT)}`,
      [account.id, account.email, account.grantedRoles, account.enabled, version.at, version.eventId],
    );
  }
}
