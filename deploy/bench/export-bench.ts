import { readFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { exportSql } from '@teleplan/schedule/data/export.repository';
import { DEMO_ADMIN } from '../seed/demo-data.ts';
import { cpuSeconds } from './process-cpu.ts';
import { signInAs } from './requests.ts';
import type { BenchResults } from './results.ts';
import type { StandaloneProcess } from './standalone-process.ts';

/** What the export aims at (issue "Exports", quality bar). */
export const EXPORT_ROWS_PER_SECOND_AIM = 150_000;
export const EXPORT_RSS_GROWTH_AIM_MB = 50;

/** Appointments inserted for the export row (BENCH_EXPORT_ROWS, 1,000,000 by default), in this many lanes. */
const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
const LANES = 1_000;
const FIRST_START = Date.parse('2026-03-02T07:00:00.000Z');
const STEP_MS = 30 * 60_000;

export interface ExportFigures {
  rows: number;
  insertSeconds: number;
  /** Time to the last byte of the CSV, through the gateway, as the demo super administrator. */
  seconds: number;
  rowsPerSecond: number;
  megabytes: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssGrowthMb: number;
  /** CPU seconds the export took in the platform's Node process and in its PostgreSQL processes. */
  nodeCpuSeconds: number;
  postgresCpuSeconds: number;
  /** Rows per CPU second of the busier of the two: what the export sustains when each has a core of its own. */
  rowsPerCpuSecond: number;
  /** The machine's 1-minute load average when the export ended (other work on it slows the wall figure). */
  loadAverage: number;
  /** PostgreSQL's own COPY of the same rows right after, on a connection of the bench: the export's floor. */
  copy: { rows: number; seconds: number; rowsPerSecond: number };
}

/** The export's share of the COPY's rate it is made of (aim: at least this). */
export const EXPORT_COPY_SHARE_AIM = 0.6;

/**
 * The export's own statement (`exportSql` of the schedule service, as the super administrator's export writes it:
 * no patient names) run alone with COPY TO STDOUT from the bench process, its lines counted as they come.
 */
async function copyAlone(scheduleUrl: string, from: Date, to: Date) {
  const client = new pg.Client({ connectionString: scheduleUrl });
  await client.connect();
  try {
    const sql = exportSql(
      { from, to, zone: 'Europe/Paris', c15Only: false, withPatientNames: false },
      (value) => client.escapeLiteral(value),
    );
    const began = performance.now();
    let rows = 0;
    for await (const chunk of client.query(copyTo(sql)) as AsyncIterable<Buffer>)
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) rows += 1;
    const seconds = (performance.now() - began) / 1000;
    return { rows, seconds, rowsPerSecond: rows / seconds };
  } finally {
    await client.end();
  }
}

/**
 * `rows` appointments in the schedule database of the benchmark's platform, straight in SQL like
 * `bulk-data.ts` (never announced as events): one bench sector, `LANES` rooms and doctors (replica rows) each
 * holding a lane of back-to-back 30-minute appointments (the exclusion constraints hold), patients in turn, a
 * third paid, one in 17 from C15, one in five with a comment. Rows go in by start time, lanes within it, as
 * bookings roughly arrive (the table's physical order then follows its start index, as in use).
 */
async function insertAppointments(pgUrl: string, rows: number): Promise<void> {
  const client = new pg.Client({ connectionString: `${pgUrl}/teleplan_schedule` });
  await client.connect();
  try {
    await client.query(`INSERT INTO sector (id, name, enabled, changed_at)
      VALUES ('00000000-0000-7000-8000-0000000b0000', 'Cabinet du banc d''essai', true, now())`);
    await client.query(
      `INSERT INTO room (id, name, enabled, deleted, virtual, zone_id, changed_at)
       SELECT ('00000000-0000-7000-8001-' || lpad(lane::text, 12, '0'))::uuid, 'Salle d''essai ' || lane,
              true, false, false, 'Europe/Paris', now()
       FROM generate_series(0, $1::int - 1) AS lane`,
      [LANES],
    );
    await client.query(
      `INSERT INTO person (id, first_name, last_name, roles, enabled)
       SELECT ('00000000-0000-7000-' || kind || '-' || lpad(lane::text, 12, '0'))::uuid,
              CASE kind WHEN '8002' THEN 'Docteur' ELSE 'Patient' END, 'Essai ' || lane,
              CASE kind WHEN '8002' THEN '{DOCTOR}'::text[] ELSE '{PATIENT}'::text[] END, true
       FROM generate_series(0, $1::int - 1) AS lane, unnest(ARRAY['8002', '8003']) AS kind`,
      [LANES],
    );
    await client.query(
      `INSERT INTO appointment (id, room_id, sector_id, doctor_id, patient_id, start_time, consultation_end,
         end_time, zone_id, paid, from_c15, comment)
       SELECT gen_random_uuid(), ('00000000-0000-7000-8001-' || lpad(lane::text, 12, '0'))::uuid,
              '00000000-0000-7000-8000-0000000b0000',
              ('00000000-0000-7000-8002-' || lpad(lane::text, 12, '0'))::uuid,
              ('00000000-0000-7000-8003-' || lpad(((lane + j) % $1)::text, 12, '0'))::uuid,
              t, t + interval '20 minutes', t + interval '30 minutes', 'Europe/Paris',
              j % 3 = 0, j % 17 = 0, CASE WHEN j % 5 = 0 THEN 'Renouvellement d''ordonnance' END
       FROM generate_series(0, $2::int - 1) AS j, generate_series(0, $1::int - 1) AS lane,
            LATERAL (SELECT $3::timestamptz + j * interval '30 minutes' AS t) AS s`,
      [LANES, Math.ceil(rows / LANES), new Date(FIRST_START)],
    );
    await client.query('ANALYZE appointment; ANALYZE person; ANALYZE room; ANALYZE sector');
  } finally {
    await client.end();
  }
}

function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

/** Downloads one export, counting its lines and bytes, while sampling the platform's resident memory. */
async function download(url: string, token: string, pid: number) {
  let peak = rssMb(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 50);
  const began = performance.now();
  try {
    const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status} ${await answer.text()}`);
    let lines = 0;
    let bytes = 0;
    for await (const chunk of answer.body! as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
    }
    return { lines, bytes, seconds: (performance.now() - began) / 1000, peak: Math.max(peak, rssMb(pid)) };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * The export row: bulk appointments, then `GET export/appointments` over all of them through the platform's
 * gateway (after a small one, so code paths are warm): rows per second and how much the platform process's
 * resident memory grew from before the export to its peak during it.
 */
export async function benchExport(
  platform: StandaloneProcess,
  results: BenchResults,
  log: (line: string) => void,
): Promise<void> {
  log(`export: inserting ${EXPORT_ROWS} appointments...`);
  const began = performance.now();
  await insertAppointments(platform.pgUrl, EXPORT_ROWS);
  const insertSeconds = (performance.now() - began) / 1000;
  const token = await signInAs(platform.origin, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const range = (days: number) =>
    new URLSearchParams({
      from: new Date(FIRST_START).toISOString(),
      to: new Date(FIRST_START + days * 86_400_000).toISOString(),
    }).toString();
  const lastDay = (days: number) => new Date(FIRST_START + days * 86_400_000);
  const path = `${platform.origin}/api/schedule/export/appointments?`;
  const warm = await download(`${path}${range(1)}`, token, platform.pid);
  if (warm.lines < 2) throw new Error('The warm-up export answered no appointment');

  log('export: GET export/appointments over every bench appointment...');
  const rssBeforeMb = rssMb(platform.pid);
  const cpuBefore = cpuSeconds(platform.pid);
  const days = Math.ceil((Math.ceil(EXPORT_ROWS / LANES) * STEP_MS) / 86_400_000) + 1;
  const run = await download(`${path}${range(days)}`, token, platform.pid);
  const cpuAfter = cpuSeconds(platform.pid);
  const nodeCpuSeconds = cpuAfter.node - cpuBefore.node;
  const postgresCpuSeconds = cpuAfter.postgres - cpuBefore.postgres;
  const rows = run.lines - 1;
  if (rows < EXPORT_ROWS) throw new Error(`The export answered ${rows} rows, ${EXPORT_ROWS} expected`);
  const loadAverage = os.loadavg()[0]!;
  log('export: the same COPY alone...');
  const copy = await copyAlone(`${platform.pgUrl}/teleplan_schedule`, new Date(FIRST_START), lastDay(days));
  results.export = {
    rows,
    insertSeconds,
    seconds: run.seconds,
    rowsPerSecond: rows / run.seconds,
    megabytes: run.bytes / 1024 / 1024,
    rssBeforeMb,
    rssPeakMb: run.peak,
    rssGrowthMb: run.peak - rssBeforeMb,
    nodeCpuSeconds,
    postgresCpuSeconds,
    rowsPerCpuSecond: rows / Math.max(nodeCpuSeconds, postgresCpuSeconds),
    loadAverage,
    copy,
  };
}
