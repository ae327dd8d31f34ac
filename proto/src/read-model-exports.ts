import { Type, type Static } from 'typebox';
import { RoomSnapshotSchema, RoomTypeSnapshotSchema, SectorSnapshotSchema } from './material-resources.ts';
import { OwnerTypeSchema, Instant, Uuid } from './schedule-common.ts';

/**
 * Streamed internal exports a read model (statistics) rebuilds from: the owners' own facts, through their own
 * APIs, never their databases (docs/architecture.md#events-outbox-and-inbox). SERVICE tokens only, never routed by the gateway.
 *
 * A CSV answer (`text/csv`, streamed from a COPY):
 * - `GET schedule/internal/exports/appointments` → every appointment, canceled and deleted ones included, in no
 *   particular order (the first lines leave at once): one line each, no header, the APPOINTMENT_FACT_COLUMNS of
 *   its `Appointment` (`schedule-appointments.ts`) as PostgreSQL writes CSV (ISO 8601 instants with their offset,
 *   booleans `t`/`f`, an absent value empty). Only what a read model counts: a sixth of the JSON's bytes, and no
 *   JSON to write or parse for millions of lines.
 * NDJSON answers (`application/x-ndjson`, one JSON value a line, streamed from a cursor):
 * - `GET schedule/internal/exports/evaluations` → `EvaluationSubmittedPayload` lines (`schedule-evaluations.ts`).
 * - `GET schedule/internal/exports/availability` (AvailabilityExportQuery) → `AvailableInterval` lines, ordered
 *   by owner and start (the read model cuts them into hours itself); `from` before `to`, at most AVAILABILITY_EXPORT_MAX_DAYS apart, else 400
 *   `schedule.request.range_invalid`.
 * JSON answer:
 * - `GET material-resources/internal/exports/resources` → `ResourcesExport`.
 */

/** The longest [from, to) an availability export covers (about 7 years); a longer one is refused (400). */
export const AVAILABILITY_EXPORT_MAX_DAYS = 2557;

export const AvailabilityExportQuerySchema = Type.Object(
  {
    from: Instant,
    to: Instant,
    /** Only these owners (rooms or doctors); every owner without it. */
    ownerIds: Type.Optional(Type.Array(Uuid, { maxItems: 500 })),
  },
  { additionalProperties: false },
);
export type AvailabilityExportQuery = Static<typeof AvailabilityExportQuerySchema>;

/**
 * A stretch [start, end) of [from, to) in which an owner is available (weekly slots expanded per local date, plus
 * exceptional availability, minus exceptional unavailability); an owner's stretches neither overlap nor touch.
 */
export const AvailableIntervalSchema = Type.Object({
  ownerType: OwnerTypeSchema,
  owner: Uuid,
  start: Instant,
  end: Instant,
});
export type AvailableInterval = Static<typeof AvailableIntervalSchema>;

/** The fields of an `Appointment` in the appointments export's CSV, in order. */
export const APPOINTMENT_FACT_COLUMNS = [
  'id',
  'doctor',
  'room',
  'sector',
  'patient',
  'start',
  'end',
  'canceled',
  'absentPatient',
  'paid',
  'fromC15',
  'noTreatingDoctor',
  'treatingDoctorNotAvailable',
  'deleted',
  'updatedAt',
] as const;

/** Every sector, room (deleted ones included, flagged) and room type, as their events carry them. */
export const ResourcesExportSchema = Type.Object({
  sectors: Type.Array(SectorSnapshotSchema),
  rooms: Type.Array(RoomSnapshotSchema),
  roomTypes: Type.Array(RoomTypeSnapshotSchema),
});
export type ResourcesExport = Static<typeof ResourcesExportSchema>;
