import type { BaseQueryApi, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { StatisticsQuery } from '@teleplan/proto/indicators';
import { withQuery, type QueryParams } from '../../../shared/api/query-string.ts';
import {
  deviceDayStorage,
  keepAnswer,
  keptAnswer,
  type DayCacheOwner,
} from '../../../shared/storage/day-cache.ts';
import type { SharedState } from '../../../shared/store/shared-state.ts';

/** The base query as an endpoint's queryFn receives it. */
type Answer = { data?: unknown; error?: FetchBaseQueryError };
type BaseQuery = (url: string) => Answer | PromiseLike<Answer>;

/** The signed-in user and role whose answers are kept, or undefined (no session: nothing is kept). */
export function dayCacheOwnerOf(state: SharedState): DayCacheOwner | undefined {
  const claims = state.session.claims;
  return claims ? { sub: claims.sub, role: claims.role } : undefined;
}

/** The query string's values (booleans as 'true'/'false', id lists as repeated keys). */
function paramsOf(query: StatisticsQuery): QueryParams {
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, typeof value === 'boolean' ? String(value) : value]),
  ) as QueryParams;
}

/**
 * A statistics call answered from the device's day cache when it was made earlier today by the same user and
 * role (docs/screens.md#day-cache), else from the server, whose answer is then kept. `currentMoment` moves
 * with every load, so the kept answer is found without it.
 */
export async function dayCachedQuery<T>(
  path: string,
  query: StatisticsQuery,
  api: Pick<BaseQueryApi, 'getState'>,
  baseQuery: BaseQuery,
): Promise<{ data: T } | { error: FetchBaseQueryError }> {
  const storage = deviceDayStorage();
  const owner = dayCacheOwnerOf(api.getState() as SharedState);
  const key = withQuery(path, { ...paramsOf(query), currentMoment: undefined });
  const now = new Date();
  if (storage && owner) {
    const kept = keptAnswer<T>(storage, owner, key, now);
    if (kept !== undefined) return { data: kept as T };
  }
  const result = await baseQuery(withQuery(path, paramsOf(query)));
  if (result.error) return { error: result.error };
  if (storage && owner) keepAnswer(storage, owner, key, result.data, now);
  return { data: result.data as T };
}
