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

  /** Writes the preferences, adding them when the profile has none. */
  async save(row: NotificationPreferencesRow): Promise<void> {
    await this.manager.query(
      `INSERT INTO notification_preferences (profile_id, accepting_email, accepting_sms, updated_at)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (profile_id) DO UPDATE
         SET accepting_email = EXCLUDED.accepting_email, accepting_sms = EXCLUDED.accepting_sms,
             updated_at = EXCLUDED.updated_at`,
      [row.profileId, row.acceptingEmail, row.acceptingSms, row.updatedAt],
    );
  }
}
