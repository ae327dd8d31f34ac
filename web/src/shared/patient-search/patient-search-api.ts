import type { Profile } from '@teleplan/proto/accounts';
import type { Page } from '@teleplan/proto/paging';
import { api } from '../api/api.ts';

/** At most this many patients are proposed. */
export const PATIENT_SEARCH_SIZE = 5;

export type PatientSearch = { email: string } | { name: string };

/** Patients (profiles that are not staff) by email or by name, through accounts' `GET profiles`. */
export const patientSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchPatients: build.query<Profile[], PatientSearch>({
      query: (search) => ({
        url: 'user-profiles/profiles',
        params: { ...search, staff: false, size: PATIENT_SEARCH_SIZE },
      }),
      transformResponse: (page: Page<Profile>) => page.content,
      providesTags: ['Profile'],
    }),
  }),
});

export const { useSearchPatientsQuery } = patientSearchApi;
