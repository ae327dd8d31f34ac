import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import type { TokenResponse } from '@teleplan/proto/auth';
import { loadConfig } from '@teleplan/kit/config';
import { openDatabase } from '@teleplan/kit/db/data-source';
import { freshTestDatabaseUrl } from '@teleplan/kit/db/test-database';
import { createServiceMetrics } from '@teleplan/kit/metrics';
import { mountService } from '@teleplan/kit/run-service';
import { createServer } from '@teleplan/kit/server';
import { dropTestDatabase } from '@teleplan/kit/testing/drop-test-database';
import { createTestBus } from '@teleplan/kit/testing/test-bus';
import { AuthenticatorConfigSchema } from '../src/config.ts';
import { accessKeysRepository } from '../src/data/signing-keys.repository.ts';
import { AccessTokens } from '../src/domain/access-tokens.ts';
import { systemClock } from '@teleplan/kit/clock';
import { SigningKeys } from '../src/domain/signing-keys.ts';
import { authenticatorDefinition } from '../src/service.ts';
import { BASE, ISSUER, postToken } from './support/harness.ts';

let url: string;
let dataSource: DataSource;
const started: FastifyInstance[] = [];
/** How far the instances' clock runs ahead of the real time (moved instead of waiting). */
let aheadMs = 0;
const definition = authenticatorDefinition({ clock: () => new Date(Date.now() + aheadMs) });

/** One authenticator instance on the shared database, as a second replica or a restart would be. */
async function instance(secret: string): Promise<FastifyInstance> {
  const config = loadConfig(AuthenticatorConfigSchema, {
    AUTHENTICATOR_KEY_ENCRYPTION_SECRET: secret,
    AUTHENTICATOR_SERVICE_CLIENTS: 'probe:probe-secret',
  });
  const app = createServer({ name: 'authenticator', logger: false });
  started.push(app);
  await mountService(app, definition, {
    config,
    dataSource,
    bus: createTestBus(),
    metrics: createServiceMetrics('authenticator'),
    auth: { issuer: ISSUER, keys: async () => Promise.reject(new Error('not used')) },
  });
  await app.ready();
  return app;
}

const jwksOf = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: `${BASE}/.well-known/jwks.json` })).json<JSONWebKeySet>();

const serviceToken = async (app: FastifyInstance) =>
  (
    await postToken(app, {
      grant_type: 'client_credentials',
      client_id: 'probe',
      client_secret: 'probe-secret',
    })
  ).json<TokenResponse>().access_token;

beforeAll(async () => {
  url = await freshTestDatabaseUrl('authenticator_keys');
  dataSource = await openDatabase({
    url,
    entities: definition.entities,
    migrations: definition.migrations,
    poolSize: 5,
  });
});
afterAll(async () => {
  for (const app of started) await app.close();
  await dataSource?.destroy();
  if (url) await dropTestDatabase(url);
});

describe('signing keys', () => {
  it('creates one key on first start, encrypted at rest, and keeps it across a restart', async () => {
    const first = await instance('key-secret');
    const token = await serviceToken(first);
    const [row] = (await dataSource.query('SELECT kid, private_key FROM signing_key')) as {
      kid: string;
      private_key: string;
    }[];
    expect(row!.private_key).toMatch(/^aes-256-gcm:v1:/);
    expect(row!.private_key).not.toContain('PRIVATE KEY');

    const second = await instance('key-secret');
    const jwks = await jwksOf(second);
    expect(jwks.keys.map((k) => k.kid)).toEqual([row!.kid]);
    await expect(jwtVerify(token, createLocalJWKSet(jwks), { issuer: ISSUER })).resolves.toBeDefined();
    const check = await second.inject({ method: 'POST', url: `${BASE}/check_token?token=${token}` });
    expect(check.json()).toMatchObject({ active: true, sub: 'service:probe', role: 'SERVICE' });
  });

  it('refuses to start without the secret that encrypted its keys', async () => {
    await expect(instance('')).rejects.toThrow(/AUTHENTICATOR_KEY_ENCRYPTION_SECRET/);
    await expect(instance('another-secret')).rejects.toThrow(/wrong AUTHENTICATOR_KEY_ENCRYPTION_SECRET/);
  });

  it('publishes old and new keys after a rotation, signs with the newest, and drops a retired key', async () => {
    const app = await instance('key-secret');
    const oldToken = await serviceToken(app);
    const keys = await SigningKeys.open(accessKeysRepository(dataSource.manager), {
      secret: 'key-secret',
      now: systemClock,
    });
    const oldKid = keys.signing().kid;
    const newKid = await keys.rotate();
    expect(keys.signing().kid).toBe(newKid);

    const tokens = new AccessTokens(keys, { issuer: ISSUER, ttlSeconds: 60 }, systemClock);
    const fresh = await tokens.issue({ sub: 'service:probe', role: 'SERVICE', authorities: [] });
    expect((await keys.jwks()).keys.map((k) => k.kid)).toEqual([oldKid, newKid]);
    expect(await tokens.inspect(oldToken)).toMatchObject({ sub: 'service:probe' });

    // The running instance learns the new key when it meets its kid, once its last reload is over a second old.
    aheadMs += 1100;
    const check = await app.inject({ method: 'POST', url: `${BASE}/check_token?token=${fresh.token}` });
    expect(check.json()).toMatchObject({ active: true });

    await keys.retire(oldKid);
    expect((await keys.jwks()).keys.map((k) => k.kid)).toEqual([newKid]);
    expect(await tokens.inspect(oldToken)).toBeUndefined();
  });
});
