import type { EntityManager } from 'typeorm';
import { enqueueEvent } from '@teleplan/kit/outbox/enqueue-event';
import { newEvent } from '@teleplan/kit/outbox/new-event';
import type { AccountEventType } from '@teleplan/proto/events';
import type { AccountsContext } from './context.ts';

export const PRODUCER = 'accounts';

/** One transaction: its manager, its instant, events written to the outbox with it, and work for after the commit. */
export interface Work {
  manager: EntityManager;
  now: Date;
  emit(type: AccountEventType, payload: unknown): Promise<void>;
  /** Runs only once the transaction committed (mails); never undoes it. */
  afterCommit(task: () => void): void;
}

/** Runs `body` in a transaction; events it emits are committed with its changes, or not at all. */
export async function inTransaction<T>(ctx: AccountsContext, body: (work: Work) => Promise<T>): Promise<T> {
  const tasks: (() => void)[] = [];
  let emitted = false;
  const result = await ctx.dataSource.transaction((manager) =>
    body({
      manager,
      now: ctx.clock(),
      emit: async (type, payload) => {
        emitted = true;
        await enqueueEvent(manager, newEvent(type, PRODUCER, payload));
      },
      afterCommit: (task) => tasks.push(task),
    }),
  );
  if (emitted) ctx.kickOutbox();
  for (const task of tasks) task();
  return result;
}
