import type { Room, RoomUser } from '@teleplan/proto/material-resources';
import type { Role } from '@teleplan/proto/roles';
import { api } from '../api/api.ts';

/** The room a room manager manages, or a room user works in (for the header's "my room" shortcuts). */
export const ownRoomApi = api.injectEndpoints({
  endpoints: (build) => ({
    managedRoom: build.query<Room, string>({
      query: (userId) => `material-resources/get-room-by-manager/${encodeURIComponent(userId)}`,
    }),
    workplaceRoom: build.query<RoomUser, string>({
      query: (userId) => `material-resources/get-room-user/${encodeURIComponent(userId)}`,
    }),
  }),
});

export const { useManagedRoomQuery } = ownRoomApi;

/** The id of the person's own room under `role`; undefined while unknown (or without a room). */
export function useOwnRoomId(role: Role | undefined, sub: string | undefined): string | undefined {
  const managed = useManagedRoomQuery(sub ?? '', { skip: role !== 'ROOM_MANAGER' || !sub });
  const workplace = ownRoomApi.useWorkplaceRoomQuery(sub ?? '', { skip: role !== 'ROOM_USER' || !sub });
  if (role === 'ROOM_MANAGER') return managed.data?.id;
  if (role === 'ROOM_USER') return workplace.data?.roomId;
  return undefined;
}
