import { forbidden } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { ReachLists } from '../data/reach.repository.ts';

const E = MessageCodes.scheduleExports;

export interface AskedIds {
  sectorIds?: readonly string[];
  roomIds?: readonly string[];
  doctorIds?: readonly string[];
}

function within(asked: readonly string[] | undefined, allowed: readonly string[]): boolean {
  return asked === undefined || asked.every((id) => allowed.includes(id));
}

const LIST_OF = { sectors: 'sectorIds', rooms: 'roomIds', doctors: 'doctorIds' } as const;

/**
 * The lists the export is narrowed to: what was asked, refused (403) when it names a sector, room or doctor
 * outside the caller's reach, and always within the caller's own rows (a sector manager's sectors, a room role's
 * rooms, a doctor's appointments). A sector manager or room role with no sector or room has nothing to export.
 */
export function narrowToReach(reach: ReachLists, asked: AskedIds): AskedIds {
  if (
    !within(asked.sectorIds, reach.sectors) ||
    !within(asked.roomIds, reach.rooms) ||
    !within(asked.doctorIds, reach.doctors)
  )
    throw forbidden(E.unauthorized, "The export names a sector, room or doctor outside the caller's scope");
  const own = LIST_OF[reach.home];
  if (reach[reach.home].length === 0) throw forbidden(E.unauthorized, 'The caller has nothing to export');
  return { ...asked, [own]: asked[own] ?? reach[reach.home] };
}
