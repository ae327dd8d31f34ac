import type { DataSource } from 'typeorm';
import type { Clock } from '@teleplan/kit/clock';
import { AuditRepository } from '../data/audit.repository.ts';
import { LogsRepository } from '../data/logs.repository.ts';

/** Rows deleted per statement: short transactions, no long lock, whatever the backlog. */
export const PURGE_BATCH = 10_000;
const DAY_MS = 86_400_000;

export interface Retention {
  logDays: number;
  auditDays: number;
}

/** Deletes batches until fewer than a batch is left; answers how many rows went. */
async function drain(purgeBatch: (batch: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await purgeBatch(PURGE_BATCH);
    total += deleted;
    if (deleted < PURGE_BATCH) return total;
  }
}

/**
 * Purges the log lines and the audit entries older than their retention (docs/logs-and-audit.md#retention), in
 * bounded deletes.
 */
export async function purgeExpired(
  dataSource: DataSource,
  clock: Clock,
  retention: Retention,
): Promise<{ logLines: number; auditEntries: number }> {
  const now = clock().getTime();
  const logs = new LogsRepository(dataSource.manager);
  const audit = new AuditRepository(dataSource.manager);
  const logLines = await drain((batch) => logs.purgeBatch(new Date(now - retention.logDays * DAY_MS), batch));
  const auditEntries = await drain((batch) =>
    audit.purgeBatch(new Date(now - retention.auditDays * DAY_MS), batch),
  );
  return { logLines, auditEntries };
}
