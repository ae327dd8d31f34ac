import type {
  AppointmentCounters,
  CategorySeries,
  OverallStats,
  SaturationCell,
} from '@teleplan/proto/indicators';
import { EVALUATION_STATISTIC_CRITERIA } from '@teleplan/proto/indicators';
import { json, type Call, type Handler } from './fetch-mock.ts';

/** Counters with `total` made of the others (proceeded + future + canceled). */
export function someCounters(fields: Partial<AppointmentCounters> = {}): AppointmentCounters {
  const counters = {
    proceeded: 12,
    future: 5,
    canceled: 3,
    absent: 1,
    unpaid: 2,
    noTreatingDoctor: 4,
    treatingDoctorNotAvailable: 6,
    c15: 7,
    ...fields,
  };
  return { total: counters.proceeded + counters.future + counters.canceled, ...counters };
}

export function someOverall(fields: Partial<OverallStats> = {}): OverallStats {
  return {
    resources: { rooms: 8, sectors: 3 },
    profiles: { patients: 41, doctors: 9 },
    appointments: someCounters(),
    ...fields,
  };
}

const week = [
  '2026-11-30',
  '2026-12-01',
  '2026-12-02',
  '2026-12-03',
  '2026-12-04',
  '2026-12-05',
  '2026-12-06',
];
const series = (category: CategorySeries['category'], counts: number[]): CategorySeries => ({
  category,
  points: counts.map((count, index) => ({ date: week[index]!, count })),
});
const weekSeries = [
  series('TOTAL', [2, 3, 0, 4, 1, 0, 0]),
  series('PROCEEDED', [2, 2, 0, 3, 1, 0, 0]),
  series('CANCELED', [0, 1, 0, 1, 0, 0, 0]),
];

const saturation: SaturationCell[] = Array.from({ length: 168 }, (_, index) => ({
  interval: { dayOfWeek: Math.floor(index / 24) + 1, start: index % 24 },
  saturationLevel: index % 24 === 10 ? 0.85 : 0,
  bookedMinutes: index % 24 === 10 ? 51 : 0,
  availableMinutes: index % 24 === 10 ? 60 : 0,
}));

/** What each statistics path answers, by its path under `/api/indicators/statistics/`. */
export const STATISTICS_ANSWERS: Record<string, unknown> = {
  'appointments/evolution': { appointsEvolutions: weekSeries },
  'appointments/total-count': { dynamicalTotalCount: weekSeries },
  'appointments/latest': { latestDailyCount: weekSeries },
  'evaluations-reporter/total-count': {
    evaluationTotalCount: { total: 6, points: week.map((date, index) => ({ date, count: index % 2 })) },
  },
  'evaluations-reporter/evolution': {
    evaluationsStatistic: {
      count: 6,
      averages: EVALUATION_STATISTIC_CRITERIA.map((criterion) => ({ criterion, average: 3.25 })),
      months: [
        {
          date: '2026-11-01',
          count: 6,
          averages: EVALUATION_STATISTIC_CRITERIA.map((criterion) => ({ criterion, average: 3.25 })),
        },
      ],
    },
  },
  'saturation/average/hourly-daily': { saturationAverage: saturation },
};

const PREFIX = '/api/indicators/statistics/';

/**
 * The indicators service as the dashboards call it: every series path with STATISTICS_ANSWERS, the overall
 * paths with `overall(call)` (someOverall() by default). Every call is recorded in `calls`.
 */
export function statisticsService(overall: (call: Call) => OverallStats = () => someOverall()) {
  const calls: Call[] = [];
  const handler: Handler = (call) => {
    if (call.method !== 'GET' || !call.url.pathname.startsWith(PREFIX)) return undefined;
    calls.push(call);
    const path = call.url.pathname.slice(PREFIX.length);
    if (path.startsWith('overall/latest/')) return json(200, overall(call));
    const answer = STATISTICS_ANSWERS[path];
    return answer ? json(200, answer) : undefined;
  };
  return { handler, calls };
}
