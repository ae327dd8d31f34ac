import { Type, type Static } from 'typebox';

/** The logger service's environment (LOGGER_* keys), read once at start. */
export const LoggerConfigSchema = Type.Object({
  /** Log lines older than this many days are purged by the nightly job (docs/logs-and-audit.md#retention). */
  LOGGER_LOG_RETENTION_DAYS: Type.Integer({ minimum: 1, maximum: 3650, default: 30 }),
  /** Audit entries older than this many days are purged by the same job. */
  LOGGER_AUDIT_RETENTION_DAYS: Type.Integer({ minimum: 1, maximum: 36500, default: 365 }),
  /**
   * The owners asked whether the caller may read one appointment's or one person's history (with the caller's
   * own token), base path included.
   */
  LOGGER_SCHEDULE_URL: Type.String({ default: 'http://localhost:3105/api/schedule' }),
  LOGGER_ACCOUNTS_URL: Type.String({ default: 'http://localhost:3102/api/accounts' }),
  /** Time-out of one call to an owner. */
  LOGGER_OWNERS_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 5_000 }),
  // ---- the bug viewer (docs/bug-viewer.md) ----
  /**
   * Encrypts the bug tracker's token at rest (AES-256-GCM, key derived with scrypt). Keep it the same across
   * restarts and replicas: with another key the saved token cannot be read and must be typed again.
   */
  LOGGER_SECRETS_KEY: Type.String({ minLength: 16 }),
  /** Time-out of one call to the bug tracker, its answer read included. */
  LOGGER_TRACKER_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 60_000, default: 5_000 }),
});
export type LoggerConfig = Static<typeof LoggerConfigSchema>;
