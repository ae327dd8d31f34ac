import type { EntityManager } from 'typeorm';
import { STATISTICS_FIRST_DAY } from '@teleplan/proto/indicators';
import { AvailabilityRepository } from '../data/availability.repository.ts';
import type { Owners } from '../owners/owners.ts';

const DAY_MS = 86_400_000;

/**
 * The hours whose available minutes the model keeps: from the first statistics day (a day early, for the zones
 * ahead of UTC) to `daysAhead` days after `now` (docs/statistics.md#saturation).
 */
export function availabilityHorizon(now: Date, daysAhead: number): { from: Date; to: Date } {
  return {
    from: new Date(Date.parse(`${STATISTICS_FIRST_DAY}T00:00:00Z`) - DAY_MS),
    to: new Date(Math.ceil((now.getTime() + daysAhead * DAY_MS) / 3_600_000) * 3_600_000),
  };
}

/**
 * Replaces the available minutes of these owners (every owner: null) within [from, to) by what schedule's export
 * answers now, in `manager`'s transaction and `schema`. Throws OwnerUnavailable when schedule fails.
 */
export async function refreshAvailability(
  manager: EntityManager,
  owners: Owners,
  ownerIds: readonly string[] | null,
  window: { from: Date; to: Date },
  schema = 'public',
): Promise<void> {
  const repo = new AvailabilityRepository(manager, schema);
  await repo.clear(ownerIds, window.from, window.to);
  const query = {
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    ...(ownerIds && { ownerIds: [...ownerIds] }),
  };
  for await (const hours of owners.availability(query)) await repo.add(hours);
}
