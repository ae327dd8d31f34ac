import pg from 'pg';
import { CALENDAR_WEEK_APPOINTMENTS } from './booking-bench.ts';
import { insertRoomWeek } from './booking-data.ts';

/*
 * The rooms the render benchmark opens: created through the platform's API like real rooms (so the page finds
 * their details, sector and default opening), then filled straight into the schedule database: the loaded room's
 * this week and next week with 2,000 appointments each, as the room-week API row does, and the usual room's this
 * week with 60 (12 a weekday from 09:00, every 30 minutes: a busy teleconsultation room).
 */

const MR = '/api/material-resources';
const ZONE = 'Europe/Paris';
/** The calendars' shown hours (`slotMinTime`, `slotMaxTime` of the schedule calendar): events elsewhere are not drawn. */
const SHOWN_HOURS = { from: '07:00', to: '20:00' };

export interface RenderWeek {
  /** The first instant of the week (Monday 00:00 in Paris), ISO. */
  from: string;
  /** Its seven days (yyyy-mm-dd), as FullCalendar's day columns name them. */
  dates: string[];
  /** Appointments of the week that fall within the calendar's shown hours: the event elements to wait for. */
  shown: number;
}

export interface RenderRoom {
  room: string;
  sector: string;
  appointmentsPerWeek: number;
  /** The week the calendar opens at (today's) and the next one. */
  weeks: [RenderWeek, RenderWeek];
  /** A usual room's this week: `USUAL_WEEK_APPOINTMENTS` appointments. */
  usual: { room: string; week: RenderWeek };
}

/** A usual room week: 12 consultations a weekday. */
export const USUAL_WEEK_APPOINTMENTS = 60;

async function call<T>(origin: string, token: string, path: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${origin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** A room in the first demo sector, with the default opening (Monday to Friday), made as the super administrator. */
async function createRoom(
  origin: string,
  token: string,
  name: string,
): Promise<{ room: string; sector: string }> {
  const sectors = await call<{ content: { id: string }[] }>(
    origin,
    token,
    `${MR}/sectors/aggregated-details?size=1&sort=name,asc`,
  );
  const types = await call<{ id: string }[]>(origin, token, `${MR}/room-types`);
  const sector = sectors.content[0]?.id;
  if (!sector || !types[0]) throw new Error('The demo practices have no sector or no room type');
  const room = await call<{ id: string }>(origin, token, `${MR}/create-room`, {
    name,
    address: '1 rue de la République, Troyes',
    latitude: 48.3,
    longitude: 4.08,
    telephoneNumber: '+33353010000',
    zoneId: ZONE,
    roomType: types[0].id,
    sectorsId: [sector],
    virtual: false,
    defaultOpeningPattern: true,
  });
  return { room: room.id, sector };
}

/** Waits until the schedule service's replica knows the room in its sector (the event went through the bus). */
async function waitForReplica(client: pg.Client, room: string, sector: string): Promise<void> {
  const deadline = performance.now() + 15_000;
  for (;;) {
    const { rowCount } = await client.query(
      'SELECT 1 FROM room_sector WHERE room_id = $1 AND sector_id = $2',
      [room, sector],
    );
    if (rowCount) return;
    if (performance.now() > deadline) throw new Error(`The schedule service never learnt the room ${room}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The week `offset` weeks from today's in Paris, and how many of the room's appointments the calendar shows in it. */
async function readWeek(client: pg.Client, room: string, offset: number): Promise<RenderWeek> {
  const { rows } = await client.query<{ from: Date; dates: string[]; shown: number }>(
    `WITH week AS (SELECT date_trunc('week', now() AT TIME ZONE $2) + $3::int * interval '1 week' AS monday)
     SELECT monday AT TIME ZONE $2 AS from,
            ARRAY(SELECT to_char(monday + d * interval '1 day', 'YYYY-MM-DD') FROM generate_series(0, 6) d) AS dates,
            (SELECT count(*)::int FROM appointment
              WHERE room_id = $1 AND start_time >= monday AT TIME ZONE $2
                AND start_time < (monday + interval '1 week') AT TIME ZONE $2
                AND (start_time AT TIME ZONE $2)::time < $5::time
                AND (end_time AT TIME ZONE $2)::time > $4::time) AS shown
       FROM week`,
    [room, ZONE, offset, SHOWN_HOURS.from, SHOWN_HOURS.to],
  );
  const week = rows[0]!;
  return { from: week.from.toISOString(), dates: week.dates, shown: week.shown };
}

/**
 * `count` appointments (at most 12 a day) of a usual week in `room` from the Monday `monday` (yyyy-mm-dd in Paris)
 * on: 12 a weekday from 09:00 Paris time, every 30 minutes (20 of consultation, 10 of preparation), 4 doctors and
 * 20 patients inserted with them.
 */
async function insertUsualWeek(
  client: pg.Client,
  room: string,
  sector: string,
  monday: string,
  count: number,
) {
  await client.query(
    `WITH people AS (
       INSERT INTO person (id, first_name, last_name, email, roles, enabled)
       SELECT gen_random_uuid(), 'Louise', 'Bernard ' || n, '', '{PATIENT}', true FROM generate_series(1, 24) n
       RETURNING id),
     numbered AS (SELECT id, row_number() OVER () - 1 AS n FROM people)
     INSERT INTO appointment (id, room_id, sector_id, doctor_id, patient_id, start_time, consultation_end,
       end_time, zone_id)
     SELECT gen_random_uuid(), $1, $2, d.id, p.id, s, s + interval '20 minutes', s + interval '30 minutes', $5
     FROM generate_series(0, $3 - 1) i
     CROSS JOIN LATERAL (SELECT ($4::timestamp + (i / 12) * interval '1 day' + interval '9 hours'
       + (i % 12) * interval '30 minutes') AT TIME ZONE $5 AS s) t
     JOIN numbered d ON d.n = i % 4
     JOIN numbered p ON p.n = 4 + i % 20`,
    [room, sector, count, monday, ZONE],
  );
}

/**
 * The benchmark's rooms: the loaded one, this week and next week holding `CALENDAR_WEEK_APPOINTMENTS` appointments
 * each, and the usual one, this week holding `USUAL_WEEK_APPOINTMENTS`.
 */
export async function insertRenderRoom(
  origin: string,
  token: string,
  scheduleUrl: string,
): Promise<RenderRoom> {
  const { room, sector } = await createRoom(origin, token, 'Salle du banc de rendu');
  const usual = await createRoom(origin, token, 'Salle ordinaire du banc de rendu');
  const client = new pg.Client({ connectionString: scheduleUrl });
  await client.connect();
  try {
    await waitForReplica(client, room, sector);
    await waitForReplica(client, usual.room, usual.sector);
    const empty = [await readWeek(client, room, 0), await readWeek(client, room, 1)];
    for (const week of empty)
      await insertRoomWeek(scheduleUrl, {
        room,
        sector,
        from: Date.parse(week.from),
        count: CALENDAR_WEEK_APPOINTMENTS,
      });
    const weeks: [RenderWeek, RenderWeek] = [
      await readWeek(client, room, 0),
      await readWeek(client, room, 1),
    ];
    await insertUsualWeek(client, usual.room, usual.sector, weeks[0].dates[0]!, USUAL_WEEK_APPOINTMENTS);
    await client.query('ANALYZE appointment');
    const usualWeek = await readWeek(client, usual.room, 0);
    return {
      room,
      sector,
      appointmentsPerWeek: CALENDAR_WEEK_APPOINTMENTS,
      weeks,
      usual: { room: usual.room, week: usualWeek },
    };
  } finally {
    await client.end();
  }
}
