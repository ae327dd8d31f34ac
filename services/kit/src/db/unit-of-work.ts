import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../clock.ts';
import { enqueueEvent } from '../outbox/enqueue-event.ts';
import { newEvent } from '../outbox/new-event.ts';
import { whenCommitted } from './after-commit.ts';
import { inTransaction } from './in-transaction.ts';

/** One transaction: its manager, its instant, events written to the outbox with it, and work for after the commit. */
export interface Work<E extends string = string> {
  manager: EntityManager;
  now: Date;
  /** Writes the event to the outbox in this transaction; `occurredAt` defaults to the present instant. */
  emit(type: E, payload: unknown, occurredAt?: string): Promise<void>;
  /** Runs only once the transaction committed (mails, the outbox kick); never undoes it. */
  afterCommit(task: () => void): void;
}

/** What a unit of work needs of a service's context. */
export interface UnitOfWorkScope {
  dataSource: DataSource;
  clock: Clock;
  /** Asks the outbox relay to publish now; called after the commit of a unit that emitted. */
  kickOutbox: () => void;
}

/**
 * The unit of work of a transaction `manager` already runs (an event handler's, say): events are written as
 * `producer`; the relay is kicked after the commit when `kickOutbox` is given, else its poll publishes them.
 */
export function workIn<E extends string>(
  manager: EntityManager,
  options: { producer: string; now: Date; kickOutbox?: () => void },
): Work<E> {
  let kicks = options.kickOutbox;
  return {
    manager,
    now: options.now,
    emit: async (type, payload, occurredAt) => {
      const event = newEvent(type, options.producer, payload);
      await enqueueEvent(manager, occurredAt ? { ...event, occurredAt } : event);
      if (kicks) whenCommitted(manager, kicks);
      kicks = undefined;
    },
    afterCommit: (task) => whenCommitted(manager, task),
  };
}

/**
 * Runs `body` in one transaction: `manager`'s when it is in one (the caller's, e.g. an idempotent write, whose
 * commit then runs the after-commit tasks), else a new one. Its events commit with its changes or not at all.
 */
export function inUnitOfWork<E extends string, T>(
  scope: UnitOfWorkScope,
  producer: string,
  body: (work: Work<E>) => Promise<T>,
  manager: EntityManager = scope.dataSource.manager,
): Promise<T> {
  const now = scope.clock();
  return inTransaction(manager, (tx) => body(workIn<E>(tx, { producer, now, kickOutbox: scope.kickOutbox })));
}
