import type { Pool } from 'pg';
import type { EntityManager } from 'typeorm';

/**
 * The node-postgres pool under `manager`'s data source, for what TypeORM's `query` cannot do: a named (prepared)
 * statement, a cursor, a COPY stream. TypeORM's postgres driver keeps it as `master`, which is not public API:
 * this is the one place that reaches it, and kit/test/driver-pool.int.test.ts says at once if an upgrade moves it.
 */
export function driverPool(manager: EntityManager): Pool {
  const master = (manager.connection.driver as { master?: unknown }).master;
  if (!isPool(master)) throw new Error('TypeORM postgres driver has no node-postgres pool as `master`');
  return master;
}

/** Whether `value` is a node-postgres pool (not, say, a TypeORM manager). */
export function isPool(value: unknown): value is Pool {
  const pool = value as Partial<Pool> | undefined;
  return typeof pool?.connect === 'function' && typeof pool.query === 'function' && 'totalCount' in pool;
}
