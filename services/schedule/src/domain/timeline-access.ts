import { forbidden } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { Role } from '@teleplan/proto/roles';
import type { TimelinesRepository } from '../data/timelines.repository.ts';
import { ROOM_READERS } from './access.ts';
import { APPOINTMENT_BOOKERS } from './appointment-access.ts';
import { isAdmin, type Actor } from './context.ts';

/** Room timelines: the room calendar's roles (spec section 2), those who read a room's properties. */
export const ROOM_TIMELINE_READERS: readonly Role[] = ROOM_READERS;
/** Doctor timelines: the doctor calendar's roles (spec section 2). */
export const DOCTOR_TIMELINE_READERS: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'DOCTOR'];
/** Sector busy time and saturation: the resource timeline and resources usage (spec section 2). */
export const SECTOR_TIMELINE_READERS: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'];
/** Bookable times: the roles that book, room by room (a doctor does not book); the scope is checked per room and sector. */
export const BOOKERS: readonly Role[] = APPOINTMENT_BOOKERS;

export const outsideScope = () =>
  forbidden(MessageCodes.scheduleTimelines.unauthorized, "This timeline is outside the caller's scope");

type Check = (repo: TimelinesRepository, actor: Actor, ids: string[]) => Promise<string[]>;

async function assertAll(repo: TimelinesRepository, actor: Actor, ids: string[], outside: Check) {
  if (isAdmin(actor) || ids.length === 0) return;
  if ((await outside(repo, actor, ids)).length > 0) throw outsideScope();
}

export const assertRooms = (repo: TimelinesRepository, actor: Actor, ids: string[]) =>
  assertAll(repo, actor, ids, (r, a, i) => r.roomsOutsideScope(a, i));
export const assertDoctors = (repo: TimelinesRepository, actor: Actor, ids: string[]) =>
  assertAll(repo, actor, ids, (r, a, i) => r.doctorsOutsideScope(a, i));
export const assertSectors = (repo: TimelinesRepository, actor: Actor, ids: string[]) =>
  assertAll(repo, actor, ids, (r, a, i) => r.sectorsOutsideScope(a, i));
