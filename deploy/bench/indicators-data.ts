import type pg from 'pg';
import { withClient } from './booking-data.ts';

/*
 * Bulk rows for the statistics benchmark, written straight into the owners' databases of the benchmark's own
 * standalone platform (schedule: replicas, weekly availability, appointments, survey answers; material-resources:
 * sectors, rooms, room types and links), never announced as events. The indicators service learns them the way a
 * new deployment does: by its rebuild from the owners' internal exports. The seeder never does this; the benchmark
 * is a measuring tool on a throw-away data directory.
 */

export interface IndicatorsCounts {
  appointments: number;
  sectors: number;
  /** Rooms, and as many doctors: each room holds one doctor's lane of appointments. */
  rooms: number;
  patients: number;
  /** Years the appointments span, about a sixth of them still to come. */
  years: number;
}

export const INDICATORS_COUNTS: IndicatorsCounts = {
  appointments: Number(process.env.BENCH_INDICATORS_ROWS ?? 5_000_000),
  sectors: 50,
  rooms: 500,
  patients: 50_000,
  years: 3,
};

/** Appointments a lane's weekday holds: local starts 07:00 to 17:00, every 50 minutes, 30 minutes each. */
const SLOTS_PER_DAY = 13;
/** The zone every bench room and slot lives in. */
export const BENCH_ZONE = 'Europe/Paris';

/** Fixed ids, so both databases name the same sectors, rooms and doctors (`9000` sectors, `9001` rooms…). */
const id = (kind: string, n: string) =>
  `('00000000-0000-7000-${kind}-' || lpad((${n})::text, 12, '0'))::uuid`;
export const benchSectorId = (n: number) => `00000000-0000-7000-9000-${String(n).padStart(12, '0')}`;
export const benchRoomId = (n: number) => `00000000-0000-7000-9001-${String(n).padStart(12, '0')}`;
export const benchDoctorId = (n: number) => `00000000-0000-7000-9002-${String(n).padStart(12, '0')}`;
const ROOM_TYPES = 4;

export interface IndicatorsData {
  counts: IndicatorsCounts;
  /** The first and last instants of the appointments. */
  first: Date;
  last: Date;
  evaluations: number;
  weeklySlots: number;
  seconds: number;
  /** Found from an earlier run (BENCH_INDICATORS_DATA_DIR), not inserted by this one. */
  kept?: boolean;
}

/** Room `i` in sector `i mod sectors`, doctor `i` linked to it: the same tables in both databases. */
async function insertLinks(client: pg.Client, counts: IndicatorsCounts): Promise<void> {
  await client.query(
    `INSERT INTO room_sector (room_id, sector_id)
     SELECT ${id('9001', 'i')}, ${id('9000', 'i % $2')} FROM generate_series(0, $1::int - 1) AS i`,
    [counts.rooms, counts.sectors],
  );
  await client.query(
    `INSERT INTO sector_doctor (sector_id, doctor_id)
     SELECT ${id('9000', 'i % $2')}, ${id('9002', 'i')} FROM generate_series(0, $1::int - 1) AS i`,
    [counts.rooms, counts.sectors],
  );
}

/** Sectors, rooms (of four bench room types) and doctors as material-resources owns them. */
async function insertResources(client: pg.Client, counts: IndicatorsCounts): Promise<void> {
  await client.query(
    `INSERT INTO room_type (id, name, enabled, translations, created_at, updated_at)
     SELECT ${id('9004', 'i')}, 'BANC_' || i, true, jsonb_build_object('fr', 'Banc ' || i, 'en', 'Bench ' || i),
            now(), now()
       FROM generate_series(0, $1::int - 1) AS i`,
    [ROOM_TYPES],
  );
  await client.query(
    `INSERT INTO sector (id, name, enabled, manager_id, created_at, updated_at)
     SELECT ${id('9000', 'i')}, 'Secteur d''essai ' || i, true, NULL, now(), now()
       FROM generate_series(0, $1::int - 1) AS i`,
    [counts.sectors],
  );
  await client.query(
    `INSERT INTO room (id, name, enabled, address, email, telephone_number, virtual, latitude, longitude, zone_id,
                       room_type_id, favorite_sector_id, created_at, updated_at)
     SELECT ${id('9001', 'i')}, 'Salle d''essai ' || i, true, i || ' rue du Banc, Troyes', NULL,
            '+3335302' || lpad((i % 10000)::text, 4, '0'), false, 48.3, 4.07, $3, ${id('9004', `i % ${ROOM_TYPES}`)},
            ${id('9000', 'i % $2')}, now(), now()
       FROM generate_series(0, $1::int - 1) AS i`,
    [counts.rooms, counts.sectors, BENCH_ZONE],
  );
  await insertLinks(client, counts);
  for (const table of ['room_type', 'sector', 'room', 'room_sector', 'sector_doctor'])
    await client.query(`VACUUM ANALYZE ${table}`);
}

/** The same resources as schedule's replicas, doctors and patients as people, and everyone's weekly hours. */
async function insertReplicas(client: pg.Client, counts: IndicatorsCounts): Promise<number> {
  await client.query(
    `INSERT INTO sector (id, name, enabled, changed_at)
     SELECT ${id('9000', 'i')}, 'Secteur d''essai ' || i, true, now() FROM generate_series(0, $1::int - 1) AS i`,
    [counts.sectors],
  );
  await client.query(
    `INSERT INTO room (id, name, enabled, deleted, virtual, zone_id, favorite_sector_id, changed_at)
     SELECT ${id('9001', 'i')}, 'Salle d''essai ' || i, true, false, false, $3, ${id('9000', 'i % $2')}, now()
       FROM generate_series(0, $1::int - 1) AS i`,
    [counts.rooms, counts.sectors, BENCH_ZONE],
  );
  await insertLinks(client, counts);
  await client.query(
    `INSERT INTO person (id, first_name, last_name, roles, enabled)
     SELECT ${id('9002', 'i')}, 'Docteur', 'Essai ' || i, '{DOCTOR}'::text[], true FROM generate_series(0, $1::int - 1) AS i
     UNION ALL
     SELECT ${id('9003', 'i')}, 'Patient', 'Essai ' || i, '{PATIENT}'::text[], true FROM generate_series(0, $2::int - 1) AS i`,
    [counts.rooms, counts.patients],
  );
  // Monday to Friday 07:00-18:00 local, for every room and doctor.
  const weekly = await client.query(
    `INSERT INTO default_availability (id, owner_type, owner_id, day_of_week, start_time, end_time, zone_id)
     SELECT gen_random_uuid(), kind, CASE kind WHEN 'ROOM' THEN ${id('9001', 'i')} ELSE ${id('9002', 'i')} END,
            d, '07:00', '18:00', $2
       FROM generate_series(0, $1::int - 1) AS i, unnest(ARRAY['ROOM', 'DOCTOR']) AS kind,
            generate_series(1, 5) AS d`,
    [counts.rooms, BENCH_ZONE],
  );
  return weekly.rowCount ?? 0;
}

/**
 * The appointments, lane by lane (a room, its doctor, its sector): the lane's weekdays from the Monday
 * `years × 5/6` ago, SLOTS_PER_DAY a day in local time (DST days right), patients in turn so none overlaps;
 * one in ten canceled (a third of those the patient absent), two in three of the past others paid, one in 17
 * from C15, the reasons in turn. In chunks of lanes, so the log shows progress.
 */
async function insertAppointments(
  client: pg.Client,
  counts: IndicatorsCounts,
  firstMonday: string,
  log: (line: string) => void,
): Promise<void> {
  const perLane = Math.ceil(counts.appointments / counts.rooms);
  const chunk = 50;
  for (let from = 0; from < counts.rooms; from += chunk) {
    await client.query(
      `INSERT INTO appointment (id, room_id, sector_id, doctor_id, patient_id, start_time, consultation_end, end_time,
         zone_id, paid, from_c15, no_treating_doctor, treating_doctor_not_available, canceled, cancel_motive,
         absent_patient, created_at, updated_at)
       SELECT gen_random_uuid(), ${id('9001', 'lane')}, ${id('9000', 'lane % $4')}, ${id('9002', 'lane')},
              ${id('9003', '(lane * 7919 + k) % $5')}, t, t + interval '20 minutes', t + interval '30 minutes', $6,
              NOT c AND t < now() AND (k + lane) % 3 <> 1, (k + lane) % 17 = 0, k % 2 = 0, k % 2 = 1, c,
              CASE WHEN c THEN CASE WHEN k % 3 = 0 THEN '' ELSE 'Empêchement du patient' END END, c AND k % 3 = 0,
              t - interval '7 days', t - interval '7 days'
         FROM generate_series($1::int, $2::int - 1) AS lane, generate_series(0, $3::int - 1) AS k,
              LATERAL (SELECT (k * 7 + lane) % 10 = 3 AS c,
                              (($7::date + ((k / ${SLOTS_PER_DAY}) / 5) * 7 + (k / ${SLOTS_PER_DAY}) % 5)
                                + time '07:00' + (k % ${SLOTS_PER_DAY}) * interval '50 minutes') AT TIME ZONE $6 AS t) AS s`,
      [
        from,
        Math.min(from + chunk, counts.rooms),
        perLane,
        counts.sectors,
        counts.patients,
        BENCH_ZONE,
        firstMonday,
      ],
    );
    log(`indicators: ${Math.min(from + chunk, counts.rooms) * perLane} appointments inserted...`);
  }
}

/** Answers to about one in ten of the appointments that took place, varied, submitted three hours after the start. */
async function insertEvaluations(client: pg.Client): Promise<number> {
  const answer = (salt: number) => `(4 - (abs(hashtext(a.id::text || '${salt}')) % 100) / 30)::smallint`;
  const inserted = await client.query(
    `INSERT INTO evaluation (appointment_id, responsiveness, problem_resolution, smooth_execution, pleasant_reception,
       pleasant_consultation, next_appointment, sufficient_document, submitted_at)
     SELECT a.id, ${[1, 2, 3, 4, 5, 6, 7].map(answer).join(', ')}, a.start_time + interval '3 hours'
       FROM appointment a
      WHERE a.room_id::text LIKE '00000000-0000-7000-9001-%' AND NOT a.canceled AND a.end_time <= now()
        AND abs(hashtext(a.id::text)) % 10 = 0`,
  );
  return inserted.rowCount ?? 0;
}

/**
 * The data of an earlier run still in the owners' databases (a kept data directory), counted; null when there
 * is none.
 */
export async function keptIndicatorsData(
  pgUrl: string,
  counts: IndicatorsCounts = INDICATORS_COUNTS,
): Promise<IndicatorsData | null> {
  return withClient(`${pgUrl}/teleplan_schedule`, async (client) => {
    const { rows } = await client.query<{
      n: number;
      first: Date | null;
      last: Date | null;
      e: number;
      w: number;
    }>(
      `SELECT count(*)::int AS n, min(start_time) AS first, max(start_time) AS last,
              (SELECT count(*)::int FROM evaluation e JOIN appointment x ON x.id = e.appointment_id
                WHERE x.room_id::text LIKE '00000000-0000-7000-9001-%') AS e,
              (SELECT count(*)::int FROM default_availability WHERE owner_id::text LIKE '00000000-0000-7000-900%') AS w
         FROM appointment WHERE room_id::text LIKE '00000000-0000-7000-9001-%'`,
    );
    const found = rows[0]!;
    if (found.n === 0) return null;
    return {
      counts: { ...counts, appointments: found.n },
      first: found.first!,
      last: found.last!,
      evaluations: found.e,
      weeklySlots: found.w,
      seconds: 0,
      kept: true,
    };
  });
}

/**
 * Everything the statistics benchmark reads, in both owners' databases (`<pgUrl>/teleplan_schedule`,
 * `<pgUrl>/teleplan_material-resources`), then VACUUM ANALYZE as autovacuum would leave them.
 */
export async function insertIndicatorsData(
  pgUrl: string,
  log: (line: string) => void,
  counts: IndicatorsCounts = INDICATORS_COUNTS,
): Promise<IndicatorsData> {
  const began = performance.now();
  await withClient(`${pgUrl}/teleplan_material-resources`, (client) => insertResources(client, counts));
  return withClient(`${pgUrl}/teleplan_schedule`, async (client) => {
    const weeklySlots = await insertReplicas(client, counts);
    const daysBack = Math.round(counts.years * 365 * (5 / 6));
    const { rows } = await client.query<{ monday: string }>(
      `SELECT to_char(date_trunc('week', (now() - make_interval(days => $1)) AT TIME ZONE $2), 'YYYY-MM-DD') AS monday`,
      [daysBack, BENCH_ZONE],
    );
    await insertAppointments(client, counts, rows[0]!.monday, log);
    const evaluations = await insertEvaluations(client);
    for (const table of ['appointment', 'evaluation', 'default_availability', 'person', 'room', 'sector'])
      await client.query(`VACUUM ANALYZE ${table}`);
    const span = await client.query<{ first: Date; last: Date }>(
      `SELECT min(start_time) AS first, max(start_time) AS last FROM appointment
        WHERE room_id::text LIKE '00000000-0000-7000-9001-%'`,
    );
    return {
      counts,
      first: span.rows[0]!.first,
      last: span.rows[0]!.last,
      evaluations,
      weeklySlots,
      seconds: (performance.now() - began) / 1000,
    };
  });
}
