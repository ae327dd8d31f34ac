import type { Language } from '../../../shared/i18n/i18n.ts';
import type { Room } from '@teleplan/proto/material-resources';

/** The Earth's mean radius of the portal's distances (docs/constants.md). */
export const EARTH_RADIUS_KM = 6371;

export interface Position {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two positions (haversine), in kilometres rounded to one decimal. */
export function distanceKm(from: Position, to: Position): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.round(km * 10) / 10;
}

/** A distance as the person reads it: '2,4 km' in French, '2.4 km' in English. */
export function formatDistance(km: number, language: Language): string {
  const number = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${number.format(km)} km`;
}

/** Where a room is, or null when it has no place on a map (virtual, or never located: coordinates 0). */
export function roomPosition(room: Room): Position | null {
  if (room.virtual || (room.latitude === 0 && room.longitude === 0)) return null;
  return { latitude: room.latitude, longitude: room.longitude };
}
