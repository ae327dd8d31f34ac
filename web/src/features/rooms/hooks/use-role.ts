import type { Role } from '@teleplan/proto/roles';
import { useSession } from '../../../shared/session/use-session.ts';

/** The current role and person id (the pages are behind the role guard: a session exists). */
export function useRole(): { role: Role | undefined; sub: string | undefined } {
  const { claims } = useSession();
  return { role: claims?.role, sub: claims?.sub };
}

export const isAdminRole = (role: Role | undefined) => role === 'SUPER_ADMIN' || role === 'ADMIN';
export const isRoomRole = (role: Role | undefined) => role === 'ROOM_MANAGER' || role === 'ROOM_USER';
