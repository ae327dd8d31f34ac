import type { CompositeProfile, PatchProfileBody, Profile } from '@teleplan/proto/accounts';
import type { Page } from '@teleplan/proto/paging';
import { api } from '../../../shared/api/api.ts';
import { searchParamsOf } from './patients-query.ts';

/** Patients: the list (accounts `GET profiles`, the search every staff role may run) and edits. */
export const patientsApi = api.injectEndpoints({
  endpoints: (build) => ({
    patientsPage: build.query<Page<Profile>, Record<string, string | string[]>>({
      query: (params) => ({ url: 'user-profiles/profiles', params: searchParamsOf(params) }),
      providesTags: ['Profile'],
    }),
    /** The account of a profile (its granted roles), for the roles that may search accounts. */
    compositeProfile: build.query<CompositeProfile | null, string>({
      query: (id) => ({ url: 'user-profiles/by-query', params: { query: `id=="${id}"`, size: 1 } }),
      transformResponse: (page: Page<CompositeProfile>) => page.content[0] ?? null,
      providesTags: (_result, _error, id) => [{ type: 'Profile', id }],
    }),
    updatePatient: build.mutation<Profile, { id: string; body: PatchProfileBody }>({
      query: ({ id, body }) => ({
        url: `user-profiles/profile/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_result, _error, { id }) => ['Profile', { type: 'Profile', id }],
    }),
  }),
});

export const { usePatientsPageQuery, useCompositeProfileQuery, useUpdatePatientMutation } = patientsApi;
