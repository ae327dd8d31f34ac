import type { DistributedPlatform } from '../distributed/spawn-platform.ts';
import type { SmsPeer } from '@teleplan/notification/test/sms-peer';
import type { SmtpPeer } from '@teleplan/notification/test/smtp-peer';
import { insertBookingWorld, withClient } from './booking-data.ts';
import { streamBookings } from './booking-stream.ts';
import { awaitLiveEvents } from './live-events.ts';
import type { FleetDeliveries, LiveWatchers } from './live-watchers.ts';
import { configurePeers, insertMessagePatients, peerCopies } from './message-patients.ts';
import type { TcpProxy } from './tcp-proxy.ts';

const BOOKINGS_PER_SECOND = Number(process.env.BENCH_BROKER_BOOKINGS_PER_S ?? 5);
const STREAM_S = Number(process.env.BENCH_BROKER_STREAM_S ?? 90);
const BROKER_CUT_S = Number(process.env.BENCH_BROKER_CUT_S ?? 60);
const CUT_AFTER_S = 10;
/** How long the row waits, once RabbitMQ is back and the stream over, for the events and the messages. */
const CATCH_UP_LIMIT_MS = 180_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface BrokerCutFigures {
  cutS: number;
  bookings: number;
  booked: number;
  /** Bookings not answered 201, by status. */
  failed: Record<string, number>;
  /** Bookings whose event notification recorded other than once. */
  recordedWrong: number;
  deliveries: FleetDeliveries;
  /** The confirmations (mail and SMS) of the bookings: sent once each, sent twice, not sent when the row ended. */
  messages: { expected: number; sentOnce: number; duplicated: number; notSent: number };
  /** What the SMTP and SMS peers received: addresses without their copy, copies beyond one. */
  peers: ReturnType<typeof peerCopies>;
  /** From RabbitMQ's return until every event was recorded, then also every confirmation sent; undefined if never. */
  eventsCaughtUpMs: number | undefined;
  caughtUpMs: number | undefined;
}

async function confirmations(notificationUrl: string, appointments: readonly string[]) {
  const rows = await withClient(
    notificationUrl,
    async (client) =>
      (
        await client.query<{ status: string; n: number }>(
          `SELECT status, count(*)::int AS n FROM message
         WHERE kind = 'BOOKING_CONFIRMATION' AND appointment_id = ANY($1) GROUP BY appointment_id, channel, status`,
          [appointments],
        )
      ).rows,
  );
  return {
    expected: appointments.length * 2,
    sentOnce: rows.filter((row) => row.status === 'SENT' && row.n === 1).length,
    duplicated: rows.filter((row) => row.status === 'SENT' && row.n > 1).length,
    notSent: rows.filter((row) => row.status !== 'SENT').reduce((sum, row) => sum + row.n, 0),
  };
}

/**
 * RabbitMQ cut for `BROKER_CUT_S` (the proxy every service reaches it through resets their connections and
 * refuses new ones) during a stream of bookings through the gateway, 5 a second for 90 s, each for its own
 * patient who accepts mails and SMS. At the end every booking's event must have been recorded once and reached
 * every client of the fleet once, and every booking confirmation sent once by mail and once by SMS.
 */
export async function brokerCut(
  platform: DistributedPlatform,
  databaseUrl: (service: string) => string,
  broker: TcpProxy,
  peers: { smtp: SmtpPeer; sms: SmsPeer },
  watchers: LiveWatchers,
  token: string,
  log: (line: string) => void,
): Promise<BrokerCutFigures> {
  const world = await insertBookingWorld(databaseUrl('schedule'), BOOKINGS_PER_SECOND * STREAM_S);
  await insertMessagePatients(
    databaseUrl('notification'),
    world.pairs.map((pair) => pair.patient),
  );
  await configurePeers(platform.gatewayUrl, token, peers.smtp);
  const url = `${platform.gatewayUrl}/api/schedule/appointments`;
  const began = Date.now();
  const stream = streamBookings(url, token, world, BOOKINGS_PER_SECOND);
  await sleep(CUT_AFTER_S * 1000);
  log(`faults: RabbitMQ cut for ${BROKER_CUT_S} s under ${BOOKINGS_PER_SECOND} bookings a second...`);
  await broker.cut();
  await sleep(BROKER_CUT_S * 1000);
  await broker.restore();
  const restoredAt = performance.now();
  log('faults: RabbitMQ back; the stream goes on, then the events and messages are awaited...');
  await sleep(Math.max(0, began + STREAM_S * 1000 - Date.now()));
  const { booked, bookedPairs, failed, sent } = await stream.stop();

  const notificationUrl = databaseUrl('notification');
  let caughtUpMs: number | undefined;
  let messages = await confirmations(notificationUrl, booked);
  const events = await awaitLiveEvents(notificationUrl, world.sector, booked, CATCH_UP_LIMIT_MS);
  const eventsCaughtUpMs = booked.every((id) => events.perAppointment.has(id))
    ? Math.round(performance.now() - restoredAt)
    : undefined;
  while (performance.now() - restoredAt < CATCH_UP_LIMIT_MS) {
    messages = await confirmations(notificationUrl, booked);
    if (messages.sentOnce + messages.duplicated === messages.expected) {
      caughtUpMs = Math.round(performance.now() - restoredAt);
      break;
    }
    await sleep(500);
  }
  return {
    cutS: BROKER_CUT_S,
    bookings: sent,
    booked: booked.length,
    failed,
    recordedWrong: booked.filter((id) => events.perAppointment.get(id) !== 1).length,
    deliveries: await watchers.deliveries(events.ids, 60_000),
    messages,
    peers: peerCopies(peers.smtp, peers.sms, bookedPairs),
    eventsCaughtUpMs,
    caughtUpMs,
  };
}
