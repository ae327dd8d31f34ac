import type pg from 'pg';
import { QueryFailedError, type EntityManager } from 'typeorm';
import { driverPool, isPool } from './driver-pool.ts';

/** A statement PostgreSQL parses once per connection and may plan once: a named prepared statement. */
export interface PreparedStatement {
  /** Unique in the service for this exact text. */
  name: string;
  text: string;
}

/**
 * Runs `statement` with `values` as a named prepared statement on `target`: a manager's connection (its
 * transaction's, or one from the pool), or a node-postgres pool of the service's own (e.g. one whose connections
 * plan differently). TypeORM's `query` sends unnamed statements, which PostgreSQL parses and plans again at every
 * call: for a hot, long statement that is most of its cost. Errors are TypeORM's QueryFailedError, as from
 * `manager.query`.
 */
export async function preparedQuery<T>(
  target: EntityManager | pg.Pool,
  statement: PreparedStatement,
  values: unknown[],
): Promise<T[]> {
  const query = { name: statement.name, text: statement.text, values };
  try {
    if (isPool(target)) return (await target.query<T & pg.QueryResultRow>(query)).rows;
    if (target.queryRunner) {
      const client = (await target.queryRunner.connect()) as pg.ClientBase;
      return (await client.query<T & pg.QueryResultRow>(query)).rows;
    }
    return (await driverPool(target).query<T & pg.QueryResultRow>(query)).rows;
  } catch (error) {
    throw new QueryFailedError(statement.text, values, error as Error);
  }
}
