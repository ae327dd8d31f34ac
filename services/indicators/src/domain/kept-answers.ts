import type { Actor } from '@teleplan/kit/auth/actor';
import type { StatisticsQuery } from '@teleplan/proto/indicators';
import { ReadModelRepository } from '../data/read-model.repository.ts';
import type { IndicatorsContext } from './context.ts';
import { isAdmin } from './scope.ts';

/**
 * A statistics answer as JSON, kept while the read model is unchanged (docs/statistics.md#answers): under the
 * call, its query with currentMoment fixed (the clock's when absent), the caller (administrators share their
 * reach; anyone else is their own) and the model's version, which every change bumps in its transaction.
 */
export async function keptAnswer(
  ctx: IndicatorsContext,
  actor: Actor,
  call: string,
  query: StatisticsQuery,
  compute: (query: StatisticsQuery) => Promise<unknown>,
): Promise<string> {
  const fixed = { ...query, currentMoment: query.currentMoment ?? ctx.clock().toISOString() };
  const version = await new ReadModelRepository(ctx.dataSource.manager).version();
  const caller = isAdmin(actor) ? null : [actor.role, actor.id];
  return ctx.answers.get(JSON.stringify([call, version, caller, fixed]), async () =>
    JSON.stringify(await compute(fixed)),
  );
}
