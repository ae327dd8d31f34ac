import type { EntityManager } from 'typeorm';
import { forbidden } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { ReachRepository } from '../data/reach.repository.ts';
import type { ReachKind } from '../data/role-reach.ts';
import type { Actor } from './context.ts';

export const outsideScope = () =>
  forbidden(MessageCodes.scheduleTimelines.unauthorized, "This timeline is outside the caller's scope");

/** 403 `schedule.timeline.unauthorized` when one of `ids` of `kind` is outside the caller's reach. */
export async function assertReached(
  manager: EntityManager,
  actor: Actor,
  kind: ReachKind,
  ids: readonly string[],
): Promise<void> {
  if ((await new ReachRepository(manager).outside(actor, kind, ids)).length > 0) throw outsideScope();
}
