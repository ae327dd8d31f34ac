import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Cleanup } from './cleanup.ts';
import { benchBookable } from './bookable-bench.ts';
import { benchExport } from './export-bench.ts';
import { benchIndicators } from './indicators-bench.ts';
import { benchLogger } from './logger-bench.ts';
import { benchBooking, benchCalendarWeek } from './booking-bench.ts';
import { benchLists } from './lists-bench.ts';
import { measure } from './load.ts';
import { measureRawHash } from './raw-hash.ts';
import { benchCalendarRender, ensureWebBuilt } from './render-bench.ts';
import { checkOwnAccount, ownAccount, passwordGrant, signIn } from './requests.ts';
import type { BenchResults } from './results.ts';
import { benchShipping } from './shipping-bench.ts';
import { launchStandalone, type StandaloneProcess } from './standalone-process.ts';

/** High enough that the per-address token limits (gateway, authenticator) never answer 429 during a run. */
const BENCH_TOKEN_RATE_LIMIT = 1_000_000;

function startFigures(platform: StandaloneProcess) {
  return {
    seconds: platform.startS,
    platformSeconds: platform.platformS,
    seeded: platform.seeded,
    seedStages: platform.seedStagesS,
  };
}

/**
 * Standalone mode in a temporary data directory: a cold start (initdb, migrations, demo seed), a stop, a warm
 * start on the same directory, then the token endpoint and an authenticated read under load, then the list
 * endpoints on bulk rows (`lists-bench.ts`), the bookable timeline of a busy practice (`bookable-bench.ts`), the
 * appointments export (`export-bench.ts`), bookings and a loaded room week (`booking-bench.ts`), and such a week
 * rendered in Chromium (`render-bench.ts`), the statistics and the logger; that platform stopped, what shipping
 * every request line costs the bookings (`shipping-bench.ts`). Fills `results` as it goes.
 */
export async function benchStandalone(
  results: BenchResults,
  cleanup: Cleanup,
  log: (line: string) => void,
): Promise<void> {
  // The render row's pages come from web/dist as it is when the platform starts.
  if (results.settings.only.includes('standalone')) await ensureWebBuilt(log);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'teleplan-bench-'));
  cleanup.add(`remove ${dataDir}`, async () => rmSync(dataDir, { recursive: true, force: true }));
  const output: string[] = [];
  const launch = async () => {
    const platform = await launchStandalone({
      dataDir,
      tokenRateLimit: BENCH_TOKEN_RATE_LIMIT,
      onLine: (line) => output.push(line),
    }).catch((error: unknown) => {
      log(output.join('\n'));
      throw error;
    });
    cleanup.add('stop the standalone platform', platform.stop);
    return platform;
  };

  log('standalone: cold start on an empty data directory...');
  const cold = await launch();
  if (!cold.seeded)
    throw new Error('The cold start did not seed the demo accounts: the data dir was not empty');
  results.starts.cold = startFigures(cold);
  if (!results.settings.only.includes('standalone')) {
    // BENCH_ONLY=lists: the lists on the platform just started, without the second start and the other rows.
    await benchLists(cold, results, log);
    return;
  }
  await cold.stop();

  log('standalone: warm start on the same data directory...');
  const warm = await launch();
  results.starts.warm = startFigures(warm);

  const accessToken = await signIn(warm.origin);
  const read = ownAccount(warm.origin, accessToken);
  await checkOwnAccount(read);

  log(`standalone: POST token (${results.settings.token.connections} connections)...`);
  results.standalone.token = await measure(passwordGrant(warm.origin), results.settings.token);
  log(
    `standalone: Argon2id verify alone, same parameters (${results.settings.token.connections} at once)...`,
  );
  results.standalone.rawHash = await measureRawHash(results.settings.token);
  results.standalone.loginRatio =
    results.standalone.token.requestsPerSecond / results.standalone.rawHash.verifiesPerSecond;
  log(`standalone: GET own account (${results.settings.get.connections} connections)...`);
  results.standalone.ownAccount = await measure(read, results.settings.get);

  if (results.settings.only.includes('lists')) await benchLists(warm, results, log);
  await benchBookable(warm, results, log);
  await benchExport(warm, results, log);

  const schedule = `${warm.pgUrl}/teleplan_schedule`;
  log(`booking: POST appointments (${results.settings.get.connections} connections)...`);
  results.booking.standalone = await benchBooking(warm.origin, schedule, results.settings.get);
  log('booking: GET a room week of 2,000 appointments...');
  results.booking.calendarWeek = await benchCalendarWeek(warm.origin, schedule, results.settings.get);
  log('render: the room calendar page in Chromium...');
  results.render = await benchCalendarRender(warm.origin, schedule, log);
  // Last: their millions of rows would weigh on the rows above.
  await benchIndicators(warm, results, log);
  await benchLogger(warm, results, log);

  // Printed before the stop: what the platform said while it started, stopped once and was measured.
  const warnings = output.filter((line) => /^(WARN|ERROR|FATAL)/.test(line));
  if (warnings.length) log(`standalone platform said:\n${warnings.slice(0, 20).join('\n')}`);
  // Stopped first: the shipping rows' two platforms are the only ones then.
  await warm.stop();
  results.booking.shipping = await benchShipping(results.settings.get, cleanup, log);
}
