import { inUnitOfWork, type Work as KitWork } from '@teleplan/kit/db/unit-of-work';
import type { MaterialResourcesEventType } from '@teleplan/proto/events';
import type { ResourcesContext } from './context.ts';

export const PRODUCER = 'material-resources';

/** The kit's unit of work with this service's events. */
export type Work = KitWork<MaterialResourcesEventType>;

/** Runs `body` in a transaction; events it emits are committed with its changes, or not at all. */
export function inTransaction<T>(ctx: ResourcesContext, body: (work: Work) => Promise<T>): Promise<T> {
  return inUnitOfWork(ctx, PRODUCER, body);
}
