import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createServer } from '@teleplan/kit/server';
import { canonicalUrl, gateway } from '../src/gateway.ts';
import { fakeWebDist } from './fixtures.ts';

/** A week of appointments as a service answers it: repetitive JSON of a few hundred kilobytes. */
const week = Array.from({ length: 2000 }, (_, n) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  start: new Date(Date.UTC(2026, 10, 23, 7, n * 5)).toISOString(),
  status: 'CONFIRMED',
  patient: { firstName: 'Marie', lastName: `Martin ${n}` },
}));
/** A week the service keeps as one JSON text, changed by a booking. */
let keptWeek = JSON.stringify(week);
const csv = 'id;start\n' + week.map((appointment) => `${appointment.id};${appointment.start}\n`).join('');

/** The standalone arrangement: the gateway plugin, then a service mounted in the same server. */
async function buildApp(): Promise<FastifyInstance> {
  const app = createServer({ name: 'gateway-test', logger: false, rewriteUrl: canonicalUrl });
  await app.register(gateway, { webDist: fakeWebDist(), services: [{ name: 'schedule' }] });
  await app.register(
    async (scope) => {
      scope.get('/appointments', async () => week);
      scope.get('/appointments/one', async () => week[0]);
      scope.get('/appointments/kept', async (_request, reply) =>
        reply.type('application/json; charset=utf-8').send(keptWeek),
      );
      scope.get('/export', async (_request, reply) => reply.type('text/csv; charset=utf-8').send(csv));
    },
    { prefix: '/api/schedule' },
  );
  return app;
}

describe('answers compressed at the gateway', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends a large JSON answer in zstd to Chromium, which decodes to the same JSON', async () => {
    const answer = await get('/api/schedule/appointments', 'gzip, deflate, br, zstd');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('zstd');
    expect(answer.headers.vary).toContain('accept-encoding');
    expect(answer.rawPayload.length).toBeLessThan(JSON.stringify(week).length / 5);
    expect(JSON.parse(zstdDecompressSync(answer.rawPayload).toString())).toEqual(week);
  });

  it('sends brotli to a client that takes brotli and gzip but not zstd', async () => {
    const answer = await get('/api/schedule/appointments', 'gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.rawPayload.length).toBeLessThan(JSON.stringify(week).length / 5);
    expect(JSON.parse(brotliDecompressSync(answer.rawPayload).toString())).toEqual(week);
  });

  it('sends gzip to a client that only takes gzip', async () => {
    const answer = await get('/api/schedule/appointments', 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(answer.rawPayload).toString())).toEqual(week);
  });

  it.each([undefined, 'identity', 'compress'])(
    'sends plain JSON when the client asks for no encoding it takes (Accept-Encoding: %s)',
    async (acceptEncoding) => {
      const answer = await get('/api/schedule/appointments', acceptEncoding);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.json()).toEqual(week);
    },
  );

  it('leaves a small answer as it is', async () => {
    const answer = await get('/api/schedule/appointments/one', 'gzip, br');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.json()).toEqual(week[0]);
  });

  it('leaves an export (CSV) and error answers as they are', async () => {
    const exported = await get('/api/schedule/export', 'gzip, br');
    expect(exported.headers['content-encoding']).toBeUndefined();
    expect(exported.body).toBe(csv);
    const missing = await get('/api/schedule/nothing', 'gzip, br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json()).toMatchObject({ messageCode: 'common.route.not_found' });
  });

  it('keeps the security headers on a compressed answer', async () => {
    const answer = await get('/api/schedule/appointments', 'br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(String(answer.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('sends a kept week again as the same bytes, and a changed week as its new text', async () => {
    const first = await get('/api/schedule/appointments/kept', 'gzip, deflate, br, zstd');
    const again = await get('/api/schedule/appointments/kept', 'gzip, deflate, br, zstd');
    expect(again.headers['content-encoding']).toBe('zstd');
    expect(again.headers['content-length']).toBe(String(first.rawPayload.length));
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(JSON.parse(zstdDecompressSync(again.rawPayload).toString())).toEqual(week);

    keptWeek = JSON.stringify(
      week.map((appointment, n) => (n === 0 ? { ...appointment, status: 'CANCELLED' } : appointment)),
    );
    const changed = await get('/api/schedule/appointments/kept', 'gzip, deflate, br, zstd');
    expect(zstdDecompressSync(changed.rawPayload).toString()).toBe(keptWeek);
    const inBrotli = await get('/api/schedule/appointments/kept', 'br;q=0.9, gzip;q=0.5');
    expect(inBrotli.headers['content-encoding']).toBe('br');
    expect(inBrotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(inBrotli.rawPayload).toString()).toBe(keptWeek);
  });
});
