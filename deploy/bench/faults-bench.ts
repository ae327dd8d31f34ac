import type { Cleanup } from './cleanup.ts';
import { consumerOutage, type OutageFigures } from './consumer-outage.ts';
import { PG_URL, startBenchPlatform } from './distributed-platform.ts';
import { killUnderBookings, KILL_AIM, type KillFigures } from './kill-under-bookings.ts';
import type { BenchResults } from './results.ts';
import { startTcpProxy } from './tcp-proxy.ts';

export interface FaultFigures {
  kill?: KillFigures;
  outage?: OutageFigures;
}

/**
 * Faults in distributed mode, on a platform of their own whose schedule service reaches its database through a TCP
 * proxy the benchmark controls: the schedule service killed under a booking stream, then its database cut while
 * material-resources announces room renames. What the rows show wrong is a problem of the run.
 */
export async function benchFaults(
  results: BenchResults,
  cleanup: Cleanup,
  log: (line: string) => void,
): Promise<void> {
  const pgServer = new URL(PG_URL);
  const proxy = await startTcpProxy({ host: pgServer.hostname, port: Number(pgServer.port || 5432) });
  cleanup.add('close the database proxy', proxy.close);
  const { platform, databaseUrl, exits, output } = await startBenchPlatform(cleanup, log, {
    serviceDatabasePorts: { schedule: proxy.port },
  });
  const faults: FaultFigures = {};
  results.faults = faults;

  const kill = (faults.kill = await killUnderBookings(platform, databaseUrl('schedule'), log));
  if (kill.lost || kill.unexplained || kill.outcomes.hung)
    results.problems.push(
      `schedule killed under bookings: ${kill.lost} confirmed bookings lost, ${kill.unexplained} unexplained, ` +
        `${kill.outcomes.hung ?? 0} requests hung`,
    );

  const outage = (faults.outage = await consumerOutage(platform, proxy, databaseUrl, exits, log));
  if (outage.caughtUpMs === undefined || outage.appliedTwice)
    results.problems.push(
      `schedule database outage: ${outage.missing} of ${outage.events} events not applied, ` +
        `${outage.appliedTwice} applied twice, ${outage.roomsRight}/${outage.rooms} room names right`,
    );
  if (results.problems.length) {
    const warnings = output.filter((line) => /"level":(4|5|6)\d/.test(line));
    log(`distributed platform said (last 20 warnings):\n${warnings.slice(-20).join('\n')}`);
  }
}

const met = (ok: boolean) => (ok ? 'met' : 'MISSED');

/** The two fault rows of the table. */
export function faultLines(results: Pick<BenchResults, 'faults'>): string[] {
  const { kill, outage } = results.faults ?? {};
  return [
    'Faults (distributed, through the gateway):',
    kill
      ? [
          `  schedule SIGKILL under ${kill.clients} booking clients: ${kill.requests} requests, longest wait ` +
            `${kill.maxWaitMs} ms (aim ≤ ${KILL_AIM.maxWaitMs}: ${met(kill.maxWaitMs <= KILL_AIM.maxWaitMs)}), ` +
            `${kill.overOneSecond} over 1 s, ${kill.outcomes.hung ?? 0} hung; back in ` +
            `${kill.restartMs === undefined ? 'never' : `${kill.restartMs} ms`}`,
          `    answers ${JSON.stringify(kill.outcomes)}; ${kill.confirmed} confirmed, ${kill.lost} lost ` +
            `(${met(kill.lost === 0)}), ${kill.committedUnconfirmed} committed but answered as failed, ` +
            `${kill.unexplained} unexplained (${met(kill.unexplained === 0)})`,
          `    failed ones sent again with their Idempotency-Key: ${kill.retries.sent}: ${kill.retries.replayed} ` +
            `replayed the first answer, ${kill.retries.bookedNow} booked now, ${kill.retries.conflicts} 409 ` +
            `(committed, key not honoured), ${kill.retries.other} other`,
        ].join('\n')
      : '  schedule SIGKILL under bookings: not measured',
    outage
      ? `  schedule database refused for ${outage.outageS} s, ${outage.renames} room renames meanwhile: ` +
        `${outage.events} events, ${outage.appliedOnce} applied once, ${outage.appliedTwice} twice, ` +
        `${outage.missing} missing, ${outage.roomsRight}/${outage.rooms} names right ` +
        `(${met(outage.caughtUpMs !== undefined && outage.appliedTwice === 0)}), caught up ` +
        `${outage.caughtUpMs === undefined ? 'never (2 min)' : `${outage.caughtUpMs} ms`} after the database ` +
        `came back; schedule process died ${outage.scheduleExits} times`
      : '  schedule database outage: not measured',
  ];
}
