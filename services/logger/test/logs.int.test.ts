import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoggerEvents, type LogEntry, type LogLine } from '@teleplan/proto/logger';
import type { Page } from '@teleplan/proto/paging';
import { purgeExpired } from '../src/jobs/retention.ts';
import { as, code, Harness, NOW, OTHER_ROLES } from './harness.ts';

const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

function aLine(fields: Partial<LogLine>): LogLine {
  return {
    time: minutesAgo(1),
    level: 'INFO',
    service: 'schedule',
    message: 'appointment booked',
    requestId: null,
    accountId: null,
    details: {},
    ...fields,
  };
}

describe('the log table', () => {
  let h: Harness;
  const accountId = '0190a0b0-0000-7000-a000-0000000000aa';

  beforeAll(async () => {
    h = await Harness.start();
    const lines = [
      aLine({
        time: minutesAgo(50),
        level: 'SEVERE',
        service: 'accounts',
        message: 'Échec de connexion à SMTP',
      }),
      aLine({
        time: minutesAgo(40),
        level: 'WARNING',
        service: 'schedule',
        message: 'Délai dépassé',
        requestId: 'r-1',
      }),
      aLine({
        time: minutesAgo(30),
        level: 'WARNING',
        service: 'notification',
        message: 'mail 100% en retard',
      }),
      aLine({
        time: minutesAgo(20),
        level: 'INFO',
        service: 'schedule',
        message: 'slow request',
        requestId: 'r-1',
        accountId,
        details: { statusCode: 200, route: '/appointments' },
      }),
      aLine({ time: minutesAgo(60 * 24 * 40), level: 'FINE', service: 'licenses', message: 'old line' }),
    ];
    const batch = h.event(LoggerEvents.linesShipped, { lines });
    // Delivered twice: stored once.
    await h.publish(batch, batch);
    const filler = Array.from({ length: 60 }, (_, i) =>
      aLine({ time: minutesAgo(100 + i), level: 'FINER', service: 'gateway', message: `line ${i}` }),
    );
    await h.publish(h.event(LoggerEvents.linesShipped, { lines: filler }));
  });
  afterAll(() => h.close());

  const page = (query: Record<string, unknown>) => h.get<Page<LogEntry>>('/logs', h.admin, query);

  it('stores each batch once, newest first, 50 a page with the total', async () => {
    const first = await page({});
    expect(first.status).toBe(200);
    expect(first.body.totalElements).toBe(65);
    expect(first.body.totalPages).toBe(2);
    expect(first.body.content).toHaveLength(50);
    expect(first.body.content[0]).toMatchObject({
      level: 'INFO',
      service: 'schedule',
      message: 'slow request',
      requestId: 'r-1',
      accountId,
      details: { statusCode: 200, route: '/appointments' },
    });
    const times = first.body.content.map((line) => line.time);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await page({ page: 1 });
    expect(second.body.content).toHaveLength(15);
    expect(second.body.content.at(-1)!.message).toBe('old line');
  });

  it('filters by level and service, repeated keys or comma lists', async () => {
    const repeated = await page({ levels: ['WARNING', 'SEVERE'], services: ['schedule', 'accounts'] });
    expect(repeated.body.content.map((line) => line.message)).toEqual([
      'Délai dépassé',
      'Échec de connexion à SMTP',
    ]);
    const commas = await page({ levels: 'WARNING,SEVERE', services: 'schedule,accounts' });
    expect(commas.body.content).toEqual(repeated.body.content);
  });

  it('finds words of the message whatever their case and accents, LIKE characters taken literally', async () => {
    const accents = await page({ text: 'echec smtp' });
    expect(accents.body.content.map((line) => line.message)).toEqual(['Échec de connexion à SMTP']);
    expect((await page({ text: 'DELAI' })).body.content.map((line) => line.message)).toEqual([
      'Délai dépassé',
    ]);
    expect((await page({ text: '100%' })).body.content.map((line) => line.message)).toEqual([
      'mail 100% en retard',
    ]);
    expect((await page({ text: '_' })).body.totalElements).toBe(0);
  });

  it("follows one request's lines and bounds the time range", async () => {
    const request = await page({ requestId: 'r-1' });
    expect(request.body.content.map((line) => line.message)).toEqual(['slow request', 'Délai dépassé']);
    const range = await page({ from: minutesAgo(45), to: minutesAgo(25) });
    expect(range.body.content.map((line) => line.message)).toEqual(['mail 100% en retard', 'Délai dépassé']);
  });

  it('refuses a range ending before it starts, and unknown levels', async () => {
    const reversed = await page({ from: minutesAgo(10), to: minutesAgo(20) });
    expect(reversed.status).toBe(400);
    expect(code(reversed)).toBe('logger.request.range_invalid');
    const level = await page({ levels: 'LOUD' });
    expect(level.status).toBe(400);
    expect(code(level)).toBe('common.request.invalid');
  });

  it('reads one line by id, 404 for an unknown one', async () => {
    const [newest] = (await page({ size: 1 })).body.content;
    const one = await h.get<LogEntry>(`/logs/${newest!.id}`, h.superAdmin);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(newest);
    const unknown = await h.get('/logs/999999999', h.admin);
    expect(unknown.status).toBe(404);
    expect((await h.get('/logs/abc', h.admin)).status).toBe(400);
  });

  it('lists the services that shipped lines', async () => {
    const services = await h.get<string[]>('/logs/services', h.admin);
    expect(services.body).toEqual(['accounts', 'gateway', 'licenses', 'notification', 'schedule']);
  });

  it('is for the super admin and admins only', async () => {
    for (const caller of [h.superAdmin, h.admin])
      for (const path of ['/logs', '/logs/services']) expect((await h.get(path, caller)).status).toBe(200);
    for (const role of OTHER_ROLES) {
      for (const path of ['/logs', '/logs/services', '/logs/1']) {
        const refused = await h.get(path, as(h.admin!.id, role));
        expect(refused.status, `${role} ${path}`).toBe(403);
        expect(code(refused)).toBe('common.auth.forbidden');
      }
    }
    expect((await h.get('/logs', null)).status).toBe(401);
  });

  it('purges the lines older than the retention, in bounded deletes', async () => {
    const purged = await purgeExpired(h.service.dataSource, () => NOW, { logDays: 30, auditDays: 365 });
    expect(purged.logLines).toBe(1);
    const all = await page({ size: 200 });
    expect(all.body.totalElements).toBe(64);
    expect(all.body.content.map((line) => line.message)).not.toContain('old line');
  });
});
