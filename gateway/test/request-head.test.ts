import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { connect, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createServer } from '@teleplan/kit/server';
import { canonicalUrl, gateway } from '../src/gateway.ts';
import { parseUpstreams, proxy, servicesOf } from '../src/proxy.ts';
import { fakeWebDist, rawRequest } from './fixtures.ts';

const address = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const idsQuery = (count: number) =>
  Array.from({ length: count }, () => `doctorIds=${randomUUID()}`).join('&');

describe('long request lines (lists of ids in the query)', () => {
  let service: FastifyInstance;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    // A service as the kit makes it, behind the gateway as in the distributed mode.
    service = createServer({ name: 'schedule', logger: false });
    service.get('/api/schedule/appointments', async (request) => ({
      count: [(request.query as { doctorIds?: string | string[] }).doctorIds ?? []].flat().length,
    }));
    await service.listen({ port: 0, host: '127.0.0.1' });
    const upstreams = parseUpstreams(`schedule=${address(service)}`);
    app = createServer({ name: 'gateway-test', logger: false, rewriteUrl: canonicalUrl });
    await app.register(gateway, { webDist: fakeWebDist(), services: servicesOf(upstreams) });
    await app.register(proxy, { upstreams });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = address(app);
  });
  afterAll(async () => {
    await app.close();
    await service.close();
  });

  it('carries the 500 ids a list accepts, twice over, with a token, through the gateway to the service', async () => {
    const answer = await fetch(`${base}/api/schedule/appointments?${idsQuery(1000)}`, {
      headers: { authorization: `Bearer ${'x'.repeat(1200)}`, cookie: `refresh=${'y'.repeat(300)}` },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ count: 1000 });
  });

  it('answers a request line past the limit with 431 and a messageCode, at the gateway and at a service', async () => {
    for (const origin of [base, address(service)]) {
      const answer = await rawRequest(origin, 'GET', `/api/schedule/appointments?${idsQuery(1500)}`);
      expect(answer.status).toBe(431);
      expect(answer.headers['content-type']).toContain('application/json');
      expect(JSON.parse(answer.body)).toMatchObject({ messageCode: 'common.request.headers_too_large' });
    }
  });

  it('answers a malformed request with 400 and a messageCode', async () => {
    const socket = connect((app.server.address() as AddressInfo).port, '127.0.0.1');
    socket.end('GET /api/schedule/appointments HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n');
    let text = '';
    for await (const chunk of socket) text += String(chunk);
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toMatchObject({
      messageCode: 'common.request.invalid',
    });
  });
});
