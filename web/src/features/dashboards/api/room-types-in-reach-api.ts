import type { Room } from '@teleplan/proto/material-resources';
import { api } from '../../../shared/api/api.ts';

/**
 * `GET material-resources/rooms`: the rooms the caller sees (a sector manager: those of their sectors), deleted ones
 * left out, kept as their types' ids: the room types whose statistics the caller may ask (docs/statistics.md#scope).
 */
const roomTypesInReachApi = api.enhanceEndpoints({ addTagTypes: ['Room'] }).injectEndpoints({
  endpoints: (build) => ({
    roomTypeIdsInReach: build.query<string[], undefined>({
      query: () => 'material-resources/rooms',
      transformResponse: (rooms: Room[]) => [...new Set(rooms.flatMap((room) => room.roomType ?? []))],
      providesTags: [{ type: 'Room', id: 'LIST' }],
    }),
  }),
});

export const { useRoomTypeIdsInReachQuery } = roomTypesInReachApi;
