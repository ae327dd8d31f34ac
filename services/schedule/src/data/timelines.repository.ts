import type { EntityManager } from 'typeorm';
import { preparedQuery, type PreparedStatement } from '@teleplan/kit/db/prepared-query';

/** One stretch of time of one owner (room, doctor or sector). */
export interface OwnerStepRow {
  ownerId: string;
  start: Date;
  end: Date;
}

export interface SaturationRow {
  dayOfWeek: number;
  hour: number;
  level: number;
}

/** Live appointments (neither canceled nor deleted) hold their room and doctor over [start_time, end_time). */
const LIVE = 'NOT a.canceled AND NOT a.deleted';

/**
 * Wall clocks of `zone` fall on 10-minute marks at `date_bin('10 minutes', t, ALIGN_ORIGIN)`: the origin is shifted
 * by the zone's offset (at `$from`), so zones whose offset is not a whole number of 10 minutes (Asia/Kathmandu)
 * also get steps at :00, :10 and so on, local time.
 */
/** An instant as the wire writes it (`2026-11-23T09:00:00.000Z`), formatted by PostgreSQL. */
const WIRE_INSTANT = (t: string) => `to_char(${t} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const alignOrigin = (from: string, zone: string) =>
  `(timestamptz '2000-01-01 00:00:00+00' - ((${from} AT TIME ZONE ${zone}) - (${from} AT TIME ZONE 'UTC')))`;

/** The first 10-minute mark at or after `t`, the marks falling on `origin` (PostgreSQL expressions). */
const ceilToMark = (t: string, origin: string) =>
  `date_bin('10 minutes', ${t} - interval '1 microsecond', ${origin}) + interval '10 minutes'`;

/** The first 10-minute mark of `zone` at or after `t` (PostgreSQL expressions, `$3` the query's start). */
const CEIL_TO_MARK = (t: string) => ceilToMark(t, alignOrigin('$3::timestamptz', '$5'));

/** The 10-minute marks from the lower bound of range `r`, falling on the mark `$5` (a bookable statement's). */
const MARKS_FROM = (r: string) => ceilToMark(`lower(${r})`, '$5::timestamptz');

/**
 * The bookable query's common part ($1 room, $2 sector, $3 from, $4 to, $5 a 10-minute mark of the zone, $6 doctors
 * left out): `windows`
 * holds, per doctor of the sector, the stretches where both the room and the doctor are available and free, with the doctor's `hold`
 * (consultation plus the room's preparation). Availability is read 6 hours past $4 (the longest hold): a booking
 * starting just before $4 may end after it.
 */
const BOOKABLE_WINDOWS = `
  WITH room_ok AS (
    SELECT r.id, coalesce(rp.prep_duration, 10) AS prep
      FROM room r
      JOIN room_sector rs ON rs.room_id = r.id AND rs.sector_id = $2
      JOIN sector s ON s.id = rs.sector_id AND s.enabled AND NOT s.closed
      LEFT JOIN room_properties rp ON rp.room_id = r.id
     WHERE r.id = $1 AND r.enabled AND NOT r.deleted
  ),
  room_free AS MATERIALIZED (
    SELECT ro.prep,
           owner_availability(ro.id, $3::timestamptz, $4::timestamptz + interval '6 hours')
           - coalesce((SELECT range_agg(tstzrange(a.start_time, a.end_time)) FROM appointment a
                        WHERE a.room_id = ro.id AND ${LIVE}
                          AND a.start_time < $4::timestamptz + interval '6 hours' AND a.end_time > $3),
                      '{}'::tstzmultirange) AS free
      FROM room_ok ro
  ),
  doctors AS (
    SELECT sd.doctor_id, coalesce(dp.consultation_duration, 10) AS duration
      FROM sector_doctor sd
      JOIN person p ON p.id = sd.doctor_id AND p.enabled AND 'DOCTOR' = ANY (p.roles)
      LEFT JOIN doctor_properties dp ON dp.doctor_id = sd.doctor_id
     WHERE sd.sector_id = $2 AND NOT sd.doctor_id = ANY ($6::uuid[])
  ),
  doctor_busy AS (
    SELECT a.doctor_id, range_agg(tstzrange(a.start_time, a.end_time)) AS m
      FROM appointment a JOIN doctors d ON d.doctor_id = a.doctor_id
     WHERE ${LIVE} AND a.start_time < $4::timestamptz + interval '6 hours' AND a.end_time > $3
     GROUP BY a.doctor_id
  ),
  windows AS (
    SELECT d.doctor_id, make_interval(mins => d.duration + rf.prep) AS hold, w
      FROM room_free rf
     CROSS JOIN doctors d
      JOIN owners_availability((SELECT array_agg(doctor_id) FROM doctors), $3::timestamptz,
                               $4::timestamptz + interval '6 hours') AS av ON av.owner_id = d.doctor_id
      LEFT JOIN doctor_busy b ON b.doctor_id = d.doctor_id
     CROSS JOIN LATERAL unnest(rf.free * (av.availability - coalesce(b.m, '{}'::tstzmultirange))) AS w
     WHERE upper(w) - make_interval(mins => d.duration + rf.prep) >= lower(w)
  )`;

/**
 * The `BookableTimeline` of rows (t, hold[, doctor ids]) as JSON text, written by hand: its values (instants, uuids)
 * need no escaping, and `json_build_object` per step cost a tenth of an answer.
 */
const stepsJson = (doctorIds?: string) => {
  const doctors = doctorIds ? `|| ',"doctorIds":["' || array_to_string(${doctorIds}, '","') || '"]'` : '';
  return `'{"steps":[' || coalesce(string_agg('{"start":"' || ${WIRE_INSTANT('t')} || '","end":"'
           || ${WIRE_INSTANT('(t + hold)')} || '"' ${doctors} || '}', ',' ORDER BY t), '') || ']}'`;
};

/**
 * Steps without their doctors: per hold, the multirange of possible starts; each mark of a start set is a step, which
 * ends with the longest hold whose set holds it.
 */
const STEPS = `
  start_sets AS (
    SELECT hold, range_agg(tstzrange(lower(w), upper(w) - hold, '[]')) AS starts FROM windows GROUP BY hold
  ),
  step AS (
    SELECT t, max(ss.hold) AS hold
      FROM start_sets ss
     CROSS JOIN LATERAL unnest(ss.starts) AS r
     CROSS JOIN LATERAL generate_series(${MARKS_FROM('r')}, least(upper(r), $4::timestamptz - interval '1 microsecond'),
                                        interval '10 minutes') AS t
     WHERE r @> t
     GROUP BY t
  )
  SELECT ${stepsJson()} AS json FROM step`;

/** Steps with the doctors free at each start: one row per doctor and start, grouped by start. */
const STEPS_WITH_DOCTORS = `
  starts AS (
    SELECT t, w.doctor_id, w.hold
      FROM windows w
     CROSS JOIN LATERAL generate_series(${MARKS_FROM('w.w')},
                                        least(upper(w.w) - w.hold, $4::timestamptz - interval '1 microsecond'),
                                        interval '10 minutes') AS t
  )
  SELECT ${stepsJson('doctor_ids')} AS json
    FROM (SELECT t, max(hold) AS hold, array_agg(doctor_id ORDER BY doctor_id) AS doctor_ids
            FROM starts GROUP BY t) AS step`;

/**
 * The bookable statements, prepared once per connection: parsing and planning the answer's cost a fifth of an answer
 * that is not kept (`bookableJson`), and the key's more than twice its run.
 */
const BOOKABLE: PreparedStatement = { name: 'schedule.bookable', text: `${BOOKABLE_WINDOWS}, ${STEPS}` };
const BOOKABLE_WITH_DOCTORS: PreparedStatement = {
  name: 'schedule.bookable-with-doctors',
  text: `${BOOKABLE_WINDOWS}, ${STEPS_WITH_DOCTORS}`,
};

/** What a bookable answer depends on (`bookableKey`), asked before every answer, kept or not. */
const BOOKABLE_KEY: PreparedStatement = {
  name: 'schedule.bookable-key',
  text: `SELECT ${CEIL_TO_MARK('$3::timestamptz')} AS "from", ${CEIL_TO_MARK('$4::timestamptz')} AS "to",
                coalesce((SELECT n FROM schedule_version WHERE owner_id = $2), 0) || ':' ||
                (SELECT coalesce(sum(n), 0) FROM schedule_version
                  WHERE owner_id IN ($1, $2) OR owner_id IN (SELECT doctor_id FROM sector_doctor WHERE sector_id = $2))
                  AS version`,
};

/**
 * Free and busy time, bookable start times, days of medical presence and saturation, computed in PostgreSQL with
 * multiranges: `owner_availability` (weekly slots per local date, plus exceptional availability, minus exceptional
 * unavailability) minus the time held by live appointments.
 */
export class TimelinesRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  /** Free time of each owner within [from, to): availability minus what its live appointments hold. */
  async free(kind: 'room' | 'doctor', ownerIds: string[], from: Date, to: Date): Promise<OwnerStepRow[]> {
    const column = kind === 'room' ? 'a.room_id' : 'a.doctor_id';
    return this.manager.query<OwnerStepRow[]>(
      `SELECT av.owner_id AS "ownerId", lower(f) AS start, upper(f) AS "end"
         FROM owners_availability($1::uuid[], $2, $3) AS av
        CROSS JOIN LATERAL unnest(
          av.availability
          - coalesce((SELECT range_agg(tstzrange(a.start_time, a.end_time)) FROM appointment a
                       WHERE ${column} = av.owner_id AND ${LIVE} AND a.start_time < $3 AND a.end_time > $2),
                     '{}'::tstzmultirange)) AS f
        ORDER BY 1, 2`,
      [ownerIds, from, to],
    );
  }

  /** Time held by the live appointments of each sector within [from, to), overlapping holds merged. */
  async busy(sectorIds: string[], from: Date, to: Date): Promise<OwnerStepRow[]> {
    return this.manager.query<OwnerStepRow[]>(
      `SELECT s.id AS "ownerId", lower(b) AS start, upper(b) AS "end"
         FROM unnest($1::uuid[]) AS s(id)
        CROSS JOIN LATERAL unnest(
          coalesce((SELECT range_agg(tstzrange(a.start_time, a.end_time)) FROM appointment a
                     WHERE a.sector_id = s.id AND ${LIVE} AND a.start_time < $3 AND a.end_time > $2),
                   '{}'::tstzmultirange) * tstzmultirange(tstzrange($2, $3))) AS b
        ORDER BY 1, 2`,
      [sectorIds, from, to],
    );
  }

  /**
   * Start times in [from, to), on the 10-minute marks of the zone (those of `window.mark`), where room `roomId` and at least one doctor linked
   * to sector `sectorId` are both available and free for the doctor's consultation plus the room's preparation.
   * Nothing when the room is disabled, deleted or outside the sector, or the sector is disabled or closed; doctors
   * count only while their account is enabled and holds DOCTOR. A step ends with the longest booking it allows;
   * `withDoctors` also lists the doctors free then (one row per doctor and start: far more work). The doctors of
   * `leftOut` do not count at all.
   * Answers the `BookableTimeline` as JSON text, built by PostgreSQL: a month of steps is thousands of rows, which
   * parsing and serialising again in Node would cost more than the query itself.
   */
  async bookableJson(
    roomId: string,
    sectorId: string,
    window: { from: Date; to: Date; mark: Date },
    withDoctors: boolean,
    leftOut: readonly string[] = [],
  ): Promise<string> {
    const [row] = await preparedQuery<{ json: string }>(
      this.manager,
      withDoctors ? BOOKABLE_WITH_DOCTORS : BOOKABLE,
      [roomId, sectorId, window.from, window.to, window.mark, leftOut],
    );
    return row!.json;
  }

  /**
   * What a bookable answer depends on besides room, sector, zone and doctors: [from, to) moved up to the 10-minute
   * marks of `zone` (the same marks fall inside, and nothing before the first one or past the last one's longest
   * hold counts, so the answer is the same), and the version of the rows it reads: the counters of the room, the
   * sector and the sector's doctors (migration 0006), read in one statement. Within one sector version the doctors
   * are the same, so their sum only grows; a new sector version is new: a key never comes back after a change.
   */
  async bookableKey(
    roomId: string,
    sectorId: string,
    window: { from: Date; to: Date; zone: string },
  ): Promise<{ from: Date; to: Date; version: string }> {
    const [row] = await preparedQuery<{ from: Date; to: Date; version: string }>(this.manager, BOOKABLE_KEY, [
      roomId,
      sectorId,
      window.from,
      window.to,
      window.zone,
    ]);
    return row!;
  }

  /** The 10-minute mark of `zone` at or before `at`. */
  async floorTo10Minutes(at: Date, zone: string): Promise<Date> {
    const [row] = await this.manager.query<{ t: Date }[]>(
      `SELECT date_bin('10 minutes', $1::timestamptz, ${alignOrigin('$1::timestamptz', '$2')}) AS t`,
      [at, zone],
    );
    return row!.t;
  }

  /**
   * The local dates of `zone` in [from, to) on which at least one doctor linked to the sectors has availability
   * (`sectorIds`), ignoring appointments; with `roomId`, only while that room is open too (a doctor available on
   * a day the room is closed is not there for the room).
   */
  async presenceDates(
    sectorIds: string[],
    from: Date,
    to: Date,
    zone: string,
    roomId?: string,
  ): Promise<string[]> {
    const rows = await this.manager.query<{ day: string }[]>(
      `WITH doctors AS (
         SELECT range_agg(r) AS m
           FROM owners_availability(ARRAY(SELECT doctor_id FROM sector_doctor WHERE sector_id = ANY ($1::uuid[])), $2, $3)
                AS av
          CROSS JOIN LATERAL unnest(av.availability) AS r
       ),
       present AS (
         SELECT coalesce(d.m, '{}'::tstzmultirange)
                * coalesce((SELECT room.availability FROM owners_availability(ARRAY[$5::uuid], $2, $3) AS room
                             WHERE $5::uuid IS NOT NULL),
                           tstzmultirange(tstzrange($2, $3))) AS m
           FROM doctors d
       )
       SELECT DISTINCT to_char(d, 'YYYY-MM-DD') AS day
         FROM present
        CROSS JOIN LATERAL unnest(present.m) AS r
        CROSS JOIN LATERAL generate_series(date_trunc('day', lower(r) AT TIME ZONE $4),
                                           (upper(r) - interval '1 microsecond') AT TIME ZONE $4,
                                           interval '1 day') AS d
        ORDER BY 1`,
      [sectorIds, from, to, zone, roomId ?? null],
    );
    return rows.map((row) => row.day);
  }

  /** The sectors of a room (any state): the doctors of a room's calendar are those of its sectors. */
  async sectorsOfRoom(roomId: string): Promise<string[]> {
    const rows = await this.manager.query<{ id: string }[]>(
      'SELECT sector_id AS id FROM room_sector WHERE room_id = $1',
      [roomId],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Held ÷ available room time per (ISO weekday, local hour of `zone`) over [from, to), for the rooms of the
   * sectors (not deleted; `null`: every sector). Available time is the rooms' availability (`exceptionalOnly`: their exceptional
   * availability alone); held time is what the sectors' live appointments hold of it. Only cells with available
   * time are answered.
   */
  async saturation(
    sectorIds: string[] | null,
    from: Date,
    to: Date,
    zone: string,
    exceptionalOnly: boolean,
  ): Promise<SaturationRow[]> {
    return this.manager.query<SaturationRow[]>(
      `WITH rooms AS (
         SELECT DISTINCT r.id FROM room r JOIN room_sector rs ON rs.room_id = r.id
          WHERE ($1::uuid[] IS NULL OR rs.sector_id = ANY ($1::uuid[])) AND NOT r.deleted
       ),
       available AS MATERIALIZED (
         SELECT r.id,
                CASE WHEN $5 THEN
                  coalesce((SELECT range_agg(tstzrange(x.start_time, x.end_time)) FROM exceptional_slot x
                             WHERE x.owner_id = r.id AND x.available
                               AND x.start_time < $3 AND x.end_time > $2), '{}'::tstzmultirange)
                  * tstzmultirange(tstzrange($2, $3))
                ELSE owner_availability(r.id, $2, $3) END AS m
           FROM rooms r
       ),
       pieces AS (
         SELECT r, false AS held FROM available CROSS JOIN LATERAL unnest(m) AS r
         UNION ALL
         SELECT h, true
           FROM appointment a
           JOIN available av ON av.id = a.room_id
          CROSS JOIN LATERAL unnest(av.m * tstzmultirange(tstzrange(a.start_time, a.end_time))) AS h
          WHERE ($1::uuid[] IS NULL OR a.sector_id = ANY ($1::uuid[])) AND ${LIVE} AND a.start_time < $3 AND a.end_time > $2
       ),
       cells AS (
         SELECT extract(isodow FROM lt)::int AS dow, extract(hour FROM lt)::int AS hour, p.held,
                extract(epoch FROM upper(c) - lower(c)) AS seconds
           FROM pieces p
          CROSS JOIN LATERAL generate_series(date_trunc('hour', lower(p.r) AT TIME ZONE $4),
                                             (upper(p.r) - interval '1 microsecond') AT TIME ZONE $4,
                                             interval '1 hour') AS lt
          CROSS JOIN LATERAL (SELECT p.r * tstzrange(lt AT TIME ZONE $4, (lt + interval '1 hour') AT TIME ZONE $4)
                                AS c) AS piece
          WHERE NOT isempty(c)
       )
       SELECT dow AS "dayOfWeek", hour,
              least(1, coalesce(sum(seconds) FILTER (WHERE held), 0) / sum(seconds) FILTER (WHERE NOT held))::float8
                AS level
         FROM cells GROUP BY dow, hour HAVING sum(seconds) FILTER (WHERE NOT held) > 0
        ORDER BY 1, 2`,
      [sectorIds, from, to, zone, exceptionalOnly],
    );
  }
}
