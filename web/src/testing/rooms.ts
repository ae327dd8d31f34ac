import type { Room } from '@teleplan/proto/material-resources';

let sequence = 0;

/** A room as material-resources answers it (enabled, located, in one sector); ids are valid UUIDs. */
export function aRoom(fields: Partial<Room> = {}): Room {
  sequence += 1;
  return {
    id: `0190a0b0-0000-7000-8000-${String(sequence).padStart(8, '0')}aaaa`,
    name: `Salle ${sequence}`,
    enabled: true,
    address: `${sequence} rue de la Paix, 10000 Troyes`,
    email: null,
    telephoneNumber: '0325000000',
    url: null,
    dpiUrl: null,
    description: null,
    virtual: false,
    latitude: 48.2973,
    longitude: 4.0744,
    zoneId: 'Europe/Paris',
    favoriteSectorId: null,
    roomType: null,
    manager: null,
    sectors: [{ id: '0190a0b0-0000-7000-8000-00000000bb01', name: 'Aube' }],
    deleted: false,
    ...fields,
  };
}
