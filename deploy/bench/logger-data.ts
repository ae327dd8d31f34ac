import { withClient } from './booking-data.ts';

/*
 * Bulk rows for the logger benchmark, written straight into the logger database of the benchmark's own standalone
 * platform (`teleplan_logger`): log lines as the services would have shipped them over the last 30 days, and audit
 * entries over the last year, one appointment of the demo data among their subjects. Never announced as events;
 * the benchmark is a measuring tool on a throw-away data directory.
 */

export const LOGGER_ROWS = Number(process.env.BENCH_LOGGER_ROWS ?? 10_000_000);
/** Rows per INSERT statement: a statement's work stays bounded. */
const CHUNK = 1_000_000;
/** Entries of the one appointment whose history is measured. */
export const MEASURED_HISTORY = 20;

export const LOG_SERVICES = [
  'gateway',
  'authenticator',
  'accounts',
  'material-resources',
  'licenses',
  'schedule',
  'notification',
  'indicators',
];
/** Messages in turn; the text filter measured looks for `timeout`, one line in eight. */
const MESSAGES = [
  'timeout while calling licenses',
  'slow query on appointment',
  'mail delivery deferred',
  'token refreshed',
  'booking conflict on room',
  'connexion refusée par le serveur SMTP',
  'rate limit reached',
  'kept answer missed',
];
const sqlArray = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(', ')}]`;

/** Level of line i: in twenty, 1 SEVERE, 3 WARNING, 8 INFO, 1 CONFIG, 3 FINE, 2 FINER, 2 FINEST. */
const LEVEL = `(ARRAY['SEVERE','WARNING','WARNING','WARNING','INFO','INFO','INFO','INFO','INFO','INFO','INFO','INFO',
  'CONFIG','FINE','FINE','FINE','FINER','FINER','FINEST','FINEST'])[1 + i % 20]`;

export interface LoggerData {
  rows: number;
  seconds: number;
}

/**
 * `rows` log lines (newest now, spread over 30 days, services and messages in turn) and `rows` audit entries
 * (spread over a year, a million subjects, `MEASURED_HISTORY` of them about `appointmentId`), then VACUUM ANALYZE
 * as autovacuum would leave a database that grew over time.
 */
export async function insertLoggerData(
  loggerUrl: string,
  appointmentId: string,
  now: Date,
  log: (line: string) => void,
): Promise<LoggerData> {
  const began = performance.now();
  await withClient(loggerUrl, async (client) => {
    for (let from = 0; from < LOGGER_ROWS; from += CHUNK) {
      const to = Math.min(LOGGER_ROWS, from + CHUNK) - 1;
      log(`logger: log lines ${from} to ${to}...`);
      await client.query(
        `INSERT INTO log_entry (time, level, service, message, search, request_id, account_id, details)
         SELECT $3::timestamptz - (i * (30 * 86400.0 / $4)) * interval '1 second', ${LEVEL},
           (${sqlArray(LOG_SERVICES)})[1 + (i / 7) % 8], m, translate(lower(m), 'éèêàçô', 'eeeaco'),
           'bench-' || i, NULL, '{}'::jsonb
         FROM generate_series($1::int, $2::int) AS i,
           LATERAL (SELECT (${sqlArray(MESSAGES)})[1 + i % 8] || ' #' || i AS m) AS message`,
        [from, to, now, LOGGER_ROWS],
      );
    }
    for (let from = 0; from < LOGGER_ROWS; from += CHUNK) {
      const to = Math.min(LOGGER_ROWS, from + CHUNK) - 1;
      log(`logger: audit entries ${from} to ${to}...`);
      await client.query(
        `INSERT INTO audit_entry (id, occurred_at, action, subject_type, subject_id, actor_account_id, actor_role,
           changes, request_id)
         SELECT lpad(to_hex(i), 32, '0')::uuid, $3::timestamptz - (i * (365 * 86400.0 / $4)) * interval '1 second',
           'appointment.modified', 'APPOINTMENT',
           ('00000000-0000-7000-9100-' || lpad((i % 1000000)::text, 12, '0'))::uuid,
           ('00000000-0000-7000-9101-' || lpad((i % 1000)::text, 12, '0'))::uuid, 'ROOM_USER',
           '[{"field":"paid","before":"false","after":"true"}]'::jsonb, 'bench-' || i
         FROM generate_series($1::int, $2::int) AS i`,
        [from, to, now, LOGGER_ROWS],
      );
    }
    await client.query(
      `INSERT INTO audit_entry (id, occurred_at, action, subject_type, subject_id, actor_account_id, actor_role,
         changes, request_id)
       SELECT gen_random_uuid(), $2::timestamptz - i * interval '1 hour', 'appointment.modified', 'APPOINTMENT', $1,
         NULL, NULL, '[{"field":"room","before":null,"after":null}]'::jsonb, NULL
       FROM generate_series(1, $3::int) AS i`,
      [appointmentId, now, MEASURED_HISTORY],
    );
    log('logger: VACUUM ANALYZE...');
    await client.query('VACUUM ANALYZE log_entry');
    await client.query('VACUUM ANALYZE audit_entry');
  });
  return { rows: LOGGER_ROWS, seconds: (performance.now() - began) / 1000 };
}
