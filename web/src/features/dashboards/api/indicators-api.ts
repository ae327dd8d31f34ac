import type {
  AppointmentsEvolution,
  DynamicalTotalCount,
  EvaluationsStatistic,
  EvaluationTotalCount,
  LatestDailyCount,
  OverallStats,
  StatisticsQuery,
} from '@teleplan/proto/indicators';
import { api } from '../../../shared/api/api.ts';
import { dayCachedQuery } from './day-cached-query.ts';

const STATISTICS = 'indicators/statistics';

/** Whose overall statistics: the platform's (admins) or one doctor's, room's, sector's or room type's. */
export type OverallTarget =
  { kind: 'global' } | { kind: 'doctors' | 'rooms' | 'sectors' | 'room-types'; id: string };

const overallPath = (target: OverallTarget) =>
  target.kind === 'global'
    ? `${STATISTICS}/overall/latest/global`
    : `${STATISTICS}/overall/latest/${target.kind}/${encodeURIComponent(target.id)}`;

export const STATISTICS_TAG = 'Statistics';

/** The indicators service's statistics calls (proto/src/indicators.ts), each kept for the day on the device. */
export const indicatorsApi = api.enhanceEndpoints({ addTagTypes: [STATISTICS_TAG] }).injectEndpoints({
  endpoints: (build) => {
    const statistic = <T>(path: string) =>
      build.query<T, StatisticsQuery>({
        queryFn: (query, queryApi, _extra, baseQuery) =>
          dayCachedQuery<T>(`${STATISTICS}/${path}`, query, queryApi, baseQuery),
        providesTags: [STATISTICS_TAG],
      });
    return {
      appointmentsEvolution: statistic<AppointmentsEvolution>('appointments/evolution'),
      appointmentsTotalCount: statistic<DynamicalTotalCount>('appointments/total-count'),
      appointmentsLatest: statistic<LatestDailyCount>('appointments/latest'),
      evaluationsTotalCount: statistic<EvaluationTotalCount>('evaluations-reporter/total-count'),
      evaluationsEvolution: statistic<EvaluationsStatistic>('evaluations-reporter/evolution'),
      /** `overall/latest/global` and `overall/latest/{doctors|rooms|sectors|room-types}/{id}`. */
      overallStats: build.query<OverallStats, { target: OverallTarget; query: StatisticsQuery }>({
        queryFn: ({ target, query }, queryApi, _extra, baseQuery) =>
          dayCachedQuery<OverallStats>(overallPath(target), query, queryApi, baseQuery),
        providesTags: [STATISTICS_TAG],
      }),
    };
  },
});

export const {
  useAppointmentsEvolutionQuery,
  useAppointmentsTotalCountQuery,
  useAppointmentsLatestQuery,
  useEvaluationsTotalCountQuery,
  useEvaluationsEvolutionQuery,
  useOverallStatsQuery,
} = indicatorsApi;
