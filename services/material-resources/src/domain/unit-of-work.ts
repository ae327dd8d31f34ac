import type { EntityManager } from 'typeorm';
import { enqueueEvent } from '@teleplan/kit/outbox/enqueue-event';
import { newEvent } from '@teleplan/kit/outbox/new-event';
import type { MaterialResourcesEventType } from '@teleplan/proto/events';
import type { ResourcesContext } from './context.ts';

export const PRODUCER = 'material-resources';

/** One transaction: its manager, its instant, and events written to the outbox with it. */
export interface Work {
  manager: EntityManager;
  now: Date;
  emit(type: MaterialResourcesEventType, payload: unknown): Promise<void>;
}

/** Runs `body` in a transaction; events it emits are committed with its changes, or not at all. */
export async function inTransaction<T>(ctx: ResourcesContext, body: (work: Work) => Promise<T>): Promise<T> {
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
