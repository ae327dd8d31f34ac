import os from 'node:os';
import {
  BOOKING_AIM,
  CALENDAR_WEEK_APPOINTMENTS,
  CALENDAR_WEEK_P95_AIM_MS,
  type BookingFigures,
} from './booking-bench.ts';
import type { LoadFigures } from './load.ts';
import type { RawHashFigures } from './raw-hash.ts';
import { BOOKABLE_P95_AIM_MS } from './bookable-bench.ts';
import { faultLines } from './faults-bench.ts';
import {
  EXPORT_COPY_SHARE_AIM,
  EXPORT_ROWS_PER_SECOND_AIM,
  EXPORT_RSS_GROWTH_AIM_MB,
} from './export-bench.ts';
import { INDICATORS_P95_AIM_MS, REBUILD_AIM_S } from './indicators-bench.ts';
import { LIST_P95_AIM_MS } from './lists-bench.ts';
import { SHIPPING_AIM, type ShippingRound } from './shipping-bench.ts';
import {
  FLOOR_RATIO_AIM,
  RENDER_AIM_MS,
  USUAL_RENDER_AIM_MS,
  type FloorMove,
  type RenderMove,
} from './render-bench.ts';
import { BENCH_PARTS, type BenchResults, type ListRow, type StartFigures } from './results.ts';
import { OWN_ACCOUNT_PATH, TOKEN_PATH } from './requests.ts';

/** The aim (docs/architecture.md#gateway): the proxied call keeps at least half the direct throughput. */
export const RATIO_AIM = 0.5;
/** Sign-in should cost little beyond its Argon2id check. */
export const LOGIN_RATIO_AIM = 0.85;

const NOT_MEASURED = 'not measured';

function startLine(label: string, figures: StartFigures | undefined): string {
  if (!figures) return `  ${label.padEnd(52)}${NOT_MEASURED}`;
  const stages = Object.entries(figures.seedStages ?? {});
  const seed = stages.reduce((sum, [, seconds]) => sum + seconds, 0);
  return [
    `  ${label.padEnd(52)}${figures.seconds.toFixed(2).padStart(6)} s   (in startStandalone: ${figures.platformSeconds.toFixed(2)} s, demo seed: ${seed.toFixed(2)} s)`,
    `  ${''.padEnd(52)}seed stages: ${stages.map(([stage, seconds]) => `${stage} ${seconds.toFixed(2)} s`).join(', ')}`,
  ].join('\n');
}

const COLUMNS = [
  { title: 'Mode', width: 12, left: true },
  { title: 'Request', width: 56, left: true },
  { title: 'Conns', width: 6 },
  { title: 'Req/s', width: 9 },
  { title: 'p50 ms', width: 8 },
  { title: 'p95 ms', width: 8 },
  { title: 'p99 ms', width: 8 },
  { title: 'Requests', width: 10 },
  { title: 'Errors', width: 7 },
  { title: 'Non-2xx', width: 8 },
];

function row(cells: string[]): string {
  return cells
    .map((cell, index) => {
      const column = COLUMNS[index]!;
      return column.left ? cell.padEnd(column.width) : cell.padStart(column.width);
    })
    .join(' ')
    .trimEnd();
}

function rawHashRow(figures: RawHashFigures | undefined): string {
  const label = 'Argon2id verify alone, same parameters';
  if (!figures) return row(['standalone', label, '', NOT_MEASURED]);
  return row([
    'standalone',
    `${label} (m=${figures.memoryKib} KiB, t=${figures.timeCost})`,
    String(figures.concurrency),
    figures.verifiesPerSecond.toFixed(1),
  ]);
}

function aimed(ratio: number | undefined, aim: number): string {
  if (ratio === undefined) return NOT_MEASURED;
  return `${ratio.toFixed(2)}  (aim ≥ ${aim.toFixed(2)}: ${ratio >= aim ? 'met' : 'MISSED'})`;
}

function loadRow(mode: string, request: string, figures: LoadFigures | undefined): string {
  if (!figures) return row([mode, request, '', NOT_MEASURED]);
  return row([
    mode,
    request,
    String(figures.connections),
    figures.requestsPerSecond.toFixed(1),
    figures.latencyP50Ms.toFixed(1),
    figures.latencyP95Ms.toFixed(1),
    figures.latencyP99Ms.toFixed(1),
    String(figures.requests),
    String(figures.errors),
    String(figures.non2xx),
  ]);
}

function listLines(results: BenchResults): string[] {
  const { bulk, rows } = results.lists;
  if (!bulk) return [row(['lists', 'bulk rows', '', NOT_MEASURED])];
  const aim = (figures: ListRow['figures']) => (figures.latencyP95Ms < LIST_P95_AIM_MS ? 'met' : 'MISSED');
  const load = results.lists.loadAverage;
  const averages = (values: number[] | undefined) =>
    values?.map((value) => value.toFixed(2)).join(' ') ?? '?';
  return [
    ...rows.map((list) => loadRow('lists', `GET ${list.label}`, list.figures)),
    '',
    `Lists (standalone, gateway plugin, as SUPER_ADMIN) on ${bulk.profiles} profiles (${bulk.staff} staff), ` +
      `${bulk.sectors} sectors, ${bulk.rooms} rooms inserted straight into the databases in ${bulk.seconds.toFixed(1)} s; ` +
      `aim p95 < ${LIST_P95_AIM_MS} ms:`,
    ...rows.map(
      (list) =>
        `  ${list.label.padEnd(52)} ${String(list.totalElements).padStart(6)} rows matched, ` +
        `${String(list.figures.connections).padStart(2)} conn.   ${aim(list.figures).padEnd(6)}   CPU per answer: ` +
        `Node ${list.cpuMsPerRequest.node.toFixed(2)} ms, PostgreSQL ${list.cpuMsPerRequest.postgres.toFixed(2)} ms`,
    ),
    ...(load
      ? [
          `  load average (1, 5, 15 min) before the list rows: ${averages(load.before)}, after: ${averages(load.after)}`,
        ]
      : []),
  ];
}

function bookableLines(results: BenchResults): string[] {
  const bookable = results.bookable;
  const label = 'GET timeline/rooms/bookable (one room, 31 days)';
  if (!bookable) return [row(['bookable', label, '', NOT_MEASURED])];
  const aim = (figures: LoadFigures) => (figures.latencyP95Ms < BOOKABLE_P95_AIM_MS ? 'met' : 'MISSED');
  return [
    loadRow('bookable', label, bookable.figures),
    loadRow('bookable', `${label}, a horizon not asked before`, bookable.newEachTime),
    '',
    `Bookable timeline (standalone, gateway plugin, as SUPER_ADMIN): a sector of ${bookable.doctors} doctors and ` +
      `${bookable.rooms} rooms, ${bookable.appointments} appointments; answer of ${bookable.steps} steps, ` +
      `${(bookable.bytes / 1024).toFixed(0)} KiB; aim p95 < ${BOOKABLE_P95_AIM_MS} ms: ${aim(bookable.figures)} ` +
      `(the same again), ${aim(bookable.newEachTime)} (a horizon not asked before each time)`,
  ];
}

/** The export lines: rows per second and the platform's memory growth, against their aims. */
export function exportLines(results: Pick<BenchResults, 'export'>): string[] {
  const figures = results.export;
  if (!figures) return [`Export (standalone, gateway plugin): ${NOT_MEASURED}`];
  const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
  return [
    `Export (standalone, gateway plugin, as SUPER_ADMIN): GET export/appointments of ${figures.rows} appointments ` +
      `(inserted in ${figures.insertSeconds.toFixed(1)} s), ${figures.megabytes.toFixed(1)} MB of CSV in ${figures.seconds.toFixed(2)} s:`,
    `  ${Math.round(figures.rowsPerSecond)} rows/s (aim > ${EXPORT_ROWS_PER_SECOND_AIM}: ${met(figures.rowsPerSecond > EXPORT_ROWS_PER_SECOND_AIM)}); ` +
      `platform RSS ${figures.rssBeforeMb.toFixed(1)} MB before, ${figures.rssPeakMb.toFixed(1)} MB at most during it: ` +
      `+${figures.rssGrowthMb.toFixed(1)} MB (aim < ${EXPORT_RSS_GROWTH_AIM_MB}: ${met(figures.rssGrowthMb < EXPORT_RSS_GROWTH_AIM_MB)})`,
    `  CPU: platform Node ${figures.nodeCpuSeconds.toFixed(2)} s, PostgreSQL ${figures.postgresCpuSeconds.toFixed(2)} s: ` +
      `${Math.round(figures.rowsPerCpuSecond)} rows per CPU second of the busier one ` +
      `(load average ${figures.loadAverage.toFixed(1)} on ${os.cpus().length} cores while measured)`,
    `  PostgreSQL's own COPY of the same rows right after (the export's statement, from the bench): ` +
      `${Math.round(figures.copy.rowsPerSecond)} rows/s (${figures.copy.rows} in ${figures.copy.seconds.toFixed(2)} s); ` +
      `export / COPY = ${aimed(figures.rowsPerSecond / figures.copy.rowsPerSecond, EXPORT_COPY_SHARE_AIM)}`,
  ];
}

/**
 * The statistics lines: the bulk data, the rebuild's duration, then per dashboard call the rollup's figures at 20
 * connections beside the same figure computed on the fly by SQL, and their p95 ratio.
 */
export function indicatorsLines(results: Pick<BenchResults, 'indicators'>): string[] {
  const figures = results.indicators;
  if (!figures) return [`Statistics (indicators): ${NOT_MEASURED}`];
  const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const { counts } = figures;
  const rebuild = figures.rebuild
    ? `${figures.rebuild.seconds.toFixed(1)} s (aim < ${REBUILD_AIM_S} s: ${met(figures.rebuild.seconds < REBUILD_AIM_S)}), ` +
      `${figures.rebuild.appointments} appointments and ${figures.rebuild.evaluations} evaluations in the model`
    : figures.serviceFound
      ? NOT_MEASURED
      : `${NOT_MEASURED} (no indicators service answers on this platform)`;
  const header = [
    'Call'.padEnd(38),
    'again req/s'.padStart(12),
    'p95 ms'.padStart(8),
    'new req/s'.padStart(10),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
    'aim'.padStart(7),
    'SQL conns'.padStart(10),
    'runs/s'.padStart(8),
    'p50 ms'.padStart(9),
    'p95 ms'.padStart(9),
    'SQL/new p95'.padStart(15),
  ].join(' ');
  const lines = figures.rows.map(({ label, rollup, fresh, onTheFly }) =>
    [
      label.padEnd(38),
      (rollup ? rollup.requestsPerSecond.toFixed(1) : '-').padStart(12),
      (rollup ? rollup.latencyP95Ms.toFixed(1) : '-').padStart(8),
      (fresh ? fresh.requestsPerSecond.toFixed(1) : '-').padStart(10),
      (fresh ? fresh.latencyP50Ms.toFixed(1) : '-').padStart(8),
      (fresh ? fresh.latencyP95Ms.toFixed(1) : '-').padStart(8),
      (fresh ? met(fresh.latencyP95Ms < INDICATORS_P95_AIM_MS) : '-').padStart(7),
      String(onTheFly.connections).padStart(10),
      onTheFly.runsPerSecond.toFixed(2).padStart(8),
      onTheFly.p50Ms.toFixed(1).padStart(9),
      onTheFly.p95Ms.toFixed(1).padStart(9),
      (fresh ? `${(onTheFly.p95Ms / fresh.latencyP95Ms).toFixed(1)}×` : '-').padStart(15),
    ].join(' '),
  );
  return [
    `Statistics (standalone, gateway plugin, as SUPER_ADMIN): ${counts.appointments} appointments over ${counts.years} years ` +
      `in ${counts.rooms} rooms and ${counts.sectors} sectors, ${counts.rooms} doctors, ${counts.patients} patients, ` +
      `${figures.weeklySlots} weekly slots, ${figures.evaluations} evaluations ` +
      (figures.dataKept
        ? '(kept from an earlier run in BENCH_INDICATORS_DATA_DIR)'
        : `(inserted in ${figures.insertSeconds.toFixed(1)} s)`),
    `  rebuild of the read model from the owners' exports: ${rebuild}`,
    `  dashboard calls at 20 connections, the same call again (answers kept) and a call not asked before ` +
      `(currentMoment a minute later each request; aim p95 < ${INDICATORS_P95_AIM_MS} ms checked on it), beside the same figure by SQL over ` +
      `schedule's tables; load average ${figures.loadAverage.before.map((v) => v.toFixed(1)).join(' ')} before, ` +
      `${figures.loadAverage.after.map((v) => v.toFixed(1)).join(' ')} after, on ${os.cpus().length} cores`,
    `  ${header}`,
    ...lines.map((line) => `  ${line}`),
  ];
}

function bookingLines(results: BenchResults): string[] {
  const { standalone, distributed, share, calendarWeek } = results.booking;
  const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const summary = (mode: string, booking: BookingFigures | undefined) =>
    booking
      ? `  ${mode}: ${booking.figures.requestsPerSecond.toFixed(1)} bookings/s (aim ≥ ${BOOKING_AIM.perSecond}: ` +
        `${met(booking.figures.requestsPerSecond >= BOOKING_AIM.perSecond)}), p99 ${booking.figures.latencyP99Ms.toFixed(1)} ms ` +
        `(aim < ${BOOKING_AIM.p99Ms}: ${met(booking.figures.latencyP99Ms < BOOKING_AIM.p99Ms)}), ${booking.booked} booked, ` +
        `${booking.overlaps} overlaps; raw INSERT of the table, same database and connections: ` +
        `${booking.rawInserts.insertsPerSecond.toFixed(1)}/s`
      : `  ${mode}: ${NOT_MEASURED}`;
  return [
    loadRow('standalone', 'POST /api/schedule/appointments (each its own slot)', standalone?.figures),
    loadRow('distributed', 'POST /api/schedule/appointments through the gateway', distributed?.figures),
    loadRow(
      'standalone',
      `GET /api/schedule/appointments/calendar (zstd), a room week of ${CALENDAR_WEEK_APPOINTMENTS}`,
      calendarWeek?.repeated,
    ),
    loadRow(
      'standalone',
      `GET /api/schedule/appointments/calendar (zstd), a week not asked before`,
      calendarWeek?.newEachTime,
    ),
    '',
    'Bookings (as SUPER_ADMIN, 200 doctor-and-room pairs inserted straight into the schedule database):',
    summary('standalone', standalone),
    summary('distributed', distributed),
    ...shippingLines(results),
    `  distributed / standalone bookings/s = ${aimed(share, BOOKING_AIM.distributedShare)}`,
    calendarWeek
      ? `  room week of ${CALENDAR_WEEK_APPOINTMENTS} appointments as the calendar asks it (aim p95 < ${CALENDAR_WEEK_P95_AIM_MS}): ` +
        `the same again p95 ${calendarWeek.repeated.latencyP95Ms.toFixed(1)} ms ` +
        `(${met(calendarWeek.repeated.latencyP95Ms < CALENDAR_WEEK_P95_AIM_MS)}), a week not asked before each time p95 ` +
        `${calendarWeek.newEachTime.latencyP95Ms.toFixed(1)} ms (${met(calendarWeek.newEachTime.latencyP95Ms < CALENDAR_WEEK_P95_AIM_MS)})`
      : `  room week: ${NOT_MEASURED}`,
  ];
}

/**
 * The shipping lines, beside the booking row: bookings on two platforms logging every request line, one shipping
 * them, in turn; the lines shipped per second and dropped, and the cost in mean latency against its aim.
 */
export function shippingLines(results: Pick<BenchResults, 'booking'>): string[] {
  const shipping = results.booking.shipping;
  if (!shipping) return [`  log shipping: ${NOT_MEASURED}`];
  const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const label = { off: 'without (LOG_SHIPPING=false)', on: 'every line (LOG_SHIP_LEVEL=info)' };
  const round = ({
    shipping: variant,
    figures,
    shipped,
    dropped,
    linesPerSecond,
    cpuMsPerBooking,
    loadAverage,
  }: ShippingRound) =>
    `    ${label[variant].padEnd(33)} ${figures.requestsPerSecond.toFixed(1).padStart(7)} bookings/s, mean ` +
    `${figures.latencyMeanMs.toFixed(1)} ms, p95 ${figures.latencyP95Ms.toFixed(1)} ms; ${shipped} lines shipped ` +
    `(${linesPerSecond.toFixed(0)}/s), ${dropped} dropped; CPU per booking: platform Node ` +
    `${cpuMsPerBooking.node.toFixed(2)} ms, PostgreSQL ${cpuMsPerBooking.postgres.toFixed(2)} ms ` +
    `(load average ${loadAverage.toFixed(1)})`;
  const { rounds, meanMs, linesPerSecond, costShare } = shipping;
  const rate = linesPerSecond >= SHIPPING_AIM.linesPerSecond ? 'reached' : 'NOT reached';
  return [
    `  log shipping (standalone, every request line logged at info and ${SHIPPING_AIM.linesPerSecond} lines/s more, ` +
      `two new platforms measured in turn, ` +
      `${rounds[0]?.figures.connections ?? 0} connections):`,
    ...rounds.map(round),
    `    mean latency over the rounds: without ${meanMs.off.toFixed(1)} ms, with ${meanMs.on.toFixed(1)} ms; ` +
      `cost = (with − without) / without = ${(costShare * 100).toFixed(1)} % ` +
      `(aim < ${SHIPPING_AIM.costShare * 100} %: ${met(costShare < SHIPPING_AIM.costShare)}) at ` +
      `${linesPerSecond.toFixed(0)} lines/s shipped (aim rate ${SHIPPING_AIM.linesPerSecond}: ${rate}) on ` +
      `${os.cpus().length} cores`,
  ];
}

const ms = (value: number) => `${Math.round(value)} ms`;

function renderMoveLine(label: string, move: RenderMove, aimMs = RENDER_AIM_MS): string {
  return (
    `  ${label.padEnd(34)} p50 ${ms(move.p50Ms).padStart(8)}, p95 ${ms(move.p95Ms).padStart(8)} ` +
    `(aim < ${aimMs}: ${move.p95Ms < aimMs ? 'met' : 'MISSED'}); medians: ` +
    `${ms(move.beforeRequestP50Ms)} before the request, ${ms(move.requestP50Ms)} waiting for the API, ` +
    `${ms(move.afterAnswerP50Ms)} from its answer to the paint; main thread CPU ${ms(move.cpuP50Ms)}`
  );
}

/** The same week on the bare FullCalendar page, and the application's times over it (aim: at most 1.3×). */
function floorLine(move: RenderMove, floor: FloorMove): string {
  const p50 = move.p50Ms / floor.p50Ms;
  const p95 = move.p95Ms / floor.p95Ms;
  return (
    `  ${'  the same week, bare FullCalendar'.padEnd(34)} p50 ${ms(floor.p50Ms).padStart(8)}, p95 ` +
    `${ms(floor.p95Ms).padStart(8)}, main thread CPU ${ms(floor.cpuP50Ms)}; the page over it: p50 ` +
    `${p50.toFixed(2)}×, p95 ${p95.toFixed(2)}× (aim ≤ ${FLOOR_RATIO_AIM}×: ${p95 <= FLOOR_RATIO_AIM ? 'met' : 'MISSED'}), ` +
    `main thread CPU ${(move.cpuP50Ms / floor.cpuP50Ms).toFixed(2)}×`
  );
}

/**
 * The render lines: the room calendar page in Chromium, first load and week change of the loaded week and the
 * first load of a usual week, against their aims, the first loads beside the library's floor.
 */
export function renderLines(results: Pick<BenchResults, 'render'>): string[] {
  const figures = results.render;
  if (!figures) return [`Room calendar render (Chromium): ${NOT_MEASURED}`];
  const answer = figures.weekChange.samples[0]?.answerBytes ?? { encoded: NaN, decoded: NaN };
  const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;
  return [
    `Room calendar render (headless Chromium, as SUPER_ADMIN): ${figures.appointmentsPerWeek} appointments a week, ` +
      `${figures.eventsShown} within the shown hours, an answer of ${kib(answer.decoded)} ` +
      `(${kib(answer.encoded)} on the wire); ${figures.runs} runs, from the start to the week painted:`,
    renderMoveLine('first load (navigation start)', figures.firstLoad),
    floorLine(figures.firstLoad, figures.floor.loaded),
    renderMoveLine('next week (from the click)', figures.weekChange),
    renderMoveLine(
      `usual week (${figures.usual.appointments}, ${figures.usual.eventsShown} shown), first load`,
      figures.usual.load,
      USUAL_RENDER_AIM_MS,
    ),
    floorLine(figures.usual.load, figures.floor.usual),
    `  load average (1, 5, 15 min) before the runs: ${figures.loadAverage.before.map((value) => value.toFixed(2)).join(' ')}, ` +
      `after: ${figures.loadAverage.after.map((value) => value.toFixed(2)).join(' ')}`,
  ];
}

/** The logger lines: the bulk rows, then each read's figures at 20 connections against its aim. */
export function loggerLines(results: Pick<BenchResults, 'logger'>): string[] {
  const figures = results.logger;
  if (!figures) return [`Logger: ${NOT_MEASURED}`];
  return [
    `Logger (standalone, gateway plugin, as SUPER_ADMIN): ${figures.rows} log lines and ${figures.rows} audit entries ` +
      `(inserted in ${figures.insertSeconds.toFixed(1)} s)`,
    ...figures.measured.flatMap(({ label, matched, aimMs, figures: load, alone }) => [
      `  ${label} (${matched} matched):`,
      ...[load, alone].map(
        (run) =>
          `    ${String(run.connections).padStart(2)} connection(s): ${run.requestsPerSecond.toFixed(1).padStart(7)} req/s, ` +
          `p50 ${run.latencyP50Ms.toFixed(1)} ms, p95 ${run.latencyP95Ms.toFixed(1)} ms ` +
          `(aim < ${aimMs}: ${run.latencyP95Ms < aimMs ? 'met' : 'MISSED'}), ${run.errors + run.non2xx} failed`,
      ),
    ]),
  ];
}

/** The one table `npm run bench` prints. */
export function formatReport(results: BenchResults): string {
  const { machine, settings, starts, standalone, distributed } = results;
  return [
    '',
    `Teleplan benchmark, ${results.startedAt}: Node ${machine.node}, ${machine.cpus} × ${machine.cpuModel}, loopback`,
    `autocannon per row: ${settings.get.warmupS} s warm-up (not counted), then ${settings.get.durationS} s measured`,
    ...(settings.only.length < BENCH_PARTS.length ? [`BENCH_ONLY: ${settings.only.join(', ')}`] : []),
    '',
    'Standalone start, process spawn to listening:',
    startLine('cold (empty data dir: initdb, migrations, demo seed)', starts.cold),
    startLine('warm (second start on the same data dir)', starts.warm),
    '',
    row(COLUMNS.map((column) => column.title)),
    loadRow('standalone', `POST ${TOKEN_PATH} (password grant)`, standalone.token),
    rawHashRow(standalone.rawHash),
    loadRow('standalone', `GET ${OWN_ACCOUNT_PATH} (gateway plugin, bearer)`, standalone.ownAccount),
    loadRow('distributed', `GET ${OWN_ACCOUNT_PATH} through the gateway`, distributed.gateway),
    loadRow('distributed', `GET ${OWN_ACCOUNT_PATH} straight to accounts`, distributed.direct),
    ...listLines(results),
    ...bookableLines(results),
    '',
    ...exportLines(results),
    '',
    ...indicatorsLines(results),
    '',
    ...loggerLines(results),
    '',
    ...bookingLines(results),
    '',
    ...renderLines(results),
    '',
    ...faultLines(results),
    '',
    ...(results.live?.lines ?? ['Live feed: not measured']),
    '',
    `Sign-in (standalone, same run): password grants / raw verifications per second = ${aimed(standalone.loginRatio, LOGIN_RATIO_AIM)}`,
    `Gateway hop (distributed, same run): proxied / direct requests/s = ${aimed(distributed.ratio, RATIO_AIM)}`,
    ...(results.problems.length
      ? ['', 'Problems:', ...results.problems.map((problem) => `  - ${problem}`)]
      : []),
    '',
  ].join('\n');
}
