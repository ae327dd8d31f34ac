import type { PublicConfig } from '@teleplan/proto/public-config';
import { api } from './api.ts';

/** What the operator configured for outside services (map tiles, geocoder); nulls mean none. */
export const publicConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    publicConfig: build.query<PublicConfig, undefined>({ query: () => 'gateway/config' }),
  }),
});

export const { usePublicConfigQuery } = publicConfigApi;

/** Used while the config loads or when it cannot be read: nothing outside the platform. */
export const NO_OUTSIDE_SERVICES: PublicConfig = {
  map: { tileUrl: null, tileAttribution: null },
  geocoder: { url: null },
};
