import { AccountEvents as A, MaterialResourcesEvents as R } from './events.ts';
import { LicensesEvents as L } from './licenses.ts';
import { LoggerEvents } from './logger.ts';
import { ScheduleEvents as S } from './schedule-events.ts';

/** A person's profile and account, as the replicas of people keep them. */
const PEOPLE = [
  A.profileCreated,
  A.profileUpdated,
  A.accountCreated,
  A.accountUpdated,
  A.accountActivated,
  A.accountDeactivated,
  A.accountRolesChanged,
] as const;

/** Rooms and sectors, as the replicas of places keep them. */
const ROOMS_AND_SECTORS = [
  R.roomCreated,
  R.roomUpdated,
  R.roomDisabled,
  R.roomEnabled,
  R.roomDeleted,
  R.sectorCreated,
  R.sectorUpdated,
] as const;

/** Appointment changes, as the live feed records them and statistics count them. */
const APPOINTMENTS = [S.appointmentBooked, S.appointmentModified, S.appointmentCanceled] as const;

/**
 * Which consumer (a service name) takes which event types: the one place the whole platform's routing is
 * written. The distributed bus declares every consumer's queue and bindings from it as soon as any process
 * connects, so an event published before its consumer ever started waits in that consumer's queue instead of
 * being routed nowhere. A test checks that each service subscribes to exactly its entry.
 */
export const EVENT_SUBSCRIPTIONS = {
  accounts: [...ROOMS_AND_SECTORS, R.sectorDoctorLinked, R.sectorDoctorUnlinked],
  authenticator: [
    A.accountActivated,
    A.accountUpdated,
    A.accountDeactivated,
    A.accountRolesChanged,
    A.accountCredentialsChanged,
  ],
  indicators: [
    ...ROOMS_AND_SECTORS,
    R.roomTypeCreated,
    R.roomTypeUpdated,
    R.sectorDoctorLinked,
    R.sectorDoctorUnlinked,
    ...APPOINTMENTS,
    S.availabilityChanged,
    S.evaluationSubmitted,
  ],
  licenses: [R.sectorCreated, R.sectorUpdated],
  /** The log lines, and the audit trail (docs/logs-and-audit.md): people name the actors. */
  logger: [
    LoggerEvents.linesShipped,
    ...PEOPLE,
    ...ROOMS_AND_SECTORS,
    R.roomTypeCreated,
    R.roomTypeUpdated,
    R.sectorDoctorLinked,
    R.sectorDoctorUnlinked,
    ...APPOINTMENTS,
    L.sectorClosed,
    L.sectorOpened,
    L.licenseIssued,
    L.licenseApplied,
    L.licenseReleased,
  ],
  'material-resources': [...PEOPLE],
  notification: [...PEOPLE, A.accountCredentialsChanged, ...ROOMS_AND_SECTORS, ...APPOINTMENTS],
  schedule: [
    ...PEOPLE,
    ...ROOMS_AND_SECTORS,
    R.sectorDoctorLinked,
    R.sectorDoctorUnlinked,
    L.sectorClosed,
    L.sectorOpened,
  ],
} as const satisfies Readonly<Record<string, readonly string[]>>;

/** Consumer name to the event types it takes. */
export type EventSubscriptions = Readonly<Record<string, readonly string[]>>;
