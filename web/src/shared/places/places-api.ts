import type { RoomUser, Sector } from '@teleplan/proto/material-resources';
import { api } from '../api/api.ts';

const MR = 'material-resources';

/**
 * Material-resources calls that several features make, defined once: the one API keeps the first definition of an
 * endpoint name and ignores the others, so a twin in a feature would run whichever module happened to load first.
 */
export const placesApi = api
  .enhanceEndpoints({ addTagTypes: ['Sector', 'DoctorSectors', 'Room', 'RoomUsers'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** The sectors the caller sees (all of them for admins). */
      sectorList: build.query<Sector[], undefined>({
        query: () => `${MR}/get-sector-list/`,
        providesTags: ['Sector'],
      }),
      /** The sector a sector manager manages (404 when they have none yet), with its doctors and rooms. */
      managedSector: build.query<Sector, string>({
        query: (userId) => `${MR}/get-sector-by-manager/${encodeURIComponent(userId)}`,
        providesTags: (result) =>
          result ? [{ type: 'Sector', id: result.id }, 'Sector', 'DoctorSectors'] : ['Sector'],
      }),
      addRoomUser: build.mutation<RoomUser, { roomId: string; userId: string }>({
        query: ({ roomId, userId }) => ({
          url: `${MR}/add-room-user/${encodeURIComponent(roomId)}/${encodeURIComponent(userId)}`,
          method: 'POST',
        }),
        invalidatesTags: (_result, _error, { roomId }) => [
          { type: 'RoomUsers', id: roomId },
          { type: 'Room', id: roomId },
        ],
      }),
    }),
  });

export const { useSectorListQuery, useManagedSectorQuery, useAddRoomUserMutation } = placesApi;
