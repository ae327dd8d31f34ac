import type { FastifyBaseLogger } from 'fastify';
import type { DataSource } from 'typeorm';
import type { Clock } from '@teleplan/kit/clock';
import { AvailabilityRepository } from '../data/availability.repository.ts';
import { EvaluationsRepository } from '../data/evaluations.repository.ts';
import { FactsRepository } from '../data/facts.repository.ts';
import { ReadModelRepository } from '../data/read-model.repository.ts';
import { ResourcesRepository } from '../data/resources.repository.ts';
import { SHADOW, ShadowRepository } from '../data/shadow.repository.ts';
import { availabilityHorizon, loadShadowAvailability } from '../domain/availability.ts';
import type { Owners } from '../owners/owners.ts';

export interface RebuildDeps {
  dataSource: DataSource;
  owners: Owners;
  clock: Clock;
  availabilityDaysAhead: number;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

/** Changes this long before the rebuild started are looked for again in the live model (clocks differ). */
const CLOCK_MARGIN_MS = 5 * 60_000;

/** Fills the shadow tables from the owners' exports and builds their rollups, while the live model answers. */
async function fillShadow(deps: RebuildDeps): Promise<void> {
  const manager = deps.dataSource.manager;
  const shadow = new ShadowRepository(manager);
  await shadow.create();
  const resources = await deps.owners.resources();
  const replicas = new ResourcesRepository(manager, SHADOW);
  await replicas.applySectors(resources.sectors);
  await replicas.applyRoomTypes(resources.roomTypes);
  await replicas.applyRooms(resources.rooms);
  const facts = new FactsRepository(manager);
  for await (const appointments of deps.owners.appointments()) await facts.load(SHADOW, appointments);
  const evaluations = new EvaluationsRepository(manager, SHADOW);
  for await (const batch of deps.owners.evaluations()) await evaluations.apply(batch);
  const availability = new AvailabilityRepository(manager, SHADOW);
  const horizon = availabilityHorizon(
    deps.clock(),
    deps.availabilityDaysAhead,
    await availability.earliestAppointment(),
  );
  await loadShadowAvailability(manager, deps.owners, await availability.knownOwners(), horizon, SHADOW);
  await shadow.finish();
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
    deps.log.info('read model rebuild started');
    await fillShadow(deps);
    await deps.dataSource.transaction(async (tx) => {
      const shadow = new ShadowRepository(tx);
      await shadow.mergeLiveChanges(new Date(startedAt.getTime() - CLOCK_MARGIN_MS));
      await shadow.swap();
      await new ReadModelRepository(tx).finish(deps.clock());
    });
    deps.log.info('read model rebuilt');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    deps.log.error({ err: error }, 'read model rebuild failed');
    await new ShadowRepository(deps.dataSource.manager).drop();
    await state.fail(message);
    throw error;
  }
}
