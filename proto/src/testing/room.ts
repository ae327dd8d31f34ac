import type { RoomSnapshot } from '../material-resources.ts';

/**
 * A room as material-resources publishes and exports it, for tests: enabled, in Troyes (Paris zone), without
 * type, manager, staff or sector unless `fields` gives them; like a room created in sectors, its favourite
 * sector is the first of them unless `fields` names another.
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
    favoriteSectorId: fields.sectorIds?.[0] ?? null,
    roomTypeId: null,
    managerId: null,
    sectorIds: [],
    userIds: [],
    ...fields,
  };
}
