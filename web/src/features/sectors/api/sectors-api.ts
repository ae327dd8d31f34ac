import type { CompositeProfile } from '@teleplan/proto/accounts';
import type { AddLicenseRoomsBody, SectorQuota } from '@teleplan/proto/licenses';
import type { CreateSectorBody, Room, Sector } from '@teleplan/proto/material-resources';
import type { Page } from '@teleplan/proto/paging';
import { api } from '../../../shared/api/api.ts';
import {
  roomSearchParams,
  SEARCH_RESULTS,
  sectorsListParams,
  staffWithRoleParams,
  type SectorsListState,
} from './sectors-queries.ts';

const MR = 'material-resources';
const withTags = api.enhanceEndpoints({ addTagTypes: ['Sector', 'SectorQuota'] });

/** Sectors, their rooms, doctors and manager (material-resources) and their licences (licenses). */
export const sectorsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    sectorsPage: build.query<Page<Sector>, SectorsListState>({
      query: (state) => ({ url: `${MR}/sectors/with`, params: sectorsListParams(state) }),
      providesTags: ['Sector'],
    }),
    sectorDetails: build.query<Sector, string>({
      query: (id) => `${MR}/get-sector-details/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Sector', id }],
    }),
    createSector: build.mutation<Sector, CreateSectorBody>({
      query: (body) => ({ url: `${MR}/sectors`, method: 'POST', body }),
      invalidatesTags: ['Sector', 'SectorQuota'],
    }),
    renameSector: build.mutation<Sector, { id: string; name: string }>({
      query: ({ id, name }) => ({ url: `${MR}/update-sector/${id}`, method: 'PATCH', body: { name } }),
      invalidatesTags: ['Sector'],
    }),
    setSectorManager: build.mutation<Sector, { id: string; userId: string }>({
      query: ({ id, userId }) => ({ url: `${MR}/sectors/${id}/sector-manager/${userId}`, method: 'PUT' }),
      invalidatesTags: ['Sector'],
    }),
    sectorManagers: build.query<Page<CompositeProfile>, string>({
      query: (text) => ({
        url: 'user-profiles/by-query',
        params: staffWithRoleParams('SECTOR_MANAGER', text, 20),
      }),
    }),
    doctorsSearch: build.query<Page<CompositeProfile>, string>({
      query: (text) => ({
        url: 'user-profiles/by-query',
        params: staffWithRoleParams('DOCTOR', text, SEARCH_RESULTS),
      }),
    }),
    roomsSearch: build.query<Room[], string>({
      query: (text) => ({ url: `${MR}/rooms/search`, params: roomSearchParams(text) ?? {} }),
    }),
    linkRoom: build.mutation<Room, { sectorId: string; roomId: string }>({
      query: ({ sectorId, roomId }) => ({ url: `${MR}/rooms/${roomId}/sectors/${sectorId}`, method: 'PUT' }),
      invalidatesTags: ['Sector', 'SectorQuota'],
    }),
    unlinkRoom: build.mutation<null, { sectorId: string; roomId: string }>({
      query: ({ sectorId, roomId }) => ({
        url: `${MR}/rooms/${roomId}/sectors/${sectorId}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Sector', 'SectorQuota'],
    }),
    addDoctors: build.mutation<Sector, { sectorId: string; doctorIds: string[] }>({
      query: (body) => ({ url: `${MR}/add-doctors-sector`, method: 'POST', body }),
      invalidatesTags: ['Sector'],
    }),
    removeDoctor: build.mutation<null, { sectorId: string; doctorId: string }>({
      query: ({ sectorId, doctorId }) => ({
        url: `${MR}/delete-doctor-sector/${sectorId}/${doctorId}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Sector'],
    }),
    sectorQuota: build.query<SectorQuota, string>({
      query: (id) => ({ url: 'licenses/check-available-rooms/', method: 'POST', body: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'SectorQuota', id }],
    }),
    addLicenseRooms: build.mutation<SectorQuota, AddLicenseRoomsBody>({
      query: (body) => ({ url: 'licenses/add-licenses-rooms', method: 'POST', body }),
      invalidatesTags: (_result, _error, body) => [{ type: 'SectorQuota', id: body.sectorId }],
    }),
    setSectorOpen: build.mutation<SectorQuota, { id: string; open: boolean }>({
      query: ({ id, open }) => ({ url: `licenses/sectors/${id}/${open ? 'open' : 'close'}`, method: 'POST' }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'SectorQuota', id }],
    }),
  }),
});

export const {
  useSectorsPageQuery,
  useSectorDetailsQuery,
  useCreateSectorMutation,
  useRenameSectorMutation,
  useSetSectorManagerMutation,
  useSectorManagersQuery,
  useDoctorsSearchQuery,
  useRoomsSearchQuery,
  useLinkRoomMutation,
  useUnlinkRoomMutation,
  useAddDoctorsMutation,
  useRemoveDoctorMutation,
  useSectorQuotaQuery,
  useAddLicenseRoomsMutation,
  useSetSectorOpenMutation,
} = sectorsApi;
