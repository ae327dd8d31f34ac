import { EntitySchema } from 'typeorm';

export interface NotificationPreferencesRow {
  profileId: string;
  acceptingEmail: boolean;
  acceptingSms: boolean;
  updatedAt: Date;
}

export const NotificationPreferencesEntity = new EntitySchema<NotificationPreferencesRow>({
  name: 'NotificationPreferences',
  tableName: 'notification_preferences',
  columns: {
    profileId: { type: 'uuid', primary: true, name: 'profile_id' },
    acceptingEmail: { type: 'boolean', name: 'accepting_email' },
    acceptingSms: { type: 'boolean', name: 'accepting_sms' },
    updatedAt: { type: 'timestamptz', name: 'updated_at' },
  },
});
