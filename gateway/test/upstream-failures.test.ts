import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { createServer } from '@teleplan/kit/server';
import { canonicalUrl, gateway } from '../src/gateway.ts';
import { parseUpstreams, proxy, servicesOf } from '../src/proxy.ts';
import { fakeWebDist } from './fixtures.ts';

/** How long the gateway waits for a service's status line here: short, so nothing in this file waits long. */
const HEADERS_TIMEOUT_MS = 300;
/** Each request of this file must be answered well within this. */
const ANSWER_BOUND_MS = 3_000;

const origin = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

function listen(server: http.Server): Promise<http.Server> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** A port that was free a moment ago and that nobody listens on: a service that is down. */
async function closedPort(): Promise<string> {
  const server = await listen(http.createServer());
  const url = origin(server);
  await new Promise((resolve) => server.close(resolve));
  return url;
}

/** Tiny services that fail the ways a restarting or stuck service does. */
const resetting = http.createServer((request) => request.socket.destroy());
/** Reads the request's first bytes (or its end, when it has no body), then closes the connection. */
const midBody = http.createServer((request) => {
  const cut = () => request.socket.destroy();
  request.once('data', cut).once('end', cut);
});
const silent = http.createServer(() => undefined);

describe('the gateway when a service fails before answering', () => {
  let app: FastifyInstance;
  let base: string;
  const logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    await Promise.all([listen(resetting), listen(midBody), listen(silent)]);
    const upstreams = parseUpstreams(
      [
        `down=${await closedPort()}`,
        `resetting=${origin(resetting)}`,
        `mid-body=${origin(midBody)}`,
        `silent=${origin(silent)}`,
      ].join(','),
    );
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    app = createServer({ name: 'gateway-test', logger: { level: 'warn', stream }, rewriteUrl: canonicalUrl });
    await app.register(gateway, { webDist: fakeWebDist(), services: servicesOf(upstreams) });
    await app.register(proxy, { upstreams, timeouts: { headersMs: HEADERS_TIMEOUT_MS, bodyMs: 1_000 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    for (const server of [resetting, midBody, silent]) {
      server.closeAllConnections();
      server.close();
    }
  });

  const send = (method: string, path: string, body?: unknown) =>
    fetch(`${base}${path}`, {
      method,
      signal: AbortSignal.timeout(ANSWER_BOUND_MS),
      ...(body !== undefined && {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    });

  const cases = [
    { service: 'down', status: 503, code: 'common.upstream.unavailable', cause: 'ECONNREFUSED' },
    { service: 'resetting', status: 503, code: 'common.upstream.unavailable', cause: 'UND_ERR_SOCKET' },
    { service: 'mid-body', status: 503, code: 'common.upstream.unavailable', cause: 'UND_ERR_SOCKET' },
    { service: 'silent', status: 504, code: 'common.upstream.timeout', cause: 'UND_ERR_HEADERS_TIMEOUT' },
  ] as const;
  const requests = [
    { method: 'POST', body: { name: 'Salle 1', ids: ['a', 'b'] } },
    { method: 'DELETE', body: { reason: 'duplicate' } },
    { method: 'PUT', body: { name: 'Salle 2' } },
    { method: 'DELETE', body: undefined },
    { method: 'GET', body: undefined },
  ] as const;

  for (const { service, status, code, cause } of cases) {
    for (const { method, body } of requests) {
      const what = body === undefined ? 'without a body' : 'with a JSON body';
      it(`answers ${method} ${what} at once with ${status} ${code} when the service is ${service}, and logs it`, async () => {
        const path = `/api/${service}/rooms/7?zone=Europe/Paris`;
        const answer = await send(method, path, body);
        expect(answer.status).toBe(status);
        expect(answer.headers.get('content-type')).toContain('application/json');
        expect(await answer.json()).toMatchObject({ messageCode: code });
        expect(logLines).toContainEqual(
          expect.objectContaining({
            msg: 'upstream failed',
            upstream: service,
            method,
            path: `/api/${service}/rooms/7`,
            cause,
          }),
        );
        logLines.length = 0;
      });
    }
  }

  it('keeps the client connection usable after a failed upload', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const post = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request(
          `${base}${path}`,
          { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        request.on('error', reject);
        request.end(JSON.stringify({ note: 'x'.repeat(200_000) }));
      });
    expect(await post('/api/mid-body/rooms')).toBe(503);
    expect(await post('/api/down/rooms')).toBe(503);
    agent.destroy();
  });
});
