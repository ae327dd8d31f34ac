import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { pipeline, type Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { WebSocket, WebSocketServer } from 'ws';
import { createServer } from '@teleplan/kit/server';
import { loadConfig } from '@teleplan/kit/config';
import { CommonConfigSchema } from '@teleplan/kit/run-service';
import { canonicalUrl, gateway } from '../src/gateway.ts';
import { parseUpstreams, proxy, servicesOf } from '../src/proxy.ts';
import { fakeWebDist, rawRequest, serviceDocument } from './fixtures.ts';
import { spellings } from './spellings.ts';

interface Echo {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

const address = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const streamsClosed = { count: 0 };
/** Requests the stub received on `/api/stub/slow` (which never answers), and those whose client went away. */
const slow = { seen: 0, closed: 0 };
/** Bytes the stub read on `/api/stub/mirror`. */
const mirrored = { bytes: 0 };

/** A week of appointments as the schedule service answers it: repetitive JSON of a few hundred kilobytes. */
const week = Array.from({ length: 2000 }, (_, n) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  start: new Date(Date.UTC(2026, 10, 23, 7, n * 5)).toISOString(),
  patient: { firstName: 'Marie', lastName: `Martin ${n}` },
}));
const weekCsv = week.map((appointment) => `${appointment.id};${appointment.start}\n`).join('');

/** An answer's status, headers and body bytes as sent (fetch would decode them). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
          response.on('error', reject);
        })
        .on('error', reject);
    },
  );
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Every request target the stub received. */
const stubSaw: string[] = [];

/** A stand-in service: echoes what reached it and answers a WebSocket at `/api/stub/ws`. */
async function startStub(): Promise<FastifyInstance> {
  const stub = Fastify({ logger: false });
  stub.addHook('onRequest', async (request) => {
    stubSaw.push(request.url);
  });
  stub.get('/api/stub/metrics', async () => 'events_published_total 0');
  stub.get('/api/stub-alias/metrics', async () => 'events_published_total 0');
  stub.post('/api/stub/internal/verify-credentials', async () => ({ valid: true }));
  stub.all('/api/stub/echo', async (request) => ({
    method: request.method,
    url: request.url,
    body: request.body ?? null,
    headers: request.headers,
  }));
  stub.get('/api/stub/openapi.json', async () => serviceDocument('stub'));
  stub.get('/api/stub/cookies', async (_request, reply) =>
    reply.header('set-cookie', ['a=1; Path=/; HttpOnly', 'b=2; Path=/']).send({ ok: true }),
  );
  stub.delete('/api/stub/things/:id', async (_request, reply) => reply.status(204).send());
  stub.get('/api/stub/events', (request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    reply.raw.write('data: first\n\n');
    const tick = setInterval(() => reply.raw.write(': keep-alive\n\n'), 50);
    request.raw.on('close', () => {
      clearInterval(tick);
      streamsClosed.count++;
    });
  });
  stub.get('/api/stub/slow', (request, reply) => {
    reply.hijack();
    slow.seen++;
    request.raw.socket.on('close', () => slow.closed++);
  });
  stub.get('/api/stub/broken-before-answer', (request, reply) => {
    reply.hijack();
    request.raw.socket.destroy();
  });
  stub.get('/api/stub/week', async () => week);
  stub.get('/api/stub/week.csv', async (_request, reply) => reply.type('text/csv').send(weekCsv));
  stub.get('/api/stub/broken-mid-json', (request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'application/json' });
    reply.raw.write(JSON.stringify(week).slice(0, 50_000), () =>
      setTimeout(() => request.raw.socket.destroy(), 20),
    );
  });
  stub.get('/api/stub/broken-mid-answer', (request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/plain' });
    reply.raw.write('the first half', () => setTimeout(() => request.raw.socket.destroy(), 20));
  });
  stub.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));
  // Sends the body back as it arrives: both directions stream at once.
  stub.post('/api/stub/mirror', (request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'application/octet-stream' });
    const body = request.body as Readable;
    body.on('data', (chunk: Buffer) => (mirrored.bytes += chunk.length));
    pipeline(body, reply.raw, () => undefined);
  });
  const sockets = new WebSocketServer({ noServer: true });
  stub.server.on('upgrade', (request, socket, head) => {
    if (request.url !== '/api/stub/ws?room=7') return socket.destroy();
    sockets.handleUpgrade(request, socket, head, (client) => {
      client.send(`hello ${String(request.headers['x-forwarded-for'])}`);
      client.on('message', (data) => client.send(`echo ${String(data)}`));
    });
  });
  stub.addHook('onClose', async () => sockets.close());
  await stub.listen({ port: 0, host: '127.0.0.1' });
  return stub;
}

describe('gateway proxying to services (distributed mode)', () => {
  let stub: FastifyInstance;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    stub = await startStub();
    // One trusted hop, as behind an ingress.
    app = createServer({
      name: 'gateway-test',
      logger: false,
      trustedProxyHops: 1,
      rewriteUrl: canonicalUrl,
    });
    // A port that nobody listens on stands for a service that is down.
    const upstreams = parseUpstreams(
      `stub=${address(stub)},stub-alias=${address(stub)},down=http://127.0.0.1:9,authenticator=${address(stub)}`,
    );
    await app.register(gateway, {
      webDist: fakeWebDist(),
      services: servicesOf(upstreams),
      rateLimits: { tokenPerMinute: 2 },
    });
    await app.register(proxy, { upstreams, connections: 4 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = address(app);
  });
  afterAll(async () => {
    await app.close();
    await stub.close();
  });

  it('forwards method, path, repeated query keys and body to the owning service', async () => {
    const answer = await fetch(`${base}/api/stub/echo?sort=a,asc&sort=b,desc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Dupont' }),
    });
    expect(answer.status).toBe(200);
    const seen = await answer.json();
    expect(seen).toMatchObject({
      method: 'POST',
      url: '/api/stub/echo?sort=a,asc&sort=b,desc',
      body: { name: 'Dupont' },
    });
  });

  it('tells the service the client address it trusted, ignoring addresses forged further up', async () => {
    const answer = await fetch(`${base}/api/stub/echo`, {
      headers: { 'x-forwarded-for': '198.51.100.9, 203.0.113.7' },
    });
    const seen = (await answer.json()) as Echo;
    expect(seen.headers['x-forwarded-for']).toBe('203.0.113.7');
  });

  it('forwards the request id', async () => {
    const answer = await fetch(`${base}/api/stub/echo`, { headers: { 'x-request-id': 'req-42' } });
    expect(((await answer.json()) as Echo).headers['x-request-id']).toBe('req-42');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('drops hop-by-hop headers, including those the Connection header names', async () => {
    // fetch refuses to send a Connection header: a plain HTTP request does.
    const seen = await new Promise<Echo>((resolve, reject) => {
      const request = http.get(
        `${base}/api/stub/echo`,
        {
          headers: { connection: 'keep-alive, x-hop-secret', 'x-hop-secret': 'do not pass', 'x-kept': 'yes' },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve(JSON.parse(text) as Echo));
        },
      );
      request.on('error', reject);
    });
    expect(seen.headers['x-hop-secret']).toBeUndefined();
    expect(seen.headers['x-kept']).toBe('yes');
  });

  it('passes every Set-Cookie header and the status of the service back', async () => {
    const cookies = await fetch(`${base}/api/stub/cookies`);
    expect(cookies.headers.getSetCookie()).toEqual(['a=1; Path=/; HttpOnly', 'b=2; Path=/']);
    const deleted = await fetch(`${base}/api/stub/things/42`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    const missing = await fetch(`${base}/api/stub/nothing-here`);
    expect(missing.status).toBe(404);
  });

  it('streams server-sent events as they come, and ends the upstream stream when the client leaves', async () => {
    const controller = new AbortController();
    const answer = await fetch(`${base}/api/stub/events`, { signal: controller.signal });
    expect(answer.headers.get('content-type')).toBe('text/event-stream');
    const reader = answer.body!.getReader();
    const first = await reader.read();
    expect(Buffer.from(first.value!).toString()).toContain('data: first');
    const closedBefore = streamsClosed.count;
    controller.abort();
    await expect.poll(() => streamsClosed.count, { timeout: 3000 }).toBe(closedBefore + 1);
  });

  it('keeps a WebSocket conversation going through the proxy', async () => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/api/stub/ws?room=7`, {
      headers: { 'x-forwarded-for': '203.0.113.8' },
    });
    const messages: string[] = [];
    await new Promise<void>((resolve, reject) => {
      socket.on('error', reject);
      socket.on('message', (data) => {
        messages.push(String(data));
        if (messages.length === 1) socket.send('ping');
        if (messages.length === 2) resolve();
      });
    });
    socket.close();
    expect(messages).toEqual(['hello 203.0.113.8', 'echo ping']);
  });

  it.each([
    '/api/stub/internal/verify-credentials',
    '/api/stub/INTERNAL/x',
    '/api/stub/internal?x=1',
    '/api/stub/%69nternal/x',
  ])('keeps the service-to-service endpoint %s out of reach', async (url) => {
    const answer = await fetch(`${base}${url}`, { method: 'POST' });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ messageCode: 'common.route.not_found' });
  });

  it.each([
    ...spellings('stub', 'internal/verify-credentials'),
    ...spellings('stub-alias', 'internal/verify-credentials'),
    '/api/stub/x%2F..%2Finternal/verify-credentials',
    '/api/stub/x\\..\\internal/verify-credentials',
    '/api/stub/internal/verify-credentials#x',
  ])('refuses %s without passing it to the service', async (target) => {
    const before = stubSaw.length;
    const answer = await rawRequest(base, 'POST', target, { 'content-type': 'application/json' }, '{}');
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toMatchObject({ messageCode: 'common.route.not_found' });
    expect(stubSaw.length).toBe(before);
  });

  it.each([
    ...['stub', 'stub-alias'].flatMap((name) => spellings(name, 'metrics')),
    '/api/stub/metrics/',
    '/api/stub/metrics?x=1',
  ])('keeps the metrics %s on the service network', async (target) => {
    const before = stubSaw.length;
    const answer = await rawRequest(base, 'GET', target);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('events_published_total');
    expect(stubSaw.length).toBe(before);
  });

  it.each(spellings('authenticator', 'token'))(
    'counts %s against the token budget and forwards the path it counted',
    async (target) => {
      // Each spelling its own client (one trusted hop); the limit here is 2.
      const from = `192.0.2.${100 + spellings('authenticator', 'token').indexOf(target)}`;
      const login = () => rawRequest(base, 'POST', target, { 'x-forwarded-for': from });
      const before = stubSaw.length;
      expect((await login()).status).toBe(404);
      expect((await login()).status).toBe(404);
      expect((await login()).status).toBe(429);
      expect(stubSaw.slice(before)).toEqual(['/api/authenticator/token', '/api/authenticator/token']);
    },
  );

  it('forwards the canonical target, query unchanged', async () => {
    const answer = await rawRequest(base, 'GET', '/api/stub/x/..//ech%6F?q=%6E&sort=a,asc');
    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.body) as Echo).url).toBe('/api/stub/echo?q=%6E&sort=a,asc');
  });

  it('answers 503 upstream_unavailable in JSON when the service is down', async () => {
    const answer = await fetch(`${base}/api/down/anything`);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await answer.json()).toMatchObject({ messageCode: 'common.upstream.unavailable' });
  });

  it('answers 503 upstream_unavailable when the service drops the connection before answering', async () => {
    const answer = await fetch(`${base}/api/stub/broken-before-answer`);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ messageCode: 'common.upstream.unavailable' });
  });

  it('cuts the connection when the service fails in the middle of its answer', async () => {
    const answer = await fetch(`${base}/api/stub/broken-mid-answer`);
    expect(answer.status).toBe(200);
    await expect(answer.text()).rejects.toThrow();
    // The gateway itself still answers.
    expect((await fetch(`${base}/api/stub/echo`)).status).toBe(200);
  });

  it.each([
    ['gzip, deflate, br, zstd', 'zstd', zstdDecompressSync],
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const)(
    "compresses a service's large JSON answer for a client taking %s, as the standalone gateway does",
    async (acceptEncoding, encoding, decode) => {
      const answer = await rawGet(`${base}/api/stub/week`, { 'accept-encoding': acceptEncoding });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toContain('accept-encoding');
      expect(answer.headers['content-length']).toBeUndefined();
      expect(answer.body.length).toBeLessThan(JSON.stringify(week).length / 5);
      expect(JSON.parse(decode(answer.body).toString())).toEqual(week);
    },
  );

  it('forwards as they are a JSON answer the client cannot decode, a small JSON answer and an export', async () => {
    const plain = await rawGet(`${base}/api/stub/week`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(week);
    const small = await rawGet(`${base}/api/stub/echo`, { 'accept-encoding': 'gzip, br, zstd' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ method: 'GET' });
    const exported = await rawGet(`${base}/api/stub/week.csv`, { 'accept-encoding': 'gzip, br, zstd' });
    expect(exported.headers['content-encoding']).toBeUndefined();
    expect(exported.body.toString()).toBe(weekCsv);
  });

  it('cuts the connection when the service fails in the middle of a compressed answer', async () => {
    const answer = await fetch(`${base}/api/stub/broken-mid-json`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    await expect(answer.text()).rejects.toThrow();
    expect((await fetch(`${base}/api/stub/echo`)).status).toBe(200);
  });

  it('aborts the request to the service when the client leaves before the answer', async () => {
    const { seen, closed } = slow;
    const controller = new AbortController();
    const answer = fetch(`${base}/api/stub/slow`, { signal: controller.signal }).catch(() => 'aborted');
    await expect.poll(() => slow.seen, { timeout: 3000 }).toBe(seen + 1);
    controller.abort();
    expect(await answer).toBe('aborted');
    await expect.poll(() => slow.closed, { timeout: 3000 }).toBe(closed + 1);
  });

  it('streams a large body to the service and its answer back unchanged', async () => {
    const sent = randomBytes(8 * 1024 * 1024);
    const before = mirrored.bytes;
    let offset = 0;
    // Sent in chunks without a length, as a browser upload stream is.
    const upload = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= sent.length) return controller.close();
        controller.enqueue(sent.subarray(offset, (offset += 64 * 1024)));
      },
    });
    const answer = await fetch(`${base}/api/stub/mirror`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: upload,
      duplex: 'half',
    });
    expect(answer.status).toBe(200);
    const received = Buffer.from(await answer.arrayBuffer());
    expect(mirrored.bytes - before).toBe(sent.length);
    expect(received.length).toBe(sent.length);
    expect(sha256(received)).toBe(sha256(sent));
  });

  it('rate-limits each client address separately behind the trusted hop', async () => {
    const login = (client: string) =>
      fetch(`${base}/api/authenticator/token`, { method: 'POST', headers: { 'x-forwarded-for': client } });
    expect((await login('192.0.2.1')).status).toBe(404);
    expect((await login('192.0.2.1')).status).toBe(404);
    const refused = await login('192.0.2.1');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ messageCode: 'common.request.rate_limited' });
    expect((await login('192.0.2.2')).status).toBe(404);
  });

  it('merges the documents of the services that answer', async () => {
    const answer = await fetch(`${base}/api/docs/json`);
    const document = (await answer.json()) as { paths: Record<string, unknown> };
    // stub-alias and authenticator share the stub's address here: the same service, listed under each base.
    expect(Object.keys(document.paths)).toEqual([
      '/api/stub/things/{id}',
      '/api/stub-alias/things/{id}',
      '/api/authenticator/things/{id}',
    ]);
  });

  it('serves the SPA itself for pages', async () => {
    const answer = await fetch(`${base}/app/home`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<div id="root">');
  });
});

describe('the client address a service sees behind the gateway (distributed mode)', () => {
  let authenticator: FastifyInstance;
  const gateways: FastifyInstance[] = [];

  /** A gateway process as `gateway/src/main.ts` starts it, with `hops` proxies trusted in front. */
  async function startGateway(hops: number): Promise<string> {
    const app = createServer({
      name: 'gateway',
      logger: false,
      trustedProxyHops: hops,
      rewriteUrl: canonicalUrl,
    });
    await app.register(gateway, { webDist: fakeWebDist(), services: [] });
    await app.register(proxy, { upstreams: parseUpstreams(`authenticator=${address(authenticator)}`) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    gateways.push(app);
    return address(app);
  }

  beforeAll(async () => {
    // The service's server as `runService` creates it: the kit's server, trusting the hops of the common config.
    const { TRUSTED_PROXY_HOPS } = loadConfig(CommonConfigSchema, {
      DATABASE_URL: 'postgres://unused',
      AMQP_URL: 'amqp://unused',
      AUTH_JWKS_URL: 'http://unused',
    });
    authenticator = createServer({
      name: 'authenticator',
      logger: false,
      trustedProxyHops: TRUSTED_PROXY_HOPS,
    });
    authenticator.post('/api/authenticator/token', async (request) => ({ ip: request.ip }));
    await authenticator.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all(gateways.map((app) => app.close()));
    await authenticator.close();
  });

  const forged = {
    'x-forwarded-for': '198.51.100.9',
    forwarded: 'for=198.51.100.9',
    'x-real-ip': '198.51.100.9',
  };

  it('gives the authenticator the peer address when the gateway is exposed, whatever the client claims', async () => {
    const gatewayUrl = await startGateway(0);
    const answer = await rawRequest(gatewayUrl, 'POST', '/api/authenticator/token', forged);
    expect(JSON.parse(answer.body)).toEqual({ ip: '127.0.0.1' });
  });

  it('gives the authenticator the address the trusted hop saw, not the ones the client put before it', async () => {
    const gatewayUrl = await startGateway(1);
    const answer = await rawRequest(gatewayUrl, 'POST', '/api/authenticator/token', {
      ...forged,
      'x-forwarded-for': '198.51.100.9, 203.0.113.7',
    });
    expect(JSON.parse(answer.body)).toEqual({ ip: '203.0.113.7' });
  });
});

describe('parseUpstreams', () => {
  it('reads base=url pairs and keeps only the origin', () => {
    expect(parseUpstreams('accounts=http://accounts:8080/, user-profiles=http://accounts:8080')).toEqual([
      { base: 'accounts', url: 'http://accounts:8080' },
      { base: 'user-profiles', url: 'http://accounts:8080' },
    ]);
  });

  it('refuses an entry without a url', () => {
    expect(() => parseUpstreams('accounts')).toThrow(/Invalid upstream/);
  });
});
