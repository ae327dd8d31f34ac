import { loadavg } from 'node:os';
import { BOOKABLE_P95_AIM_MS, bookableTarget, unseenHorizons } from './bookable-bench.ts';
import {
  CALENDAR_WEEK_CONNECTIONS,
  CALENDAR_WEEK_P95_AIM_MS,
  calendarWeekTarget,
  unseenWeeks,
  viewsWeekTarget,
} from './booking-bench.ts';
import { failedRequests, measure, type LoadTarget } from './load.ts';
import { cpuSeconds } from './process-cpu.ts';
import { cpuProfileOptions, runAlone } from './run-alone.ts';
import type { StandaloneProcess } from './standalone-process.ts';

/**
 * The two schedule read rows alone (`npm run bench:reads -w deploy`): a standalone platform on a temporary data
 * directory, the bookable practice and the loaded room week inserted straight into its schedule database, then
 * the room week at 4 connections (as the calendar asks it: its lean list, zstd; a week not asked before also
 * uncompressed, and as the whole views' list uncompressed, what the calendar asked before) and the bookable timeline at 1 and 20. Besides the latencies it prints the CPU
 * milliseconds per request of the platform's Node process and of its PostgreSQL processes (from /proc, warm-up
 * included): what a request costs, which other work on the machine does not distort the way it distorts time.
 */
const durationS = Number(process.env.BENCH_DURATION_S ?? 10);
const warmupS = Number(process.env.BENCH_WARMUP_S ?? 2);

async function row(
  platform: StandaloneProcess,
  label: string,
  target: LoadTarget,
  connections: number,
  aimMs: number,
) {
  const before = cpuSeconds(platform.pid);
  const figures = await measure(target, { connections, durationS, warmupS });
  const after = cpuSeconds(platform.pid);
  if (failedRequests(figures) > 0)
    throw new Error(`${label}: failed requests ${JSON.stringify(figures.statusCodes)}`);
  const requests = figures.requests + figures.warmup.requests;
  const perRequestMs = (seconds: number) => ((seconds * 1000) / requests).toFixed(2);
  return [
    label.padEnd(22),
    String(connections).padStart(3),
    `${figures.requestsPerSecond.toFixed(0)} req/s`.padStart(10),
    `p50 ${figures.latencyP50Ms} ms`.padStart(11),
    `p95 ${figures.latencyP95Ms.toFixed(0)} ms`.padStart(11),
    `node ${perRequestMs(after.node - before.node)} ms/req`,
    `pg ${perRequestMs(after.postgres - before.postgres)} ms/req`,
    figures.latencyP95Ms < aimMs ? `met (< ${aimMs} ms)` : `MISSED (< ${aimMs} ms)`,
  ].join('  ');
}

const lines: string[] = [];
const loadAverage = (when: string) =>
  `load average ${when}: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`;

await runAlone(
  'reads',
  async (platform) => {
    const week = await calendarWeekTarget(platform.origin, `${platform.pgUrl}/teleplan_schedule`);
    const bookable = await bookableTarget(platform);
    lines.push(loadAverage('before'));
    lines.push(
      await row(platform, 'room week (2,000)', week, CALENDAR_WEEK_CONNECTIONS, CALENDAR_WEEK_P95_AIM_MS),
    );
    lines.push(await row(platform, 'bookable timeline', bookable.target, 1, BOOKABLE_P95_AIM_MS));
    lines.push(await row(platform, 'bookable timeline', bookable.target, 20, BOOKABLE_P95_AIM_MS));
    const plain = { authorization: week.headers?.authorization ?? '' };
    for (const [label, target] of [
      ['week not asked before', week],
      ['  lean, uncompressed', { ...week, headers: plain }],
      ['  views, uncompressed', viewsWeekTarget(week)],
    ] as const)
      lines.push(
        await row(
          platform,
          label,
          { ...target, nextPath: unseenWeeks(target) },
          CALENDAR_WEEK_CONNECTIONS,
          CALENDAR_WEEK_P95_AIM_MS,
        ),
      );
    const unseenBookable = { ...bookable.target, nextPath: unseenHorizons(bookable.target) };
    lines.push(await row(platform, 'bookable not asked', unseenBookable, 1, BOOKABLE_P95_AIM_MS));
    lines.push(await row(platform, 'bookable not asked', unseenBookable, 20, BOOKABLE_P95_AIM_MS));
    lines.push(`bookable answer: ${bookable.steps} steps, ${(bookable.bytes / 1024).toFixed(1)} KiB`);
    lines.push(loadAverage('after'));
  },
  () => lines,
  cpuProfileOptions(),
);
