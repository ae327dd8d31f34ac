import type {
  CreateRoomBody,
  PatchRoomBody,
  Room,
  RoomDetails,
  RoomType,
  RoomUserList,
} from '@teleplan/proto/material-resources';
import type { CompositeProfile, StaffMatch } from '@teleplan/proto/accounts';
import type { Page } from '@teleplan/proto/paging';
import type { RoomProperties } from '@teleplan/proto/schedule';
import type { PatchRoomMailParametersBody, RoomMailParameters } from '@teleplan/proto/notification';
import { api } from '../../../shared/api/api.ts';

export interface RoomsWithArgs {
  page: number;
  size: number;
  /** RSQL (see material-resources README). */
  query?: string;
  sort?: string;
}

const MR = 'material-resources';
const roomsApiWithTags = api.enhanceEndpoints({
  addTagTypes: ['Room', 'RoomUsers', 'RoomProperties', 'RoomMailParameters', 'RoomType'],
});

/** The rooms feature's calls: material-resources rooms, schedule room properties, notification mail parameters. */
export const roomsApi = roomsApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    roomsWith: build.query<Page<Room>, RoomsWithArgs>({
      query: ({ page, size, query, sort }) => ({
        url: `${MR}/rooms/with`,
        params: {
          page,
          size,
          withSectors: true,
          withManagerProfile: true,
          ...(query ? { query } : {}),
          ...(sort ? { sort } : {}),
        },
      }),
      providesTags: [{ type: 'Room', id: 'LIST' }],
    }),
    roomDetails: build.query<RoomDetails, string>({
      query: (id) => `${MR}/get-room-details/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Room', id }],
    }),
    /** The enabled types only, for the room form (the room types page lists them all). */
    enabledRoomTypes: build.query<RoomType[], undefined>({
      query: () => ({ url: `${MR}/room-types`, params: { onlyEnabled: true } }),
      providesTags: [{ type: 'RoomType', id: 'LIST' }],
    }),
    /** People holding ROOM_MANAGER, for the form's manager select. */
    roomManagers: build.query<Page<CompositeProfile>, undefined>({
      query: () => ({
        url: 'accounts/by-query',
        params: { query: 'staff==true;account=isnull=false;roles==ROOM_MANAGER', size: 999 },
      }),
    }),
    /** Enabled room users whose email or name contains the text (3 characters at least; 5 at most). */
    staffSearch: build.query<StaffMatch[], string>({
      query: (q) => ({ url: 'accounts/staff-search', params: { q } }),
    }),
    createRoom: build.mutation<Room, CreateRoomBody>({
      query: (body) => ({ url: `${MR}/create-room`, method: 'POST', body }),
      invalidatesTags: [{ type: 'Room', id: 'LIST' }],
    }),
    patchRoom: build.mutation<Room, { id: string; body: PatchRoomBody }>({
      query: ({ id, body }) => ({ url: `${MR}/rooms/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Room', id },
        { type: 'Room', id: 'LIST' },
      ],
    }),
    setRoomManager: build.mutation<Room, { id: string; userId: string }>({
      query: ({ id, userId }) => ({
        url: `${MR}/rooms/${encodeURIComponent(id)}/room-manager/${encodeURIComponent(userId)}`,
        method: 'PUT',
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Room', id },
        { type: 'Room', id: 'LIST' },
      ],
    }),
    roomUsers: build.query<RoomUserList, string>({
      query: (roomId) => `${MR}/get-room-user-list/${encodeURIComponent(roomId)}`,
      providesTags: (_result, _error, roomId) => [{ type: 'RoomUsers', id: roomId }],
    }),
    deleteRoomUser: build.mutation<null, { roomId: string; userId: string }>({
      query: ({ userId }) => ({
        url: `${MR}/delete-room-user/${encodeURIComponent(userId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { roomId }) => [
        { type: 'RoomUsers', id: roomId },
        { type: 'Room', id: roomId },
      ],
    }),
    roomProperties: build.query<RoomProperties, string>({
      query: (roomId) => `schedule/properties/rooms/${encodeURIComponent(roomId)}`,
      providesTags: (_result, _error, roomId) => [{ type: 'RoomProperties', id: roomId }],
    }),
    saveRoomProperties: build.mutation<RoomProperties, { roomId: string; prepDuration: number }>({
      query: ({ roomId, prepDuration }) => ({
        url: `schedule/properties/rooms/${encodeURIComponent(roomId)}`,
        method: 'POST',
        body: { prepDuration },
      }),
      invalidatesTags: (_result, _error, { roomId }) => [{ type: 'RoomProperties', id: roomId }],
    }),
    roomMailParameters: build.query<RoomMailParameters, string>({
      query: (roomId) => `notification/notifications/rooms/${encodeURIComponent(roomId)}/mail-parameters`,
      providesTags: (_result, _error, roomId) => [{ type: 'RoomMailParameters', id: roomId }],
    }),
    patchRoomMailParameters: build.mutation<
      RoomMailParameters,
      { roomId: string; body: PatchRoomMailParametersBody }
    >({
      query: ({ roomId, body }) => ({
        url: `notification/notifications/rooms/${encodeURIComponent(roomId)}/mail-parameters`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_result, _error, { roomId }) => [{ type: 'RoomMailParameters', id: roomId }],
    }),
  }),
});

export const {
  useRoomsWithQuery,
  useRoomDetailsQuery,
  useEnabledRoomTypesQuery,
  useRoomManagersQuery,
  useStaffSearchQuery,
  useCreateRoomMutation,
  usePatchRoomMutation,
  useSetRoomManagerMutation,
  useRoomUsersQuery,
  useDeleteRoomUserMutation,
  useRoomPropertiesQuery,
  useSaveRoomPropertiesMutation,
  useRoomMailParametersQuery,
  usePatchRoomMailParametersMutation,
} = roomsApi;
