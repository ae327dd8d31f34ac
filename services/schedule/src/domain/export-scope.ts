import { forbidden } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { STAFF_ROLES, type Role } from '@teleplan/proto/roles';
import type { ExportScopeIds, ScopeRoot } from '../data/export-scope.repository.ts';
import { isAdmin, type Actor } from './context.ts';

const E = MessageCodes.scheduleExports;

/** Roles that may export appointments at all; the scope is checked per id asked. */
export const EXPORTERS: readonly Role[] = STAFF_ROLES;

const ROOT_OF: Partial<Record<Role, ScopeRoot>> = {
  SECTOR_MANAGER: 'managed-sectors',
  ROOM_MANAGER: 'managed-rooms',
  ROOM_USER: 'staffed-rooms',
  DOCTOR: 'doctor',
};

/** Where the caller's reach starts, or null for admins (everything). */
export function scopeRoot(actor: Actor): ScopeRoot | null {
  if (isAdmin(actor)) return null;
  const root = ROOT_OF[actor.role];
  if (!root) throw forbidden(E.unauthorized, 'This role may not export appointments');
  return root;
}

export interface AskedIds {
  sectorIds?: readonly string[];
  roomIds?: readonly string[];
  doctorIds?: readonly string[];
}

function within(asked: readonly string[] | undefined, allowed: readonly string[]): boolean {
  return asked === undefined || asked.every((id) => allowed.includes(id));
}

/**
 * The lists the export is narrowed to: what was asked, refused (403) when it names a sector, room or doctor
 * outside the caller's reach, and always within the caller's own sectors (sector manager), rooms (room roles)
 * or appointments (doctor). A sector manager or room role with no sector or room has nothing to export.
 */
export function narrowToReach(root: ScopeRoot, reach: ExportScopeIds, asked: AskedIds): AskedIds {
  if (
    !within(asked.sectorIds, reach.sectorIds) ||
    !within(asked.roomIds, reach.roomIds) ||
    !within(asked.doctorIds, reach.doctorIds)
  )
    throw forbidden(E.unauthorized, "The export names a sector, room or doctor outside the caller's scope");
  const own =
    root === 'managed-sectors' ? 'sectorIds' : root === 'doctor' ? 'doctorIds' : ('roomIds' as const);
  if (reach[own].length === 0) throw forbidden(E.unauthorized, 'The caller has nothing to export');
  return { ...asked, [own]: asked[own] ?? reach[own] };
}
