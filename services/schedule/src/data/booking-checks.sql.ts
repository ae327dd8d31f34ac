import { STAFF_ROLES } from '@teleplan/proto/roles';
import { CONSULTATION_DURATION, PREP_DURATION } from '@teleplan/proto/schedule';
import { ownRowSql } from './role-reach.ts';

/** A doctor's consultation and a room's preparation in minutes (`dp` doctor_properties, `rp` room_properties). */
export const CONSULTATION_SQL = `coalesce(dp.consultation_duration, ${CONSULTATION_DURATION.default})`;
export const PREP_SQL = `coalesce(rp.prep_duration, ${PREP_DURATION.default})`;

/**
 * Whether the person `id` (a SQL expression) may be booked as a patient: known to the people replica and holding
 * no staff role. A staff account is not a patient: booking one would show their email to room roles.
 */
export const isPatientSql = (id: string) =>
  `EXISTS (SELECT 1 FROM person pa WHERE pa.id = ${id}
     AND NOT pa.roles && ARRAY[${STAFF_ROLES.map((role) => `'${role}'`).join(', ')}]::text[])`;

/** Placeholders the checks read, bound by the statement that embeds them. */
export interface CheckParams {
  actor: string;
  role: string;
  room: string;
  sector: string;
  doctor: string;
  patient: string;
  start: string;
  /** The booking's lock keys (bigint[], see lockKeys), taken in this order. */
  locks: string;
}

/**
 * Advisory lock keys of a doctor and a room, ascending and distinct. Two bookings that could overlap share a
 * doctor or a room, so they queue on a lock taken in one global order instead of deadlocking on the exclusion
 * constraints (doctor A in room B against doctor B in room A). Keys are the ids' last 64 bits (random in UUIDs);
 * a collision only queues two bookings that did not need it.
 */
export function lockKeys(...ids: string[]): string[] {
  const keys = ids.map((id) => BigInt.asIntN(64, BigInt(`0x${id.replaceAll('-', '').slice(-16)}`)));
  return [...new Set(keys)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map(String);
}

/**
 * The placeholders a booking and a move both bind their checks to: $1 actor, $2 role, $3 room, $4 sector,
 * $5 doctor, $6 patient, $7 start; each statement then places its lock keys.
 */
export const CHECK_PLACEHOLDERS: Omit<CheckParams, 'locks'> = {
  actor: '$1::uuid',
  role: '$2',
  room: '$3::uuid',
  sector: '$4::uuid',
  doctor: '$5::uuid',
  patient: '$6::uuid',
  start: '$7::timestamptz',
};

/** Why a booking (or a move) is refused, in the order the checks run; null when it may be written. */
export type Refusal =
  | 'unauthorized'
  | 'room_missing'
  | 'room_disabled'
  | 'room_not_in_sector'
  | 'sector_closed'
  | 'doctor_not_in_sector'
  | 'patient_unknown'
  | 'doctor_unavailable'
  | 'room_unavailable';

/**
 * Two CTEs, `facts` and `checked` (columns refusal, consultation_end, end_time), that decide whether the booking
 * may be written, once the booking's doctor and room locks are held (until the statement's transaction ends): the caller's scope, the room (known, enabled, not deleted, in the sector), the sector (enabled,
 * not closed, the doctor linked to it), the patient known and not staff, and both the doctor's and the room's availability
 * covering the whole [start, end_time). Overlaps with other appointments are the exclusion constraints' job.
 */
export function bookingChecksSql(p: CheckParams): string {
  const wanted = `tstzrange(${p.start}, f.end_time)`;
  // Most bookings lie inside one weekly slot (of the start's local date) or one exceptional opening, with no
  // exceptional closure across them: then they are covered, and PostgreSQL is spared owner_availability's
  // whole multirange. Otherwise owner_availability decides (e.g. a booking across two adjacent slots).
  const inOneSlot = (
    owner: string,
  ) => `(NOT EXISTS (SELECT 1 FROM exceptional_slot x WHERE x.owner_id = ${owner}
          AND NOT x.available AND tstzrange(x.start_time, x.end_time) && ${wanted})
        AND (EXISTS (SELECT 1 FROM default_availability da
            CROSS JOIN LATERAL (SELECT (${p.start} AT TIME ZONE da.zone_id)::date AS d) AS l
            WHERE da.owner_id = ${owner} AND da.day_of_week = extract(isodow FROM l.d)
              AND tstzrange((l.d + da.start_time) AT TIME ZONE da.zone_id,
                            (l.d + da.end_time) AT TIME ZONE da.zone_id) @> ${wanted})
          OR EXISTS (SELECT 1 FROM exceptional_slot x WHERE x.owner_id = ${owner} AND x.available
            AND tstzrange(x.start_time, x.end_time) @> ${wanted})))`;
  const covered = (owner: string) =>
    `CASE WHEN ${inOneSlot(owner)} THEN true
      ELSE owner_availability(${owner}, ${p.start}, f.end_time) @> ${wanted} END`;
  return `facts AS MATERIALIZED (
      SELECT (SELECT count(pg_advisory_xact_lock(k)) FROM unnest(${p.locks}) AS l(k)) AS locked,
        r.id IS NOT NULL AS room_known, coalesce(r.enabled AND NOT r.deleted, false) AS room_open,
        EXISTS (SELECT 1 FROM room_sector rs WHERE rs.room_id = ${p.room} AND rs.sector_id = ${p.sector})
          AS room_in_sector,
        coalesce(s.enabled AND NOT s.closed, false) AS sector_open,
        EXISTS (SELECT 1 FROM sector_doctor sd WHERE sd.sector_id = ${p.sector} AND sd.doctor_id = ${p.doctor})
          AS doctor_in_sector,
        ${isPatientSql(p.patient)} AS patient_known,
        ${ownRowSql({ role: p.role, person: p.actor }, { room: p.room, sector: p.sector, doctor: p.doctor })} AS in_scope,
        ${p.start} + make_interval(mins => ${CONSULTATION_SQL}) AS consultation_end,
        ${p.start} + make_interval(mins => ${CONSULTATION_SQL} + ${PREP_SQL}) AS end_time
      FROM (SELECT 1) AS one
      LEFT JOIN room r ON r.id = ${p.room}
      LEFT JOIN sector s ON s.id = ${p.sector}
      LEFT JOIN doctor_properties dp ON dp.doctor_id = ${p.doctor}
      LEFT JOIN room_properties rp ON rp.room_id = ${p.room}
    ),
    checked AS (
      SELECT f.consultation_end, f.end_time, CASE
        WHEN NOT f.in_scope THEN 'unauthorized'
        WHEN NOT f.room_known THEN 'room_missing'
        WHEN NOT f.room_open THEN 'room_disabled'
        WHEN NOT f.room_in_sector THEN 'room_not_in_sector'
        WHEN NOT f.sector_open THEN 'sector_closed'
        WHEN NOT f.doctor_in_sector THEN 'doctor_not_in_sector'
        WHEN NOT f.patient_known THEN 'patient_unknown'
        WHEN NOT ${covered(p.doctor)} THEN 'doctor_unavailable'
        WHEN NOT ${covered(p.room)} THEN 'room_unavailable'
      END AS refusal
      FROM facts f
    )`;
}
