import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner } from 'typeorm';

/** Tasks waiting for the commit of the transaction running on a query runner. */
const pending = new WeakMap<QueryRunner, (() => void)[]>();
const watched = new WeakSet<DataSource>();

/**
 * Runs the waiting tasks once the outermost COMMIT is done (TypeORM broadcasts AfterTransactionCommit for a
 * released savepoint too, hence the `isTransactionActive` test), and forgets them when the transaction rolls back.
 */
const commitWatcher: EntitySubscriberInterface = {
  afterTransactionCommit({ queryRunner }) {
    if (queryRunner.isTransactionActive) return;
    const tasks = pending.get(queryRunner) ?? [];
    pending.delete(queryRunner);
    for (const task of tasks) {
      try {
        task();
      } catch (error) {
        // The transaction is committed: a failing task must not turn it into an error for the caller.
        process.emitWarning(error instanceof Error ? error : String(error), 'AfterCommitTaskFailed');
      }
    }
  },
  afterTransactionRollback({ queryRunner }) {
    if (!queryRunner.isTransactionActive) pending.delete(queryRunner);
  },
};

/**
 * Runs `task` once the transaction `manager` works in has committed, whoever opened it (a unit of work, an
 * idempotent write around it); never if it rolls back. Outside a transaction the work is already committed: now.
 */
export function whenCommitted(manager: EntityManager, task: () => void): void {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) {
    task();
    return;
  }
  const dataSource = manager.connection;
  if (!watched.has(dataSource)) {
    dataSource.subscribers.push(commitWatcher);
    watched.add(dataSource);
  }
  const tasks = pending.get(runner);
  if (tasks) tasks.push(task);
  else pending.set(runner, [task]);
}
