import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { driverPool } from '../src/db/driver-pool.ts';
import { openEventsDatabase } from './database.ts';

describe('driverPool', () => {
  let db: Awaited<ReturnType<typeof openEventsDatabase>>;
  let dataSource: DataSource;
  beforeAll(async () => {
    db = await openEventsDatabase('kit_driver_pool');
    dataSource = db.dataSource;
  });
  afterAll(async () => db?.close());

  it('is the pool TypeORM itself queries with: a query runner’s connection is lent by it', async () => {
    const pool = driverPool(dataSource.manager);
    const lentBefore = pool.totalCount - pool.idleCount;
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    try {
      expect(pool.totalCount - pool.idleCount).toBe(lentBefore + 1);
    } finally {
      await runner.release();
    }
    expect(pool.totalCount - pool.idleCount).toBe(lentBefore);
    const { rows } = await pool.query<{ database: string }>('SELECT current_database() AS database');
    expect(rows[0]!.database).toBe(new URL(db.url).pathname.slice(1));
  });

  it('is reached from a transaction’s manager too (the data source’s pool, not the transaction’s connection)', async () => {
    await dataSource.transaction(async (manager) => {
      expect(driverPool(manager)).toBe(driverPool(dataSource.manager));
    });
  });

  it('says so at once when the driver keeps no pool where it is looked for', () => {
    const manager = { connection: { driver: {} } } as unknown as typeof dataSource.manager;
    expect(() => driverPool(manager)).toThrow(/no node-postgres pool/);
  });
});
