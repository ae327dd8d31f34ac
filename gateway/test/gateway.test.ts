import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { createServer } from '@teleplan/kit/server';
import { waitFor } from '@teleplan/kit/testing/wait-for';
import {
  canonicalUrl,
  gateway,
  listenInternal,
  type GatewayOptions,
  type InternalListener,
} from '../src/gateway.ts';
import { fakeWebDist, rawRequest, serviceDocument } from './fixtures.ts';
import { spellings } from './spellings.ts';
import { EMPTY_INLINE_STYLE_HASH } from '../src/security-headers.ts';

/** Paths the mounted services' handlers answered: what got past the gateway's hooks. */
const reached: string[] = [];
/** The sources of the endless streamed internal answers, to see them end when their reader gives up. */
const streamed: Readable[] = [];

/** A service as the kit mounts it: its own routes, internal endpoints and metrics included. */
function service(base: string, routes: (scope: FastifyInstance) => void) {
  return async (scope: FastifyInstance) => {
    scope.addHook('preHandler', async (request) => {
      reached.push(request.url);
    });
    scope.get('/metrics', async () => 'events_published_total 0');
    scope.post('/internal/verify-credentials', async () => ({ valid: true }));
    scope.get('/internal/accounts/:id', async () => ({ id: 'x' }));
    // An export that never ends: only a reader that gets it as written, and can give it up, sees a line of it.
    scope.get('/internal/stream', async (_request, reply) => {
      let line = 0;
      const source = new Readable({
        read() {
          this.push(`line ${line++}\n`);
        },
      });
      streamed.push(source);
      return reply.type('application/x-ndjson').send(source);
    });
    scope.get('/openapi.json', async () => serviceDocument(base));
    routes(scope);
  };
}

/** The standalone arrangement: the gateway plugin and the services' routes in one server. */
async function buildApp(
  webDist: string,
  rateLimits: GatewayOptions['rateLimits'] = {
    tokenPerMinute: 3,
    passwordPerMinute: 2,
    passwordLinkPerMinute: 3,
    evaluationPerMinute: 3,
  },
  trustedProxyHops = 0,
  app = createServer({ name: 'gateway-test', logger: false, trustedProxyHops, rewriteUrl: canonicalUrl }),
): Promise<FastifyInstance> {
  await app.register(gateway, {
    webDist,
    services: [{ name: 'authenticator' }, { name: 'accounts', aliases: ['user-profiles'] }],
    rateLimits,
  });
  await app.register(
    service('authenticator', (scope) => {
      scope.post('/token', async () => ({ access_token: 'x', token_type: 'Bearer', expires_in: 900 }));
    }),
    { prefix: '/api/authenticator' },
  );
  // Accounts answers under two base paths, as `mountService` registers it.
  for (const base of ['accounts', 'user-profiles'])
    await app.register(
      service(base, (scope) => {
        scope.post('/request-reset-password', async () => ({ done: true }));
        scope.post('/reset-password', async () => ({ done: true }));
        scope.post('/initialize-password', async () => ({ done: true }));
        scope.get('/profiles', async () => []);
      }),
      { prefix: `/api/${base}` },
    );
  await app.register(
    service('schedule', (scope) => {
      scope.get('/service-evaluation', async () => ({ status: 'OPEN' }));
      scope.post('/service-evaluation', async () => ({ done: true }));
    }),
    { prefix: '/api/schedule' },
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

  it("refuses inline styles except an empty style element (the holder of the calendars' CSSOM rules)", async () => {
    const answer = await app.inject({ method: 'GET', url: '/' });
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain(`style-src 'self' ${EMPTY_INLINE_STYLE_HASH};`);
    expect(csp).not.toContain('unsafe-inline');
    expect(createHash('sha256').update('').digest('base64')).toBe(EMPTY_INLINE_STYLE_HASH.slice(8, -1));
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

  it('limits reads and submits of survey links together, per client address', async () => {
    const survey = (method: 'GET' | 'POST', remoteAddress: string) =>
      app.inject({ method, url: '/api/schedule/service-evaluation?token=abc', remoteAddress, payload: {} });
    expect((await survey('GET', '10.0.2.1')).statusCode).toBe(200);
    expect((await survey('POST', '10.0.2.1')).statusCode).toBe(200);
    expect((await survey('GET', '10.0.2.1')).statusCode).toBe(200);
    const refused = await survey('POST', '10.0.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ messageCode: 'common.request.rate_limited' });
    expect((await survey('GET', '10.0.2.1')).statusCode).toBe(429);
    expect((await survey('POST', '10.0.2.2')).statusCode).toBe(200);
  });

  it('merges each service document once, under its base path, at /api/docs/json', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(answer.statusCode).toBe(200);
    const document = answer.json();
    expect(Object.keys(document.paths)).toEqual([
      '/api/authenticator/things/{id}',
      '/api/accounts/things/{id}',
      '/api/user-profiles/things/{id}',
    ]);
    const accountsThing = document.paths['/api/accounts/things/{id}'].get;
    expect(accountsThing.tags).toEqual(['accounts']);
    expect(accountsThing.responses[200].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/accounts.def-0',
    );
    expect(document.components.schemas['authenticator.def-0'].title).toBe('authenticator thing');
    expect(Object.keys(document.components.schemas)).not.toContain('user-profiles.def-0');
  });

  it('lists the paths of an alias too, under the tag and components of its service', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.tags.map((tag: { name: string }) => tag.name)).toEqual(['authenticator', 'accounts']);
    expect(document.tags[1].description).toContain('/api/user-profiles');
    expect(document.paths['/api/user-profiles/things/{id}']).toEqual(
      document.paths['/api/accounts/things/{id}'],
    );
    expect(Object.keys(document.paths)).not.toContain('/api/user-profiles/internal/things/{id}');
  });

  it('publishes no internal endpoint in the merged docs', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths).filter((path) => path.includes('internal'))).toEqual([]);
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

describe('gateway policies on every spelling of a path (services mounted in the same server)', () => {
  let app: FastifyInstance;
  let origin: string;
  let address = 0;
  /** A client address of its own for each test, so budgets never mix. */
  const client = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;
  beforeAll(async () => {
    // One trusted hop, so each test can be its own client through X-Forwarded-For.
    app = await buildApp(fakeWebDist(), undefined, 1);
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  const post = (target: string, from: string) =>
    rawRequest(
      origin,
      'POST',
      target,
      { 'content-type': 'application/json', 'x-forwarded-for': from },
      '{"grant_type":"password"}',
    );

  it.each(spellings('authenticator', 'token'))(
    'counts %s against the token budget of the plain path',
    async (target) => {
      const from = client();
      // Spelled either way, the requests reach the token endpoint and share one budget (3 here).
      expect((await post('/api/authenticator/token', from)).status).toBe(200);
      expect((await post(target, from)).status).toBe(200);
      expect((await post(target, from)).status).toBe(200);
      const refused = await post(target, from);
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toMatchObject({ messageCode: 'common.request.rate_limited' });
      expect((await post('/api/authenticator/token', from)).status).toBe(429);
    },
  );

  it.each([
    ...spellings('user-profiles', 'request-reset-password'),
    ...spellings('accounts', 'request-reset-password'),
  ])('counts %s against the reset-request budget, shared by both base paths', async (target) => {
    const from = client();
    expect((await post('/api/user-profiles/request-reset-password', from)).status).toBe(200);
    expect((await post(target, from)).status).toBe(200);
    expect((await post(target, from)).status).toBe(429);
    expect((await post('/api/accounts/request-reset-password', from)).status).toBe(429);
  });

  it.each([
    ...spellings('accounts', 'reset-password'),
    ...spellings('user-profiles', 'initialize-password'),
    ...spellings('accounts', 'initialize-password'),
  ])('counts %s against the password-link budget, shared by both base paths', async (target) => {
    const from = client();
    expect((await post('/api/user-profiles/reset-password', from)).status).toBe(200);
    expect((await post(target, from)).status).toBe(200);
    expect((await post(target, from)).status).toBe(200);
    expect((await post(target, from)).status).toBe(429);
    expect((await post('/api/accounts/initialize-password', from)).status).toBe(429);
  });

  it('keeps the password-link budget apart from the reset-request budget', async () => {
    const from = client();
    for (let i = 0; i < 2; i++)
      expect((await post('/api/accounts/request-reset-password', from)).status).toBe(200);
    expect((await post('/api/accounts/request-reset-password', from)).status).toBe(429);
    for (let i = 0; i < 3; i++)
      expect((await post('/api/accounts/initialize-password', from)).status).toBe(200);
    expect((await post('/api/accounts/initialize-password', from)).status).toBe(429);
    expect((await post('/api/accounts/request-reset-password', from)).status).toBe(429);
  });

  it.each([
    ...spellings('accounts', 'internal/verify-credentials'),
    ...spellings('user-profiles', 'internal/verify-credentials'),
    '/api/accounts/%69nternal/verify-credentials',
    '/api/accounts/INTERNAL/verify-credentials',
    '/api/accounts/internal%2Fverify-credentials',
    '/api/accounts/x%2F..%2Finternal/verify-credentials',
    '/api/accounts/x%5C..%5Cinternal/verify-credentials',
    '/api/accounts/x\\..\\internal/verify-credentials',
    '/api/accounts/internal/verify-credentials?x=1',
    '/api/accounts/internal/verify-credentials#x',
    '/api/accounts/internal/verify-credentials/',
  ])('refuses the internal endpoint %s from outside', async (target) => {
    const before = reached.length;
    const answer = await post(target, client());
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toMatchObject({ messageCode: 'common.route.not_found' });
    expect(reached.length).toBe(before);
  });

  it.each([
    ...['authenticator', 'accounts', 'user-profiles'].flatMap((base) => spellings(base, 'metrics')),
    '/api/accounts/metrics/',
    '/api/accounts/metrics?format=text',
    '/api/accounts/METRICS',
  ])('keeps the metrics %s from outside', async (target) => {
    const before = reached.length;
    const answer = await rawRequest(origin, 'GET', target);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('events_published_total');
    expect(reached.length).toBe(before);
  });

  it('routes the canonical path: the service sees what the gateway checked', async () => {
    const answer = await rawRequest(origin, 'GET', '/api/accounts/x/../%70rofiles?size=1');
    expect(answer.status).toBe(200);
    expect(reached.at(-1)).toBe('/api/accounts/profiles?size=1');
  });
});

describe('the internal listener (standalone mode)', () => {
  let app: FastifyInstance;
  let origin: string;
  let internal: string;
  let inProcess: InternalListener['fetch'];
  beforeAll(async () => {
    const server = createServer({ name: 'gateway-test', logger: false, rewriteUrl: canonicalUrl });
    const listener = await listenInternal(server, { port: 0 });
    internal = listener.url;
    inProcess = listener.fetch;
    app = await buildApp(fakeWebDist(), undefined, 0, server);
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  it('listens on the loopback interface only', () => {
    expect(new URL(internal).hostname).toBe('127.0.0.1');
  });

  it.each(['authenticator', 'accounts', 'user-profiles'])(
    'serves the metrics of %s to the operators, which the public port refuses',
    async (base) => {
      const scraped = await rawRequest(internal, 'GET', `/api/${base}/metrics`);
      expect(scraped.status).toBe(200);
      expect(scraped.body).toContain('events_published_total');
      expect((await rawRequest(origin, 'GET', `/api/${base}/metrics`)).status).toBe(404);
    },
  );

  it('serves the internal endpoints, however spelled, to the services', async () => {
    const call = await rawRequest(internal, 'POST', '/api/accounts/%69nternal/verify-credentials');
    expect(call.status).toBe(200);
    expect(JSON.parse(call.body)).toEqual({ valid: true });
  });

  it('serves the token endpoint, where a service gets its client-credentials token', async () => {
    const call = await rawRequest(internal, 'POST', '/api/authenticator/token');
    expect(call.status).toBe(200);
    expect(JSON.parse(call.body)).toMatchObject({ token_type: 'Bearer' });
  });

  it.each(['/api/accounts/profiles', '/api/authenticator/jwks.json', '/', '/api/docs/json'])(
    'answers nothing else: %s',
    async (target) => {
      const answer = await rawRequest(internal, 'GET', target);
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body)).toMatchObject({ messageCode: 'common.route.not_found' });
    },
  );

  it('answers the internal endpoints in process through its fetch, without a connection', async () => {
    const connections = vi.spyOn(net.Socket.prototype, 'connect');
    try {
      const answer = await inProcess(`${internal}/api/accounts/%69nternal/verify-credentials`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'a@b.fr', password: 'x' }),
      });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ valid: true });
      expect(reached.at(-1)).toBe('/api/accounts/internal/verify-credentials');
      expect(connections).not.toHaveBeenCalled();
    } finally {
      connections.mockRestore();
    }
  });

  it('streams an answer in process as it is written, and ends it on the server when the reader gives up', async () => {
    const answer = await inProcess(`${internal}/api/accounts/internal/stream`, { method: 'GET' });
    expect(answer.status).toBe(200);
    const reader = answer.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toMatch(/^line 0\n/);
    await reader.cancel();
    const source = streamed.at(-1)!;
    await waitFor('the streamed answer to end on the server', () => source.destroyed, { timeoutMs: 5_000 });
  });

  it.each(['/api/accounts/profiles', '/api/authenticator/token', '/'])(
    'answers nothing else in process either: %s',
    async (target) => {
      const before = reached.length;
      const answer = await inProcess(`${internal}${target}`, { method: 'GET' });
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ messageCode: 'common.route.not_found' });
      expect(reached.length).toBe(before);
    },
  );

  it.each<Record<string, string>>([{}, { 'x-teleplan-in-process-call': 'guessed-value-of-the-right-len00' }])(
    'still refuses the internal endpoints to the public port, in process or not (%o)',
    async (headers) => {
      const before = reached.length;
      const injected = await app.inject({
        method: 'POST',
        url: '/api/accounts/internal/verify-credentials',
        headers,
      });
      expect(injected.statusCode).toBe(404);
      const sent = await fetch(`${origin}/api/accounts/internal/verify-credentials`, {
        method: 'POST',
        headers,
      });
      expect(sent.status).toBe(404);
      expect(reached.length).toBe(before);
    },
  );
});

describe('the token endpoint under the default limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(fakeWebDist(), {});
  });
  afterAll(() => app.close());

  it('lets a shared office sign in and refresh from one address: only a flood meets the guard', async () => {
    const grant = (index: number) =>
      app.inject({
        method: 'POST',
        url: '/api/authenticator/token',
        remoteAddress: '10.8.0.1',
        payload: { grant_type: index % 2 ? 'refresh_token' : 'password' },
      });
    const statuses = new Set<number>();
    for (let index = 0; index < 1200; index++) statuses.add((await grant(index)).statusCode);
    expect([...statuses]).toEqual([200]);
    expect((await grant(1200)).statusCode).toBe(429);
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
