import type { Page } from '@teleplan/proto/paging';
import type { Sector } from '@teleplan/proto/material-resources';
import { api } from '../../../shared/api/api.ts';

/** The sectors the caller may see (the server scopes a sector manager's), with their rooms and doctors. */
export const resourcesApi = api.injectEndpoints({
  endpoints: (build) => ({
    sectorsWithResources: build.query<Sector[], undefined>({
      query: () => ({ url: 'material-resources/sectors/with', params: { size: 999, withDetails: true } }),
      transformResponse: (page: Page<Sector>) => page.content,
    }),
  }),
});

export const { useSectorsWithResourcesQuery } = resourcesApi;
