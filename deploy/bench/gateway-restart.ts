import type { DistributedPlatform } from '../distributed/spawn-platform.ts';
import { insertBookingWorld } from './booking-data.ts';
import { streamBookings } from './booking-stream.ts';
import { awaitLiveEvents } from './live-events.ts';
import type { FleetDeliveries, LiveWatchers } from './live-watchers.ts';

/** Aim: every client back within 10 s of the restart, no event missed. */
export const RESTART_AIM = { reconnectMs: 10_000 } as const;
const BOOKINGS_PER_SECOND = 5;
const PAIRS = 100;
/** How long the row waits for the clients to come back, and then for the events to reach them. */
const RECONNECT_LIMIT_MS = 60_000;
const DELIVERY_LIMIT_MS = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface GatewayRestartFigures {
  /** From the SIGTERM until the new gateway answered ready; undefined if it never did. */
  gatewayBackMs: number | undefined;
  /** Per client, from the SIGTERM to its next CONNECTED frame (only those that came back). */
  reconnectMs: number[];
  /** Clients back within `RESTART_AIM.reconnectMs`, and those never back. */
  withinAim: number;
  neverBack: number;
  bookings: number;
  /** Bookings not answered 201, by status (they went straight to schedule, not through the gateway). */
  failed: Record<string, number>;
  /** Events recorded by notification for the bookings, and bookings recorded other than once. */
  recordedWrong: number;
  deliveries: FleetDeliveries;
}

/** Until the gateway started after `stopped` (another process) answers ready. */
async function gatewayReady(
  platform: DistributedPlatform,
  stopped: number | undefined,
  since: number,
): Promise<number | undefined> {
  const deadline = since + RECONNECT_LIMIT_MS;
  while (performance.now() < deadline) {
    const ok = await fetch(`${platform.gatewayUrl}/api/gateway/ready`, { signal: AbortSignal.timeout(1_000) })
      .then((answer) => answer.status === 200)
      .catch(() => false);
    const pid = platform.pid('gateway');
    if (ok && pid && pid !== stopped) return Math.round(performance.now() - since);
    await sleep(50);
  }
  return undefined;
}

/**
 * The gateway restarted (SIGTERM, the platform starts it again) while the fleet of STOMP clients is connected
 * through it and bookings go on (5 a second, straight to schedule so that the restart does not refuse them) from
 * 3 s before to 5 s after every client is back. Each client must reconnect by itself and receive every event of
 * the bookings, replayed from its last event id for those made while it was away.
 */
export async function gatewayRestart(
  platform: DistributedPlatform,
  databaseUrl: (service: string) => string,
  watchers: LiveWatchers,
  token: string,
  log: (line: string) => void,
): Promise<GatewayRestartFigures> {
  const world = await insertBookingWorld(databaseUrl('schedule'), PAIRS);
  const url = `${platform.serviceUrls.schedule}/api/schedule/appointments`;
  const stream = streamBookings(url, token, world, BOOKINGS_PER_SECOND);
  await sleep(3_000);
  const pid = platform.pid('gateway');
  log(
    `faults: SIGTERM to the gateway (pid ${pid}) with ${watchers.size} STOMP clients connected through it...`,
  );
  const since = performance.now();
  if (pid) process.kill(pid, 'SIGTERM');
  const gatewayBackMs = await gatewayReady(platform, pid, since);
  while (
    watchers.reconnectedAfter(since).includes(undefined) &&
    performance.now() - since < RECONNECT_LIMIT_MS
  )
    await sleep(100);
  await sleep(5_000);
  const { booked, failed, sent } = await stream.stop();
  const reconnected = watchers.reconnectedAfter(since);
  const reconnectMs = reconnected.filter((ms) => ms !== undefined).map(Math.round);
  log(
    `faults: ${reconnectMs.length}/${watchers.size} clients back; waiting for the ${booked.length} events...`,
  );
  const events = await awaitLiveEvents(databaseUrl('notification'), world.sector, booked, DELIVERY_LIMIT_MS);
  return {
    gatewayBackMs,
    reconnectMs,
    withinAim: reconnectMs.filter((ms) => ms <= RESTART_AIM.reconnectMs).length,
    neverBack: reconnected.length - reconnectMs.length,
    bookings: sent,
    failed,
    recordedWrong: booked.filter((id) => events.perAppointment.get(id) !== 1).length,
    deliveries: await watchers.deliveries(events.ids, DELIVERY_LIMIT_MS),
  };
}
