import type { FastifyBaseLogger } from 'fastify';
import type { DataSource } from 'typeorm';
import type { Clock } from '@teleplan/kit/clock';
import { againOnLockConflict } from '@teleplan/kit/db/again-on-lock-conflict';
import { AvailabilityRepository } from '../data/availability.repository.ts';
import { EvaluationsRepository } from '../data/evaluations.repository.ts';
import { FactsRepository } from '../data/facts.repository.ts';
import { ReadModelRepository } from '../data/read-model.repository.ts';
import { ResourcesRepository } from '../data/resources.repository.ts';
import { SHADOW, ShadowRepository } from '../data/shadow.repository.ts';
import {
  availabilityHorizon,
  fitShadowAvailability,
  loadShadowAvailability,
} from '../domain/availability.ts';
import type { Owners } from '../owners/owners.ts';
import { timed, together } from './phases.ts';

export interface RebuildDeps {
  dataSource: DataSource;
  owners: Owners;
  clock: Clock;
  availabilityDaysAhead: number;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

/** Changes this long before the rebuild started are looked for again in the live model (clocks differ). */
const CLOCK_MARGIN_MS = 5 * 60_000;

/** Index builds under way at once, each table's on a connection of its own. */
const INDEX_LANES = 2;

/**
 * Fills the shadow tables from the owners' exports and builds their rollups, while the live model answers: the
 * facts (then their rollups), the evaluations and the available minutes at once, then the indexes. The available
 * minutes are asked for over the horizon of the live model's earliest appointment, fitted to the facts' once
 * those are in (docs/statistics.md#saturation).
 */
async function fillShadow(deps: RebuildDeps): Promise<void> {
  const manager = deps.dataSource.manager;
  const log = deps.log;
  const shadow = new ShadowRepository(manager);
  await shadow.create();
  await timed(log, 'resources loaded', async () => {
    const resources = await deps.owners.resources();
    const replicas = new ResourcesRepository(manager, SHADOW);
    await replicas.applySectors(resources.sectors);
    await replicas.applyRoomTypes(resources.roomTypes);
    await replicas.applyRooms(resources.rooms);
  });
  const now = deps.clock();
  const horizon = (earliest: Date | null) => availabilityHorizon(now, deps.availabilityDaysAhead, earliest);
  const guessed = horizon(await new AvailabilityRepository(manager).earliestAppointment());
  const available = new AvailabilityRepository(manager, SHADOW);
  const facts = timed(log, 'facts loaded', () =>
    new FactsRepository(manager).copyExport(SHADOW, deps.owners.appointments()),
  );
  await together(
    async () => {
      await facts;
      const rollups = shadow.factRollups();
      await together(
        () => timed(log, 'stat_hour and stat_day built', rollups.hours),
        () => timed(log, 'scope_patient and its counts built', rollups.patients),
      );
    },
    () =>
      timed(log, 'evaluations and evaluation_hour loaded', async () => {
        await new EvaluationsRepository(manager, SHADOW).copyExport(deps.owners.evaluations());
        await shadow.evaluationRollups();
      }),
    async () => {
      await timed(log, 'available minutes loaded', () =>
        loadShadowAvailability(manager, deps.owners, guessed, SHADOW),
      );
      await facts;
      const wanted = horizon(await available.earliestAppointment());
      await timed(log, 'available minutes fitted to the facts', () =>
        fitShadowAvailability(manager, deps.owners, guessed, wanted, SHADOW),
      );
      await timed(log, 'available_scope_hour built', () => available.countAll());
    },
  );
  await timed(log, 'indexes built', () => shadow.createIndexes(INDEX_LANES));
  await timed(log, 'shadow analyzed', () => shadow.analyze());
}

/**
 * Runs a claimed rebuild (docs/statistics.md#rebuild) to its end: the shadow filled from the owners' exports, the
 * changes events made meanwhile merged into it, and the swap, in one transaction; READY with its date, or FAILED
 * with the error (the previous model still answering).
 */
export async function runRebuild(deps: RebuildDeps): Promise<void> {
  const state = new ReadModelRepository(deps.dataSource.manager);
  const startedAt = (await state.startedAt()) ?? deps.clock();
  try {
    deps.log.info({ keep: true }, 'read model rebuild started');
    const filledFrom = await state.databaseNow();
    await fillShadow(deps);
    // The swap takes the live tables from event handlers that may hold one of them and wait for another: the
    // loser of such a deadlock is rolled back whole, and when it is the swap it runs again.
    await timed(deps.log, 'live changes merged and swapped', () =>
      againOnLockConflict(() =>
        deps.dataSource.transaction(async (tx) => {
          const shadow = new ShadowRepository(tx);
          await shadow.mergeLiveChanges({
            owners: new Date(startedAt.getTime() - CLOCK_MARGIN_MS),
            model: filledFrom,
          });
          await shadow.swap();
          await new ReadModelRepository(tx).finish(deps.clock());
        }),
      ),
    );
    deps.log.info({ keep: true }, 'read model rebuilt');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    deps.log.error({ err: error }, 'read model rebuild failed');
    await new ShadowRepository(deps.dataSource.manager).drop();
    await state.fail(message);
    throw error;
  }
}
