import { expect, it } from 'vitest';
import type { RoomSnapshot, SectorSnapshot } from '@teleplan/proto/material-resources';
import { ROLES, STAFF_ROLES, type Role } from '@teleplan/proto/roles';
import { as, code, ghost, type Caller, type Harness, type Person, type Reply } from './harness.ts';

/** Every kind of caller: each role, a service token, and no token at all. */
export type Who = Role | 'SERVICE' | 'NONE';
export const EVERYONE: Who[] = [...ROLES, 'SERVICE', 'NONE'];
export const ADMINS: Who[] = ['SUPER_ADMIN', 'ADMIN'];
const FORBIDDEN = [403, 'common.auth.forbidden'] as const;
const UNAUTHENTICATED = [401, 'common.auth.unauthenticated'] as const;

export interface RouteCase {
  route: string;
  allowed: Who[];
  /** The status of an allowed call (200 unless said). */
  status?: number;
  /** Refusals other than `common.auth.forbidden`. */
  refusals?: Partial<Record<Who, readonly [number, string]>>;
  run(caller: Caller): Promise<Reply>;
}

/**
 * One person per role and their scope: the doctor is linked to the sector manager's sector, which holds the
 * room managed by the room manager and staffed by the room user; another doctor and another room sit in
 * another sector with other staff.
 */
export interface Roster {
  person(role: Role): Person;
  caller(who: Who): Caller;
  otherDoctor: Person;
  ownSector: SectorSnapshot;
  otherSector: SectorSnapshot;
  ownRoom: RoomSnapshot;
  otherRoom: RoomSnapshot;
}

export async function makeRoster(h: Harness): Promise<Roster> {
  const people = new Map<Role, Person>();
  for (const role of STAFF_ROLES) people.set(role, await h.person([role]));
  const person = (role: Role) => people.get(role)!;
  const otherDoctor = await h.person(['DOCTOR']);
  const own = await h.sector({ managerId: person('SECTOR_MANAGER').id, doctorIds: [person('DOCTOR').id] });
  const other = await h.sector({
    managerId: (await h.person(['SECTOR_MANAGER'])).id,
    doctorIds: [otherDoctor.id],
  });
  const ownRoom = await h.room({
    sectorIds: [own.id],
    managerId: person('ROOM_MANAGER').id,
    userIds: [person('ROOM_USER').id],
  });
  const otherRoom = await h.room({
    sectorIds: [other.id],
    managerId: (await h.person(['ROOM_MANAGER'])).id,
    userIds: [(await h.person(['ROOM_USER'])).id],
  });
  const caller = (who: Who): Caller => {
    if (who === 'NONE') return null;
    if (who === 'SERVICE' || who === 'PATIENT') return ghost(who);
    return as(person(who), who);
  };
  return { person, caller, otherDoctor, ownSector: own, otherSector: other, ownRoom, otherRoom };
}

/**
 * One test per case and caller: allowed with the case's status, or refused as the case says. `callerFor` is asked
 * when the test runs (the callers are made in `beforeAll`).
 */
export function itFollowsTheRoleMatrix(cases: readonly RouteCase[], callerFor: (who: Who) => Caller): void {
  for (const c of cases) {
    for (const who of EVERYONE) {
      const allowed = c.allowed.includes(who);
      const [status, messageCode] = allowed
        ? [c.status ?? 200, undefined]
        : who === 'NONE'
          ? UNAUTHENTICATED
          : (c.refusals?.[who] ?? FORBIDDEN);
      it(`${c.route}: ${who} ${allowed ? 'is allowed' : `is refused with ${messageCode}`}`, async () => {
        const reply = await c.run(callerFor(who));
        expect({ status: reply.status, code: code(reply) }, JSON.stringify(reply.body)).toEqual({
          status,
          code: messageCode,
        });
      });
    }
  }
}
