import { SmsPeer } from '@teleplan/notification/test/sms-peer';
import { SmtpPeer } from '@teleplan/notification/test/smtp-peer';
import { DEMO_ADMIN } from '../seed/demo-data.ts';
import { brokerCut, type BrokerCutFigures } from './broker-cut.ts';
import type { Cleanup } from './cleanup.ts';
import { consumerOutage, type OutageFigures } from './consumer-outage.ts';
import { AMQP_URL, PG_URL, startBenchPlatform } from './distributed-platform.ts';
import { gatewayRestart, RESTART_AIM, type GatewayRestartFigures } from './gateway-restart.ts';
import { killUnderBookings, KILL_AIM, type KillFigures } from './kill-under-bookings.ts';
import { LiveWatchers, type FleetDeliveries } from './live-watchers.ts';
import { signInAs } from './requests.ts';
import type { BenchResults } from './results.ts';
import { startTcpProxy } from './tcp-proxy.ts';

export interface FaultFigures {
  kill?: KillFigures;
  outage?: OutageFigures;
  gatewayRestart?: GatewayRestartFigures;
  brokerCut?: BrokerCutFigures;
}

const FAULT_ROWS = ['kill', 'outage', 'gateway', 'broker'] as const;
/** The rows `BENCH_FAULTS` names (comma-separated; unset: all). */
const rows = (process.env.BENCH_FAULTS ?? FAULT_ROWS.join(',')).split(',');
/** STOMP clients connected through the gateway for the live feed rows. */
const LIVE_CLIENTS = Number(process.env.BENCH_FAULTS_LIVE_CLIENTS ?? 500);

const deliveryProblem = (deliveries: FleetDeliveries) =>
  deliveries.missed ? `${deliveries.missed} (client, event) deliveries missed` : '';

/**
 * Faults in distributed mode, on a platform of their own whose schedule service reaches its database, and every
 * process RabbitMQ, through TCP proxies the benchmark controls: the schedule service killed under a booking
 * stream; its database cut while material-resources announces room renames; the gateway restarted under STOMP
 * clients of the live feed; RabbitMQ cut under a booking stream whose patients get mails and SMS (local SMTP and
 * SMS peers). `BENCH_FAULTS` picks rows. What the rows show wrong is a problem of the run.
 */
export async function benchFaults(
  results: BenchResults,
  cleanup: Cleanup,
  log: (line: string) => void,
): Promise<void> {
  const pgServer = new URL(PG_URL);
  const proxy = await startTcpProxy({ host: pgServer.hostname, port: Number(pgServer.port || 5432) });
  cleanup.add('close the database proxy', proxy.close);
  const amqpServer = new URL(AMQP_URL);
  const broker = await startTcpProxy({ host: amqpServer.hostname, port: Number(amqpServer.port || 5672) });
  cleanup.add('close the RabbitMQ proxy', broker.close);
  const smtp = await new SmtpPeer({ disabledCommands: ['STARTTLS'], authOptional: true }).start();
  cleanup.add('stop the SMTP peer', () => smtp.close());
  const sms = await new SmsPeer().start();
  cleanup.add('stop the SMS peer', () => sms.close());
  const { platform, databaseUrl, exits, output } = await startBenchPlatform(cleanup, log, {
    serviceDatabasePorts: { schedule: proxy.port },
    amqpPort: broker.port,
    serviceEnv: {
      notification: {
        NOTIFICATION_SMTP_ALLOWED_INTERNAL_HOSTS: '127.0.0.1',
        NOTIFICATION_SMS_URL: sms.url,
        NOTIFICATION_MESSAGE_POLL_SECONDS: '1',
      },
    },
  });
  const faults: FaultFigures = {};
  results.faults = faults;

  if (rows.includes('kill')) {
    const kill = (faults.kill = await killUnderBookings(platform, databaseUrl('schedule'), log));
    if (kill.lost || kill.unexplained || kill.outcomes.hung)
      results.problems.push(
        `schedule killed under bookings: ${kill.lost} confirmed bookings lost, ${kill.unexplained} unexplained, ` +
          `${kill.outcomes.hung ?? 0} requests hung`,
      );
  }

  if (rows.includes('outage')) {
    const outage = (faults.outage = await consumerOutage(platform, proxy, databaseUrl, exits, log));
    if (outage.caughtUpMs === undefined || outage.appliedTwice)
      results.problems.push(
        `schedule database outage: ${outage.missing} of ${outage.events} events not applied, ` +
          `${outage.appliedTwice} applied twice, ${outage.roomsRight}/${outage.rooms} room names right`,
      );
  }

  if (rows.includes('gateway') || rows.includes('broker')) {
    const token = await signInAs(platform.gatewayUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
    log(`faults: connecting ${LIVE_CLIENTS} STOMP clients through the gateway...`);
    const watchers = await LiveWatchers.connect(platform.gatewayUrl, token, LIVE_CLIENTS);
    cleanup.add('close the STOMP clients', () => watchers.close());
    if (rows.includes('gateway')) {
      const restart = (faults.gatewayRestart = await gatewayRestart(
        platform,
        databaseUrl,
        watchers,
        token,
        log,
      ));
      const wrong = [
        restart.withinAim < watchers.size
          ? `${watchers.size - restart.withinAim} clients not back within 10 s`
          : '',
        restart.recordedWrong ? `${restart.recordedWrong} bookings not recorded once` : '',
        deliveryProblem(restart.deliveries),
      ].filter(Boolean);
      if (wrong.length) results.problems.push(`gateway restarted under live clients: ${wrong.join(', ')}`);
    }
    if (rows.includes('broker')) {
      const cut = (faults.brokerCut = await brokerCut(
        platform,
        databaseUrl,
        broker,
        { smtp, sms },
        watchers,
        token,
        log,
      ));
      const { messages, peers } = cut;
      const wrong = [
        cut.recordedWrong ? `${cut.recordedWrong} bookings not recorded once` : '',
        deliveryProblem(cut.deliveries),
        messages.sentOnce < messages.expected
          ? `${messages.expected - messages.sentOnce} confirmations not sent once`
          : '',
        peers.mail.missing + peers.sms.missing
          ? `${peers.mail.missing + peers.sms.missing} addresses without their message`
          : '',
        peers.mail.duplicates + peers.sms.duplicates
          ? `${peers.mail.duplicates + peers.sms.duplicates} messages received twice`
          : '',
      ].filter(Boolean);
      if (wrong.length) results.problems.push(`RabbitMQ cut under bookings: ${wrong.join(', ')}`);
    }
  }
  if (results.problems.length) {
    const warnings = output.filter((line) => /"level":(4|5|6)\d/.test(line));
    log(`distributed platform said (last 20 warnings):\n${warnings.slice(-20).join('\n')}`);
  }
}

const met = (ok: boolean) => (ok ? 'met' : 'MISSED');

const ms = (value: number | undefined) => (value === undefined ? 'never (3 min)' : `${value} ms`);
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const fleetLine = (deliveries: FleetDeliveries) =>
  `${deliveries.events} events × ${deliveries.clients} clients: ${deliveries.missed} missed ` +
  `(${met(deliveries.missed === 0)}), ${deliveries.duplicates} duplicates (dropped by the client's dedupe), ` +
  `${deliveries.reloads} RELOAD; all delivered ${deliveries.settledMs === undefined ? 'never' : `${deliveries.settledMs} ms`} after the row's end`;

function restartLines(restart: GatewayRestartFigures | undefined, clients: number): string[] {
  if (!restart) return ['  gateway restart under live clients: not measured'];
  const sorted = [...restart.reconnectMs].sort((a, b) => a - b);
  return [
    `  gateway SIGTERM and restart under ${clients} STOMP clients (back in ` +
      `${restart.gatewayBackMs === undefined ? 'never' : `${restart.gatewayBackMs} ms`}): ${restart.withinAim}/${clients} ` +
      `reconnected within ${RESTART_AIM.reconnectMs / 1000} s (${met(restart.withinAim === clients)}), ` +
      `${restart.neverBack} never; reconnection p50 ${percentile(sorted, 50)} ms, p99 ${percentile(sorted, 99)} ms, ` +
      `max ${sorted.at(-1)} ms`,
    `    ${restart.bookings} bookings straight to schedule meanwhile (${JSON.stringify(restart.failed)} failed), ` +
      `${restart.recordedWrong} not recorded once; ${fleetLine(restart.deliveries)}`,
  ];
}

function brokerLines(cut: BrokerCutFigures | undefined): string[] {
  if (!cut) return ['  RabbitMQ cut under bookings: not measured'];
  const { messages, peers } = cut;
  return [
    `  RabbitMQ cut for ${cut.cutS} s under ${cut.bookings} bookings (${cut.booked} booked, ` +
      `${JSON.stringify(cut.failed)} failed): ${cut.recordedWrong} not recorded once as live events; ` +
      `after RabbitMQ came back, events recorded in ${ms(cut.eventsCaughtUpMs)}, confirmations sent in ${ms(cut.caughtUpMs)}`,
    `    ${fleetLine(cut.deliveries)}`,
    `    confirmations (mail and SMS): ${messages.sentOnce}/${messages.expected} sent once, ${messages.duplicated} ` +
      `sent twice, ${messages.notSent} not sent (${met(messages.sentOnce === messages.expected && !messages.duplicated)}); ` +
      `peers: mail ${peers.mail.missing} missing, ${peers.mail.duplicates} duplicates; SMS ${peers.sms.missing} ` +
      `missing, ${peers.sms.duplicates} duplicates (${met(!peers.mail.missing && !peers.mail.duplicates && !peers.sms.missing && !peers.sms.duplicates)})`,
  ];
}

/** The fault rows of the table. */
export function faultLines(results: Pick<BenchResults, 'faults'>): string[] {
  const { kill, outage, gatewayRestart: restart, brokerCut: cut } = results.faults ?? {};
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
    ...restartLines(restart, restart?.deliveries.clients ?? LIVE_CLIENTS),
    ...brokerLines(cut),
  ];
}
