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
  /** Public URL of the web app: the satisfaction link is `<url>/formulaire-satisfaction#/?token=`. */
  NOTIFICATION_PUBLIC_URL: Type.String({ minLength: 1, default: 'http://localhost:3000' }),
  /** The hour (0-23, in the patient's zone) of the day before an appointment when its reminder goes. */
  NOTIFICATION_REMINDER_HOUR: Type.Integer({ minimum: 0, maximum: 23, default: 18 }),
  /** Without a saved mail configuration, patients' mails are written here (standalone); empty: they fail. */
  NOTIFICATION_MAIL_OUTBOX_DIR: Type.String({ default: '' }),
  /** The HTTP SMS gateway (POST, bearer access token of the saved SMS configuration). */
  NOTIFICATION_SMS_URL: Type.String({ default: '' }),
  /** Without a gateway, SMS are written here (standalone); both empty: SMS fail. */
  NOTIFICATION_SMS_OUTBOX_DIR: Type.String({ default: '' }),
  NOTIFICATION_SMS_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 10_000 }),
  /** The schedule service's own address (base path included), for the satisfaction tokens. */
  NOTIFICATION_SCHEDULE_URL: Type.String({ default: 'http://localhost:3105/api/schedule' }),
  NOTIFICATION_SCHEDULE_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 5_000 }),
  /** The authenticator's token endpoint and this service's client credentials (SERVICE token for schedule). */
  NOTIFICATION_TOKEN_URL: Type.String({ default: 'http://localhost:3101/api/authenticator/token' }),
  NOTIFICATION_CLIENT_ID: Type.String({ default: 'notification' }),
  NOTIFICATION_CLIENT_SECRET: Type.String({ default: '' }),
  /** Attempts after the first for a transient failure, with exponential back-off from the delay (max 1 h). */
  NOTIFICATION_MESSAGE_RETRY_LIMIT: Type.Integer({ minimum: 0, default: 6 }),
  NOTIFICATION_MESSAGE_RETRY_DELAY_SECONDS: Type.Integer({ minimum: 1, default: 30 }),
  /** How often the message worker looks for due jobs. */
  NOTIFICATION_MESSAGE_POLL_SECONDS: Type.Number({ minimum: 0.5, default: 2 }),
  /** Live feed: the STOMP heart-beat period offered both ways, and the SSE comment period. */
  NOTIFICATION_LIVE_HEARTBEAT_MS: Type.Integer({ minimum: 1_000, default: 10_000 }),
  /** Live feed: WebSocket pings; a peer that has not answered one by the next is dropped. */
  NOTIFICATION_LIVE_PING_MS: Type.Integer({ minimum: 1_000, default: 30_000 }),
  /** Live feed: how often a replica reads the recent history for events its broadcast missed. */
  NOTIFICATION_LIVE_CATCH_UP_MS: Type.Integer({ minimum: 100, default: 1_000 }),
  /** Live feed: events replayed to a reconnecting browser at most; beyond, it gets a RELOAD. */
  NOTIFICATION_LIVE_REPLAY_MAX: Type.Integer({ minimum: 1, default: 500 }),
  /** Live feed: the history kept, in hours and in rows (whichever is smaller). */
  NOTIFICATION_LIVE_HISTORY_HOURS: Type.Number({ exclusiveMinimum: 0, default: 24 }),
  NOTIFICATION_LIVE_HISTORY_ROWS: Type.Integer({ minimum: 100, default: 20_000 }),
  /** Live feed: bytes waiting to be sent to one browser beyond which it is dropped as too slow. */
  NOTIFICATION_LIVE_MAX_BUFFERED_BYTES: Type.Integer({ minimum: 1_024, default: 1_048_576 }),
  /** Live feed: how long an SSE ticket is valid. */
  NOTIFICATION_LIVE_TICKET_SECONDS: Type.Integer({ minimum: 1, maximum: 300, default: 30 }),
});
export type NotificationConfig = Static<typeof NotificationConfigSchema>;
