import { Type, type Static } from 'typebox';
import { Instant, IntervalSchema, Uuid, UuidList, Zone } from './schedule-common.ts';

/**
 * Appointments (docs/scheduling-rules.md). Paths, under `schedule/`:
 * - `GET appointments` (AppointmentListQuery) → AppointmentView[]
 * - `GET appointments/history` (AppointmentHistoryQuery) → AppointmentView[]
 * - `GET appointments/{id}` → AppointmentView (always with details)
 * - `POST appointments?withDetails=` (NewAppointment) → 201 AppointmentView
 * - `PATCH appointments/{id}` (AppointmentMove) → AppointmentView (details)
 * - `PATCH appointments/{id}/payment?paid=` → AppointmentView (details)
 * - `DELETE appointments/{id}/cancel` (CancelBody) → AppointmentView (details)
 * - `GET arrangements/find/available-doctors` (AvailableDoctorsQuery) → AvailableDoctor[]
 *
 * Time model: `startTime` is when the consultation starts. The consultation lasts the doctor's
 * consultationDuration; the room's prepDuration follows it. `interval` = [start, start + consultation + prep)
 * is what the room and the doctor are both held for (no overlap allowed, canceled ones excluded);
 * `consultationInterval` = [start, start + consultation) is what the doctor's calendar shows.
 */

export const APPOINTMENT_COMMENT_MAX_LENGTH = 150;
export const CANCEL_MOTIVE_MAX_LENGTH = 255;
/** The motive written when the patient is marked absent (docs/scheduling-rules.md#cancellation). */
export const ABSENT_PATIENT_MOTIVE = 'Patient absent';

export const AppointmentSchema = Type.Object({
  id: Uuid,
  room: Uuid,
  sector: Uuid,
  doctor: Uuid,
  patient: Uuid,
  startTime: Instant,
  zone: Zone,
  interval: IntervalSchema,
  consultationInterval: IntervalSchema,
  paid: Type.Boolean(),
  comment: Type.Union([Type.String(), Type.Null()]),
  fromC15: Type.Boolean(),
  noTreatingDoctor: Type.Boolean(),
  treatingDoctorNotAvailable: Type.Boolean(),
  canceled: Type.Boolean(),
  cancelMotive: Type.Union([Type.String(), Type.Null()]),
  absentPatient: Type.Boolean(),
  deleted: Type.Boolean(),
  createdAt: Instant,
  updatedAt: Instant,
});
export type Appointment = Static<typeof AppointmentSchema>;

/** A person as the schedule replica knows them. Patient names are blank ('') for ADMIN and SUPER_ADMIN. */
export const AppointmentPersonSchema = Type.Object({
  id: Uuid,
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
});
export type AppointmentPerson = Static<typeof AppointmentPersonSchema>;

export const AppointmentPlaceSchema = Type.Object({ id: Uuid, name: Type.String() });
export type AppointmentPlace = Static<typeof AppointmentPlaceSchema>;

/** One appointment; the four detail parts are present when withDetails=true (null when the replica lacks them). */
export const AppointmentViewSchema = Type.Object({
  appointment: AppointmentSchema,
  doctor: Type.Optional(Type.Union([AppointmentPersonSchema, Type.Null()])),
  patient: Type.Optional(Type.Union([AppointmentPersonSchema, Type.Null()])),
  room: Type.Optional(Type.Union([AppointmentPlaceSchema, Type.Null()])),
  sector: Type.Optional(Type.Union([AppointmentPlaceSchema, Type.Null()])),
});
export type AppointmentView = Static<typeof AppointmentViewSchema>;

/** Appointments whose interval overlaps [horizonStart, horizonEnd). At least one of the id lists is needed. */
export const AppointmentListQuerySchema = Type.Object(
  {
    horizonStart: Instant,
    horizonEnd: Instant,
    sectorIds: Type.Optional(UuidList),
    roomIds: Type.Optional(UuidList),
    doctorIds: Type.Optional(UuidList),
    zone: Type.Optional(Zone),
    withDetails: Type.Optional(Type.Boolean({ default: false })),
    includeCanceled: Type.Optional(Type.Boolean({ default: false })),
    includeDeleted: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type AppointmentListQuery = Static<typeof AppointmentListQuerySchema>;

export const AppointmentHistoryQuerySchema = Type.Object(
  {
    patientIds: UuidList,
    horizonStart: Instant,
    horizonEnd: Instant,
    sectorIds: Type.Optional(UuidList),
    zone: Type.Optional(Zone),
    withDetails: Type.Optional(Type.Boolean({ default: false })),
    includeCanceled: Type.Optional(Type.Boolean({ default: false })),
    includeDeleted: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type AppointmentHistoryQuery = Static<typeof AppointmentHistoryQuerySchema>;

export const WithDetailsQuerySchema = Type.Object(
  { withDetails: Type.Optional(Type.Boolean({ default: true })) },
  { additionalProperties: false },
);

/** A booking; `startTime` falls on a 10-minute step of the wall clock in `zone` (default Europe/Paris), no seconds. */
export const NewAppointmentSchema = Type.Object(
  {
    room: Uuid,
    startTime: Instant,
    patient: Uuid,
    doctor: Uuid,
    sector: Uuid,
    zone: Type.Optional(Zone),
    fromC15: Type.Optional(Type.Boolean({ default: false })),
    noTreatingDoctor: Type.Optional(Type.Boolean({ default: false })),
    treatingDoctorNotAvailable: Type.Optional(Type.Boolean({ default: false })),
    comment: Type.Optional(
      Type.Union([Type.String({ maxLength: APPOINTMENT_COMMENT_MAX_LENGTH }), Type.Null()]),
    ),
  },
  { additionalProperties: false },
);
export type NewAppointment = Static<typeof NewAppointmentSchema>;

/**
 * Move or reschedule: the new room, doctor and start (all required: the web sends the current ones it keeps); the
 * start on a 10-minute step of `zone`, as for a booking.
 */
export const AppointmentMoveSchema = Type.Object(
  { room: Uuid, doctor: Uuid, startTime: Instant, zone: Type.Optional(Zone) },
  { additionalProperties: false },
);
export type AppointmentMove = Static<typeof AppointmentMoveSchema>;

export const AppointmentIdParamsSchema = Type.Object({ id: Uuid });
export const PaymentQuerySchema = Type.Object({ paid: Type.Boolean() }, { additionalProperties: false });
export type PaymentQuery = Static<typeof PaymentQuerySchema>;

export const CancelBodySchema = Type.Object(
  {
    cancelMotive: Type.String({ maxLength: CANCEL_MOTIVE_MAX_LENGTH }),
    absentPatient: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type CancelBody = Static<typeof CancelBodySchema>;

/**
 * Doctors of the sector free and available at startTime for their consultation plus the room's preparation.
 * With `patientId`, a doctor whose interval would overlap one of the patient's live appointments is left out (a
 * patient is in one consultation at a time); an unknown patient is 404 `schedule.appointment.patient_unknown`.
 * `ignoredAppointmentId` (a move) is left out of every overlap. `withDetails=false` answers ids and durations only.
 */
export const AvailableDoctorsQuerySchema = Type.Object(
  {
    roomId: Uuid,
    sectorId: Uuid,
    startTime: Instant,
    patientId: Type.Optional(Uuid),
    zone: Type.Optional(Zone),
    withDetails: Type.Optional(Type.Boolean({ default: true })),
    ignoredAppointmentId: Type.Optional(Uuid),
  },
  { additionalProperties: false },
);
export type AvailableDoctorsQuery = Static<typeof AvailableDoctorsQuerySchema>;

/** A doctor who may be chosen; the names and email (details) are present when withDetails=true (the default). */
export const AvailableDoctorSchema = Type.Object({
  id: Uuid,
  consultationDuration: Type.Integer(),
  firstName: Type.Optional(Type.String()),
  lastName: Type.Optional(Type.String()),
  email: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type AvailableDoctor = Static<typeof AvailableDoctorSchema>;

/**
 * `GET appointments/calendar`: what a calendar draws of the live (neither canceled nor deleted) appointments
 * overlapping the horizon, by start, in the sectors, rooms or doctors asked for (at least one list): the list's
 * query without its details and canceled/deleted switches.
 * A loaded room week is 2,000 appointments: this answer is a fifth of the views' size (0.5 MB, not 2.4 MB); the
 * detail panel reads the whole view (`GET appointments/{id}`) when it opens.
 */
export const CalendarAppointmentQuerySchema = Type.Omit(
  AppointmentListQuerySchema,
  ['withDetails', 'includeCanceled', 'includeDeleted'],
  // Omit keeps the properties, not the options: the calendar refuses unknown keys as the list does.
  { additionalProperties: false },
);
export type CalendarAppointmentQuery = Static<typeof CalendarAppointmentQuerySchema>;

/**
 * One appointment as a calendar draws it: `start` (the startTime), `end` (the end of `interval`, as room calendars
 * show it), `consultationEnd` (the end of `consultationInterval`, as doctors' calendars show it), the doctor (the
 * column of a multi-doctor view) and `title`: the patient's full name, blank for ADMIN and SUPER_ADMIN (who see
 * no patient names) and when the replica does not know the patient.
 */
export const CalendarAppointmentSchema = Type.Object({
  id: Uuid,
  doctor: Uuid,
  start: Instant,
  end: Instant,
  consultationEnd: Instant,
  title: Type.String(),
});
export type CalendarAppointment = Static<typeof CalendarAppointmentSchema>;

/** What `appointments/calendar` answers of a view with its details (the patient's names as the caller sees them). */
export function calendarAppointmentOf(view: AppointmentView): CalendarAppointment {
  const { appointment, patient } = view;
  return {
    id: appointment.id,
    doctor: appointment.doctor,
    start: appointment.startTime,
    end: appointment.interval.end,
    consultationEnd: appointment.consultationInterval.end,
    title: patient ? `${patient.firstName} ${patient.lastName}`.trim() : '',
  };
}
