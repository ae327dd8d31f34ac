import type { EntityManager } from 'typeorm';
import { olderThan, type EventVersion } from '@teleplan/kit/db/event-version';
import type { Profile } from '@teleplan/proto/accounts';

const PROFILE = { at: 'profile_at', id: 'profile_event_id' };

/** The replica of people that names the actors of the trail: each profile's account and names, nothing else. */
export class PeopleRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  /** Applies a profile snapshot unless a newer one was applied already (events may arrive out of order). */
  async applyProfile(profile: Profile, version: EventVersion): Promise<void> {
    await this.manager.query(
      `INSERT INTO person (id, account_id, first_name, last_name, profile_at, profile_event_id)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET account_id = EXCLUDED.account_id, first_name = EXCLUDED.first_name,
         last_name = EXCLUDED.last_name, profile_at = EXCLUDED.profile_at,
         profile_event_id = EXCLUDED.profile_event_id
       WHERE ${olderThan('person', '$5', '$6', PROFILE)}`,
      [profile.id, profile.accountId, profile.firstName, profile.lastName, version.at, version.eventId],
    );
  }
}
