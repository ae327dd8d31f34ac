import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeedCreated } from '@teleplan/proto/schedule-exports';
import { code, ghost, startSchedule, type Caller, type Harness, type Reply } from './harness.ts';
import { buildWorld, caller, type World } from './export-fixtures.ts';
import { EVERYONE, type Who } from './role-matrix.ts';

/**
 * Who may manage calendar feeds (README "Calendar feeds"): admins any owner; a doctor their own; a room manager
 * their room's. Other staff roles are refused by role; a doctor or room manager asking for another owner by scope.
 */
type Owner = { ownerType: 'DOCTOR' | 'ROOM'; owner: string };
const OUTSIDE = [403, 'schedule.export.unauthorized'] as const;
const BY_ROLE: Partial<Record<Who, readonly [number, string]>> = {
  SECTOR_MANAGER: [403, 'common.auth.forbidden'],
  ROOM_USER: [403, 'common.auth.forbidden'],
  PATIENT: [403, 'common.auth.forbidden'],
  SERVICE: [403, 'common.auth.forbidden'],
  NONE: [401, 'common.auth.unauthenticated'],
};

let h: Harness;
let w: World;

function callerFor(who: Who): Caller {
  if (who === 'NONE') return null;
  if (who === 'SERVICE' || who === 'PATIENT') return ghost(who);
  return caller(w, who);
}

interface Case {
  owner: () => Owner;
  allowed: Who[];
  scoped: Who[];
}
const OWNERS: Record<string, Case> = {
  'own doctor': {
    owner: () => ({ ownerType: 'DOCTOR', owner: w.doctorA.id }),
    allowed: ['SUPER_ADMIN', 'ADMIN', 'DOCTOR'],
    scoped: ['ROOM_MANAGER'],
  },
  "another's doctor": {
    owner: () => ({ ownerType: 'DOCTOR', owner: w.doctorB.id }),
    allowed: ['SUPER_ADMIN', 'ADMIN'],
    scoped: ['ROOM_MANAGER', 'DOCTOR'],
  },
  'own room': {
    owner: () => ({ ownerType: 'ROOM', owner: w.roomA.id }),
    allowed: ['SUPER_ADMIN', 'ADMIN', 'ROOM_MANAGER'],
    scoped: ['DOCTOR'],
  },
  "another's room": {
    owner: () => ({ ownerType: 'ROOM', owner: w.roomB.id }),
    allowed: ['SUPER_ADMIN', 'ADMIN'],
    scoped: ['ROOM_MANAGER', 'DOCTOR'],
  },
};

const ROUTES: Record<string, { status: number; run: (caller: Caller, owner: Owner) => Promise<Reply> }> = {
  'POST calendar-feeds': { status: 201, run: (c, owner) => h.call('POST', '/calendar-feeds', c, owner) },
  'GET calendar-feeds': {
    status: 200,
    run: (c, owner) => h.call('GET', `/calendar-feeds?ownerType=${owner.ownerType}&owner=${owner.owner}`, c),
  },
  'DELETE calendar-feeds/{id}': {
    status: 204,
    run: async (c, owner) => {
      const created = await h.call<CalendarFeedCreated>('POST', '/calendar-feeds', h.admin, owner);
      return h.call('DELETE', `/calendar-feeds/${created.body.feed.id}`, c);
    },
  },
};

beforeAll(async () => {
  h = await startSchedule();
  w = await buildWorld(h);
});

afterAll(async () => {
  await h?.close();
});

describe.each(Object.keys(ROUTES))('%s', (route) => {
  describe.each(Object.keys(OWNERS))('for the %s', (ownerName) => {
    const c = OWNERS[ownerName]!;
    it.each(EVERYONE)('as %s', async (who) => {
      const before = await h.service.dataSource.query<{ n: number }[]>(
        'SELECT count(*)::int AS n FROM calendar_feed WHERE revoked_at IS NULL',
      );
      const reply = await ROUTES[route]!.run(callerFor(who), c.owner());
      if (c.allowed.includes(who)) {
        expect(reply.status).toBe(ROUTES[route]!.status);
        return;
      }
      const [status, messageCode] = c.scoped.includes(who) ? OUTSIDE : BY_ROLE[who]!;
      expect([reply.status, code(reply)]).toEqual([status, messageCode]);
      // Nothing created or revoked by a refused call (DELETE's own feed was made by an admin just before).
      const after = await h.service.dataSource.query<{ n: number }[]>(
        'SELECT count(*)::int AS n FROM calendar_feed WHERE revoked_at IS NULL',
      );
      expect(after[0]!.n).toBe(before[0]!.n + (route.startsWith('DELETE') ? 1 : 0));
    });
  });
});
