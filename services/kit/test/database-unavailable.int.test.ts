import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import type { FastifyInstance } from 'fastify';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { createServer } from '../src/server.ts';
import { isDatabaseUnavailable } from '../src/db/database-unavailable.ts';
import { openEventsDatabase } from './database.ts';
import { startDatabaseProxy, type DatabaseProxy } from './database-proxy.ts';

describe('a request while the database is away', () => {
  let db: Awaited<ReturnType<typeof openEventsDatabase>>;
  let proxy: DatabaseProxy;
  let dataSource: DataSource;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await openEventsDatabase('kit_db_away');
    proxy = await startDatabaseProxy(db.url);
    dataSource = new DataSource({ type: 'postgres', url: proxy.url, extra: { max: 2 } });
    await dataSource.initialize();
    app = createServer({ name: 'db-away', logger: false });
    app.get('/count', async () => {
      const [{ n }] = await dataSource.query('SELECT count(*)::int AS n FROM inbox_event');
      return { n };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await dataSource.destroy().catch(() => undefined);
    await proxy.close();
    await db.close();
  });

  it('answers 503 common.database.unavailable with Retry-After, and 200 again once it is back', async () => {
    expect((await app.inject({ url: '/count' })).statusCode).toBe(200);

    await proxy.stop();
    // Both the pooled connections cut under it and the refused new ones read as an outage, never as a 500.
    for (let n = 0; n < 3; n++) {
      const reply = await app.inject({ url: '/count' });
      expect(reply.statusCode).toBe(503);
      expect(reply.json()).toEqual({
        messageCode: MessageCodes.common.databaseUnavailable,
        message: 'Database unavailable',
      });
      expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
    }

    await proxy.resume();
    const back = await app.inject({ url: '/count' });
    expect([back.statusCode, back.json()]).toEqual([200, { n: 0 }]);
  });
});

describe('isDatabaseUnavailable', () => {
  it('recognises a server shutting down, starting, or a connection exception, through TypeORM’s wrapper', () => {
    for (const code of ['57P01', '57P03', '08006', '08001', '53300', 'ECONNREFUSED']) {
      expect(isDatabaseUnavailable({ name: 'QueryFailedError', driverError: { code } })).toBe(true);
    }
    const dualStack = new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })]);
    expect(isDatabaseUnavailable(dualStack)).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('leaves the errors of a request or of the code alone', () => {
    for (const code of ['23505', '23P01', '42P01', '22P02']) {
      expect(isDatabaseUnavailable({ name: 'QueryFailedError', driverError: { code } })).toBe(false);
    }
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('connection to postgres://db failed'))).toBe(false);
  });
});
