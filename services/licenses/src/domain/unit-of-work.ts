import { inUnitOfWork, type Work as KitWork } from '@teleplan/kit/db/unit-of-work';
import type { LicensesEventType } from '@teleplan/proto/licenses';
import type { LicensesContext } from './context.ts';

export const PRODUCER = 'licenses';

/** The kit's unit of work with this service's events. */
export type Work = KitWork<LicensesEventType>;

/** Runs `body` in a transaction; events it emits are committed with its changes, or not at all. */
export function inTransaction<T>(ctx: LicensesContext, body: (work: Work) => Promise<T>): Promise<T> {
  return inUnitOfWork(ctx, PRODUCER, body);
}
