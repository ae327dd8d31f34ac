import pg from 'pg';
import { postgresUrl } from '../../standalone/postgres-own-group.ts';
import { JOB_SCHEMA } from '@teleplan/notification/messages/message-queue';

/** How long the seeding's events may take to be handled (a first start's thousands of appointments). */
const SETTLE_MS = 180_000;

/** What is still to be handed over or sent, database by database (tables a database lacks count nothing). */
const WAITING = `
  SELECT
    (SELECT count(*) FROM pg_tables WHERE tablename = 'outbox_event') AS has_outbox,
    (SELECT count(*) FROM pg_tables WHERE tablename = 'bus_delivery') AS has_bus,
    (SELECT count(*) FROM pg_tables WHERE schemaname = '${JOB_SCHEMA}' AND tablename = 'job') AS has_jobs`;

async function waitingIn(port: number, database: string): Promise<number> {
  const client = new pg.Client({ connectionString: postgresUrl(port, database) });
  await client.connect();
  try {
    const [tables] = (await client.query<Record<string, string>>(WAITING)).rows;
    let waiting = 0;
    const count = async (sql: string) => Number((await client.query<{ n: string }>(sql)).rows[0]!.n);
    if (tables!.has_outbox !== '0')
      waiting += await count('SELECT count(*) AS n FROM outbox_event WHERE sent_at IS NULL');
    if (tables!.has_bus !== '0')
      waiting += await count('SELECT count(*) AS n FROM bus_delivery WHERE parked_at IS NULL');
    if (tables!.has_jobs !== '0')
      waiting += await count(
        `SELECT count(*) AS n FROM ${JOB_SCHEMA}.job WHERE state IN ('created', 'retry') AND start_after <= now()`,
      );
    return waiting;
  } finally {
    await client.end();
  }
}

/**
 * Waits until the platform whose PostgreSQL listens on `port` has handled what its start made: every service's
 * outbox relayed, every consumer's copy handled, every message due sent. Closed earlier, the next start would
 * deliver the seeding's events while a test runs (its live feed full of them, its mails behind them).
 */
export async function untilEventsSettled(port: number): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresUrl(port, 'postgres') });
  await admin.connect();
  const databases = (
    await admin
      .query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'teleplan_%'")
      .finally(() => admin.end())
  ).rows.map((row) => row.datname);
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    const waiting = await Promise.all(databases.map((database) => waitingIn(port, database)));
    if (waiting.every((n) => n === 0)) return;
    if (Date.now() > deadline)
      throw new Error(`The platform still has ${waiting.join('+')} events or messages to handle`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
