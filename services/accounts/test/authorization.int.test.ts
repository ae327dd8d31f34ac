import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@teleplan/proto/roles';
import {
  asPerson,
  code,
  ghost,
  PASSWORD,
  startAccounts,
  uniqueEmail,
  type Caller,
  type Harness,
  type Person,
  type Reply,
} from './harness.ts';
import { deliver, roomOf, roomSnapshot } from './resource-events.ts';

/**
 * The role matrix of the README, route by route: every role (and no token, and a service token) either gets
 * the route's success status or the refusal written here.
 */
type Who = Role | 'SERVICE' | 'NONE';
const STAFF: Role[] = ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER', 'DOCTOR'];
const EVERYONE: Who[] = [...STAFF, 'PATIENT', 'SERVICE', 'NONE'];

const FORBIDDEN = [403, 'common.auth.forbidden'] as const;
const UNAUTHENTICATED = [401, 'common.auth.unauthenticated'] as const;

interface RouteCase {
  route: string;
  ok: number;
  /** Roles that succeed; every other one gets `refusals[who]`, else 403 common.auth.forbidden (401 without token). */
  allowed: Who[];
  refusals?: Partial<Record<Who, readonly [number, string]>>;
  run(h: Harness, caller: Caller, who: Who): Promise<Reply>;
}

let h: Harness;
const roster = new Map<Role, Person>();
/** The room the roster's ROOM_MANAGER manages (material-resources' snapshot, as accounts last received it). */
let managedRoom = roomSnapshot();

/** `userId` joins the staff of the roster room manager's room. */
async function joinManagedRoom(h: Harness, userId: string): Promise<void> {
  const current = { ...managedRoom, userIds: [...managedRoom.userIds, userId] };
  await deliver(h, 'room.updated', { current, previous: managedRoom });
  managedRoom = current;
}

const roomUserBody = () => ({
  firstName: 'Inès',
  lastName: 'Roux',
  email: uniqueEmail(),
  telephoneNumber: '0612345678',
  sex: 'F',
  roles: ['ROOM_USER'],
});

function callerFor(who: Who): Caller {
  if (who === 'NONE') return null;
  if (who === 'SERVICE' || who === 'PATIENT') return ghost(who);
  return asPerson(roster.get(who)!);
}

const CASES: RouteCase[] = [
  {
    route: 'GET profile/{id}',
    ok: 200,
    allowed: STAFF,
    run: async (h, caller) => h.call('GET', `/profile/${roster.get('DOCTOR')!.id}`, caller),
  },
  {
    route: 'PATCH profile/{id} (a doctor)',
    ok: 200,
    allowed: ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'],
    refusals: {
      ROOM_MANAGER: [403, 'accounts.profile.unauthorized_modification'],
      ROOM_USER: [403, 'accounts.profile.unauthorized_modification'],
      DOCTOR: [403, 'accounts.profile.unauthorized_modification'],
      PATIENT: [403, 'accounts.profile.unauthorized_modification'],
    },
    run: async (h, caller) => {
      const target = await h.createStaff(['DOCTOR']);
      return h.call('PATCH', `/api/user-profiles/profile/${target.profile.id}`, caller, {
        telephoneNumber: '+33611111111',
      });
    },
  },
  {
    route: 'GET profiles',
    ok: 200,
    allowed: STAFF,
    run: async (h, caller) => h.call('GET', '/api/user-profiles/profiles?name=mar', caller),
  },
  {
    route: 'GET by-query',
    ok: 200,
    allowed: ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'],
    run: async (h, caller) => h.call('GET', '/api/user-profiles/by-query?query=staff==true&size=5', caller),
  },
  {
    route: 'GET by-query/export (users list)',
    ok: 200,
    allowed: ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'],
    run: async (h, caller) =>
      h.call('GET', '/api/user-profiles/by-query/export?columns=users&query=staff==true', caller),
  },
  {
    route: 'GET by-query/export (patients list)',
    ok: 200,
    allowed: STAFF,
    run: async (h, caller) => h.call('GET', '/api/user-profiles/by-query/export?columns=patients', caller),
  },
  {
    route: 'GET staffs/composite-profiles',
    ok: 200,
    allowed: ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'],
    run: async (h, caller) => h.call('GET', '/api/user-profiles/staffs/composite-profiles', caller),
  },
  {
    route: 'GET doctors',
    ok: 200,
    allowed: ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER'],
    run: async (h, caller) => h.call('GET', `/api/user-profiles/doctors?sectorIds=${randomUUID()}`, caller),
  },
  {
    route: 'POST create (a room user; the room manager manages a room)',
    ok: 201,
    allowed: ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'ROOM_MANAGER'],
    run: async (h, caller) => h.call('POST', '/api/user-profiles/create', caller, roomUserBody()),
  },
  {
    route: 'POST create (a room user; the room manager manages no room)',
    ok: 201,
    allowed: ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'],
    refusals: { ROOM_MANAGER: [403, 'accounts.room.not_managed'] },
    run: async (h, caller, who) =>
      h.call(
        'POST',
        '/api/user-profiles/create',
        who === 'ROOM_MANAGER' ? ghost(who) : caller,
        roomUserBody(),
      ),
  },
  {
    route: 'POST create/patient',
    ok: 201,
    allowed: STAFF,
    run: async (h, caller) =>
      h.call('POST', '/api/user-profiles/create/patient', caller, {
        firstName: 'Luc',
        lastName: 'Blanc',
        sex: 'M',
      }),
  },
  {
    route: 'PUT {id}/roles/{role} (DOCTOR to a room user)',
    ok: 200,
    allowed: ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'],
    run: async (h, caller) => {
      const target = await h.createStaff(['ROOM_USER']);
      return h.call('PUT', `/${target.profile.id}/roles/DOCTOR`, caller);
    },
  },
  {
    route: 'DELETE {id}/roles/{role} (DOCTOR of a room user and doctor)',
    ok: 200,
    allowed: ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'],
    run: async (h, caller) => {
      const target = await h.createStaff(['ROOM_USER', 'DOCTOR']);
      return h.call('DELETE', `/${target.profile.id}/roles/DOCTOR`, caller);
    },
  },
  {
    route: 'POST {id}/deactivate (an active doctor)',
    ok: 200,
    allowed: ['SUPER_ADMIN', 'ADMIN'],
    run: async (h, caller) => {
      const target = await h.person(['DOCTOR']);
      return h.call('POST', `/${target.id}/deactivate`, caller);
    },
  },
  {
    route: 'POST profiles/{id}/resend-activation-email (a room user of the room manager’s room)',
    ok: 204,
    allowed: ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'ROOM_MANAGER'],
    run: async (h, caller) => {
      const target = await h.createStaff(['ROOM_USER']);
      await joinManagedRoom(h, target.profile.id);
      return h.call(
        'POST',
        `/api/user-profiles/profiles/${target.profile.id}/resend-activation-email`,
        caller,
      );
    },
  },
  {
    route: 'POST profiles/{id}/resend-activation-email (a room user of another room)',
    ok: 204,
    allowed: ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'],
    refusals: { ROOM_MANAGER: [403, 'accounts.request.unauthorized'] },
    run: async (h, caller) => {
      const target = await h.createStaff(['ROOM_USER']);
      await roomOf(h, ghost('ROOM_MANAGER')!.id, [target.profile.id]);
      return h.call(
        'POST',
        `/api/user-profiles/profiles/${target.profile.id}/resend-activation-email`,
        caller,
      );
    },
  },
  {
    route: 'GET account/me',
    ok: 200,
    allowed: STAFF,
    // A PATIENT token passes the guard but patients have no account yet.
    refusals: { PATIENT: [404, 'accounts.account.missing'] },
    run: async (h, caller) => h.call('GET', '/account/me', caller),
  },
  {
    route: 'PUT account/update (own phone)',
    ok: 200,
    allowed: STAFF,
    refusals: { PATIENT: [404, 'accounts.account.missing'] },
    run: async (h, caller, who) => {
      const me = roster.get(who as Role);
      return h.call('PUT', '/account/update', caller, {
        oldPassword: PASSWORD,
        account: { email: me?.email ?? 'patient@test.teleplan.fr', preferredRole: me?.role ?? 'DOCTOR' },
        profile: { telephoneNumber: '+33622222222' },
      });
    },
  },
  {
    route: 'POST internal/verify-credentials',
    ok: 200,
    allowed: ['SERVICE'],
    run: async (h, caller) =>
      h.call('POST', '/internal/verify-credentials', caller, {
        email: roster.get('DOCTOR')!.email,
        password: PASSWORD,
      }),
  },
  {
    route: 'GET internal/accounts/{id}',
    ok: 200,
    allowed: ['SERVICE'],
    run: async (h, caller) => h.call('GET', `/internal/accounts/${roster.get('DOCTOR')!.id}`, caller),
  },
  {
    route: 'GET captcha (public)',
    ok: 200,
    allowed: EVERYONE,
    run: async (h, caller) => h.call('GET', '/captcha', caller),
  },
  {
    route: 'POST request-reset-password (public)',
    ok: 200,
    allowed: EVERYONE,
    run: async (h, caller) =>
      h.call('POST', '/request-reset-password', caller, {
        email: uniqueEmail(),
        captcha: await h.solvedCaptcha(),
      }),
  },
  {
    route: 'POST initialize-password (public; a bad token is the only refusal)',
    ok: 400,
    allowed: EVERYONE,
    run: async (h, caller) =>
      h.call('POST', '/initialize-password', caller, {
        password: PASSWORD,
        token: 'nope',
        termsAccepted: true,
      }),
  },
  {
    route: 'POST reset-password (public; a bad token is the only refusal)',
    ok: 400,
    allowed: EVERYONE,
    run: async (h, caller) =>
      h.call('POST', '/reset-password', caller, { password: PASSWORD, token: 'nope' }),
  },
];

beforeAll(async () => {
  h = await startAccounts();
  for (const role of STAFF) roster.set(role, await h.person([role]));
  managedRoom = await roomOf(h, roster.get('ROOM_MANAGER')!.id);
});
afterAll(async () => h?.close());

describe.each(CASES)('$route', (route) => {
  it.each(EVERYONE)('answers %s as the matrix says', async (who) => {
    const reply = await route.run(h, callerFor(who), who);
    if (route.allowed.includes(who)) {
      expect(reply.status, JSON.stringify(reply.body)).toBe(route.ok);
      return;
    }
    const [status, messageCode] = who === 'NONE' ? UNAUTHENTICATED : (route.refusals?.[who] ?? FORBIDDEN);
    expect(reply.status).toBe(status);
    expect(code(reply)).toBe(messageCode);
  });
});
