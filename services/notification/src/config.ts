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
  /**
   * SMTP hosts (names or IPs, comma-separated, as saved in the mail configuration) that may be loopback, private
   * or link-local addresses, e.g. a mail catcher beside the platform. Any other internal address is refused.
   */
  NOTIFICATION_SMTP_ALLOWED_INTERNAL_HOSTS: Type.String({ default: '' }),
});
export type NotificationConfig = Static<typeof NotificationConfigSchema>;
