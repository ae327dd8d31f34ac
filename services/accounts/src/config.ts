import { Type, type Static } from 'typebox';

/** The accounts service's environment (ACCOUNTS_* keys), read once at start by the kit's `loadConfig`. */
export const AccountsConfigSchema = Type.Object({
  /** Public URL of the web app; mail links are `<url>/#/initiate-account?token=` and `<url>/#/reset-account?token=`. */
  ACCOUNTS_PUBLIC_URL: Type.String({ minLength: 1, default: 'http://localhost:3000' }),
  /** SMTP server (e.g. `smtp://user:pass@mail:1025`); when empty, mails are written to the outbox directory. */
  ACCOUNTS_SMTP_URL: Type.String({ default: '' }),
  ACCOUNTS_MAIL_FROM: Type.String({ minLength: 3, default: 'Teleplan <no-reply@teleplan.local>' }),
  ACCOUNTS_MAIL_OUTBOX_DIR: Type.String({ minLength: 1, default: '.data/mail-outbox' }),
  /** Validity of activation and reset links. */
  ACCOUNTS_TOKEN_TTL_HOURS: Type.Number({ exclusiveMinimum: 0, default: 24 }),
  /** Argon2id memory cost in KiB (at least 19 MiB) and passes (at least 2); parallelism is 1. */
  ACCOUNTS_ARGON2_MEMORY_KIB: Type.Integer({ minimum: 19456, default: 19456 }),
  ACCOUNTS_ARGON2_TIME_COST: Type.Integer({ minimum: 2, default: 2 }),
  /**
   * HMAC key signing captcha challenges. Empty: a random key per process (fine for one process; every replica
   * of a distributed deployment must share one key).
   */
  ACCOUNTS_CAPTCHA_HMAC_KEY: Type.String({ default: '' }),
  /** PBKDF2 iterations per attempt and the largest counter the solver may have to reach (difficulty). */
  ACCOUNTS_CAPTCHA_COST: Type.Integer({ minimum: 1, default: 1000 }),
  ACCOUNTS_CAPTCHA_MAX_COUNTER: Type.Integer({ minimum: 2, default: 5000 }),
  ACCOUNTS_CAPTCHA_TTL_SECONDS: Type.Integer({ minimum: 10, default: 600 }),
  /**
   * The first super administrator, created enabled with this password when the service starts on a database
   * without any account; ignored once an account exists. Both empty (the default): no bootstrap.
   */
  ACCOUNTS_BOOTSTRAP_ADMIN_EMAIL: Type.String({ default: '' }),
  ACCOUNTS_BOOTSTRAP_ADMIN_PASSWORD: Type.String({ default: '' }),
});
export type AccountsConfig = Static<typeof AccountsConfigSchema>;
