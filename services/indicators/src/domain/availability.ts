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
 * Owners asked for in one export call: schedule computes a call's hours before its first line (about half a second
 * per owner over the whole horizon), which must come within the owners' time-out.
 */
const OWNERS_PER_CALL = 5;

/**
 * Replaces the available minutes of these owners (every owner `schema`'s replicas know, rooms and sectors'
 * doctors: null) within [from, to) by what schedule's export answers now, in `manager`'s transaction and `schema`.
 * Throws OwnerUnavailable when schedule fails.
 */
export async function refreshAvailability(
  manager: EntityManager,
  owners: Owners,
  ownerIds: readonly string[] | null,
  window: { from: Date; to: Date },
  schema = 'public',
): Promise<void> {
  const repo = new AvailabilityRepository(manager, schema);
  const all = ownerIds ?? (await repo.knownOwners());
  for (let start = 0; start < all.length; start += OWNERS_PER_CALL) {
    const chunk = all.slice(start, start + OWNERS_PER_CALL);
    await repo.clear(chunk, window.from, window.to);
    const query = { from: window.from.toISOString(), to: window.to.toISOString(), ownerIds: chunk };
    for await (const hours of owners.availability(query)) await repo.add(hours);
  }
}
