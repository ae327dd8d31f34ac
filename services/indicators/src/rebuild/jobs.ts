import { PgBoss } from 'pg-boss';
import { driverPool } from '@teleplan/kit/db/driver-pool';
import { conflict } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { ReadModelRepository } from '../data/read-model.repository.ts';
import { availabilityHorizon, refreshAvailability } from '../domain/availability.ts';
import { runRebuild, type RebuildDeps } from './rebuild.ts';

/** pg-boss's schema in the indicators database. */
export const JOB_SCHEMA = 'indicators_jobs';
const REBUILD_QUEUE = 'read-model-rebuild';
const HORIZON_QUEUE = 'availability-horizon';
/** Every night: the available minutes of every owner from yesterday to the horizon, asked again. */
const HORIZON_CRON = '20 3 * * *';
/** Six attempts over about eight minutes (pg-boss: delay × 2^attempt, jittered). */
const REBUILD_RETRIES = { retryLimit: 5, retryDelay: 15, retryBackoff: true, retryDelayMax: 300 };

export interface ReadModelJobs {
  /** Claims the rebuild and queues it; 409 `indicators.read_model.rebuild_running` when one runs. */
  requestRebuild(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The read model's background jobs on pg-boss (the service's own database): the rebuild, run by one replica at a
 * time, and the nightly extension of the available minutes' horizon. A model never built rebuilds itself at start
 * when `rebuildOnFirstStart`; a rebuild cut by a stop is queued again.
 */
export async function startReadModelJobs(
  deps: RebuildDeps & { rebuildOnFirstStart: boolean },
): Promise<ReadModelJobs> {
  const pool = driverPool(deps.dataSource.manager);
  const boss = new PgBoss({
    schema: JOB_SCHEMA,
    db: { executeSql: (text, values) => pool.query(text, values) },
  });
  boss.on('error', (error) => deps.log.error({ err: error }, 'read model jobs error'));
  await boss.start();
  // A failed rebuild is tried again with growing delays: at a first start beside its owners, they may not answer
  // yet (503 while they start), and the model would otherwise stay unbuilt until the next start.
  const queues = { [REBUILD_QUEUE]: REBUILD_RETRIES, [HORIZON_QUEUE]: { retryLimit: 0 } };
  for (const [queue, retries] of Object.entries(queues))
    if (!(await boss.getQueue(queue)))
      await boss.createQueue(queue, { ...retries, expireInSeconds: 3 * 3600 });
  const state = new ReadModelRepository(deps.dataSource.manager);
  await boss.work(REBUILD_QUEUE, async () => {
    await state.claim(deps.clock()); // a retry after a failure claims again; the first attempt is claimed already
    await runRebuild(deps);
  });
  await boss.work(HORIZON_QUEUE, async () => {
    const day = 86_400_000;
    const horizon = availabilityHorizon(deps.clock(), deps.availabilityDaysAhead, null);
    const from = new Date(Math.floor((deps.clock().getTime() - day) / 3_600_000) * 3_600_000);
    await deps.dataSource.transaction((tx) =>
      refreshAvailability(tx, deps.owners, null, { from, to: horizon.to }),
    );
  });
  await boss.schedule(HORIZON_QUEUE, HORIZON_CRON);

  const queueRebuild = () => boss.send(REBUILD_QUEUE, {}, { singletonKey: 'rebuild' });
  const jobs: ReadModelJobs = {
    async requestRebuild() {
      if (!(await state.claim(deps.clock())))
        throw conflict(MessageCodes.indicators.rebuildRunning, 'A rebuild of the read model is running');
      await queueRebuild();
    },
    stop: () => boss.stop({ graceful: true, timeout: 5000, close: false }),
  };
  if ((await state.status()).state === 'REBUILDING') await queueRebuild();
  else if (deps.rebuildOnFirstStart && (await state.neverBuilt())) await jobs.requestRebuild();
  return jobs;
}
