import type { EntityManager } from 'typeorm';
import { STATISTICS_FIRST_DAY } from '@teleplan/proto/indicators';
import type { AvailableInterval } from '@teleplan/proto/read-model-exports';
import { AvailabilityRepository } from '../data/availability.repository.ts';
import { ReadModelRepository } from '../data/read-model.repository.ts';
import type { Owners } from '../owners/owners.ts';

const DAY_MS = 86_400_000;

/** Available minutes are kept at least this far back, appointments or not. */
const KEPT_BACK_DAYS = 400;

/**
 * The hours whose available minutes the model keeps (docs/statistics.md#saturation): from the day before the
 * earliest appointment (at most KEPT_BACK_DAYS before `now`, never before the first statistics day, a day early
 * for the zones ahead of UTC) to `daysAhead` days after `now`. Before any appointment nothing is booked, so the
 * saturation there is 0 whatever the available minutes; schedule computes each owner's hours, about half a second
 * for seven years, so the horizon starts no earlier than it needs.
 */
export function availabilityHorizon(
  now: Date,
  daysAhead: number,
  earliestAppointment: Date | null,
): { from: Date; to: Date } {
  const wanted = Math.min(
    earliestAppointment?.getTime() ?? Infinity,
    now.getTime() - KEPT_BACK_DAYS * DAY_MS,
  );
  const first = Date.parse(`${STATISTICS_FIRST_DAY}T00:00:00Z`) - DAY_MS;
  return {
    from: new Date(Math.max(first, Math.floor(wanted / DAY_MS) * DAY_MS - DAY_MS)),
    to: new Date(Math.ceil((now.getTime() + daysAhead * DAY_MS) / 3_600_000) * 3_600_000),
  };
}

/**
 * Owners asked for in one export call of a refresh: their minutes are replaced in one transaction, which stays
 * short (the nightly job asks for every owner).
 */
const OWNERS_PER_CALL = 5;

/**
 * Replaces the available minutes of these owners (every owner `schema`'s replicas know, rooms and sectors'
 * doctors: null) within [from, to) by what schedule's export answers now, in `manager`'s transaction, and moves the
 * scopes' sums with them. Throws OwnerUnavailable when schedule fails.
 */
export async function refreshAvailability(
  manager: EntityManager,
  owners: Owners,
  ownerIds: readonly string[] | null,
  window: { from: Date; to: Date },
): Promise<void> {
  const repo = new AvailabilityRepository(manager);
  for (const chunk of chunks(ownerIds ?? (await repo.knownOwners()))) {
    await repo.countOwners(-1, chunk, window.from, window.to);
    await loadAvailability(repo, owners, chunk, window);
    await repo.countOwners(1, chunk, window.from, window.to);
  }
  await new ReadModelRepository(manager).changed();
}

/**
 * The rebuild's available minutes: every owner `schema`'s replicas know, within [from, to), written into the
 * shadow `schema` from one export call (schedule answers stretches, a few a day per owner), whose scopes' sums are
 * made once at its end (`countAll`).
 */
export async function loadShadowAvailability(
  manager: EntityManager,
  owners: Owners,
  window: { from: Date; to: Date },
  schema: string,
): Promise<void> {
  await new AvailabilityRepository(manager, schema).copyExport(
    owners.availabilityLines({ from: window.from.toISOString(), to: window.to.toISOString() }),
  );
}

/**
 * The rebuild's available minutes, asked for over `guessed` (the horizon of the live model's earliest appointment,
 * while the exported facts load), made those of `wanted` (the horizon of the exported facts): the hours before
 * `guessed` asked for too, or those before `wanted` dropped, so the model does not depend on the one it replaces.
 * Both start at midnight UTC and end together.
 */
export async function fitShadowAvailability(
  manager: EntityManager,
  owners: Owners,
  guessed: { from: Date; to: Date },
  wanted: { from: Date; to: Date },
  schema: string,
): Promise<void> {
  if (wanted.from < guessed.from)
    await loadShadowAvailability(manager, owners, { from: wanted.from, to: guessed.from }, schema);
  else if (wanted.from > guessed.from)
    await new AvailabilityRepository(manager, schema).forgetBefore(wanted.from);
}

function chunks(ids: readonly string[]): string[][] {
  const result: string[][] = [];
  for (let start = 0; start < ids.length; start += OWNERS_PER_CALL)
    result.push(ids.slice(start, start + OWNERS_PER_CALL));
  return result;
}

async function loadAvailability(
  repo: AvailabilityRepository,
  owners: Owners,
  chunk: string[],
  window: { from: Date; to: Date },
): Promise<void> {
  await repo.clear(chunk, window.from, window.to);
  const query = { from: window.from.toISOString(), to: window.to.toISOString(), ownerIds: chunk };
  // Written at once: an hour's minutes sum every stretch of its owner (one chunk's stretches are a few thousand).
  const stretches: AvailableInterval[] = [];
  for await (const batch of owners.availability(query)) stretches.push(...batch);
  await repo.add(stretches);
}
