import type { EntityManager } from 'typeorm';

/**
 * Runs `work` in `manager`'s transaction when it is in one (the caller's unit of work, e.g. an idempotent write),
 * else in a new transaction: a use case stays one transaction whoever calls it, without savepoints.
 */
export function inTransaction<T>(
  manager: EntityManager,
  work: (tx: EntityManager) => Promise<T>,
): Promise<T> {
  return manager.queryRunner?.isTransactionActive ? work(manager) : manager.transaction(work);
}
