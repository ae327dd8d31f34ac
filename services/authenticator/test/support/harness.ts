import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import { expect } from 'vitest';
import { REFRESH_COOKIE, WEB_CLIENT_ID, type TokenResponse } from '@teleplan/proto/auth';
import type { Role } from '@teleplan/proto/roles';
import type { Fetch } from '@teleplan/kit/http/service-client';
import { startTestService, type TestService } from '@teleplan/kit/testing/start-test-service';
import type { AuthenticatorConfig } from '../../src/config.ts';
import { authenticatorDefinition } from '../../src/service.ts';
import { startAccountsStub, type AccountsStub } from './accounts-stub.ts';

export const BASE = '/api/authenticator';
export const ISSUER = 'http://localhost:3000/api/authenticator';
export const SERVICE_CLIENT = { id: 'schedule', secret: 'schedule-secret-value' };
/** Public clients besides the SPA (a desktop or mobile application's), whose refresh tokens come in the body. */
export const OTHER_PUBLIC_CLIENTS = ['desktop-app', 'mobile-app', 'other-client'];

/**
 * The test's clock, shared by the service and the accounts stub: real time moved by `offsetMs`, or held at
 * `frozenAt` while a test needs every request in one instant (throttling windows).
 */
export interface TestClock {
  offsetMs: number;
  frozenAt?: Date;
  now: () => Date;
}

export interface Harness {
  app: FastifyInstance;
  service: TestService<AuthenticatorConfig>;
  accounts: AccountsStub;
  clock: TestClock;
  close(): Promise<void>;
}

/** `fetch`: what the composition root gives the service to call others (`ServiceDeps.fetch`). */
export async function startAuthenticator(
  config: Partial<AuthenticatorConfig> = {},
  fetch?: Fetch,
): Promise<Harness> {
  const clock: TestClock = {
    offsetMs: 0,
    now: () => clock.frozenAt ?? new Date(Date.now() + clock.offsetMs),
  };
  // The stub reads the JWKS from the service, which starts after it.
  const started: { app?: FastifyInstance } = {};
  const accounts = await startAccountsStub({
    issuer: ISSUER,
    now: clock.now,
    jwks: async () =>
      (
        await started.app!.inject({ method: 'GET', url: `${BASE}/.well-known/jwks.json` })
      ).json<JSONWebKeySet>(),
  });
  const definition = authenticatorDefinition({ clock: clock.now });
  const service = await startTestService(
    { ...definition, build: (deps) => definition.build(fetch ? { ...deps, fetch } : deps) },
    {
      config: {
        AUTHENTICATOR_ACCOUNTS_URL: accounts.url,
        AUTHENTICATOR_ACCOUNTS_TIMEOUT_MS: 1000,
        AUTHENTICATOR_SERVICE_CLIENTS: `${SERVICE_CLIENT.id}:${SERVICE_CLIENT.secret}`,
        AUTHENTICATOR_PUBLIC_CLIENTS: [WEB_CLIENT_ID, ...OTHER_PUBLIC_CLIENTS].join(','),
        ...config,
      },
    },
  );
  started.app = service.app;
  return {
    app: service.app,
    service,
    accounts,
    clock,
    close: async () => {
      await service.close();
      await accounts.close();
    },
  };
}

export function form(fields: Record<string, string | undefined>): {
  payload: string;
  headers: Record<string, string>;
} {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) body.set(key, value);
  return { payload: body.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
}

export function postToken(
  app: FastifyInstance,
  fields: Record<string, string | undefined>,
  cookie?: string,
  remoteAddress?: string,
) {
  const { payload, headers } = form(fields);
  return app.inject({
    method: 'POST',
    url: `${BASE}/token`,
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: { ...headers, ...(cookie ? { cookie: `${REFRESH_COOKIE}=${cookie}` } : {}) },
  });
}

export const login = (
  app: FastifyInstance,
  username: string,
  password: string,
  clientId = WEB_CLIENT_ID,
  remoteAddress?: string,
) =>
  postToken(
    app,
    { grant_type: 'password', username, password, client_id: clientId },
    undefined,
    remoteAddress,
  );

export const refresh = (
  app: FastifyInstance,
  options: { cookie?: string; field?: string; clientId?: string; remoteAddress?: string },
) =>
  postToken(
    app,
    {
      grant_type: 'refresh_token',
      client_id: options.clientId ?? WEB_CLIENT_ID,
      refresh_token: options.field,
    },
    options.cookie,
    options.remoteAddress,
  );

/** The refresh cookie a response set, if any. */
export function refreshCookie(response: LightMyRequestResponse) {
  return (response.cookies as { name: string; value: string; [k: string]: unknown }[]).find(
    (c) => c.name === REFRESH_COOKIE,
  );
}

/** The refresh token a successful answer handed out: the web client's cookie, else the body's field. */
export function issuedRefreshToken(response: LightMyRequestResponse): string | undefined {
  return refreshCookie(response)?.value ?? response.json<TokenResponse>().refresh_token;
}

export async function counts(service: TestService<AuthenticatorConfig>) {
  const [row] = (await service.dataSource.query(`
    SELECT (SELECT count(*) FROM login_attempt)::int AS attempts,
           (SELECT coalesce(sum(failures), 0) FROM login_attempt)::int AS failures,
           (SELECT count(*) FROM refresh_family)::int AS families,
           (SELECT count(*) FROM refresh_family WHERE revoked_at IS NULL)::int AS "openFamilies",
           (SELECT count(*) FROM refresh_token)::int AS tokens`)) as {
    attempts: number;
    failures: number;
    families: number;
    openFamilies: number;
    tokens: number;
  }[];
  return row!;
}

let signedInCount = 0;

/** Adds an account with `roles` to the accounts stub and signs it in; fails the test if the login fails. */
export async function signedIn(on: Harness, roles: Role[] = ['DOCTOR'], clientId?: string) {
  const email = `user${++signedInCount}@example.fr`;
  const account = on.accounts.add(email, 'Secret-pass1', roles);
  const response = await login(on.app, email, 'Secret-pass1', clientId);
  expect(response.statusCode).toBe(200);
  return { account, tokens: response.json<TokenResponse>(), refreshToken: issuedRefreshToken(response)! };
}
