import { Type, type Static } from 'typebox';
import { Instant, LocalDate, Uuid, UuidList, Zone } from './schedule-common.ts';

/**
 * Statistics (the indicators service, docs/statistics.md). Paths, under `indicators/`, all `GET`, all taking
 * `StatisticsQuery`:
 * - `statistics/appointments/evolution` → AppointmentsEvolution (counts per day over [from, to))
 * - `statistics/appointments/total-count` → DynamicalTotalCount (running totals per day)
 * - `statistics/appointments/latest` → LatestDailyCount (counts per day of the last numDaysBackward days)
 * - `statistics/evaluations-reporter/total-count` → EvaluationTotalCount
 * - `statistics/evaluations-reporter/evolution` → EvaluationsStatistic
 * - `statistics/overall/latest/global` → OverallStats (SUPER_ADMIN, ADMIN)
 * - `statistics/overall/latest/doctors/{id}`, `rooms/{id}`, `sectors/{id}`, `room-types/{id}` → OverallStats
 * - `statistics/saturation/average/hourly-daily` → SaturationAverage (168 cells)
 *
 * Scope: the id lists narrow what is counted (kinds combine with AND); each id must be within the caller's reach
 * (an admin: everything; a sector manager: their sectors, the rooms and doctors of those; a room role: their rooms
 * and those rooms' sectors; a doctor: themselves), else 403 with the kind's `indicators.statistics.unauthorized_*`.
 * Without ids, a non-admin's statistics cover their reach; `global=true` is for admins only.
 */

/** The earliest day statistics cover (the date range picker's minimum). */
export const STATISTICS_FIRST_DAY = '2020-02-01';
/** Long range (the evolution charts) and short range (the dynamic count), in months and days. */
export const STATISTICS_LONG_RANGE_MONTHS = 6;
export const STATISTICS_SHORT_RANGE_DAYS = 7;
/** Saturation colour bands: below 0.5 green, 0.5 to below 0.8 orange, 0.8 and above red. */
export const SATURATION_BANDS = { orangeFrom: 0.5, redFrom: 0.8 } as const;
/** Hours the dashboards' saturation heatmap shows: 07:00 to 19:00 (13 rows). */
export const SATURATION_HEATMAP_HOURS = { first: 7, last: 19 } as const;

export const StatisticsQuerySchema = Type.Object(
  {
    zone: Type.Optional(Zone),
    /** Start of the range (inclusive). Default: `to` minus six months for series, the first day for counters. */
    from: Type.Optional(Instant),
    /** End of the range (exclusive). Default: currentMoment for series, no end for counters. */
    to: Type.Optional(Instant),
    /** What "now" is: proceeded before it, future from it. Default: the server's clock. */
    currentMoment: Type.Optional(Instant),
    withDetails: Type.Optional(Type.Boolean()),
    /** total-count and latest: the window is the numDaysBackward days ending with currentMoment's day. */
    numDaysBackward: Type.Optional(Type.Integer({ minimum: 1, maximum: 3660 })),
    /** Everything on the platform (admins only). */
    global: Type.Optional(Type.Boolean({ default: false })),
    sectorIds: Type.Optional(UuidList),
    roomIds: Type.Optional(UuidList),
    doctorIds: Type.Optional(UuidList),
    roomTypeIds: Type.Optional(UuidList),
    /** Series: every day of the window, zero where nothing happened (default), or only the days with counts. */
    fillingEmptyDate: Type.Optional(Type.Boolean({ default: true })),
  },
  { additionalProperties: false },
);
export type StatisticsQuery = Static<typeof StatisticsQuerySchema>;

export const StatisticsIdParamsSchema = Type.Object({ id: Uuid });

/**
 * What is counted (docs/statistics.md#counters). Deleted appointments are never counted.
 * - TOTAL: every appointment (PROCEEDED + FUTURE + CANCELED)
 * - PROCEEDED: not canceled, starting before currentMoment; FUTURE: not canceled, starting from it
 * - CANCELED: canceled, patient-absent ones included; ABSENT: those marked patient absent
 * - UNPAID: proceeded and not paid
 * - NO_TREATING_DOCTOR, TREATING_DOCTOR_NOT_AVAILABLE, C15: not canceled, with the reason's flag
 */
export const APPOINTMENT_CATEGORIES = [
  'TOTAL',
  'PROCEEDED',
  'FUTURE',
  'CANCELED',
  'ABSENT',
  'UNPAID',
  'NO_TREATING_DOCTOR',
  'TREATING_DOCTOR_NOT_AVAILABLE',
  'C15',
] as const;
export type AppointmentCategory = (typeof APPOINTMENT_CATEGORIES)[number];
export const AppointmentCategorySchema = Type.Enum(APPOINTMENT_CATEGORIES);

export const AppointmentCountersSchema = Type.Object({
  total: Type.Integer(),
  proceeded: Type.Integer(),
  future: Type.Integer(),
  canceled: Type.Integer(),
  absent: Type.Integer(),
  unpaid: Type.Integer(),
  noTreatingDoctor: Type.Integer(),
  treatingDoctorNotAvailable: Type.Integer(),
  c15: Type.Integer(),
});
export type AppointmentCounters = Static<typeof AppointmentCountersSchema>;

/** A day of a series: a local date of the query's zone and its count. */
export const CountPointSchema = Type.Object({ date: LocalDate, count: Type.Integer() });
export type CountPoint = Static<typeof CountPointSchema>;

export const CategorySeriesSchema = Type.Object({
  category: AppointmentCategorySchema,
  points: Type.Array(CountPointSchema),
});
export type CategorySeries = Static<typeof CategorySeriesSchema>;

export const AppointmentsEvolutionSchema = Type.Object({
  appointsEvolutions: Type.Array(CategorySeriesSchema),
});
export type AppointmentsEvolution = Static<typeof AppointmentsEvolutionSchema>;
/** Each day's count is the total from the window's first day to that day. */
export const DynamicalTotalCountSchema = Type.Object({
  dynamicalTotalCount: Type.Array(CategorySeriesSchema),
});
export type DynamicalTotalCount = Static<typeof DynamicalTotalCountSchema>;
export const LatestDailyCountSchema = Type.Object({ latestDailyCount: Type.Array(CategorySeriesSchema) });
export type LatestDailyCount = Static<typeof LatestDailyCountSchema>;

/** The seven criteria as statistics name them (the survey's answers, in the form's order). */
export const EVALUATION_STATISTIC_CRITERIA = [
  'RESPONSIVENESS',
  'PROBLEM_RESOLUTION',
  'SMOOTH_EXECUTION',
  'PLEASANT_RECEPTION',
  'PLEASANT_CONSULTATION',
  'NEXT_APPOINTMENT',
  'SUFFICIENT_DOCUMENT',
] as const;
export type EvaluationStatisticCriterion = (typeof EVALUATION_STATISTIC_CRITERIA)[number];
export const EvaluationStatisticCriterionSchema = Type.Enum(EVALUATION_STATISTIC_CRITERIA);

/** Evaluations submitted in [from, to), per day of submission. */
export const EvaluationTotalCountSchema = Type.Object({
  evaluationTotalCount: Type.Object({ total: Type.Integer(), points: Type.Array(CountPointSchema) }),
});
export type EvaluationTotalCount = Static<typeof EvaluationTotalCountSchema>;

/** An average on 0-4, two decimals; null where no evaluation was given. */
export const CriterionAverageSchema = Type.Object({
  criterion: EvaluationStatisticCriterionSchema,
  average: Type.Union([Type.Number(), Type.Null()]),
});
export type CriterionAverage = Static<typeof CriterionAverageSchema>;

/** A month of the evolution: its first day, how many evaluations, and each criterion's average. */
export const EvaluationMonthSchema = Type.Object({
  date: LocalDate,
  count: Type.Integer(),
  averages: Type.Array(CriterionAverageSchema),
});
export type EvaluationMonth = Static<typeof EvaluationMonthSchema>;

/** Evaluations submitted in [from, to): the radar (averages over the range) and the evolution (per month). */
export const EvaluationsStatisticSchema = Type.Object({
  evaluationsStatistic: Type.Object({
    count: Type.Integer(),
    averages: Type.Array(CriterionAverageSchema),
    months: Type.Array(EvaluationMonthSchema),
  }),
});
export type EvaluationsStatistic = Static<typeof EvaluationsStatisticSchema>;

/**
 * Overall statistics of a scope: its rooms and sectors (as they are now), the doctors linked to its sectors (a
 * doctor's own: 1), the distinct patients of its appointments in the range, and its counters.
 */
export const OverallStatsSchema = Type.Object({
  resources: Type.Object({ rooms: Type.Integer(), sectors: Type.Integer() }),
  profiles: Type.Object({ patients: Type.Integer(), doctors: Type.Integer() }),
  appointments: AppointmentCountersSchema,
});
export type OverallStats = Static<typeof OverallStatsSchema>;

/** A cell of the week: ISO weekday (1 = Monday) and local hour of the query's zone. */
export const SaturationCellSchema = Type.Object({
  interval: Type.Object({ dayOfWeek: Type.Integer({ minimum: 1, maximum: 7 }), start: Type.Integer() }),
  /** Booked ÷ available minutes over the range, 0 to 1 (0 where nothing was available). */
  saturationLevel: Type.Number(),
  bookedMinutes: Type.Integer(),
  availableMinutes: Type.Integer(),
});
export type SaturationCell = Static<typeof SaturationCellSchema>;

/** Every one of the 168 cells, Monday 00:00 first. */
export const SaturationAverageSchema = Type.Object({ saturationAverage: Type.Array(SaturationCellSchema) });
export type SaturationAverage = Static<typeof SaturationAverageSchema>;

/** `POST internal/read-model/rebuild` (SERVICE tokens or SUPER_ADMIN) and `GET internal/read-model`. */
export const ReadModelStatusSchema = Type.Object({
  state: Type.Union([Type.Literal('READY'), Type.Literal('REBUILDING'), Type.Literal('FAILED')]),
  /** When the model now answering was built from the owners' exports (null: fed by events alone). */
  builtAt: Type.Union([Instant, Type.Null()]),
  appointments: Type.Integer(),
  evaluations: Type.Integer(),
  lastError: Type.Union([Type.String(), Type.Null()]),
});
export type ReadModelStatus = Static<typeof ReadModelStatusSchema>;
