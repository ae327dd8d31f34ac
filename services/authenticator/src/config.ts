import { Type, type Static } from 'typebox';
import { WEB_CLIENT_ID } from '@teleplan/proto/auth';

/** The authenticator's environment (AUTHENTICATOR_* keys), read once at start by the kit's `loadConfig`. */
export const AuthenticatorConfigSchema = Type.Object({
  /** Public issuer written in `iss`; the other services accept it as AUTH_ISSUER. */
  AUTHENTICATOR_ISSUER: Type.String({ minLength: 1, default: 'http://localhost:3000/api/authenticator' }),
  /** Base URL of the accounts service (its internal endpoints verify passwords and read accounts). */
  AUTHENTICATOR_ACCOUNTS_URL: Type.String({ minLength: 1, default: 'http://127.0.0.1:3000/api/accounts' }),
  AUTHENTICATOR_ACCOUNTS_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 5000 }),
  AUTHENTICATOR_ACCESS_TTL_SECONDS: Type.Integer({ minimum: 1, default: 900 }),
  /** Refresh-token family lifetime; sliding: every rotation starts the period again. */
  AUTHENTICATOR_REFRESH_TTL_DAYS: Type.Number({ exclusiveMinimum: 0, default: 7 }),
  /**
   * Seconds during which a rotated refresh token may be presented again (tabs reloading together) and get a
   * sibling successor instead of revoking its family; 0 disables.
   */
  AUTHENTICATOR_REFRESH_REUSE_GRACE_SECONDS: Type.Integer({ minimum: 0, default: 30 }),
  AUTHENTICATOR_MAX_ATTEMPTS: Type.Integer({ minimum: 1, default: 5 }),
  /** 0 disables locking (failures are forgotten at once). */
  AUTHENTICATOR_LOCK_MINUTES: Type.Number({ minimum: 0, default: 30 }),
  /**
   * Password and client-credentials grants a client address may make per minute. An office shares one public
   * address: the default is far above what 50 people signing in ever send, and still bounds password spraying.
   */
  AUTHENTICATOR_SIGN_IN_PER_MINUTE: Type.Integer({ minimum: 1, default: 300 }),
  /** Refresh grants a client address may make per minute, a budget of their own (page loads, tabs). */
  AUTHENTICATOR_REFRESH_PER_MINUTE: Type.Integer({ minimum: 1, default: 1200 }),
  /** Adds `Secure` to the refresh cookie; turn on whenever the platform is served over HTTPS. */
  AUTHENTICATOR_SECURE_COOKIE: Type.Boolean({ default: false }),
  /**
   * Public clients (no secret) of the password and refresh grants: the SPA and the demo seeder, which signs in as
   * the super administrator. Any other `client_id` is refused.
   */
  AUTHENTICATOR_PUBLIC_CLIENTS: Type.String({ default: `${WEB_CLIENT_ID},teleplan-seeder` }),
  /** Service clients of the client-credentials grant: `id:secret,id2:secret2`. */
  AUTHENTICATOR_SERVICE_CLIENTS: Type.String({ default: '' }),
  /** When set, signing private keys are stored encrypted (AES-256-GCM, key derived with scrypt). */
  AUTHENTICATOR_KEY_ENCRYPTION_SECRET: Type.String({ default: '' }),
});
export type AuthenticatorConfig = Static<typeof AuthenticatorConfigSchema>;
