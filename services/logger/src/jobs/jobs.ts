import { PgBoss } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DataSource } from 'typeorm';
import type { Clock } from '@teleplan/kit/clock';
import { driverPool } from '@teleplan/kit/db/driver-pool';
import { purgeExpired, type Retention } from './retention.ts';

/** pg-boss's schema in the logger database. */
export const JOB_SCHEMA = 'logger_jobs';
const PURGE_QUEUE = 'retention-purge';
/** Every night, by one replica. */
const PURGE_CRON = '40 3 * * *';

export interface LoggerJobs {
  stop(): Promise<void>;
}

/** The nightly purge of what outlived its retention, on pg-boss (the service's own database). */
export async function startLoggerJobs(deps: {
  dataSource: DataSource;
  clock: Clock;
  retention: Retention;
  log: FastifyBaseLogger;
}): Promise<LoggerJobs> {
  const pool = driverPool(deps.dataSource.manager);
  const boss = new PgBoss({
    schema: JOB_SCHEMA,
    db: { executeSql: (text, values) => pool.query(text, values) },
  });
  boss.on('error', (error) => deps.log.error({ err: error }, 'logger jobs error'));
  await boss.start();
  if (!(await boss.getQueue(PURGE_QUEUE)))
    await boss.createQueue(PURGE_QUEUE, { retryLimit: 2, retryDelay: 600, expireInSeconds: 3 * 3600 });
  await boss.work(PURGE_QUEUE, async () => {
    const purged = await purgeExpired(deps.dataSource, deps.clock, deps.retention);
    deps.log.info(purged, 'retention purge done');
  });
  await boss.schedule(PURGE_QUEUE, PURGE_CRON);
  return { stop: () => boss.stop({ graceful: true, timeout: 5000, close: false }) };
}
