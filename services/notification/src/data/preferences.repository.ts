import type { EntityManager } from 'typeorm';
import type { NotificationPreferencesRow } from './entities/notification-preferences.entity.ts';

interface RawPreferences {
  profile_id: string;
  accepting_email: boolean;
  accepting_sms: boolean;
  updated_at: Date;
}

const toRow = (raw: RawPreferences): NotificationPreferencesRow => ({
  profileId: raw.profile_id,
  acceptingEmail: raw.accepting_email,
  acceptingSms: raw.accepting_sms,
  updatedAt: raw.updated_at,
});

export class PreferencesRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  async get(profileId: string): Promise<NotificationPreferencesRow | null> {
    const rows = await this.manager.query<RawPreferences[]>(
      'SELECT profile_id, accepting_email, accepting_sms, updated_at FROM notification_preferences WHERE profile_id = $1',
      [profileId],
    );
    return rows[0] ? toRow(rows[0]) : null;
  }

  /** Inserts the preferences; false when the profile has some already. */
  async insert(row: NotificationPreferencesRow): Promise<boolean> {
    const inserted = await this.manager.query<unknown[]>(
      `INSERT INTO notification_preferences (profile_id, accepting_email, accepting_sms, updated_at)
       VALUES ($1, $2, $3, $4) ON CONFLICT (profile_id) DO NOTHING RETURNING profile_id`,
      [row.profileId, row.acceptingEmail, row.acceptingSms, row.updatedAt],
    );
    return inserted.length > 0;
  }

  /** Updates the preferences; false when the profile has none. */
  async update(row: NotificationPreferencesRow): Promise<boolean> {
    // Through a CTE: TypeORM answers a bare UPDATE with [rows, count], a SELECT with its rows.
    const updated = await this.manager.query<unknown[]>(
      `WITH changed AS (
         UPDATE notification_preferences SET accepting_email = $2, accepting_sms = $3, updated_at = $4
         WHERE profile_id = $1 RETURNING profile_id)
       SELECT profile_id FROM changed`,
      [row.profileId, row.acceptingEmail, row.acceptingSms, row.updatedAt],
    );
    return updated.length > 0;
  }
}
