import type { Role } from '@teleplan/proto/roles';

/**
 * Where the user form goes after a save, a failure or a load failure (docs/screens.md#forms): a caller 'doctor'
 * and a sector manager to the doctors list, a room manager to their own room's page, the others to the users
 * list.
 */
export function userFormExit(actor: Role, caller: string | null, roomId?: string): string {
  if (caller === 'doctor' || actor === 'SECTOR_MANAGER') return '/app/doctors/list';
  if (actor === 'ROOM_MANAGER') return roomId ? `/app/rooms/${roomId}/view` : '/app/home';
  return '/app/users/list';
}
