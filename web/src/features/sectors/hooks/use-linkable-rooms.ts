import { skipToken } from '@reduxjs/toolkit/query';
import type { Room, Sector } from '@teleplan/proto/material-resources';
import { useSectorListQuery } from '../../../shared/places/places-api.ts';
import { useSession } from '../../../shared/session/use-session.ts';

export interface LinkableRooms {
  /** Whether the "add rooms" panel has anything to offer (unknown yet counts as no). */
  anyLeft: boolean;
  /** Whether the caller may link this room to the sector. */
  mayLink: (room: Room) => boolean;
}

const EVERY_ROOM: LinkableRooms = { anyLeft: true, mayLink: () => true };

/**
 * The rooms the caller may link to `sector`. Linking needs rights over the room too, so a sector manager links
 * only rooms of the other sectors she manages; admins link any room.
 */
export function useLinkableRooms(sector: Sector): LinkableRooms {
  const { claims } = useSession();
  const isSectorManager = claims?.role === 'SECTOR_MANAGER';
  const visible = useSectorListQuery(isSectorManager ? undefined : skipToken);
  if (!isSectorManager) return EVERY_ROOM;
  const managed = new Set(
    (visible.data ?? [])
      .filter((candidate) => candidate.manager?.id === claims.sub)
      .map((candidate) => candidate.id),
  );
  const inSector = new Set(sector.roomIds);
  const others = (visible.data ?? [])
    .filter((candidate) => managed.has(candidate.id))
    .flatMap((candidate) => candidate.roomIds)
    .filter((roomId) => !inSector.has(roomId));
  return {
    anyLeft: others.length > 0,
    mayLink: (room) => room.sectors.some((ref) => managed.has(ref.id)),
  };
}
