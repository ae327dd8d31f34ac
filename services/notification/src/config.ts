import { Type, type Static } from 'typebox';

/** The notification service's environment (NOTIFICATION_* keys), read once at start. */
export const NotificationConfigSchema = Type.Object({
  /**
   * Encrypts the SMTP password and the SMS access token at rest (AES-256-GCM, key derived with scrypt). Keep it
   * the same across restarts and replicas: a changed key makes the saved secrets unreadable (they must then be
   * typed again).
   */
  NOTIFICATION_SECRETS_KEY: Type.String({ minLength: 16 }),
  /** Connection, greeting and socket timeouts of the SMTP client. */
  NOTIFICATION_SMTP_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 10_000 }),
});
export type NotificationConfig = Static<typeof NotificationConfigSchema>;
