import type { FastifyPluginAsync } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { inboxEntities, InboxMigration1700000000200 } from '@teleplan/kit/inbox/inbox-table';
import { registerServiceBase } from '@teleplan/kit/service-base';
import type { ServiceDefinition, ServiceDeps } from '@teleplan/kit/service-definition';
import { httpAccountsClient, type AccountsClient } from './clients/accounts-client.ts';
import { AuthenticatorConfigSchema, type AuthenticatorConfig } from './config.ts';
import { LoginAttemptEntity } from './data/entities/login-attempt.entity.ts';
import { RefreshFamilyEntity } from './data/entities/refresh-family.entity.ts';
import { RefreshTokenEntity } from './data/entities/refresh-token.entity.ts';
import { SigningKeyEntity } from './data/entities/signing-key.entity.ts';
import { LoginAttemptsRepository } from './data/login-attempts.repository.ts';
import { AuthenticatorSchema1760000000001 } from './data/migrations/0001-initial-schema.ts';
import { SignInThrottle1760000000002 } from './data/migrations/0002-sign-in-throttle.ts';
import { RefreshTokensRepository } from './data/refresh-tokens.repository.ts';
import { SignInThrottleRepository } from './data/sign-in-throttle.repository.ts';
import { accessKeysRepository } from './data/signing-keys.repository.ts';
import { AccessTokens } from './domain/access-tokens.ts';
import { systemClock, type Clock } from '@teleplan/kit/clock';
import type { AuthenticatorContext } from './domain/context.ts';
import { selfServiceTokens } from './domain/self-token.ts';
import { parsePublicClients } from './domain/client-authentication.ts';
import { parseServiceClients } from './domain/service-clients.ts';
import { Sessions } from './domain/sessions.ts';
import { SignInThrottle, THROTTLE_WINDOW_MS } from './domain/sign-in-throttle.ts';
import { SigningKeys } from './domain/signing-keys.ts';
import { subscribeToAccountEvents } from './events/handlers.ts';
import { checkTokenRoutes } from './routes/check-token.routes.ts';
import { impersonateRoutes } from './routes/impersonate.routes.ts';
import { jwksRoutes } from './routes/jwks.routes.ts';
import { logoutRoutes } from './routes/logout.routes.ts';
import { tokenRoutes } from './routes/token.routes.ts';

export const SERVICE_NAME = 'authenticator';
const DAY_MS = 86_400_000;
const PURGE_EVERY_MS = 3_600_000;

export interface AuthenticatorOptions {
  /** The time the service acts at (tests move it). */
  clock?: Clock;
  /** Replaces the HTTP client of the accounts service. */
  accounts?: AccountsClient;
}

/**
 * The authenticator as one Fastify plugin. It verifies its own tokens (impersonate) with keys from its own
 * store rather than through `deps.auth`, which would fetch its JWKS over HTTP from itself.
 */
export function createAuthenticator(
  deps: ServiceDeps<AuthenticatorConfig>,
  options: AuthenticatorOptions = {},
): FastifyPluginAsync {
  return async (app) => {
    const config = deps.config;
    const now = options.clock ?? systemClock;
    const keys = await SigningKeys.open(accessKeysRepository(deps.dataSource.manager), {
      secret: config.AUTHENTICATOR_KEY_ENCRYPTION_SECRET,
      now,
    });
    if (deps.auth.issuer !== config.AUTHENTICATOR_ISSUER) {
      app.log.warn(
        { authIssuer: deps.auth.issuer, issuer: config.AUTHENTICATOR_ISSUER },
        'AUTH_ISSUER differs from AUTHENTICATOR_ISSUER: other services will refuse these tokens',
      );
    }
    await registerServiceBase(app, {
      name: SERVICE_NAME,
      dataSource: deps.dataSource,
      bus: deps.bus,
      metrics: deps.metrics,
      auth: { issuer: config.AUTHENTICATOR_ISSUER, keys: keys.resolver() },
    });
    if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
    if (!app.hasReplyDecorator('setCookie')) await app.register(cookie);

    const accessTokens = new AccessTokens(
      keys,
      { issuer: config.AUTHENTICATOR_ISSUER, ttlSeconds: config.AUTHENTICATOR_ACCESS_TTL_SECONDS },
      now,
    );
    const sessions = new Sessions(
      new RefreshTokensRepository(deps.dataSource.manager),
      {
        ttlMs: config.AUTHENTICATOR_REFRESH_TTL_DAYS * DAY_MS,
        reuseGraceSeconds: config.AUTHENTICATOR_REFRESH_REUSE_GRACE_SECONDS,
      },
      now,
    );
    const throttle = new SignInThrottle(
      new SignInThrottleRepository(deps.dataSource.manager),
      { signIn: config.AUTHENTICATOR_SIGN_IN_PER_MINUTE, refresh: config.AUTHENTICATOR_REFRESH_PER_MINUTE },
      now,
    );
    const ctx: AuthenticatorContext = {
      clock: now,
      keys,
      accessTokens,
      sessions,
      throttle,
      accounts:
        options.accounts ??
        httpAccountsClient({
          baseUrl: config.AUTHENTICATOR_ACCOUNTS_URL,
          tokens: selfServiceTokens(accessTokens, now),
          timeoutMs: config.AUTHENTICATOR_ACCOUNTS_TIMEOUT_MS,
          fetch: deps.fetch,
        }),
      attempts: new LoginAttemptsRepository(deps.dataSource.manager),
      clients: {
        public: parsePublicClients(config.AUTHENTICATOR_PUBLIC_CLIENTS),
        services: parseServiceClients(config.AUTHENTICATOR_SERVICE_CLIENTS),
      },
      lockPolicy: {
        maxAttempts: config.AUTHENTICATOR_MAX_ATTEMPTS,
        lockMs: config.AUTHENTICATOR_LOCK_MINUTES * 60_000,
      },
      secureCookie: config.AUTHENTICATOR_SECURE_COOKIE,
    };

    await app.register(jwksRoutes, { ctx });
    await app.register(tokenRoutes, { ctx });
    await app.register(checkTokenRoutes, { ctx });
    await app.register(impersonateRoutes, { ctx });
    await app.register(logoutRoutes, { ctx });

    await subscribeToAccountEvents(deps.bus, {
      dataSource: deps.dataSource,
      metrics: deps.metrics,
      now,
      log: app.log,
    });

    // Ended sessions are kept a day (reuse of their tokens still reads as revoked), then forgotten.
    const purge = setInterval(() => {
      sessions.purge(DAY_MS).catch((error: unknown) => app.log.warn({ err: error }, 'session purge failed'));
    }, PURGE_EVERY_MS);
    purge.unref();
    // Only the current throttling window is ever read: the others go as soon as it ends.
    const throttlePurge = setInterval(() => {
      throttle.purge().catch((error: unknown) => app.log.warn({ err: error }, 'throttle purge failed'));
    }, THROTTLE_WINDOW_MS);
    throttlePurge.unref();
    app.addHook('onClose', async () => {
      clearInterval(purge);
      clearInterval(throttlePurge);
    });
  };
}

/** The service as the composition roots mount it; tests pass options (a clock, an accounts client). */
export function authenticatorDefinition(
  options: AuthenticatorOptions = {},
): ServiceDefinition<typeof AuthenticatorConfigSchema> {
  return {
    name: SERVICE_NAME,
    configSchema: AuthenticatorConfigSchema,
    entities: [
      SigningKeyEntity,
      RefreshFamilyEntity,
      RefreshTokenEntity,
      LoginAttemptEntity,
      ...inboxEntities,
    ],
    migrations: [InboxMigration1700000000200, AuthenticatorSchema1760000000001, SignInThrottle1760000000002],
    build: (deps) => createAuthenticator(deps, options),
  };
}

export const definition = authenticatorDefinition();
