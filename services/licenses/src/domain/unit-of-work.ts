import type { EntityManager } from 'typeorm';
import { enqueueEvent } from '@teleplan/kit/outbox/enqueue-event';
import { newEvent } from '@teleplan/kit/outbox/new-event';
import type { LicensesEventType } from '@teleplan/proto/licenses';
import type { LicensesContext } from './context.ts';

export const PRODUCER = 'licenses';

/** One transaction: its manager, its instant, and events written to the outbox with it. */
export interface Work {
  manager: EntityManager;
  now: Date;
  emit(type: LicensesEventType, payload: unknown): Promise<void>;
}

/** Runs `body` in a transaction; events it emits are committed with its changes, or not at all. */
export async function inTransaction<T>(ctx: LicensesContext, body: (work: Work) => Promise<T>): Promise<T> {
  let emitted = false;
  const result = await ctx.dataSource.transaction((manager) =>
    body({
      manager,
      now: ctx.clock(),
      emit: async (type, payload) => {
        emitted = true;
        await enqueueEvent(manager, newEvent(type, PRODUCER, payload));
      },
    }),
  );
  if (emitted) ctx.kickOutbox();
  return result;
}
