import { describe, expect, it } from 'vitest';
import type { Room } from '@teleplan/proto/material-resources';
import { aRoom } from '../../../testing/rooms.ts';
import { bookableRooms, roomsInOrder } from './portal-rooms.ts';
import { distanceKm, EARTH_RADIUS_KM, formatDistance } from './room-distance.ts';

const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const LYON = { latitude: 45.764, longitude: 4.8357 };

const located = (name: string, at: { latitude: number; longitude: number }, fields: Partial<Room> = {}) =>
  aRoom({ name, ...at, sectors: [{ id: 'sector-a', name: 'A' }], ...fields });

describe('the distance to a room', () => {
  it('is the haversine distance on a 6371 km Earth, rounded to one decimal', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    expect(distanceKm(PARIS, LYON)).toBe(391.5);
    expect(distanceKm(PARIS, PARIS)).toBe(0);
    // One degree of latitude: 6371 × π / 180 = 111.19 km.
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBe(111.2);
  });

  it('reads with a decimal comma in French and a point in English', () => {
    expect(formatDistance(2.4, 'fr')).toBe('2,4 km');
    expect(formatDistance(2, 'fr')).toBe('2,0 km');
    expect(formatDistance(2.4, 'en')).toBe('2.4 km');
  });
});

describe('the rooms the portal lists', () => {
  const near = located('Zola', { latitude: 48.86, longitude: 2.35 });
  const far = located('Alpha', LYON);
  const virtual = located('Bleue', { latitude: 0, longitude: 0 }, { virtual: true });
  const unknown = located('Ambre', { latitude: 0, longitude: 0 });
  const all = bookableRooms([near, far, virtual, unknown], null);

  it('puts the nearest first when the position is known, rooms with no place after them by name', () => {
    const ordered = roomsInOrder(all, PARIS);
    expect(ordered.map((entry) => entry.room.name)).toEqual(['Zola', 'Alpha', 'Ambre', 'Bleue']);
    expect(ordered.map((entry) => entry.distanceKm)).toEqual([0.4, 391.5, null, null]);
  });

  it('goes by name without a position', () => {
    const ordered = roomsInOrder(all, null);
    expect(ordered.map((entry) => entry.room.name)).toEqual(['Alpha', 'Ambre', 'Bleue', 'Zola']);
    expect(ordered.every((entry) => entry.distanceKm === null)).toBe(true);
  });

  it('offers a sector manager the rooms of their sectors only, booked in their sector', () => {
    const shared = located('Partagée', PARIS, {
      sectors: [
        { id: 'sector-b', name: 'B' },
        { id: 'sector-a', name: 'A' },
      ],
    });
    const other = located('Ailleurs', PARIS, { sectors: [{ id: 'sector-b', name: 'B' }] });
    expect(bookableRooms([shared, other], ['sector-a'])).toEqual([{ room: shared, sectorId: 'sector-a' }]);
    expect(bookableRooms([shared, other], null).map((entry) => entry.sectorId)).toEqual([
      'sector-b',
      'sector-b',
    ]);
  });

  it('leaves out disabled rooms and rooms in no sector', () => {
    const disabled = located('Fermée', PARIS, { enabled: false });
    const alone = located('Seule', PARIS, { sectors: [] });
    expect(bookableRooms([disabled, alone, near], null).map((entry) => entry.room)).toEqual([near]);
  });
});
