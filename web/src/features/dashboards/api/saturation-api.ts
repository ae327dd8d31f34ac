import type { SaturationAverage, SaturationCell, StatisticsQuery } from '@teleplan/proto/indicators';
import { api } from '../../../shared/api/api.ts';
import { withQuery } from '../../../shared/api/query-string.ts';

/** The saturation query: the range, its zone and the scope (id lists as repeated keys, `global` for admins). */
export type SaturationQuery = Pick<
  StatisticsQuery,
  'from' | 'to' | 'zone' | 'sectorIds' | 'roomIds' | 'doctorIds' | 'roomTypeIds' | 'global'
>;

/**
 * `GET indicators/statistics/saturation/average/hourly-daily`: booked over available minutes per weekday and
 * hour over the range (the 168 cells), for the dashboards' heatmap and the resources usage page.
 */
const saturationApi = api.injectEndpoints({
  endpoints: (build) => ({
    saturation: build.query<SaturationCell[], SaturationQuery>({
      query: ({ global, ...params }) =>
        withQuery('indicators/statistics/saturation/average/hourly-daily', {
          ...params,
          global: global === undefined ? undefined : String(global),
        }),
      transformResponse: (answer: SaturationAverage) => answer.saturationAverage,
    }),
  }),
});

export const { useSaturationQuery } = saturationApi;
