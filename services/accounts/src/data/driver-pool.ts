import type { Pool } from 'pg';
import type { EntityManager } from 'typeorm';

/**
 * The node-postgres pool under `manager`'s data source (TypeORM's postgres driver keeps it as `master`), for what
 * TypeORM's `query` cannot do: a cursor, a named (prepared) statement.
 */
export function driverPool(manager: EntityManager): Pool {
  return (manager.connection.driver as unknown as { master: Pool }).master;
}
