import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { DEMO_ADMIN } from '../seed/demo-data.ts';
import type { DistributedPlatform } from '../distributed/spawn-platform.ts';
import { bookingBody, insertBookingWorld, startOf } from './booking-data.ts';
import { signInAs } from './requests.ts';

/** Aims: every booking request answered (503 allowed) within a second, none left hanging, none lost. */
export const KILL_AIM = { maxWaitMs: 1_000 } as const;
/** A request without an answer after this long counts as hung (and is abandoned). */
const HUNG_AFTER_MS = 10_000;
const CLIENTS = 8;
const PAIRS = 200;

/** What the clients saw and what the schedule database holds after the schedule service was killed under them. */
export interface KillFigures {
  clients: number;
  requests: number;
  /** Answers by HTTP status; `reset` the connection failed, `hung` no answer within 10 s. */
  outcomes: Record<string, number>;
  maxWaitMs: number;
  overOneSecond: number;
  /** From the SIGKILL until the schedule service answered ready again; undefined if it never did. */
  restartMs: number | undefined;
  /** Bookings answered 201 (each has its row, or it counts as lost). */
  confirmed: number;
  lost: number;
  /** Rows of requests that were not answered 201 (503, reset, hung): committed before the failure. */
  committedUnconfirmed: number;
  /** Rows no request explains: must be 0. */
  unexplained: number;
  /** The failed requests sent again with their Idempotency-Key once the service was back. */
  retries: {
    sent: number;
    /** 201 naming the row the first attempt committed: the key was honoured. */
    replayed: number;
    /** 201 with a new row: the first attempt had not committed. */
    bookedNow: number;
    /** 409 for a slot the first attempt had committed: the key was not honoured (a 409 elsewhere counts as other). */
    conflicts: number;
    other: number;
  };
}

interface Attempt {
  key: string;
  body: string;
  room: string;
  startTime: string;
  outcome: string;
  id?: string;
}

async function book(
  url: string,
  token: string,
  attempt: Pick<Attempt, 'key' | 'body'>,
): Promise<{ outcome: string; id?: string; ms: number }> {
  const started = performance.now();
  try {
    const answer = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': attempt.key,
      },
      body: attempt.body,
      signal: AbortSignal.timeout(HUNG_AFTER_MS),
    });
    const text = await answer.text();
    const id =
      answer.status === 201
        ? (JSON.parse(text) as { appointment: { id: string } }).appointment.id
        : undefined;
    return { outcome: String(answer.status), id, ms: performance.now() - started };
  } catch (error) {
    const hung = error instanceof Error && error.name === 'TimeoutError';
    return { outcome: hung ? 'hung' : 'reset', ms: performance.now() - started };
  }
}

async function readyAgain(platform: DistributedPlatform, since: number, deadline: number) {
  const url = `${platform.serviceUrls.schedule}/api/schedule/ready`;
  while (Date.now() < deadline) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(1_000) })
      .then((answer) => answer.status === 200)
      .catch(() => false);
    if (ok && platform.pid('schedule')) return performance.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

/**
 * Bookings through the gateway from 8 clients, each its own slot and Idempotency-Key; 3 s in, the schedule service
 * is killed (SIGKILL) and the platform restarts it; the stream goes on until 3 s after it is ready again. Then every
 * row of the run's sector is matched with what the clients were told, and the failed requests are sent again with
 * their keys.
 */
export async function killUnderBookings(
  platform: DistributedPlatform,
  scheduleUrl: string,
  log: (line: string) => void,
): Promise<KillFigures> {
  const world = await insertBookingWorld(scheduleUrl, PAIRS);
  const token = await signInAs(platform.gatewayUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const url = `${platform.gatewayUrl}/api/schedule/appointments`;
  const today = new Date();
  const firstDay = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 2);
  const attempts: Attempt[] = [];
  const waits: number[] = [];
  let sent = 0;
  let streamUntil = Date.now() + 60_000;

  const client = async () => {
    while (Date.now() < streamUntil) {
      const n = sent++;
      const pair = world.pairs[n % PAIRS]!;
      const startTime = startOf(firstDay, Math.floor(n / PAIRS));
      const body = bookingBody(world, pair, startTime);
      const attempt: Attempt = { key: randomUUID(), body, room: pair.room, startTime, outcome: '' };
      const answer = await book(url, token, attempt);
      Object.assign(attempt, { outcome: answer.outcome, id: answer.id });
      attempts.push(attempt);
      waits.push(answer.ms);
    }
  };
  const stream = Promise.all(Array.from({ length: CLIENTS }, client));
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const pid = platform.pid('schedule');
  log(`faults: SIGKILL to schedule (pid ${pid}) under ${CLIENTS} booking clients...`);
  const killedAt = performance.now();
  if (pid) process.kill(pid, 'SIGKILL');
  const restartMs = await readyAgain(platform, killedAt, Date.now() + 55_000);
  streamUntil = Math.min(streamUntil, Date.now() + 3_000);
  await stream;

  const db = new pg.Client({ connectionString: scheduleUrl });
  await db.connect();
  const rowsOf = async () =>
    (
      await db.query<{ id: string; room: string; start: Date }>(
        'SELECT id, room_id AS room, start_time AS start FROM appointment WHERE sector_id = $1',
        [world.sector],
      )
    ).rows;
  const slot = (room: string, start: string | Date) => `${room} ${new Date(start).toISOString()}`;
  try {
    const rows = new Map((await rowsOf()).map((row) => [slot(row.room, row.start), row.id]));
    const confirmed = attempts.filter((attempt) => attempt.outcome === '201');
    const failed = attempts.filter((attempt) => attempt.outcome !== '201');
    const confirmedIds = new Set(confirmed.map((attempt) => attempt.id));
    const failedSlots = new Set(failed.map((attempt) => slot(attempt.room, attempt.startTime)));
    const retries = { sent: 0, replayed: 0, bookedNow: 0, conflicts: 0, other: 0 };
    for (const attempt of failed) {
      retries.sent++;
      const again = await book(url, token, attempt);
      const committed = rows.get(slot(attempt.room, attempt.startTime));
      if (again.outcome === '201' && committed && again.id === committed) retries.replayed++;
      else if (again.outcome === '201' && !committed) retries.bookedNow++;
      else if (again.outcome === '409' && committed) retries.conflicts++;
      else retries.other++;
    }
    const outcomes: Record<string, number> = {};
    for (const attempt of attempts) outcomes[attempt.outcome] = (outcomes[attempt.outcome] ?? 0) + 1;
    const unconfirmedRows = [...rows].filter(([, id]) => !confirmedIds.has(id));
    return {
      clients: CLIENTS,
      requests: attempts.length,
      outcomes,
      maxWaitMs: Math.round(Math.max(0, ...waits)),
      overOneSecond: waits.filter((ms) => ms > KILL_AIM.maxWaitMs).length,
      restartMs: restartMs && Math.round(restartMs),
      confirmed: confirmed.length,
      lost: confirmed.filter((attempt) => rows.get(slot(attempt.room, attempt.startTime)) !== attempt.id)
        .length,
      committedUnconfirmed: unconfirmedRows.filter(([key]) => failedSlots.has(key)).length,
      unexplained: unconfirmedRows.filter(([key]) => !failedSlots.has(key)).length,
      retries,
    };
  } finally {
    await db.end();
  }
}
