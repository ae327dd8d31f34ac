import { Type, type Static } from 'typebox';

/** Pieces shared by the schedule contracts (time: docs/scheduling-rules.md#time-and-zones). */

export const DEFAULT_ZONE = 'Europe/Paris';

export const Uuid = Type.String({ format: 'uuid' });
/** An instant on the wire: ISO 8601 with milliseconds and an offset (`2026-11-23T09:00:00.000Z`). */
export const Instant = Type.String({ format: 'date-time' });
/** An IANA time zone name; unknown names answer 400 `schedule.request.zone_invalid`. */
export const Zone = Type.String({ minLength: 1, maxLength: 64, default: DEFAULT_ZONE });
/** A wall-clock time `HH:mm` (24 h). */
export const LocalTime = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' });
/** A calendar date `YYYY-MM-DD`. */
export const LocalDate = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });

/**
 * An id list in a query: repeated keys (`doctorIds=a&doctorIds=b`) or one comma list
 * (`doctorIds=a,b`); the service accepts both.
 */
export const UuidList = Type.Array(Uuid, { maxItems: 500 });

export const OwnerTypeSchema = Type.Union([Type.Literal('DOCTOR'), Type.Literal('ROOM')]);
export type OwnerType = Static<typeof OwnerTypeSchema>;

/** An interval between two instants, with the zone it is shown in. */
export const IntervalSchema = Type.Object({ start: Instant, end: Instant, zone: Zone });
export type Interval = Static<typeof IntervalSchema>;

/** A step of a timeline: a free, busy or bookable stretch of time. */
export const StepSchema = Type.Object({ start: Instant, end: Instant });
export type Step = Static<typeof StepSchema>;

/** The longest span a list, timeline or availability query may cover (a year and a day). */
export const MAX_QUERY_SPAN_DAYS = 367;
/** The bookable horizon: from now to one month ahead (docs/scheduling-rules.md#booking-window). */
export const BOOKABLE_HORIZON_DAYS = 31;
/** Calendars and slots snap to 10 minutes (docs/scheduling-rules.md#ten-minute-grid). */
export const SLOT_STEP_MINUTES = 10;
