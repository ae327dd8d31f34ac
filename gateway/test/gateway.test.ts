import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createServer } from '@teleplan/kit/server';
import { gateway } from '../src/gateway.ts';
import { fakeWebDist, serviceDocument } from './fixtures.ts';

/** The standalone arrangement: the gateway plugin and the services' routes in one server. */
async function buildApp(webDist: string): Promise<FastifyInstance> {
  const app = createServer({ name: 'gateway-test', logger: false });
  await app.register(gateway, {
    webDist,
    apiBases: ['authenticator', 'accounts'],
    rateLimits: { tokenPerMinute: 3, passwordPerMinute: 2 },
  });
  await app.register(
    async (service) => {
      service.post('/token', async () => ({ access_token: 'x', token_type: 'Bearer', expires_in: 900 }));
      service.get('/openapi.json', async () => serviceDocument('authenticator'));
    },
    { prefix: '/api/authenticator' },
  );
  await app.register(
    async (service) => {
      service.post('/request-reset-password', async () => ({ done: true }));
      service.get('/profiles', async () => []);
      service.get('/openapi.json', async () => serviceDocument('accounts'));
    },
    { prefix: '/api/accounts' },
  );
  return app;
}

describe('gateway in front of mounted services', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(fakeWebDist());
  });
  afterAll(() => app.close());

  it.each(['/', '/app/home', '/app/users/42', '/forgot-password', '/cgu', '/formulaire-satisfaction'])(
    'answers the page %s with the SPA index, revalidated on every visit',
    async (url) => {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toContain('text/html');
      expect(answer.body).toContain('<div id="root">');
      expect(answer.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets with a year-long immutable cache', async () => {
    const answer = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('console.log("app")');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 rather than the page for a missing file', async () => {
    const answer = await app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ messageCode: 'common.route.not_found' });
  });

  it.each([
    ['GET', '/api/nothing/here'],
    ['POST', '/api/nothing'],
    ['GET', '/api/accounts/unknown-route'],
    ['GET', '/api'],
  ] as const)('answers %s %s with the JSON 404', async (method, url) => {
    const answer = await app.inject({ method, url });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.json()).toMatchObject({ messageCode: 'common.route.not_found' });
  });

  it('lets the services answer their own routes', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/accounts/profiles' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([]);
  });

  it.each(['/', '/api/accounts/profiles'])('sends the security headers on %s', async (url) => {
    const answer = await app.inject({ method: 'GET', url });
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses token requests past the limit with 429 rate_limited, per client address', async () => {
    const login = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/authenticator/token',
        remoteAddress,
        payload: { grant_type: 'password' },
      });
    for (let i = 0; i < 3; i++) expect((await login('10.0.0.1')).statusCode).toBe(200);
    const refused = await login('10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ messageCode: 'common.request.rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('10.0.0.2')).statusCode).toBe(200);
  });

  it('limits password reset requests more tightly than logins', async () => {
    const ask = () =>
      app.inject({
        method: 'POST',
        url: '/api/accounts/request-reset-password',
        remoteAddress: '10.0.1.1',
        payload: {},
      });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ messageCode: 'common.request.rate_limited' });
  });

  it('merges every service document under its base path at /api/docs/json', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(answer.statusCode).toBe(200);
    const document = answer.json();
    expect(Object.keys(document.paths)).toEqual([
      '/api/authenticator/things/{id}',
      '/api/accounts/things/{id}',
    ]);
    const accountsThing = document.paths['/api/accounts/things/{id}'].get;
    expect(accountsThing.tags).toEqual(['accounts']);
    expect(accountsThing.responses[200].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/accounts.def-0',
    );
    expect(document.components.schemas['authenticator.def-0'].title).toBe('authenticator thing');
  });

  it('serves Swagger UI at /api/docs under a policy that still forbids inline scripts', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('swagger-ui');
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('answers its own health and readiness', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/gateway/health' })).json()).toEqual({
      status: 'UP',
    });
    expect((await app.inject({ method: 'GET', url: '/api/gateway/ready' })).json()).toEqual({ status: 'UP' });
  });
});

describe('gateway without a built web app', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(mkdtempSync(path.join(tmpdir(), 'teleplan-empty-')));
  });
  afterAll(() => app.close());

  it('says how to build the web app instead of serving pages', async () => {
    const answer = await app.inject({ method: 'GET', url: '/app/home' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json().message).toContain('npm run build -w web');
  });

  it('keeps serving the API', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/accounts/profiles' })).statusCode).toBe(200);
  });
});
