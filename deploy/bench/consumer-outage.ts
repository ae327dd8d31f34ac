import pg from 'pg';
import { DEMO_ADMIN } from '../seed/demo-data.ts';
import type { DistributedPlatform } from '../distributed/spawn-platform.ts';
import type { ExitReport } from '../distributed/supervisor.ts';
import { signInAs } from './requests.ts';
import type { TcpProxy } from './tcp-proxy.ts';

export const OUTAGE_S = Number(process.env.BENCH_OUTAGE_S ?? 30);
const RENAMES = 10;
/** How long the row waits, after the database is back, for every event to be applied. */
const CATCH_UP_LIMIT_MS = 120_000;

/** Room renames made while the schedule service's database refused connections, and what schedule made of them. */
export interface OutageFigures {
  outageS: number;
  /** Renames material-resources accepted (200) during the outage, and the room.updated events it recorded. */
  renames: number;
  events: number;
  /** Events in schedule's inbox once, more than once, not at all, when the row ended. */
  appliedOnce: number;
  appliedTwice: number;
  missing: number;
  /** Renamed rooms whose name in schedule is the last one given, out of those renamed. */
  roomsRight: number;
  rooms: number;
  /** From the database's return until every event was applied and every name right; undefined if never. */
  caughtUpMs: number | undefined;
  /** Times the schedule process died during the row (the platform restarted it). */
  scheduleExits: number;
}

async function query<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Cuts the schedule service's database (the proxy it is given refuses connections) for `OUTAGE_S`, renames rooms
 * through the gateway meanwhile (material-resources publishes room.updated, which schedule consumes into its room
 * replica), restores the database, and waits until schedule has applied every event: each in its inbox once,
 * each room's name the last one given.
 */
export async function consumerOutage(
  platform: DistributedPlatform,
  proxy: TcpProxy,
  databaseUrl: (service: string) => string,
  exits: readonly ExitReport[],
  log: (line: string) => void,
): Promise<OutageFigures> {
  const token = await signInAs(platform.gatewayUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const roomsAnswer = await fetch(`${platform.gatewayUrl}/api/material-resources/rooms`, { headers });
  const rooms = ((await roomsAnswer.json()) as { id: string }[]).slice(0, 5).map((room) => room.id);
  if (roomsAnswer.status !== 200 || rooms.length === 0)
    throw new Error(`GET rooms answered ${roomsAnswer.status} with ${rooms.length} rooms`);
  const exitsBefore = exits.filter((exit) => exit.name === 'schedule').length;
  const since = (await query<{ now: Date }>(databaseUrl('material-resources'), 'SELECT now()', []))[0]!.now;

  log(`faults: schedule's database cut for ${OUTAGE_S} s, ${RENAMES} room renames meanwhile...`);
  await proxy.cut();
  const lastName = new Map<string, string>();
  let accepted = 0;
  const cutAt = Date.now();
  for (let n = 0; n < RENAMES; n++) {
    const room = rooms[n % rooms.length]!;
    const name = `Salle panne ${cutAt}-${n}`;
    const answer = await fetch(`${platform.gatewayUrl}/api/material-resources/rooms/${room}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ name }),
    });
    if (answer.status === 200) {
      accepted++;
      lastName.set(room, name);
    }
    await new Promise((resolve) => setTimeout(resolve, (OUTAGE_S * 1000) / (RENAMES + 1)));
  }
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, cutAt + OUTAGE_S * 1000 - Date.now())));
  await proxy.restore();
  const restoredAt = performance.now();
  log('faults: schedule database back; waiting for the events to be applied...');

  const events = (
    await query<{ id: string }>(
      databaseUrl('material-resources'),
      "SELECT id FROM outbox_event WHERE type = 'room.updated' AND created_at >= $1",
      [since],
    )
  ).map((row) => row.id);
  const renamed = [...lastName.keys()];
  const check = async () => {
    const inbox = await query<{ id: string; n: number }>(
      databaseUrl('schedule'),
      'SELECT event_id AS id, count(*)::int AS n FROM inbox_event WHERE event_id = ANY($1) GROUP BY event_id',
      [events],
    );
    const names = await query<{ id: string; name: string }>(
      databaseUrl('schedule'),
      'SELECT id, name FROM room WHERE id = ANY($1)',
      [renamed],
    );
    return {
      appliedOnce: inbox.filter((row) => row.n === 1).length,
      appliedTwice: inbox.filter((row) => row.n > 1).length,
      missing: events.length - inbox.length,
      roomsRight: names.filter((row) => lastName.get(row.id) === row.name).length,
    };
  };
  let state: Awaited<ReturnType<typeof check>> | undefined;
  let caughtUpMs: number | undefined;
  while (performance.now() - restoredAt < CATCH_UP_LIMIT_MS) {
    state = await check();
    if (state && state.missing === 0 && state.roomsRight === renamed.length) {
      caughtUpMs = Math.round(performance.now() - restoredAt);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    outageS: OUTAGE_S,
    renames: accepted,
    events: events.length,
    appliedOnce: state?.appliedOnce ?? 0,
    appliedTwice: state?.appliedTwice ?? 0,
    missing: state?.missing ?? events.length,
    roomsRight: state?.roomsRight ?? 0,
    rooms: renamed.length,
    caughtUpMs,
    scheduleExits: exits.filter((exit) => exit.name === 'schedule').length - exitsBefore,
  };
}
