import type { CompositeProfile, SectorDoctor } from '@teleplan/proto/accounts';
import type { Sector } from '@teleplan/proto/material-resources';
import type { Page } from '@teleplan/proto/paging';
import { api } from '../../../shared/api/api.ts';

export const DOCTORS_PAGE_SIZE = 50;

export interface DoctorsPageArgs {
  query: string;
  page: number;
  sort: string[];
}

const doctorsBase = api.enhanceEndpoints({ addTagTypes: ['DoctorSectors'] });

/** Doctors (accounts) and their links to sectors (material-resources). */
export const doctorsApi = doctorsBase.injectEndpoints({
  endpoints: (build) => ({
    /** One page of doctors from accounts' RSQL search (admins and sector managers). */
    doctorsPage: build.query<Page<CompositeProfile>, DoctorsPageArgs>({
      query: ({ query, page, sort }) => ({
        url: 'user-profiles/by-query',
        params: new URLSearchParams([
          ['query', query],
          ['page', String(page)],
          ['size', String(DOCTORS_PAGE_SIZE)],
          ...sort.map((entry) => ['sort', entry] as [string, string]),
        ]),
      }),
      providesTags: ['Profile'],
    }),
    /** The doctors of some sectors, from accounts (room roles may not search every profile). */
    doctorsOfSectors: build.query<SectorDoctor[], readonly string[]>({
      query: (sectorIds) => ({
        url: 'user-profiles/doctors',
        params: new URLSearchParams(sectorIds.map((id) => ['sectorIds', id])),
      }),
      providesTags: ['DoctorSectors'],
    }),
    /**
     * The sectors linked to any of `doctorIds`, in one call for a whole page of doctors (RSQL on
     * `doctors.id`), instead of one get-sectors-by-doctor call per row.
     */
    sectorsOfDoctors: build.query<Page<Sector>, string>({
      query: (query) => ({ url: 'material-resources/sectors/with', params: { query, size: 999 } }),
      providesTags: ['DoctorSectors'],
    }),
    linkDoctor: build.mutation<Sector, { sectorId: string; doctorId: string }>({
      query: ({ sectorId, doctorId }) => ({
        url: `material-resources/add-doctor-sector/${encodeURIComponent(sectorId)}/${encodeURIComponent(doctorId)}`,
        method: 'POST',
      }),
      invalidatesTags: ['DoctorSectors'],
    }),
    unlinkDoctor: build.mutation<null, { sectorId: string; doctorId: string }>({
      query: ({ sectorId, doctorId }) => ({
        url: `material-resources/delete-doctor-sector/${encodeURIComponent(sectorId)}/${encodeURIComponent(doctorId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['DoctorSectors'],
    }),
  }),
});

export const {
  useDoctorsPageQuery,
  useDoctorsOfSectorsQuery,
  useSectorsOfDoctorsQuery,
  useLinkDoctorMutation,
  useUnlinkDoctorMutation,
} = doctorsApi;
