/**
 * A zone's offsets from UTC over a window, as `zoneOffsets` computes them for the statements
 * (docs/statistics.md#zones): `seconds[i]` holds from `at[i]` on, `at[0]` being '-infinity'. A statement finds a
 * row's offset with one `width_bucket` over these instead of PostgreSQL's `AT TIME ZONE`, which costs far more per
 * row (it looks the zone up again each time).
 */
export interface ZoneOffsets {
  readonly at: readonly string[];
  readonly seconds: readonly number[];
}

/** 1970-01-01 was a Thursday: the hours from a Monday 00:00 to it. */
const MONDAY_TO_EPOCH_HOURS = 72;

/**
 * SQL: the seconds from 1970-01-01 00:00 to the wall clock of `instant` in a zone whose offsets are bound at
 * `$at` (timestamptz[]) and `$seconds` (int[]), as ZoneOffsets gives them.
 */
export const localSeconds = (instant: string, at: string, seconds: string) =>
  `(floor(date_part('epoch', ${instant}))::bigint + (${seconds}::int[])[width_bucket(${instant}, ${at}::timestamptz[])])`;

/**
 * SQL: the local day of `instant` as days from 1970-01-01 (`date '1970-01-01' + day` is its date). Integer
 * division floors: statistics begin long after 1970.
 */
export const localDay = (instant: string, at: string, seconds: string) =>
  `(${localSeconds(instant, at, seconds)} / 86400)::int`;

/** SQL: the local hour of the week of `instant`, 0 (Monday 00:00-01:00) to 167. */
export const localWeekHour = (instant: string, at: string, seconds: string) =>
  `((${localSeconds(instant, at, seconds)} / 3600 + ${MONDAY_TO_EPOCH_HOURS}) % 168)::int`;

/** SQL: the date (YYYY-MM-DD) of a day from localDay. */
export const dayText = (day: string) => `to_char(date '1970-01-01' + ${day}, 'YYYY-MM-DD')`;
