import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryFailedError, type DataSource } from 'typeorm';
import { driverPool } from '../src/db/driver-pool.ts';
import { preparedQuery, type PreparedStatement } from '../src/db/prepared-query.ts';
import { openEventsDatabase } from './database.ts';

const INSERT: PreparedStatement = {
  name: 'test.insert_event',
  text: `INSERT INTO outbox_event (id, type, payload) VALUES ($1, $2, '{}') RETURNING id, type`,
};
const COUNT: PreparedStatement = {
  name: 'test.count_events',
  text: 'SELECT count(*)::int AS n FROM outbox_event WHERE type = $1',
};

describe('preparedQuery', () => {
  let db: Awaited<ReturnType<typeof openEventsDatabase>>;
  let dataSource: DataSource;
  beforeAll(async () => {
    db = await openEventsDatabase('kit_prepared');
    dataSource = db.dataSource;
  });
  afterAll(async () => {
    await db.close();
  });

  const count = async (type: string) =>
    (await preparedQuery<{ n: number }>(dataSource.manager, COUNT, [type]))[0]!.n;

  it('answers the rows of a statement run many times with other values, on any pooled connection', async () => {
    const ids = Array.from({ length: 12 }, () => randomUUID());
    const rows = await Promise.all(
      ids.map((id) =>
        preparedQuery<{ id: string; type: string }>(dataSource.manager, INSERT, [id, 'pool.run']),
      ),
    );
    expect(rows.map(([row]) => row!.id)).toEqual(ids);
    expect(await count('pool.run')).toBe(12);
  });

  it('runs on the transaction of a transactional manager, prepared on its connection', async () => {
    const failure = new Error('roll back');
    await expect(
      dataSource.transaction(async (manager) => {
        await preparedQuery(manager, INSERT, [randomUUID(), 'in.transaction']);
        expect(await preparedQuery(manager, COUNT, ['in.transaction'])).toEqual([{ n: 1 }]);
        const prepared = await manager.query<{ name: string }[]>('SELECT name FROM pg_prepared_statements');
        expect(prepared.map((row) => row.name)).toEqual(expect.arrayContaining([INSERT.name, COUNT.name]));
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await count('in.transaction')).toBe(0);
  });

  it("fails with TypeORM's QueryFailedError carrying the driver's error, as manager.query does", async () => {
    const id = randomUUID();
    await preparedQuery(dataSource.manager, INSERT, [id, 'twice']);
    const error: unknown = await preparedQuery(dataSource.manager, INSERT, [id, 'twice']).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(QueryFailedError);
    expect((error as QueryFailedError<Error & { code: string }>).driverError.code).toBe('23505');
    expect(await count('twice')).toBe(1);
  });

  it('runs on a node-postgres pool given instead of a manager, failing the same way', async () => {
    const pool = driverPool(dataSource.manager);
    const id = randomUUID();
    expect(await preparedQuery(pool, INSERT, [id, 'on.pool'])).toEqual([{ id, type: 'on.pool' }]);
    const error: unknown = await preparedQuery(pool, INSERT, [id, 'on.pool']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QueryFailedError);
    expect((error as QueryFailedError<Error & { code: string }>).driverError.code).toBe('23505');
    expect(await count('on.pool')).toBe(1);
  });
});
