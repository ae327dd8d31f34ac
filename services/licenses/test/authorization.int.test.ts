import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@teleplan/proto/roles';
import { code, someone, startLicenses, type Caller, type Harness, type Reply } from './harness.ts';

/**
 * The role matrix of the README, route by route: every role (and no token, and a service token) either gets
 * the route's success status or the refusal written here.
 */
type Who = Role | 'SERVICE' | 'NONE';
const PEOPLE: Role[] = [
  'SUPER_ADMIN',
  'ADMIN',
  'SECTOR_MANAGER',
  'ROOM_MANAGER',
  'ROOM_USER',
  'DOCTOR',
  'PATIENT',
];
const EVERYONE: Who[] = [...PEOPLE, 'SERVICE', 'NONE'];

const FORBIDDEN = [403, 'common.auth.forbidden'] as const;
const UNAUTHENTICATED = [401, 'common.auth.unauthenticated'] as const;

interface RouteCase {
  route: string;
  ok: number;
  allowed: Who[];
  /** Refusals other than 403 common.auth.forbidden (401 without a token). */
  refusals?: Partial<Record<Who, readonly [number, string]>>;
  run(caller: Caller): Promise<Reply>;
}

let h: Harness;
const callers = new Map<Who, Caller>(EVERYONE.map((who) => [who, who === 'NONE' ? null : someone(who)]));
/** A licensed sector managed by the SECTOR_MANAGER caller, and one managed by somebody else. */
let ownSector: string;
let otherSector: string;

beforeAll(async () => {
  h = await startLicenses();
  ownSector = await h.licensedSector(50);
  otherSector = await h.licensedSector(50);
  await h.announceSector({ id: ownSector, managerId: callers.get('SECTOR_MANAGER')!.id });
  await h.announceSector({ id: otherSector, managerId: uuidv7() });
});
afterAll(async () => h?.close());

const CASES: RouteCase[] = [
  {
    route: 'POST issue',
    ok: 201,
    allowed: ['SUPER_ADMIN'],
    run: (caller) => h.call('POST', '/issue', caller, { nbRooms: 2 }),
  },
  {
    route: 'GET keys',
    ok: 200,
    allowed: ['SUPER_ADMIN'],
    run: (caller) => h.call('GET', '/keys', caller),
  },
  {
    route: 'GET public-keys',
    ok: 200,
    allowed: EVERYONE,
    run: (caller) => h.call('GET', '/public-keys', caller),
  },
  {
    route: 'POST check-available-rooms/ (the sector manager’s own sector)',
    ok: 200,
    allowed: ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'],
    run: (caller) => h.call('POST', '/check-available-rooms/', caller, { id: ownSector }),
  },
  {
    route: 'POST check-available-rooms/ (another manager’s sector)',
    ok: 200,
    allowed: ['SUPER_ADMIN', 'ADMIN'],
    refusals: { SECTOR_MANAGER: [403, 'licenses.sector.unauthorized'] },
    run: (caller) => h.call('POST', '/check-available-rooms/', caller, { id: otherSector }),
  },
  {
    route: 'POST check-available-rooms (without the trailing slash)',
    ok: 200,
    allowed: ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'],
    run: (caller) => h.call('POST', '/check-available-rooms', caller, { id: ownSector }),
  },
  {
    route: 'POST add-licenses-rooms',
    ok: 200,
    allowed: ['SUPER_ADMIN', 'ADMIN'],
    run: async (caller) =>
      h.call('POST', '/add-licenses-rooms', caller, {
        sectorId: ownSector,
        nbRooms: 1,
        license: await h.issue(1),
      }),
  },
  {
    route: 'POST sectors/{id}/close',
    ok: 200,
    allowed: ['SUPER_ADMIN'],
    run: async (caller) => h.call('POST', `/sectors/${await h.licensedSector(1)}/close`, caller),
  },
  {
    route: 'POST sectors/{id}/open',
    ok: 200,
    allowed: ['SUPER_ADMIN'],
    run: async (caller) => h.call('POST', `/sectors/${await h.licensedSector(1)}/open`, caller),
  },
  {
    route: 'POST internal/licenses/consume',
    ok: 200,
    allowed: ['SERVICE'],
    run: async (caller) =>
      h.call('POST', '/internal/licenses/consume', caller, { license: await h.issue(1), sectorId: uuidv7() }),
  },
  {
    route: 'POST internal/licenses/release',
    ok: 204,
    allowed: ['SERVICE'],
    run: async (caller) =>
      h.call('POST', '/internal/licenses/release', caller, { sectorId: await h.licensedSector(1) }),
  },
  {
    route: 'PUT internal/sectors/{sectorId}/rooms/{roomId}',
    ok: 204,
    allowed: ['SERVICE'],
    run: (caller) => h.call('PUT', `/internal/sectors/${ownSector}/rooms/${uuidv7()}`, caller),
  },
  {
    route: 'DELETE internal/sectors/{sectorId}/rooms/{roomId}',
    ok: 204,
    allowed: ['SERVICE'],
    run: (caller) => h.call('DELETE', `/internal/sectors/${ownSector}/rooms/${uuidv7()}`, caller),
  },
  {
    route: 'GET internal/sectors/{id}/quota',
    ok: 200,
    allowed: ['SERVICE'],
    run: (caller) => h.call('GET', `/internal/sectors/${ownSector}/quota`, caller),
  },
];

describe('role matrix', () => {
  for (const route of CASES) {
    describe(route.route, () => {
      for (const who of EVERYONE) {
        const allowed = route.allowed.includes(who);
        const refusal = route.refusals?.[who] ?? (who === 'NONE' ? UNAUTHENTICATED : FORBIDDEN);
        it(allowed ? `lets ${who} in` : `refuses ${who} with ${refusal[1]}`, async () => {
          const reply = await route.run(callers.get(who)!);
          if (allowed) expect(reply.status, JSON.stringify(reply.body)).toBe(route.ok);
          else expect([reply.status, code(reply)]).toEqual(refusal);
        });
      }
    });
  }
});
