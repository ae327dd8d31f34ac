import { describe, expect, it } from 'vitest';
import type { RoomSnapshot, SectorSnapshot } from '@teleplan/proto/material-resources';
import { STAFF_ROLES, type Role } from '@teleplan/proto/roles';
import { as, code, ghost, type Caller, type Harness, type Person, type Reply } from './harness.ts';

/** A caller of a role matrix: a role, a service token, or no token at all. */
export type Who = Role | 'SERVICE' | 'NONE';
export const EVERYONE: Who[] = [...STAFF_ROLES, 'PATIENT', 'SERVICE', 'NONE'];
export const ADMINS: Who[] = ['SUPER_ADMIN', 'ADMIN'];
export const FORBIDDEN = [403, 'common.auth.forbidden'] as const;
export const UNAUTHENTICATED = [401, 'common.auth.unauthenticated'] as const;

export interface RouteCase {
  route: string;
  allowed: Who[];
  refusals?: Partial<Record<Who, readonly [number, string]>>;
  run(caller: Caller): Promise<Reply>;
}

/**
 * One person per staff role and their scope: the doctor is linked to the sector manager's sector, which holds the
 * room managed by the room manager and staffed by the room user; "other" targets are in another sector with
 * other staff.
 */
export interface Cast {
  roster: Map<Role, Person>;
  otherDoctor: Person;
  ownSector: SectorSnapshot;
  otherSector: SectorSnapshot;
  ownRoom: RoomSnapshot;
  otherRoom: RoomSnapshot;
}

export async function castRoles(h: Harness): Promise<Cast> {
  const roster = new Map<Role, Person>();
  for (const role of STAFF_ROLES) roster.set(role, await h.person([role]));
  const otherDoctor = await h.person(['DOCTOR']);
  const ownSector = await h.sector({
    managerId: roster.get('SECTOR_MANAGER')!.id,
    doctorIds: [roster.get('DOCTOR')!.id],
  });
  const otherSector = await h.sector({
    managerId: (await h.person(['SECTOR_MANAGER'])).id,
    doctorIds: [otherDoctor.id],
  });
  const ownRoom = await h.room({
    sectorIds: [ownSector.id],
    managerId: roster.get('ROOM_MANAGER')!.id,
    userIds: [roster.get('ROOM_USER')!.id],
  });
  const otherRoom = await h.room({
    sectorIds: [otherSector.id],
    managerId: (await h.person(['ROOM_MANAGER'])).id,
    userIds: [(await h.person(['ROOM_USER'])).id],
  });
  return { roster, otherDoctor, ownSector, otherSector, ownRoom, otherRoom };
}

/** Every case called by every caller: 200 when allowed, else the case's refusal (403 forbidden by default). */
export function describeRoleMatrix(name: string, cases: RouteCase[], roster: () => Map<Role, Person>): void {
  const callerFor = (who: Who): Caller => {
    if (who === 'NONE') return null;
    if (who === 'SERVICE' || who === 'PATIENT') return ghost(who);
    return as(roster().get(who)!, who);
  };
  describe(name, () => {
    for (const c of cases) {
      for (const who of EVERYONE) {
        const allowed = c.allowed.includes(who);
        const [status, messageCode] = allowed
          ? [200, undefined]
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
  });
}
