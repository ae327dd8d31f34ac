import type { Room } from '@teleplan/proto/material-resources';

/** A room as the map shows it: numbered in list order, with a position when it has one. */
export interface MapPoint {
  id: string;
  number: number;
  name: string;
  address: string | null;
  /** [longitude, latitude]; null when the room was never located (coordinates 0). */
  lonLat: [number, number] | null;
}

/** The map's rooms: non-virtual ones, numbered from 1; coordinates 0,0 count as unknown. */
export function mapPointsOf(rooms: readonly Room[]): MapPoint[] {
  return rooms
    .filter((room) => !room.virtual)
    .map((room, index) => ({
      id: room.id,
      number: index + 1,
      name: room.name,
      address: room.address,
      lonLat: room.latitude === 0 && room.longitude === 0 ? null : [room.longitude, room.latitude],
    }));
}

/** The default zoom of the rooms map (docs/constants.md). */
export const DEFAULT_ZOOM = 11;
