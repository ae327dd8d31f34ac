import type { RoomDetails } from '@teleplan/proto/material-resources';
import type { OwnerType } from '@teleplan/proto/schedule-common';
import { api } from '../../../shared/api/api.ts';
import { displayName, useProfileQuery } from '../../../shared/session/current-profile-api.ts';

/** The room an availability page is about (its name heads the breadcrumb). */
const ownerNameApi = api.enhanceEndpoints({ addTagTypes: ['Room'] }).injectEndpoints({
  endpoints: (build) => ({
    availabilityRoom: build.query<RoomDetails, string>({
      query: (id) => `material-resources/get-room-details/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Room', id }],
    }),
  }),
});

/** The doctor's full name or the room's name; undefined while unknown (or not readable by the caller). */
export function useOwnerName(ownerType: OwnerType, id: string): string | undefined {
  const doctor = useProfileQuery(id, { skip: ownerType !== 'DOCTOR' || !id });
  const room = ownerNameApi.useAvailabilityRoomQuery(id, { skip: ownerType !== 'ROOM' || !id });
  if (ownerType === 'DOCTOR') return doctor.data ? displayName(doctor.data) : undefined;
  return room.data?.room.name;
}
