import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { registerServiceBase } from '../src/service-base.ts';
import type { ServiceDefinition } from '../src/service-definition.ts';
import { startTestService, type TestService } from '../src/testing/start-test-service.ts';

const C = MessageCodes.common;

const ConfigSchema = Type.Object({ DEMO_GREETING: Type.String({ default: 'bonjour' }) });

/** The smallest service: what every real one gets from the kit, plus a few routes to aim at. */
const demo: ServiceDefinition<typeof ConfigSchema> = {
  name: 'demo',
  aliases: ['demo-alias'],
  configSchema: ConfigSchema,
  entities: [],
  migrations: [],
  build: (deps) => async (app) => {
    await registerServiceBase(app, { name: 'demo', ...deps });
    app.get('/greeting', async () => ({ greeting: deps.config.DEMO_GREETING }));
    app.get('/public', async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').send({ shared: true }),
    );
    app.get('/admin-only', { preHandler: app.requireRole('ADMIN') }, async (request) => ({
      sub: request.user.sub,
    }));
    app.post(
      '/names',
      { schema: { body: Type.Object({ name: Type.String({ minLength: 1 }) }) } },
      async (request) => request.body,
    );
    app.get('/boom', async () => {
      throw new Error('connection to postgres://admin:hunter2@db failed');
    });
  },
};

describe('service base (through a tiny service definition)', () => {
  let service: TestService<{ DEMO_GREETING: string }>;
  beforeAll(async () => {
    service = await startTestService(demo, { config: { DEMO_GREETING: 'salut' } });
  });
  afterAll(async () => {
    await service.close();
  });

  const get = (url: string, token?: string) =>
    service.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('answers /health and /ready with 200 under the name and the alias', async () => {
    for (const base of ['/api/demo', '/api/demo-alias']) {
      const health = await get(`${base}/health`);
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'UP', details: { bus: 'UP', parked: 0 } });
      expect((await get(`${base}/ready`)).statusCode).toBe(200);
    }
  });

  it('marks every answer no-store unless the route sets its own cache policy', async () => {
    const token = await service.issuer.token('admin-1', 'ADMIN');
    for (const response of [
      await get('/api/demo/greeting'),
      await get('/api/demo/admin-only', token),
      await get('/api/demo/admin-only'),
      await get('/api/demo/nothing-here'),
      await get('/api/demo/boom'),
      await get('/api/demo-alias/greeting'),
    ]) {
      expect(response.headers['cache-control'], response.body).toBe('no-store');
    }
    expect((await get('/api/demo/public')).headers['cache-control']).toBe('public, max-age=300');
  });

  it('gives the service its configuration, overrides over defaults', async () => {
    expect((await get('/api/demo/greeting')).json()).toEqual({ greeting: 'salut' });
  });

  it('serves Prometheus metrics with request latency by route', async () => {
    await get('/api/demo/greeting');
    const metrics = await get('/api/demo/metrics');
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toMatch(/http_request_duration_seconds_bucket\{[^}]*route="\/api\/demo\/greeting"/);
  });

  it('refuses a guarded route without a token: 401 unauthenticated', async () => {
    const response = await get('/api/demo/admin-only');
    expect(response.statusCode).toBe(401);
    expect(response.json().messageCode).toBe(C.unauthenticated);
  });

  it('refuses a tampered token: 401 unauthenticated', async () => {
    const token = await service.issuer.token('user-1', 'DOCTOR');
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: 'user-1', role: 'ADMIN', authorities: ['ADMIN'] }),
    ).toString('base64url');
    const response = await get('/api/demo/admin-only', `${header}.${forged}.${signature}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().messageCode).toBe(C.unauthenticated);
  });

  it('refuses an expired token: 401 token_expired', async () => {
    const token = await service.issuer.token('user-1', 'ADMIN', { expiresInSeconds: -60 });
    const response = await get('/api/demo/admin-only', token);
    expect(response.statusCode).toBe(401);
    expect(response.json().messageCode).toBe(C.tokenExpired);
  });

  it('refuses a token from another issuer: 401 unauthenticated', async () => {
    const token = await service.issuer.token('user-1', 'ADMIN', {
      issuer: 'http://elsewhere/api/authenticator',
    });
    const response = await get('/api/demo/admin-only', token);
    expect(response.statusCode).toBe(401);
    expect(response.json().messageCode).toBe(C.unauthenticated);
  });

  it('checks the signature of a token presented again only once', async () => {
    let lookups = 0;
    const counting: TestService<{ DEMO_GREETING: string }> = await startTestService({
      ...demo,
      build: (deps) =>
        demo.build({
          ...deps,
          auth: { ...deps.auth, keys: (kid, alg) => (lookups++, deps.auth.keys(kid, alg)) },
        }),
    });
    try {
      const token = await counting.issuer.token('admin-1', 'ADMIN');
      const call = () =>
        counting.app.inject({
          method: 'GET',
          url: '/api/demo/admin-only',
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await call()).statusCode).toBe(200);
      expect((await call()).json()).toEqual({ sub: 'admin-1' });
      expect(lookups).toBe(1);
    } finally {
      await counting.close();
    }
  });

  it('refuses the wrong role: 403 forbidden', async () => {
    const response = await get('/api/demo/admin-only', await service.issuer.token('user-1', 'DOCTOR'));
    expect(response.statusCode).toBe(403);
    expect(response.json().messageCode).toBe(C.forbidden);
  });

  it('lets the right role in and exposes the token’s subject', async () => {
    const response = await get('/api/demo/admin-only', await service.issuer.token('admin-1', 'ADMIN'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sub: 'admin-1' });
  });

  it('refuses a body that fails its schema: 400 invalid with the faulty field', async () => {
    const response = await service.app.inject({
      method: 'POST',
      url: '/api/demo/names',
      payload: { name: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      messageCode: C.validation,
      errors: [{ messageCode: C.validation }],
    });
    expect(response.json().errors[0].id).toMatch(/name/);
  });

  it('refuses malformed JSON: 400 malformed_json', async () => {
    const response = await service.app.inject({
      method: 'POST',
      url: '/api/demo/names',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Du',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().messageCode).toBe(C.malformedJson);
  });

  it('answers an unknown route with 404 not_found, inside and outside the service', async () => {
    for (const url of ['/api/demo/nothing-here', '/api/nowhere']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().messageCode).toBe(C.notFound);
    }
  });

  it('answers a crash with 500 and no internals', async () => {
    const response = await get('/api/demo/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ messageCode: C.internal, message: 'Internal error' });
    expect(response.body).not.toMatch(/hunter2|postgres|stack/);
  });
});

describe('service readiness', () => {
  it('answers /ready 503 once its database is gone', async () => {
    const service = await startTestService(demo);
    try {
      expect((await service.app.inject({ url: '/api/demo/ready' })).statusCode).toBe(200);
      await service.dataSource.destroy();
      const response = await service.app.inject({ url: '/api/demo/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'DOWN' });
    } finally {
      await service.close();
    }
  });

  it('stays ready without its bus, and reports the bus down in /health and the metrics', async () => {
    const service = await startTestService(demo);
    try {
      const scrape = async () => (await service.app.inject({ url: '/api/demo/metrics' })).body;
      expect(await scrape()).toMatch(/^bus_connected\{[^}]*\} 1$/m);
      await service.bus.close();
      const ready = await service.app.inject({ url: '/api/demo/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'UP' });
      const health = await service.app.inject({ url: '/api/demo/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'UP', details: { bus: 'DOWN', parked: 0 } });
      expect(await scrape()).toMatch(/^bus_connected\{[^}]*\} 0$/m);
    } finally {
      await service.close();
    }
  });
});
