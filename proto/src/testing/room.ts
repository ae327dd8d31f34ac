import type { RoomSnapshot } from '../material-resources.ts';

/**
 * A room as material-resources publishes and exports it, for tests: enabled, in Troyes (Paris zone), without
 * type, manager, staff or sector unless `fields` gives them.
 */
export function aRoomSnapshot(id: string, fields: Partial<RoomSnapshot> = {}): RoomSnapshot {
  return {
    id,
    name: 'Salle',
    enabled: true,
    deleted: false,
    address: null,
    email: null,
    telephoneNumber: '0325000000',
    url: null,
    dpiUrl: null,
    description: null,
    virtual: false,
    latitude: 48.3,
    longitude: 4.08,
    zoneId: 'Europe/Paris',
    favoriteSectorId: null,
    roomTypeId: null,
    managerId: null,
    sectorIds: [],
    userIds: [],
    ...fields,
  };
}
