import type { Room } from '@teleplan/proto/material-resources';
import { distanceKm, roomPosition, type Position } from './room-distance.ts';

/** A room the portal offers: the sector the booking goes to, and how far it is when the person's position is known. */
export interface PortalRoom {
  room: Room;
  sectorId: string;
  distanceKm: number | null;
}

/**
 * The rooms the person may book in: enabled rooms of a sector, and for a sector manager (`managedSectorIds`) the
 * rooms of their sectors only, booked in the first of them the room belongs to. Admins (null) book in the room's
 * favourite sector, listed first.
 */
export function bookableRooms(
  rooms: readonly Room[],
  managedSectorIds: readonly string[] | null,
): Omit<PortalRoom, 'distanceKm'>[] {
  return rooms.flatMap((room) => {
    if (!room.enabled || room.deleted) return [];
    const sector = room.sectors.find(
      (candidate) => !managedSectorIds || managedSectorIds.includes(candidate.id),
    );
    return sector ? [{ room, sectorId: sector.id }] : [];
  });
}

const byName = (a: PortalRoom, b: PortalRoom) => a.room.name.localeCompare(b.room.name, 'fr');

/**
 * The rooms in the order the portal lists them: with a position known, nearest first (rooms with no place on a
 * map after them, by name); without one, by name.
 */
export function roomsInOrder(
  rooms: readonly Omit<PortalRoom, 'distanceKm'>[],
  position: Position | null,
): PortalRoom[] {
  const measured = rooms.map((entry) => {
    const at = position && roomPosition(entry.room);
    return { ...entry, distanceKm: at && position ? distanceKm(position, at) : null };
  });
  return measured.sort((a, b) => {
    if (a.distanceKm === null || b.distanceKm === null)
      return a.distanceKm === b.distanceKm ? byName(a, b) : a.distanceKm === null ? 1 : -1;
    return a.distanceKm - b.distanceKm || byName(a, b);
  });
}
