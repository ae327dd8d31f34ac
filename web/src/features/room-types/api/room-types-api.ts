import type { CreateRoomTypeBody, PatchRoomTypeBody, RoomType } from '@teleplan/proto/material-resources';
import { api } from '../../../shared/api/api.ts';

/** Room types with their translations (material-resources). */
export const roomTypesApi = api.enhanceEndpoints({ addTagTypes: ['RoomType'] }).injectEndpoints({
  endpoints: (build) => ({
    roomTypes: build.query<RoomType[], undefined>({
      query: () => 'material-resources/room-types',
      providesTags: ['RoomType'],
    }),
    createRoomType: build.mutation<RoomType, CreateRoomTypeBody>({
      query: (body) => ({ url: 'material-resources/room-types', method: 'POST', body }),
      invalidatesTags: ['RoomType'],
    }),
    patchRoomType: build.mutation<RoomType, { id: string; body: PatchRoomTypeBody }>({
      query: ({ id, body }) => ({ url: `material-resources/room-types/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['RoomType'],
    }),
  }),
});

export const { useRoomTypesQuery, useCreateRoomTypeMutation, usePatchRoomTypeMutation } = roomTypesApi;
