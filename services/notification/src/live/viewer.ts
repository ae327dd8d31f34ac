import type { EntityManager } from 'typeorm';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { RoomSnapshot, SectorSnapshot } from '@teleplan/proto/material-resources';
import { forbidden } from '@teleplan/kit/errors';
import { PeopleRepository } from '../data/people.repository.ts';
import { mayFollow, type Viewer } from './visibility.ts';

const C = MessageCodes.notification;
const ROOM_ROLES: ReadonlySet<string> = new Set(['ROOM_MANAGER', 'ROOM_USER']);

/**
 * The viewer an access token's claims make, once the people replica confirms them: a PATIENT or a service is
 * refused (403 `live.forbidden`); an account disabled, unknown, no longer holding the token's role, or whose
 * sign-in sessions ended after the token was issued (a credential changed) is refused (403 `live.revoked`), so a
 * reconnection after a revocation fails even while the token has not expired.
 */
export async function admitViewer(
  manager: EntityManager,
  claims: { sub: string; role: string; iat?: number; sid?: string },
): Promise<Viewer> {
  const { sub, role } = claims;
  if (!mayFollow(role)) throw forbidden(C.liveForbidden, 'This role has no live feed');
  const token = { issuedAt: claims.iat, signInSession: claims.sid };
  if (!(await new PeopleRepository(manager).mayActAs(sub, role, token))) {
    throw forbidden(C.liveRevoked, 'This account may no longer act in this role');
  }
  const viewer: Viewer = { id: sub, role, rooms: new Set(), sectors: new Set() };
  if (ROOM_ROLES.has(viewer.role)) {
    const rooms = await manager.query<{ id: string }[]>(
      'SELECT id FROM room WHERE NOT deleted AND (manager_id = $1 OR $1 = ANY(user_ids))',
      [viewer.id],
    );
    for (const { id } of rooms) viewer.rooms.add(id);
  }
  if (viewer.role === 'SECTOR_MANAGER') {
    const sectors = await manager.query<{ id: string }[]>('SELECT id FROM sector WHERE manager_id = $1', [
      viewer.id,
    ]);
    for (const { id } of sectors) viewer.sectors.add(id);
  }
  return viewer;
}

/** Follows a room snapshot: a room role's viewer gains or loses the room as its manager and staff change. */
export function followRoom(viewer: Viewer, room: RoomSnapshot): void {
  if (!ROOM_ROLES.has(viewer.role)) return;
  const theirs = !room.deleted && (room.managerId === viewer.id || room.userIds.includes(viewer.id));
  if (theirs) viewer.rooms.add(room.id);
  else viewer.rooms.delete(room.id);
}

/** Follows a sector snapshot: a sector manager gains or loses the sector. */
export function followSector(viewer: Viewer, sector: SectorSnapshot): void {
  if (viewer.role !== 'SECTOR_MANAGER') return;
  if (sector.managerId === viewer.id) viewer.sectors.add(sector.id);
  else viewer.sectors.delete(sector.id);
}
