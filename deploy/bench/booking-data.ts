import { randomUUID } from 'node:crypto';
import pg from 'pg';

/*
 * Rows for the booking and calendar benchmarks, written straight into the schedule database of the benchmark's
 * own platform (as bulk-data.ts does for the lists): replicas of rooms, a sector, doctors and patients, and
 * weekly availability. They are never announced as events: only the schedule service knows them.
 */

/**
 * One doctor, one room and one patient booked together, so that bookings of distinct pairs never conflict (a
 * patient holds one consultation at a time, as doctors and rooms do).
 */
export interface BookingPair {
  doctor: string;
  room: string;
  patient: string;
}

export interface BookingWorld {
  sector: string;
  pairs: BookingPair[];
}

/** One connection for `work`, closed after it. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A sector holding `count` rooms, `count` doctors linked to it and `count` patients, all available every day. */
export async function insertBookingWorld(scheduleUrl: string, count: number): Promise<BookingWorld> {
  const world: BookingWorld = {
    sector: randomUUID(),
    pairs: Array.from({ length: count }, () => ({
      doctor: randomUUID(),
      room: randomUUID(),
      patient: randomUUID(),
    })),
  };
  const doctors = world.pairs.map((pair) => pair.doctor);
  const patients = world.pairs.map((pair) => pair.patient);
  const rooms = world.pairs.map((pair) => pair.room);
  await withClient(scheduleUrl, async (client) => {
    await client.query(
      `INSERT INTO sector (id, name, enabled, manager_id, changed_at) VALUES ($1, 'Banc d''essai', true, NULL, now())`,
      [world.sector],
    );
    await client.query(
      `INSERT INTO person (id, first_name, last_name, email, roles, enabled)
       SELECT id, 'Paul', 'Durand ' || n, '', '{DOCTOR}'::text[], true FROM unnest($1::uuid[]) WITH ORDINALITY AS d(id, n)
       UNION ALL
       SELECT id, 'Lucie', 'Bernard ' || n, '', '{PATIENT}'::text[], true FROM unnest($2::uuid[]) WITH ORDINALITY AS p(id, n)`,
      [doctors, patients],
    );
    await client.query('INSERT INTO sector_doctor (sector_id, doctor_id) SELECT $1, unnest($2::uuid[])', [
      world.sector,
      doctors,
    ]);
    await client.query(
      `INSERT INTO room (id, name, enabled, deleted, virtual, zone_id, changed_at)
       SELECT id, 'Salle ' || n, true, false, false, 'Europe/Paris', now()
         FROM unnest($1::uuid[]) WITH ORDINALITY AS r(id, n)`,
      [rooms],
    );
    await client.query('INSERT INTO room_sector (room_id, sector_id) SELECT unnest($2::uuid[]), $1', [
      world.sector,
      rooms,
    ]);
    await client.query(
      `INSERT INTO default_availability (id, owner_type, owner_id, day_of_week, start_time, end_time, zone_id)
       SELECT gen_random_uuid(), o.kind, o.id, d, '00:00', '23:50', 'UTC'
         FROM (SELECT 'DOCTOR' AS kind, unnest($1::uuid[]) AS id UNION ALL SELECT 'ROOM', unnest($2::uuid[])) o,
              generate_series(1, 7) d`,
      [doctors, rooms],
    );
    await client.query('ANALYZE');
  });
  return world;
}

/** Starts of 20-minute bookings (10 of consultation, 10 of preparation) that fit a UTC day before 23:50. */
export const STARTS_PER_DAY = 70;

/** The k-th start of a pair's bookings, from `firstDay` (UTC midnight) on: 20 minutes apart, 70 a day. */
export function startOf(firstDay: number, k: number): string {
  const day = Math.floor(k / STARTS_PER_DAY);
  return new Date(firstDay + day * 86_400_000 + (k % STARTS_PER_DAY) * 20 * 60_000).toISOString();
}

/** Appointments of a sector in the table. */
export async function countAppointments(scheduleUrl: string, sector: string): Promise<number> {
  return withClient(scheduleUrl, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM appointment WHERE sector_id = $1',
      [sector],
    );
    return rows[0]!.n;
  });
}

/** Live appointments of one doctor or one room that overlap another: what must never exist. */
export async function countOverlaps(scheduleUrl: string): Promise<number> {
  return withClient(scheduleUrl, async (client) => {
    // Linear in the table (the export row leaves a million rows in it): an appointment overlaps an earlier one of
    // its doctor (or room) exactly when it starts before the latest end among those that started before it.
    const overlapsBy = (owner: string) => `
      SELECT count(*) FROM (
        SELECT start_time, max(end_time) OVER (PARTITION BY ${owner} ORDER BY start_time, id
                 ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS latest_end
          FROM appointment WHERE NOT canceled AND NOT deleted) AS ordered
       WHERE latest_end > start_time`;
    const { rows } = await client.query<{ n: number }>(
      `SELECT ((${overlapsBy('doctor_id')}) + (${overlapsBy('room_id')}))::int AS n`,
    );
    return rows[0]!.n;
  });
}

/**
 * Plain single-row INSERTs into the appointment table (its two exclusion constraints and five indexes) from
 * `connections` clients at once for `seconds`, each in its own room with its own doctor: the rate the table
 * itself takes, beside the booking endpoint's.
 */
export async function measureRawInserts(
  scheduleUrl: string,
  connections: number,
  seconds: number,
): Promise<{ insertsPerSecond: number; inserts: number; connections: number; seconds: number }> {
  const firstDay = Date.UTC(2040, 0, 1);
  const deadline = performance.now() + seconds * 1000;
  const began = performance.now();
  const counts = await Promise.all(
    Array.from({ length: connections }, () =>
      withClient(scheduleUrl, async (client) => {
        const room = randomUUID();
        const doctor = randomUUID();
        let k = 0;
        while (performance.now() < deadline) {
          const start = startOf(firstDay, k);
          await client.query(
            `INSERT INTO appointment (id, room_id, sector_id, doctor_id, patient_id, start_time, consultation_end,
               end_time, zone_id)
             VALUES ($1, $2, $3, $4, $5, $6, $6::timestamptz + interval '10 minutes',
               $6::timestamptz + interval '20 minutes', 'Europe/Paris')`,
            [randomUUID(), room, room, doctor, doctor, start],
          );
          k += 1;
        }
        return k;
      }),
    ),
  );
  const elapsed = (performance.now() - began) / 1000;
  const inserts = counts.reduce((sum, n) => sum + n, 0);
  return { insertsPerSecond: inserts / elapsed, inserts, connections, seconds: elapsed };
}

/** Where and when `insertRoomWeek` writes: a room and its sector known to the schedule service, a week's first instant. */
export interface RoomWeek {
  room: string;
  sector: string;
  /** Milliseconds since the epoch. */
  from: number;
  count: number;
  /** When the appointments fall; back to back every 5 minutes (`LOADED_WEEK`) unless said. */
  pattern?: WeekPattern;
}

/** How a week's appointments follow each other: the SQL of the i-th one's start (`$4`: the week's first instant). */
export interface WeekPattern {
  startSql: string;
  consultationMinutes: number;
  heldMinutes: number;
}

/** Every 5 minutes from the week's start: 3 of consultation, 2 of preparation (possible only straight in the table). */
const LOADED_WEEK: WeekPattern = {
  startSql: `$4::timestamptz + i * interval '5 minutes'`,
  consultationMinutes: 3,
  heldMinutes: 5,
};

/**
 * `count` appointments in a room from `from` on, following `pattern` (by default every 5 minutes), their 20
 * doctors and 20 patients inserted with them.
 */
export async function insertRoomWeek(scheduleUrl: string, week: RoomWeek): Promise<void> {
  const pattern = week.pattern ?? LOADED_WEEK;
  await withClient(scheduleUrl, async (client) => {
    await client.query(
      `WITH people AS (
         INSERT INTO person (id, first_name, last_name, email, roles, enabled)
         SELECT gen_random_uuid(), 'Marie', 'Martin ' || n, '', '{PATIENT}', true FROM generate_series(1, 40) n
         RETURNING id),
       numbered AS (SELECT id, row_number() OVER () - 1 AS n FROM people)
       INSERT INTO appointment (id, room_id, sector_id, doctor_id, patient_id, start_time, consultation_end,
         end_time, zone_id)
       SELECT gen_random_uuid(), $1, $2, d.id, p.id, s, s + $5::int * interval '1 minute', s + $6::int * interval '1 minute',
         'Europe/Paris'
       FROM generate_series(0, $3 - 1) i
       CROSS JOIN LATERAL (SELECT ${pattern.startSql} AS s) t
       JOIN numbered d ON d.n = i % 20
       JOIN numbered p ON p.n = 20 + i % 20`,
      [
        week.room,
        week.sector,
        week.count,
        new Date(week.from).toISOString(),
        pattern.consultationMinutes,
        pattern.heldMinutes,
      ],
    );
    await client.query('ANALYZE appointment');
  });
}

/**
 * `count` appointments in one room during one week (`insertRoomWeek`), the room and its sector inserted in the
 * schedule service's replicas first; answers the room and the week.
 */
export async function insertCalendarWeek(
  scheduleUrl: string,
  count: number,
): Promise<{ room: string; sector: string; from: string; to: string }> {
  const room = randomUUID();
  const sector = randomUUID();
  const from = Date.UTC(2039, 0, 3);
  await withClient(scheduleUrl, async (client) => {
    await client.query(
      `INSERT INTO sector (id, name, enabled, manager_id, changed_at) VALUES ($1, 'Semaine chargée', true, NULL, now())`,
      [sector],
    );
    await client.query(
      `INSERT INTO room (id, name, enabled, deleted, virtual, zone_id, changed_at)
       VALUES ($1, 'Salle chargée', true, false, false, 'Europe/Paris', now())`,
      [room],
    );
    await client.query('INSERT INTO room_sector (room_id, sector_id) VALUES ($1, $2)', [room, sector]);
  });
  await insertRoomWeek(scheduleUrl, { room, sector, from, count });
  return {
    room,
    sector,
    from: new Date(from).toISOString(),
    to: new Date(from + 7 * 86_400_000).toISOString(),
  };
}

/** The JSON body booking `pair` at `startTime` in `world`'s sector, without a treating doctor. */
export function bookingBody(
  world: Pick<BookingWorld, 'sector'>,
  pair: BookingPair,
  startTime: string,
): string {
  return JSON.stringify({
    room: pair.room,
    doctor: pair.doctor,
    sector: world.sector,
    patient: pair.patient,
    startTime,
    noTreatingDoctor: true,
  });
}

/**
 * `POST /api/schedule/appointments` (at `appointmentsUrl`) of `pair` at `startTime`, in `world`'s sector, without
 * a treating doctor, with the bearer `token` and a 10 s time-out.
 */
export function postBooking(
  appointmentsUrl: string,
  token: string,
  world: Pick<BookingWorld, 'sector'>,
  pair: BookingPair,
  startTime: string,
): Promise<Response> {
  return fetch(appointmentsUrl, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: bookingBody(world, pair, startTime),
    signal: AbortSignal.timeout(10_000),
  });
}
