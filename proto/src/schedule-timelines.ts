import { Type, type Static } from 'typebox';
import { Instant, LocalDate, StepSchema, Uuid, UuidList, Zone } from './schedule-common.ts';

/**
 * Timelines and saturation (docs/scheduling-rules.md#timelines). Paths, under `schedule/`:
 * - `GET timeline/rooms` (TimelineQuery with roomIds) → StepsByOwner: free time of each room (available, not held)
 * - `GET timeline/doctors` (TimelineQuery with doctorIds) → StepsByOwner: free time of each doctor
 * - `GET timeline/rooms/bookable` (BookableQuery) → BookableTimeline: start times where the room and at least
 *   one doctor of the sector are available and free for consultation + preparation; clipped to [now, now + 31 days];
 *   the doctors of each step with `withDoctors=true`
 * - `GET timeline/sectors/busy` (TimelineQuery with sectorIds) → StepsByOwner keyed by sector: held intervals
 * - `GET timeline/medical-presence` (MedicalPresenceQuery) → MedicalPresence: days with at least one doctor available (for a room, while it is open)
 * - `GET stats/sectors/saturation` (TimelineQuery with sectorIds) → Saturation[]: held ÷ available per weekday and hour
 * - `GET stats/sectors/saturation/exceptional/hourly` (same) → Saturation[]: the same over exceptional availability only
 */

export const TimelineQuerySchema = Type.Object(
  {
    zone: Type.Optional(Zone),
    from: Instant,
    to: Instant,
    roomIds: Type.Optional(UuidList),
    doctorIds: Type.Optional(UuidList),
    sectorIds: Type.Optional(UuidList),
  },
  { additionalProperties: false },
);
export type TimelineQuery = Static<typeof TimelineQuerySchema>;

export const TimelineSchema = Type.Object({ steps: Type.Array(StepSchema) });
export type Timeline = Static<typeof TimelineSchema>;
export const StepsByOwnerSchema = Type.Record(Type.String({ format: 'uuid' }), TimelineSchema);
export type StepsByOwner = Static<typeof StepsByOwnerSchema>;

export const BookableQuerySchema = Type.Object(
  {
    zone: Type.Optional(Zone),
    roomId: Uuid,
    sectorId: Uuid,
    from: Type.Optional(Instant),
    to: Type.Optional(Instant),
    withExecutable: Type.Optional(Type.Boolean({ default: false })),
    /** Also list, per step, the doctors free then (a month of a large sector: thousands of ids, slower). */
    withDoctors: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type BookableQuery = Static<typeof BookableQuerySchema>;

/**
 * A bookable step: a start (10-minute aligned) and the end of the longest booking it allows (consultation plus
 * preparation); with `withDoctors`, the doctors free then (sorted).
 */
export const BookableStepSchema = Type.Object({
  start: Instant,
  end: Instant,
  doctorIds: Type.Optional(Type.Array(Uuid)),
});
export type BookableStep = Static<typeof BookableStepSchema>;
export const BookableTimelineSchema = Type.Object({ steps: Type.Array(BookableStepSchema) });
export type BookableTimeline = Static<typeof BookableTimelineSchema>;

export const MedicalPresenceQuerySchema = Type.Object(
  {
    zone: Type.Optional(Zone),
    from: Instant,
    to: Instant,
    roomId: Type.Optional(Uuid),
    sectorId: Type.Optional(Uuid),
    withExecutable: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type MedicalPresenceQuery = Static<typeof MedicalPresenceQuerySchema>;
export const MedicalPresenceSchema = Type.Object({ dates: Type.Array(LocalDate) });
export type MedicalPresence = Static<typeof MedicalPresenceSchema>;

export const SaturationSchema = Type.Object({
  interval: Type.Object({
    dayOfWeek: Type.Integer({ minimum: 1, maximum: 7 }),
    start: Type.Integer({ minimum: 0, maximum: 23 }),
  }),
  saturationLevel: Type.Number({ minimum: 0, maximum: 1 }),
});
export type Saturation = Static<typeof SaturationSchema>;
/** Saturation colours (docs/constants.md): below 0.5 light, 0.5 to below 0.8 medium, 0.8 and above high. */
export const SATURATION_THRESHOLDS = { medium: 0.5, high: 0.8 } as const;
