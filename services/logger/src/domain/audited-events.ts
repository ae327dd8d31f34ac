import type { TSchema } from 'typebox';
import {
  AccountEventPayloadSchema,
  AccountEvents as A,
  MaterialResourcesEvents as R,
  ProfileEventPayloadSchema,
  RoomCreatedPayloadSchema,
  RoomEventPayloadSchema,
  RoomTypeEventPayloadSchema,
  SectorDoctorEventPayloadSchema,
  SectorEventPayloadSchema,
  type AccountEventPayload,
  type ProfileEventPayload,
  type RoomCreatedPayload,
  type RoomEventPayload,
  type RoomTypeEventPayload,
  type SectorDoctorEventPayload,
  type SectorEventPayload,
} from '@teleplan/proto/events';
import {
  LicenseAppliedPayloadSchema,
  LicenseIssuedPayloadSchema,
  LicenseReleasedPayloadSchema,
  LicensesEvents as L,
  SectorOpeningPayloadSchema,
  type LicenseAppliedPayload,
  type LicenseIssuedPayload,
  type LicenseReleasedPayload,
  type SectorOpeningPayload,
} from '@teleplan/proto/licenses';
import type { AuditChange, AuditSubject } from '@teleplan/proto/logger';
import type { Account, Profile } from '@teleplan/proto/accounts';
import type { RoomSnapshot, RoomTypeSnapshot, SectorSnapshot } from '@teleplan/proto/material-resources';
import type { Appointment } from '@teleplan/proto/schedule-appointments';
import {
  AppointmentEventPayloadSchema,
  ScheduleEvents as S,
  type AppointmentEventPayload,
} from '@teleplan/proto/schedule-events';
import { fieldChanges, flag, memberChanges, roleList, type FieldRule } from './changes.ts';

/** What one event adds to the trail besides its envelope's id, time, actor and request. */
export interface AuditRecord {
  subjectType: AuditSubject;
  subjectId: string;
  changes: AuditChange[];
  /** Who acted when the envelope names no one but the payload does (a practice closed by a super admin). */
  actorAccountId?: string;
}

interface AuditedEvent {
  schema: TSchema;
  record(payload: unknown): AuditRecord;
}

function audited<P>(schema: TSchema, record: (payload: P) => AuditRecord): AuditedEvent {
  return { schema, record: (payload) => record(payload as P) };
}

// ---- appointments: never the patient, the comment or any health detail ----

const APPOINTMENT: FieldRule<Appointment>[] = [
  { field: 'startTime', value: (a) => a.startTime },
  { field: 'room', value: (a) => a.room },
  { field: 'doctor', value: (a) => a.doctor },
  { field: 'sector', value: (a) => a.sector },
  { field: 'paid', value: (a) => flag(a.paid) },
  { field: 'absent', value: (a) => flag(a.absentPatient) },
  { field: 'canceled', value: (a) => flag(a.canceled) },
  { field: 'motive', value: (a) => a.cancelMotive },
];

const appointment = audited<AppointmentEventPayload>(
  AppointmentEventPayloadSchema,
  ({ current, previous }) => ({
    subjectType: 'APPOINTMENT',
    subjectId: current.id,
    changes: fieldChanges(previous, current, APPOINTMENT),
  }),
);

/** A booking: where, when, with whom, paid or not (the rest of a new appointment is false or empty). */
const booked = audited<AppointmentEventPayload>(AppointmentEventPayloadSchema, ({ current }) => ({
  subjectType: 'APPOINTMENT',
  subjectId: current.id,
  changes: fieldChanges(undefined, current, APPOINTMENT.slice(0, 5)),
}));

/** A cancellation: its motive and whether the patient was absent, from what the appointment was before. */
const canceled = audited<AppointmentEventPayload>(AppointmentEventPayloadSchema, ({ current, previous }) => ({
  subjectType: 'APPOINTMENT',
  subjectId: current.id,
  changes: fieldChanges(
    previous ?? { ...current, canceled: false, cancelMotive: null, absentPatient: false },
    current,
    APPOINTMENT.slice(5),
  ),
}));

// ---- people: names and contacts by field name only; roles and enabled with their values ----

const PROFILE: FieldRule<Profile>[] = [
  { field: 'firstName', nameOnly: (p) => p.firstName },
  { field: 'lastName', nameOnly: (p) => p.lastName },
  { field: 'email', nameOnly: (p) => p.email },
  { field: 'telephoneNumber', nameOnly: (p) => p.telephoneNumber },
  { field: 'sex', nameOnly: (p) => p.sex },
  { field: 'zone', nameOnly: (p) => p.zone },
  { field: 'language', nameOnly: (p) => p.language },
  { field: 'account', value: (p) => p.accountId },
];

const profile = audited<ProfileEventPayload>(ProfileEventPayloadSchema, ({ current, previous }) => ({
  subjectType: 'PROFILE',
  subjectId: current.id,
  changes: previous ? fieldChanges(previous, current, PROFILE) : [],
}));

const ACCOUNT: FieldRule<Account>[] = [
  { field: 'roles', value: (a) => roleList(a.grantedRoles) },
  { field: 'enabled', value: (a) => flag(a.enabled) },
  { field: 'preferredRole', value: (a) => a.preferredRole },
  { field: 'email', nameOnly: (a) => a.email },
];

/** Account events: the subject is the account (a profile's `accountId`). */
const account = audited<AccountEventPayload>(AccountEventPayloadSchema, ({ current, previous }) => ({
  subjectType: 'PROFILE',
  subjectId: current.id,
  changes: fieldChanges(previous, current, ACCOUNT),
}));

// ---- rooms, sectors, room types: their names, enabled, and who was added or removed ----

const ROOM: FieldRule<RoomSnapshot>[] = [
  { field: 'name', value: (r) => r.name },
  { field: 'enabled', value: (r) => flag(r.enabled) },
  { field: 'deleted', value: (r) => flag(r.deleted) },
  { field: 'manager', value: (r) => r.managerId },
  { field: 'roomType', value: (r) => r.roomTypeId },
  ...(
    ['address', 'email', 'telephoneNumber', 'url', 'dpiUrl', 'description', 'virtual', 'zoneId'] as const
  ).map((field) => ({ field, nameOnly: (r: RoomSnapshot) => r[field] })),
  { field: 'location', nameOnly: (r) => [r.latitude, r.longitude] },
];

function roomChanges(current: RoomSnapshot, previous: RoomSnapshot | undefined): AuditChange[] {
  return [
    ...fieldChanges(previous, current, ROOM),
    ...memberChanges('sector', previous?.sectorIds ?? [], current.sectorIds),
    ...memberChanges('staff', previous?.userIds ?? [], current.userIds),
  ];
}

const roomCreated = audited<RoomCreatedPayload>(RoomCreatedPayloadSchema, ({ current }) => ({
  subjectType: 'ROOM',
  subjectId: current.id,
  changes: roomChanges(current, undefined),
}));
const room = audited<RoomEventPayload>(RoomEventPayloadSchema, ({ current, previous }) => ({
  subjectType: 'ROOM',
  subjectId: current.id,
  changes: roomChanges(current, previous),
}));

const SECTOR: FieldRule<SectorSnapshot>[] = [
  { field: 'name', value: (s) => s.name },
  { field: 'enabled', value: (s) => flag(s.enabled) },
  { field: 'manager', value: (s) => s.managerId },
];
const sector = audited<SectorEventPayload>(SectorEventPayloadSchema, ({ current, previous }) => ({
  subjectType: 'SECTOR',
  subjectId: current.id,
  changes: [
    ...fieldChanges(previous, current, SECTOR),
    ...memberChanges('doctor', previous?.doctorIds ?? [], current.doctorIds),
  ],
}));

const doctorLink = (linked: boolean) =>
  audited<SectorDoctorEventPayload>(SectorDoctorEventPayloadSchema, ({ sectorId, doctorId }) => ({
    subjectType: 'SECTOR',
    subjectId: sectorId,
    changes: [{ field: 'doctor', before: linked ? null : doctorId, after: linked ? doctorId : null }],
  }));

const ROOM_TYPE: FieldRule<RoomTypeSnapshot>[] = [
  { field: 'name', value: (t) => t.name },
  { field: 'enabled', value: (t) => flag(t.enabled) },
  { field: 'translations', nameOnly: (t) => t.translations },
];
const roomType = audited<RoomTypeEventPayload>(RoomTypeEventPayloadSchema, ({ current, previous }) => ({
  subjectType: 'ROOM_TYPE',
  subjectId: current.id,
  changes: fieldChanges(previous, current, ROOM_TYPE),
}));

const opening = audited<SectorOpeningPayload>(
  SectorOpeningPayloadSchema,
  ({ sectorId, open, changedBy }) => ({
    subjectType: 'SECTOR',
    subjectId: sectorId,
    changes: [{ field: 'open', before: flag(!open), after: flag(open) }],
    actorAccountId: changedBy,
  }),
);

// ---- licence keys: their rooms and the sector that took them (the events never hold the key's text) ----

const licenseIssued = audited<LicenseIssuedPayload>(LicenseIssuedPayloadSchema, ({ id, nbRooms }) => ({
  subjectType: 'LICENCE',
  subjectId: id,
  changes: [{ field: 'nbRooms', before: null, after: String(nbRooms) }],
}));

const licenseApplied = audited<LicenseAppliedPayload>(LicenseAppliedPayloadSchema, ({ id, sectorId }) => ({
  subjectType: 'LICENCE',
  subjectId: id,
  changes: [{ field: 'sector', before: null, after: sectorId }],
}));

const licenseReleased = audited<LicenseReleasedPayload>(LicenseReleasedPayloadSchema, ({ id, sectorId }) => ({
  subjectType: 'LICENCE',
  subjectId: id,
  changes: [{ field: 'sector', before: sectorId, after: null }],
}));

/** Every event type the trail records (docs/logs-and-audit.md#audit-trail) and what it records of it. */
export const AUDITED_EVENTS: Readonly<Record<string, AuditedEvent>> = {
  [S.appointmentBooked]: booked,
  [S.appointmentModified]: appointment,
  [S.appointmentCanceled]: canceled,
  [A.profileCreated]: profile,
  [A.profileUpdated]: profile,
  [A.accountCreated]: account,
  [A.accountUpdated]: account,
  [A.accountActivated]: account,
  [A.accountDeactivated]: account,
  [A.accountRolesChanged]: account,
  [R.roomCreated]: roomCreated,
  [R.roomUpdated]: room,
  [R.roomDisabled]: room,
  [R.roomEnabled]: room,
  [R.roomDeleted]: room,
  [R.sectorCreated]: sector,
  [R.sectorUpdated]: sector,
  [R.sectorDoctorLinked]: doctorLink(true),
  [R.sectorDoctorUnlinked]: doctorLink(false),
  [R.roomTypeCreated]: roomType,
  [R.roomTypeUpdated]: roomType,
  [L.sectorClosed]: opening,
  [L.sectorOpened]: opening,
  [L.licenseIssued]: licenseIssued,
  [L.licenseApplied]: licenseApplied,
  [L.licenseReleased]: licenseReleased,
};
