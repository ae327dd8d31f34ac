import type { SaturationAverage, SaturationCell, StatisticsQuery } from '@teleplan/proto/indicators';
import { api } from '../../../shared/api/api.ts';
import { dayCachedQuery } from './day-cached-query.ts';

/** The saturation query: the range, its zone and the scope (id lists as repeated keys, `global` for admins). */
export type SaturationQuery = Pick<
  StatisticsQuery,
  'from' | 'to' | 'zone' | 'sectorIds' | 'roomIds' | 'doctorIds' | 'roomTypeIds' | 'global'
>;

/**
 * `GET indicators/statistics/saturation/average/hourly-daily`: booked over available minutes per weekday and
 * hour over the range (the 168 cells), for the dashboards' heatmap and the resources usage page; kept for the day
 * like the other statistics (docs/screens.md#day-cache).
 */
const saturationApi = api.injectEndpoints({
  endpoints: (build) => ({
    saturation: build.query<SaturationCell[], SaturationQuery>({
      async queryFn(query, queryApi, _extra, baseQuery) {
        const answer = await dayCachedQuery<SaturationAverage>(
          'indicators/statistics/saturation/average/hourly-daily',
          query,
          queryApi,
          baseQuery,
        );
        return 'error' in answer ? answer : { data: answer.data.saturationAverage };
      },
    }),
  }),
});

export const { useSaturationQuery } = saturationApi;
