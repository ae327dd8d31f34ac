import type { Room } from '@teleplan/proto/material-resources';
import { aRoomSnapshot } from '@teleplan/proto/testing/room';

let sequence = 0;

/** A room as the rooms lists answer it: the test room of the events (Troyes), in one sector; ids are valid UUIDs. */
export function aRoom(fields: Partial<Room> = {}): Room {
  sequence += 1;
  const id = `0190a0b0-0000-7000-8000-${String(sequence).padStart(8, '0')}aaaa`;
  // What only the events carry (ids of the links) gives way to what the lists show of them.
  const {
    sectorIds: _sectors,
    roomTypeId: _type,
    managerId: _manager,
    userIds: _users,
    ...room
  } = aRoomSnapshot(id);
  return {
    ...room,
    roomType: null,
    manager: null,
    sectors: [{ id: '0190a0b0-0000-7000-8000-00000000bb01', name: 'Aube' }],
    ...fields,
  };
}
