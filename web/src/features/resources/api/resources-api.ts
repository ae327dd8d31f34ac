import type { Profile } from '@teleplan/proto/accounts';
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
    /** The doctors' names ('Dr Nom Prénom' by id): sectors only know their usernames. */
    doctorNames: build.query<Record<string, string>, readonly string[]>({
      query: (sectorIds) => ({
        url: 'user-profiles/doctors',
        params: new URLSearchParams(sectorIds.map((id) => ['sectorIds', id])),
      }),
      transformResponse: (doctors: { profile: Profile }[]) =>
        Object.fromEntries(
          doctors.map(({ profile }) => [profile.id, `Dr ${profile.lastName} ${profile.firstName}`.trim()]),
        ),
    }),
  }),
});

export const { useSectorsWithResourcesQuery, useDoctorNamesQuery } = resourcesApi;
