import { Type, type Static } from 'typebox';
import { Instant, LocalTime, OwnerTypeSchema, Uuid, UuidList, Zone } from './schedule-common.ts';

/**
 * Availability of doctors and rooms (docs/scheduling-rules.md#availability). Paths, under `schedule/`:
 * - `GET availabilities/doctors` and `GET availabilities/rooms` (AvailabilityQuery)
 * - `POST availabilities/doctors|rooms` (AvailabilityBody) → AvailabilityByOwner of what was created
 * - `DELETE availabilities/doctors|rooms` with a body (AvailabilityDeleteBody) → 204
 * Rules (server side): times on 10-minute boundaries unless all day (all day is 00:01-23:59
 * local), start before end, the default (weekly) slots of one owner never overlap on a day.
 */

/** The default opening pattern a room created with it gets: Mon-Fri 09:00-12:00, 14:00-19:00. */
export const DEFAULT_OPENING_PATTERN = [
  { start: '09:00', end: '12:00' },
  { start: '14:00', end: '19:00' },
] as const;
export const DEFAULT_OPENING_DAYS = [1, 2, 3, 4, 5] as const;
export const ALL_DAY = { start: '00:01', end: '23:59' } as const;
export const SLOT_COMMENT_MAX_LENGTH = 255;
/** A new slot's zone; without one, a room's slot takes the room's zone and a doctor's Europe/Paris. */
const SlotZone = Type.String({ minLength: 1, maxLength: 64 });

/** Weekly slot: local wall-clock times in `zone`, expanded per date (DST-safe). dayOfWeek 1 = Monday. */
export const DefaultAvailabilitySchema = Type.Object({
  id: Uuid,
  owner: Uuid,
  ownerType: OwnerTypeSchema,
  dayOfWeek: Type.Integer({ minimum: 1, maximum: 7 }),
  interval: Type.Object({ start: LocalTime, end: LocalTime, zone: Zone }),
});
export type DefaultAvailability = Static<typeof DefaultAvailabilitySchema>;

/** An exceptional availability (green) or unavailability (red) between two instants. */
export const ExceptionalSlotSchema = Type.Object({
  id: Uuid,
  owner: Uuid,
  ownerType: OwnerTypeSchema,
  interval: Type.Object({ start: Instant, end: Instant, zone: Zone }),
  comment: Type.Union([Type.String(), Type.Null()]),
});
export type ExceptionalSlot = Static<typeof ExceptionalSlotSchema>;

export const AvailabilityByOwnerSchema = Type.Object({
  defaultAvailability: Type.Array(DefaultAvailabilitySchema),
  exceptionalAvailability: Type.Array(ExceptionalSlotSchema),
  exceptionalUnavailability: Type.Array(ExceptionalSlotSchema),
});
export type AvailabilityByOwner = Static<typeof AvailabilityByOwnerSchema>;

/** groupByOwner=true: keyed by owner id (every asked owner present, empty arrays when none); false: one merged set. */
export const AvailabilityAnswerSchema = Type.Union([
  Type.Record(Type.String({ format: 'uuid' }), AvailabilityByOwnerSchema),
  AvailabilityByOwnerSchema,
]);
export type AvailabilityAnswer = Static<typeof AvailabilityAnswerSchema>;

/** `from`/`to` bound the exceptional slots returned (overlapping the range); the weekly slots are always all returned. */
export const AvailabilityQuerySchema = Type.Object(
  {
    zone: Type.Optional(Zone),
    from: Instant,
    to: Instant,
    doctorIds: Type.Optional(UuidList),
    roomIds: Type.Optional(UuidList),
    groupByOwner: Type.Optional(Type.Boolean({ default: true })),
  },
  { additionalProperties: false },
);
export type AvailabilityQuery = Static<typeof AvailabilityQuerySchema>;

export const NewDefaultAvailabilitySchema = Type.Object(
  {
    owner: Uuid,
    dayOfWeek: Type.Integer({ minimum: 1, maximum: 7 }),
    interval: Type.Object(
      { start: LocalTime, end: LocalTime, zone: Type.Optional(SlotZone) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type NewDefaultAvailability = Static<typeof NewDefaultAvailabilitySchema>;

export const NewExceptionalSlotSchema = Type.Object(
  {
    owner: Uuid,
    interval: Type.Object(
      { start: Instant, end: Instant, zone: Type.Optional(SlotZone) },
      { additionalProperties: false },
    ),
    comment: Type.Optional(Type.Union([Type.String({ maxLength: SLOT_COMMENT_MAX_LENGTH }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type NewExceptionalSlot = Static<typeof NewExceptionalSlotSchema>;

/** All three arrays optional; everything is created in one transaction or nothing is. */
export const AvailabilityBodySchema = Type.Object(
  {
    defaultAvailability: Type.Optional(Type.Array(NewDefaultAvailabilitySchema, { maxItems: 200 })),
    exceptionalAvailability: Type.Optional(Type.Array(NewExceptionalSlotSchema, { maxItems: 200 })),
    exceptionalUnavailability: Type.Optional(Type.Array(NewExceptionalSlotSchema, { maxItems: 200 })),
  },
  { additionalProperties: false },
);
export type AvailabilityBody = Static<typeof AvailabilityBodySchema>;

export const AvailabilityDeleteBodySchema = Type.Object(
  {
    defaultAvailabilityIds: Type.Optional(Type.Array(Uuid, { maxItems: 500 })),
    exceptionalAvailabilityIds: Type.Optional(Type.Array(Uuid, { maxItems: 500 })),
    exceptionalUnavailabilityIds: Type.Optional(Type.Array(Uuid, { maxItems: 500 })),
  },
  { additionalProperties: false },
);
export type AvailabilityDeleteBody = Static<typeof AvailabilityDeleteBodySchema>;
