import { PgBoss, type JobResult } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DataSource, EntityManager } from 'typeorm';
import { driverPool } from '@teleplan/kit/db/driver-pool';

/** pg-boss's schema in the notification database: its tables stay apart from the service's own. */
export const JOB_SCHEMA = 'notification_jobs';
export const MESSAGE_QUEUE = 'patient-message';

export interface MessageJob {
  messageId: string;
}

/** Schedules the sending of recorded messages. */
export interface MessageJobs {
  /**
   * Schedules `messageId` in `manager`'s transaction, so the job exists exactly when the message row does. The
   * job's id is the message's: a second schedule of the same message adds nothing.
   */
  enqueue(manager: EntityManager, messageId: string, startAfter: Date | null): Promise<void>;
}

export interface MessageQueueOptions {
  dataSource: DataSource;
  log: FastifyBaseLogger;
  /** Attempts after the first one, with exponential back-off from `retryDelaySeconds`, at most an hour apart. */
  retryLimit: number;
  retryDelaySeconds: number;
  pollingIntervalSeconds: number;
}

export interface MessageQueue {
  jobs: MessageJobs;
  /** Runs `deliver` for each due job; a 'retry' answer fails that job's attempt so pg-boss tries again later. */
  work(deliver: (messageId: string, lastAttempt: boolean) => Promise<'done' | 'retry'>): Promise<void>;
  stop(): Promise<void>;
}

/** TypeORM's structured result, as pg-boss's adapter contract wants rows whatever the statement. */
const onManager = (manager: EntityManager) => ({
  async executeSql(text: string, values?: unknown[]) {
    const runner = manager.queryRunner;
    if (!runner) throw new Error('A message is scheduled inside the transaction that records it');
    const result = (await runner.query(text, values, true)) as { records: unknown[] };
    return { rows: result.records };
  },
});

/**
 * pg-boss on the service's own database (its pool, through kit's `driverPool`): jobs survive restarts, run once
 * across replicas, and retry with back-off.
 */
export async function startMessageQueue(options: MessageQueueOptions): Promise<MessageQueue> {
  const pool = driverPool(options.dataSource.manager);
  const boss = new PgBoss({
    schema: JOB_SCHEMA,
    db: { executeSql: (text, values) => pool.query(text, values) },
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'message queue error'));
  await boss.start();
  const policy = {
    retryLimit: options.retryLimit,
    retryDelay: options.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 3600,
    // Kept long enough for a reminder booked weeks ahead.
    retentionSeconds: 400 * 24 * 3600,
  };
  if (await boss.getQueue(MESSAGE_QUEUE)) await boss.updateQueue(MESSAGE_QUEUE, policy);
  else await boss.createQueue(MESSAGE_QUEUE, policy);

  return {
    jobs: {
      async enqueue(manager, messageId, startAfter) {
        await boss.send(MESSAGE_QUEUE, { messageId } satisfies MessageJob, {
          id: messageId,
          ...(startAfter && { startAfter }),
          db: onManager(manager),
        });
      },
    },
    async work(deliver) {
      // A batch per fetch, each job settled on its own: a transient failure retries that message only. A full
      // batch is fetched after at once (a backlog, e.g. the events a broker outage held back, would otherwise go
      // out 10 per polling interval, slower than bookings come).
      const work = {
        pollingIntervalSeconds: options.pollingIntervalSeconds,
        burstWhenBatchFull: true,
        batchSize: 10,
        includeMetadata: true,
        perJobResults: true,
      } as const;
      await boss.work<MessageJob, undefined, typeof work>(MESSAGE_QUEUE, work, async (jobs) => {
        const results: JobResult[] = [];
        for (const job of jobs) {
          const outcome = await deliver(job.data.messageId, job.retryCount >= job.retryLimit);
          results.push({ id: job.id, status: outcome === 'retry' ? 'failed' : 'completed' });
        }
        return results;
      });
    },
    stop: () => boss.stop({ graceful: true, timeout: 5000, close: false }),
  };
}
