import type { EntityManager } from 'typeorm';
import { preparedQuery, type PreparedStatement } from '@teleplan/kit/db/prepared-query';
import { enqueueEventSql } from '@teleplan/kit/outbox/enqueue-event';
import type { EventEnvelope } from '@teleplan/proto/events';
import type { Appointment, AppointmentView, AvailableDoctor } from '@teleplan/proto/schedule-appointments';
import { appointmentJsonSql } from './appointment-json.sql.ts';
import { detailsSql, viewListJsonSql } from './appointment-details.sql.ts';
import { calendarListJsonSql } from './calendar-json.sql.ts';
import { ownRowSql } from './role-reach.ts';
import {
  bookingChecksSql,
  CHECK_PLACEHOLDERS,
  CONSULTATION_SQL,
  lockKeys,
  PREP_SQL,
  type Refusal,
} from './booking-checks.sql.ts';

/** Who acts, as the scope SQL binds it. */
export interface ScopeActor {
  id: string;
  role: string;
}

export interface BookingRow {
  id: string;
  room: string;
  sector: string;
  doctor: string;
  patient: string;
  startTime: string;
  zone: string;
  comment: string | null;
  fromC15: boolean;
  noTreatingDoctor: boolean;
  treatingDoctorNotAvailable: boolean;
}

/** How a view is shown: with its detail parts, and with the patient's names blanked (admins). */
export interface ViewOptions {
  withDetails: boolean;
  blankPatient: boolean;
}

export interface AppointmentFilter {
  from: string;
  to: string;
  sectorIds?: string[];
  roomIds?: string[];
  doctorIds?: string[];
  patientIds?: string[];
  includeCanceled: boolean;
  includeDeleted: boolean;
}

/** One appointment and what the caller may do with it. */
export interface ScopedAppointment {
  appointment: Appointment;
  /** Whether the row is the caller's (who may move or cancel it at all: the route's roles). */
  canRead: boolean;
}

interface ViewRow {
  appointment: Appointment;
  doctor: AppointmentView['doctor'];
  patient: AppointmentView['patient'];
  room: AppointmentView['room'];
  sector: AppointmentView['sector'];
}

function toView(row: ViewRow, withDetails: boolean): AppointmentView {
  if (!withDetails) return { appointment: row.appointment };
  return {
    appointment: row.appointment,
    doctor: row.doctor,
    patient: row.patient,
    room: row.room,
    sector: row.sector,
  };
}

// The longest an appointment lasts (240 minutes of consultation and 120 of preparation) is well under a day:
// bounding start_time from below lets the (room|doctor|sector, start_time) indexes serve a horizon.
const OVERLAPS_HORIZON = `a.start_time < $2 AND a.end_time > $1 AND a.start_time > $1::timestamptz - interval '1 day'`;

/**
 * The appointment rows a list reads: overlapping [$1, $2), matching every id list given ($3 sectors, $4 rooms,
 * $5 doctors, $6 patients), canceled ($7) and deleted ($8) ones only when asked, within the read scope of the
 * caller $9 whose role is $10 (`listedParams` binds $1 to $10).
 */
const LISTED_SQL = `SELECT a.* FROM appointment a
   WHERE ${OVERLAPS_HORIZON}
     AND ($3::uuid[] IS NULL OR a.sector_id = ANY($3::uuid[]))
     AND ($4::uuid[] IS NULL OR a.room_id = ANY($4::uuid[]))
     AND ($5::uuid[] IS NULL OR a.doctor_id = ANY($5::uuid[]))
     AND ($6::uuid[] IS NULL OR a.patient_id = ANY($6::uuid[]))
     AND ($7::boolean OR NOT a.canceled) AND ($8::boolean OR NOT a.deleted)
     AND ${ownRowSql({ person: '$9::uuid', role: '$10' }, { room: 'a.room_id', sector: 'a.sector_id', doctor: 'a.doctor_id' })}`;

function listedParams(actor: ScopeActor, filter: AppointmentFilter): unknown[] {
  return [
    filter.from,
    filter.to,
    filter.sectorIds ?? null,
    filter.roomIds ?? null,
    filter.doctorIds ?? null,
    filter.patientIds ?? null,
    filter.includeCanceled,
    filter.includeDeleted,
    actor.id,
    actor.role,
  ];
}

/**
 * The booking statement (see `book`), prepared once per connection: parsing and planning it cost more than running it.
 * `onOverlap` is what the insert does when it meets another appointment (nothing: the constraint raises 23P01).
 */
const bookStatement = (name: string, onOverlap: string): PreparedStatement => ({
  name,
  text: `WITH ${bookingChecksSql({ ...CHECK_PLACEHOLDERS, locks: '$18::bigint[]' })},
       inserted AS (
         INSERT INTO appointment (id, room_id, sector_id, doctor_id, patient_id, start_time, consultation_end,
           end_time, zone_id, comment, from_c15, no_treating_doctor, treating_doctor_not_available, created_by,
           created_at, updated_at)
         SELECT $8, $3, $4, $5, $6, $7, c.consultation_end, c.end_time, $9, $10, $11, $12, $13, $1,
           $15::text::timestamptz, $15::text::timestamptz
           FROM checked c WHERE c.refusal IS NULL
         ${onOverlap}
         RETURNING ${appointmentJsonSql('appointment')} AS json
       ),
       event AS (
         ${enqueueEventSql('$14', "jsonb_build_object('current', i.json)", 'inserted i')}
       )
       SELECT (SELECT refusal FROM checked) AS refusal, (SELECT json FROM inserted) AS appointment,
         ${detailsSql('$16::boolean', '$17::boolean', { doctor: '$5', patient: '$6', room: '$3', sector: '$4' })}`,
});
const BOOK = bookStatement('schedule.book', '');
/** The booking statement that writes nothing (no error) when the booking would overlap another appointment. */
const BOOK_UNLESS_OVERLAP = bookStatement('schedule.book-unless-overlap', 'ON CONFLICT DO NOTHING');

/** The statement of `roomListVersion`, prepared once per connection: a kept room list costs little else. */
const ROOM_LIST_VERSION: PreparedStatement = {
  name: 'schedule.room-list-version',
  text: `SELECT (SELECT string_agg(coalesce(v.n, 0)::text, ',' ORDER BY r.i)
                   FROM unnest($1::uuid[]) WITH ORDINALITY AS r(id, i)
                   LEFT JOIN schedule_version v ON v.owner_id = r.id) || ':' ||
                (SELECT sum(n) FROM schedule_table_version) AS version`,
};

/** The appointment table; every statement that changes it writes its event in the same transaction. */
export class AppointmentsRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  /**
   * Checks and inserts a booking and its `appointment.booked` event in ONE statement (one round trip, atomic on
   * its own). A refusal writes nothing; an overlap raises the exclusion constraint's 23P01. The appointment is
   * created when the event occurs (the service's clock, not the database's).
   */
  async book(
    actor: ScopeActor,
    row: BookingRow,
    event: EventEnvelope<null>,
    view: ViewOptions,
  ): Promise<{ refusal: Refusal | null; view: AppointmentView | null }> {
    const result = await this.runBooking(BOOK, actor, row, event, view);
    if (!result || result.refusal) return { refusal: result?.refusal ?? 'unauthorized', view: null };
    return { refusal: null, view: toView(result, view.withDetails) };
  }

  /**
   * Books as `book` does, except that an overlap with another appointment (doctor, room or patient) writes
   * nothing and answers 'overlap' instead of raising an error that would end the transaction.
   */
  async bookUnlessOverlap(
    actor: ScopeActor,
    row: BookingRow,
    event: EventEnvelope<null>,
  ): Promise<{ refusal: Refusal | 'overlap' } | { appointment: Appointment }> {
    const result = await this.runBooking(BOOK_UNLESS_OVERLAP, actor, row, event, {
      withDetails: false,
      blankPatient: false,
    });
    if (!result || result.refusal) return { refusal: result?.refusal ?? 'unauthorized' };
    return result.appointment ? { appointment: result.appointment } : { refusal: 'overlap' };
  }

  private async runBooking(
    statement: PreparedStatement,
    actor: ScopeActor,
    row: BookingRow,
    event: EventEnvelope<null>,
    view: ViewOptions,
  ): Promise<(ViewRow & { refusal: Refusal | null }) | undefined> {
    const [result] = await preparedQuery<ViewRow & { refusal: Refusal | null }>(this.manager, statement, [
      actor.id,
      actor.role,
      row.room,
      row.sector,
      row.doctor,
      row.patient,
      row.startTime,
      row.id,
      row.zone,
      row.comment,
      row.fromC15,
      row.noTreatingDoctor,
      row.treatingDoctorNotAvailable,
      JSON.stringify({ ...event, payload: undefined }),
      event.occurredAt,
      view.withDetails,
      view.blankPatient,
      lockKeys(row.doctor, row.room),
    ]);
    return result;
  }

  /** The appointment and the caller's rights on it; with `lock`, locked until the transaction ends. */
  async scoped(actor: ScopeActor, id: string, lock: boolean): Promise<ScopedAppointment | null> {
    const e = { room: 'a.room_id', sector: 'a.sector_id', doctor: 'a.doctor_id' };
    const p = { person: '$2::uuid', role: '$3' };
    const [row] = await this.manager.query<ScopedAppointment[]>(
      `SELECT ${appointmentJsonSql('a')} AS appointment, ${ownRowSql(p, e)} AS "canRead"
       FROM appointment a WHERE a.id = $1 ${lock ? 'FOR UPDATE OF a' : ''}`,
      [id, actor.id, actor.role],
    );
    return row ?? null;
  }

  /**
   * Moves a (locked) appointment after the same checks as a booking, keeping its sector and patient. A refusal
   * changes nothing; an overlap with another appointment raises 23P01 (the row itself is not in the way).
   */
  async reschedule(
    actor: ScopeActor,
    current: Appointment,
    target: { room: string; doctor: string; startTime: string; zone: string },
    now: Date,
  ): Promise<{ refusal: Refusal | null; appointment: Appointment | null }> {
    const checks = bookingChecksSql({ ...CHECK_PLACEHOLDERS, locks: '$10::bigint[]' });
    const [result] = await this.manager.query<{ refusal: Refusal | null; appointment: Appointment | null }[]>(
      `WITH ${checks},
       updated AS (
         UPDATE appointment SET room_id = $3, doctor_id = $5, start_time = $7, consultation_end = c.consultation_end,
           end_time = c.end_time, zone_id = $9, updated_at = $11
         FROM checked c WHERE appointment.id = $8 AND c.refusal IS NULL
         RETURNING ${appointmentJsonSql('appointment')} AS json
       )
       SELECT (SELECT refusal FROM checked) AS refusal, (SELECT json FROM updated) AS appointment`,
      [
        actor.id,
        actor.role,
        target.room,
        current.sector,
        target.doctor,
        current.patient,
        target.startTime,
        current.id,
        target.zone,
        lockKeys(target.doctor, target.room),
        now,
      ],
    );
    return result ?? { refusal: 'unauthorized', appointment: null };
  }

  async setPaid(id: string, paid: boolean, now: Date): Promise<Appointment> {
    return this.change(id, 'paid = $3', now, [paid]);
  }

  async cancel(id: string, motive: string, absentPatient: boolean, now: Date): Promise<Appointment> {
    return this.change(
      id,
      'canceled = true, cancel_motive = $3, absent_patient = $4, canceled_at = $2',
      now,
      [motive, absentPatient],
    );
  }

  /** Applies `set` ($3 on: `values`) and stamps the change at `now` ($2). */
  private async change(id: string, set: string, now: Date, values: unknown[]): Promise<Appointment> {
    const [row] = await this.manager.query<{ json: Appointment }[]>(
      `WITH changed AS (UPDATE appointment SET ${set}, updated_at = $2 WHERE id = $1
         RETURNING ${appointmentJsonSql('appointment')} AS json)
       SELECT json FROM changed`,
      [id, now, ...values],
    );
    return row!.json;
  }

  /**
   * Cancels the live appointments of a room starting at or after `from`, as of `from` (the room's disabling);
   * answers them as they are now.
   */
  async cancelFutureInRoom(roomId: string, from: Date, motive: string): Promise<Appointment[]> {
    const rows = await this.manager.query<{ json: Appointment }[]>(
      `WITH changed AS (
         UPDATE appointment SET canceled = true, cancel_motive = $3, canceled_at = $2, updated_at = $2
         WHERE room_id = $1 AND start_time >= $2 AND NOT canceled AND NOT deleted
         RETURNING ${appointmentJsonSql('appointment')} AS json, start_time)
       SELECT json FROM changed ORDER BY start_time`,
      [roomId, from, motive],
    );
    return rows.map((row) => row.json);
  }

  /** One appointment as a view (after a change, or for GET by id). */
  async view(id: string, options: ViewOptions): Promise<AppointmentView | null> {
    const [row] = await this.manager.query<ViewRow[]>(
      `SELECT ${appointmentJsonSql('a')} AS appointment,
         ${detailsSql('$2::boolean', '$3::boolean', { doctor: 'a.doctor_id', patient: 'a.patient_id', room: 'a.room_id', sector: 'a.sector_id' })}
       FROM appointment a WHERE a.id = $1`,
      [id, options.withDetails, options.blankPatient],
    );
    return row ? toView(row, options.withDetails) : null;
  }

  /**
   * The appointments overlapping [from, to) that match every given id list, within the caller's read scope, by
   * start: as the JSON text of an AppointmentView array, built by PostgreSQL (a loaded week is 2,000 of them).
   */
  async listJson(actor: ScopeActor, filter: AppointmentFilter, options: ViewOptions): Promise<string> {
    const [row] = await this.manager.query<{ json: string }[]>(
      viewListJsonSql('$11::boolean', '$12::boolean', LISTED_SQL),
      [...listedParams(actor, filter), options.withDetails, options.blankPatient],
    );
    return row!.json;
  }

  /**
   * The same appointments as `listJson` as the JSON text of a CalendarAppointment array: what a calendar draws,
   * a tenth of the views' size. `blankPatient` blanks the titles (admins see no patient names).
   */
  async calendarJson(actor: ScopeActor, filter: AppointmentFilter, blankPatient: boolean): Promise<string> {
    const [row] = await this.manager.query<{ json: string }[]>(
      calendarListJsonSql('$11::boolean', LISTED_SQL),
      [...listedParams(actor, filter), blankPatient],
    );
    return row!.json;
  }

  /**
   * The version of what a list of rooms alone reads, whatever its horizon: the counters of the rooms (migration
   * 0006: bumped by every write to their appointments, to the room rows and to their users), then the sum of the
   * people's and sectors' table counters (migration 0012: names, a sector's manager). Counters only grow: a
   * version never comes back after a change. Read before the list, so a kept list is never older than its version.
   */
  async roomListVersion(roomIds: string[]): Promise<string> {
    const [row] = await preparedQuery<{ version: string }>(this.manager, ROOM_LIST_VERSION, [roomIds]);
    return row!.version;
  }

  /** The intervals doctors are held by appointments (neither canceled nor deleted) overlapping [from, to). */
  async doctorsBusy(from: Date, to: Date): Promise<{ doctorId: string; start: Date; end: Date }[]> {
    return this.manager.query(
      `SELECT doctor_id AS "doctorId", start_time AS start, end_time AS "end" FROM appointment
       WHERE NOT canceled AND NOT deleted AND start_time < $2 AND end_time > $1`,
      [from, to],
    );
  }

  /**
   * Doctors linked to the sector, available over [start, start + their consultation + the room's preparation)
   * and free then (ignoring `ignoredId`), with the room also available and free; none when the room is not an
   * open room of an open sector.
   */
  async availableDoctors(q: {
    roomId: string;
    sectorId: string;
    startTime: string;
    ignoredId: string | null;
    /** Leaves out the doctors whose consultation would overlap one of this patient's (null: none). */
    patientId: string | null;
  }): Promise<AvailableDoctor[]> {
    // A doctor and a room are held for the whole interval, a patient for the consultation only (as the
    // exclusion constraints say).
    const busy = (column: string, owner: string, until = 'w.end_time', endColumn = 'end_time') =>
      `EXISTS (SELECT 1 FROM appointment a WHERE a.${column} = ${owner} AND NOT a.canceled AND NOT a.deleted
         AND a.id IS DISTINCT FROM $4::uuid AND a.start_time < ${until} AND a.${endColumn} > $3::timestamptz
         AND a.start_time > $3::timestamptz - interval '1 day')`;
    const covered = (owner: string) =>
      `owner_availability(${owner}, $3::timestamptz, w.end_time) @> tstzrange($3::timestamptz, w.end_time)`;
    return this.manager.query<AvailableDoctor[]>(
      `SELECT p.id, p.first_name AS "firstName", p.last_name AS "lastName", nullif(p.email, '') AS email,
         w.consultation AS "consultationDuration"
       FROM room r
       JOIN room_sector rs ON rs.room_id = r.id AND rs.sector_id = $2
       JOIN sector s ON s.id = rs.sector_id
       JOIN sector_doctor sd ON sd.sector_id = s.id
       JOIN person p ON p.id = sd.doctor_id
       LEFT JOIN doctor_properties dp ON dp.doctor_id = p.id
       LEFT JOIN room_properties rp ON rp.room_id = r.id
       CROSS JOIN LATERAL (SELECT ${CONSULTATION_SQL} AS consultation,
         $3::timestamptz + make_interval(mins => ${CONSULTATION_SQL}) AS consultation_end,
         $3::timestamptz + make_interval(mins => ${CONSULTATION_SQL} + ${PREP_SQL}) AS end_time) w
       WHERE r.id = $1 AND r.enabled AND NOT r.deleted AND s.enabled AND NOT s.closed
         AND ${covered('p.id')} AND ${covered('r.id')}
         AND NOT ${busy('doctor_id', 'p.id')} AND NOT ${busy('room_id', 'r.id')}
         AND NOT ${busy('patient_id', '$5::uuid', 'w.consultation_end', 'consultation_end')}
       ORDER BY lower(p.last_name), lower(p.first_name), p.id`,
      [q.roomId, q.sectorId, q.startTime, q.ignoredId, q.patientId],
    );
  }
}
