import type { FastifyBaseLogger } from 'fastify';
import type { DataSource } from 'typeorm';
import type { Clock } from '@teleplan/kit/clock';
import { AvailabilityRepository } from '../data/availability.repository.ts';
import type { Owners } from '../owners/owners.ts';
import { availabilityHorizon, refreshAvailability } from './availability.ts';

/** Owners refreshed in one transaction. */
const OWNERS_PER_ROUND = 20;
/** After a failure, rounds are skipped for this many intervals (schedule is not hammered while it fails). */
const BACK_OFF_INTERVALS = 10;

export interface AvailabilityRefresher {
  /** Refreshes every owner waiting (tests, and the loop's tick). */
  drain(): Promise<void>;
  /** Ends the loop and waits for the round under way (its failure, the service stopping, is not reported). */
  stop(): Promise<void>;
}

/**
 * Asks schedule again for the available minutes of the owners whose availability changed, every `intervalMs`:
 * many changes of one owner (a week of slots saved) make one request, no event transaction waits on schedule, and
 * one connection at a time is used. A failing schedule leaves them waiting, asked again after a pause
 * (docs/statistics.md#saturation).
 */
export function startAvailabilityRefresher(deps: {
  dataSource: DataSource;
  owners: Owners;
  clock: Clock;
  availabilityDaysAhead: number;
  intervalMs: number;
  log: FastifyBaseLogger;
}): AvailabilityRefresher {
  const refreshSome = () =>
    deps.dataSource.transaction(async (tx) => {
      const repo = new AvailabilityRepository(tx);
      const waiting = await repo.takeRefreshes(OWNERS_PER_ROUND);
      if (waiting.length === 0) return false;
      const horizon = availabilityHorizon(
        deps.clock(),
        deps.availabilityDaysAhead,
        await repo.earliestAppointment(),
      );
      await refreshAvailability(
        tx,
        deps.owners,
        waiting.map((owner) => owner.ownerId),
        horizon,
      );
      await repo.refreshed(waiting);
      return true;
    });
  let running: Promise<void> | null = null;
  const drain = () =>
    (running ??= (async () => {
      try {
        while (await refreshSome());
      } finally {
        running = null;
      }
    })());
  let pausedUntil = 0;
  let stopping = false;
  const timer = setInterval(() => {
    if (Date.now() < pausedUntil) return;
    drain().catch((error: unknown) => {
      pausedUntil = Date.now() + BACK_OFF_INTERVALS * deps.intervalMs;
      if (!stopping) deps.log.warn({ err: error }, 'availability refresh failed; tried again later');
    });
  }, deps.intervalMs);
  timer.unref();
  return {
    drain,
    async stop() {
      stopping = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
