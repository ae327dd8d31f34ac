import type { EntityManager } from 'typeorm';
import type { PersonRow } from './entities/person.entity.ts';
import { olderThan, type EventVersion } from '@teleplan/kit/db/event-version';

const PROFILE = { at: 'profile_at', id: 'profile_event_id' };
const ACCOUNT = { at: 'account_at', id: 'account_event_id' };

interface RawPerson {
  id: string;
  email: string | null;
  has_telephone: boolean;
  staff: boolean;
  roles: string[];
  known_roles: boolean;
}

interface RawContact {
  email: string | null;
  telephone_number: string | null;
  first_name: string | null;
  last_name: string | null;
  zone: string | null;
  language: string | null;
}

/** What a profile snapshot sets in the replica. */
export interface ProfileReplica {
  id: string;
  email: string | null;
  telephoneNumber: string | null;
  firstName: string;
  lastName: string;
  zone: string;
  language: 'fr' | 'en';
  staff: boolean;
  hasAccount: boolean;
}

/** A person as messages address them; zone and language fall back to Europe/Paris and French. */
export interface PersonContact {
  email: string | null;
  telephoneNumber: string | null;
  firstName: string;
  lastName: string;
  zone: string;
  language: 'fr' | 'en';
}

/** The local replica of accounts' profiles and accounts; written only by the event handlers. */
export class PeopleRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  /**
   * The person `id`, or null while its profile's snapshot has not arrived (a row made by an account event alone
   * does not say whether it is staff). Its roles are null while its profile says it has an account whose
   * snapshot has not arrived.
   */
  async get(id: string): Promise<PersonRow | null> {
    const rows = await this.manager.query<RawPerson[]>(
      `SELECT id, email, has_telephone, staff, roles, (account_at IS NOT NULL OR NOT has_account) AS known_roles
       FROM person WHERE id = $1 AND profile_at IS NOT NULL`,
      [id],
    );
    const raw = rows[0];
    if (!raw) return null;
    return {
      id: raw.id,
      email: raw.email,
      hasTelephone: raw.has_telephone,
      staff: raw.staff,
      roles: raw.known_roles ? raw.roles : null,
    };
  }

  /** Where and how to write to the person (patient messages); null before its profile's snapshot. */
  async contact(id: string): Promise<PersonContact | null> {
    const rows = await this.manager.query<RawContact[]>(
      `SELECT email, telephone_number, first_name, last_name, zone, language FROM person
       WHERE id = $1 AND profile_at IS NOT NULL`,
      [id],
    );
    const raw = rows[0];
    return raw
      ? {
          email: raw.email,
          telephoneNumber: raw.telephone_number,
          firstName: raw.first_name ?? '',
          lastName: raw.last_name ?? '',
          zone: raw.zone ?? 'Europe/Paris',
          language: raw.language === 'en' ? 'en' : 'fr',
        }
      : null;
  }

  /** Applies a profile snapshot unless a newer one was applied already (events may arrive out of order). */
  async applyProfile(profile: ProfileReplica, version: EventVersion): Promise<void> {
    await this.manager.query(
      `INSERT INTO person (id, email, has_telephone, staff, has_account, profile_at, profile_event_id,
         telephone_number, first_name, last_name, zone, language)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (id) DO UPDATE SET email = EXCLUDED.email, has_telephone = EXCLUDED.has_telephone,
         staff = EXCLUDED.staff, has_account = EXCLUDED.has_account, profile_at = EXCLUDED.profile_at,
         profile_event_id = EXCLUDED.profile_event_id, telephone_number = EXCLUDED.telephone_number,
         first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, zone = EXCLUDED.zone,
         language = EXCLUDED.language
       WHERE ${olderThan('person', '$6', '$7', PROFILE)}`,
      [
        profile.id,
        profile.email,
        profile.telephoneNumber !== null,
        profile.staff,
        profile.hasAccount,
        version.at,
        version.eventId,
        profile.telephoneNumber,
        profile.firstName,
        profile.lastName,
        profile.zone,
        profile.language,
      ],
    );
  }

  /** Applies an account snapshot (its granted roles, whether enabled) unless a newer one was applied already. */
  async applyAccount(
    account: { id: string; grantedRoles: string[]; enabled: boolean },
    version: EventVersion,
  ): Promise<void> {
    await this.manager.query(
      `INSERT INTO person (id, roles, account_at, account_event_id, enabled) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET roles = EXCLUDED.roles, account_at = EXCLUDED.account_at,
         account_event_id = EXCLUDED.account_event_id, enabled = EXCLUDED.enabled
       WHERE ${olderThan('person', '$3', '$4', ACCOUNT)}`,
      [account.id, account.grantedRoles, version.at, version.eventId, account.enabled],
    );
  }

  /** The full name a calendar shows for `id` ('' while its profile is unknown). */
  async fullName(id: string): Promise<string> {
    const rows = await this.manager.query<{ name: string }[]>(
      `SELECT trim(first_name || ' ' || last_name) AS name FROM person WHERE id = $1`,
      [id],
    );
    return rows[0]?.name ?? '';
  }

  /**
   * Whether a token of `id` acting as `role` may follow the live feed: its account is known, enabled and still
   * grants the role, and the token's sign-in session has not ended since (a credential changed after the token
   * was issued, `issuedAt` in epoch seconds, and its session is not the one kept).
   */
  async mayActAs(
    id: string,
    role: string,
    token: { issuedAt?: number; signInSession?: string },
  ): Promise<boolean> {
    const rows = await this.manager.query<unknown[]>(
      `SELECT 1 FROM person WHERE id = $1 AND account_at IS NOT NULL AND enabled AND $2 = ANY(roles)
         AND (sessions_ended_at IS NULL OR kept_session_id = $4
           OR $3::bigint >= floor(extract(epoch FROM sessions_ended_at)))`,
      [id, role, token.issuedAt ?? 0, token.signInSession ?? null],
    );
    return rows.length > 0;
  }

  /** Every sign-in session of `id` ended at `at` but `keep` (a credential changed), unless a later end is known. */
  async endSessions(id: string, at: Date, keep: string | null): Promise<void> {
    await this.manager.query(
      `UPDATE person SET sessions_ended_at = $2, kept_session_id = $3
       WHERE id = $1 AND (sessions_ended_at IS NULL OR sessions_ended_at < $2)`,
      [id, at, keep],
    );
  }
}
