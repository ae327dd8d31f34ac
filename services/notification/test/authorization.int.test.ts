import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@teleplan/proto/roles';
import {
  as,
  code,
  ghost,
  startNotification,
  type Caller,
  type Harness,
  type Person,
  type Reply,
} from './harness.ts';

/**
 * The role matrix of the README, route by route: every role (and no token, and a service token) either gets the
 * route's success status or the refusal written here. Profile routes are tried on the caller's own profile, a
 * patient, a patient who also holds a higher staff role, a doctor and an admin; room routes on a room the caller
 * manages (own room, room of own sector) and on another's.
 */
type Who = Role | 'SERVICE' | 'NONE';
const ADMINS: Who[] = ['SUPER_ADMIN', 'ADMIN'];
const STAFF: Who[] = ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER', 'DOCTOR'];
const PEOPLE: Who[] = [...STAFF, 'PATIENT'];
const EVERYONE: Who[] = [...PEOPLE, 'SERVICE', 'NONE'];
const FORBIDDEN = [403, 'common.auth.forbidden'] as const;
const UNAUTHENTICATED = [401, 'common.auth.unauthenticated'] as const;
const NOT_EDITOR = [403, 'notification.preferences.unauthorized'] as const;
const NO_RIGHTS = [403, 'notification.mail_parameters.no_rights'] as const;

interface RouteCase {
  route: string;
  ok: number;
  allowed: Who[];
  refusals?: Partial<Record<Who, readonly [number, string]>>;
  run(who: Who): Promise<Reply>;
}

let h: Harness;
const roster = new Map<Role, Person>();
let ownSector: string;
let otherSector: string;

function callerFor(who: Who): Caller {
  if (who === 'NONE') return null;
  if (who === 'SERVICE') return ghost(who);
  return as(roster.get(who)!, who);
}

/** Refusal for a caller outside the rule, by who they are. */
const refusedAs = (...whos: Who[]) => Object.fromEntries(whos.map((who) => [who, NOT_EDITOR]));

const PREFERENCES = { acceptingEmail: true, acceptingSms: true };
const get = (profileId: string, who: Who) =>
  h.call('GET', `/notifications/get-notifications-parameters/${profileId}`, callerFor(who));
const add = (profileId: string, caller: Caller) =>
  h.call('POST', `/notifications/add-notifications-parameters/${profileId}`, caller, PREFERENCES);
const update = (profileId: string, caller: Caller) =>
  h.call('POST', `/notifications/update-notifications-parameters/${profileId}`, caller, {
    acceptingEmail: false,
    acceptingSms: true,
  });
/** A person whose preferences exist already (added by a super admin). */
async function withPreferences(roles: Role[]): Promise<Person> {
  const person = await h.person(roles);
  const reply = await add(person.id, h.superAdmin);
  if (reply.status !== 201) throw new Error(`preferences: ${reply.status} ${JSON.stringify(reply.body)}`);
  return person;
}
/** A fresh person acting in `who` on their own profile (SERVICE and NONE: a random profile). */
async function me(who: Who): Promise<{ caller: Caller; id: string }> {
  if (who === 'NONE') return { caller: null, id: (await h.person(['PATIENT'])).id };
  if (who === 'SERVICE') return { caller: ghost('SERVICE'), id: (await h.person(['PATIENT'])).id };
  const person = await h.person([who]);
  return { caller: as(person, who), id: person.id };
}

/** Who may edit, per target (accounts' rule): admins and sector managers for managed staff, outranking for patients. */
const PATIENT_EDITORS: Who[] = [...STAFF];
const HIGH_PATIENT_EDITORS: Who[] = ADMINS; // a patient also granted SECTOR_MANAGER
const DOCTOR_EDITORS: Who[] = ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'];
const ADMIN_EDITORS: Who[] = ['SUPER_ADMIN'];

function profileCases(label: string, roles: Role[], editors: Who[], readers: Who[]): RouteCase[] {
  const outside = (allowed: Who[]) => refusedAs(...PEOPLE.filter((who) => !allowed.includes(who)));
  return [
    {
      route: `GET get-notifications-parameters (${label})`,
      ok: 200,
      allowed: readers,
      refusals: outside(readers),
      run: async (who) => get((await withPreferences(roles)).id, who),
    },
    {
      route: `POST add-notifications-parameters (${label})`,
      ok: 201,
      allowed: editors,
      refusals: outside(editors),
      run: async (who) => add((await h.person(roles)).id, callerFor(who)),
    },
    {
      route: `POST update-notifications-parameters (${label})`,
      ok: 200,
      allowed: editors,
      refusals: outside(editors),
      run: async (who) => update((await withPreferences(roles)).id, callerFor(who)),
    },
  ];
}

const roomUrl = (roomId: string) => `/notifications/rooms/${roomId}/mail-parameters`;
const MAIL_BODY = {
  activeSendCustomPostAppointMail: true,
  customPostAppointMailSubject: 'Merci de votre visite',
  customPostAppointMailContentHTML: '<p>Bonjour,</p>',
};
const ROOM_EDITORS: Who[] = [...ADMINS, 'SECTOR_MANAGER', 'ROOM_MANAGER'];
/** A room managed by the roster's room manager in the roster sector manager's sector, or nobody's. */
const ownRoom = () => h.room(roster.get('ROOM_MANAGER')!.id, [randomUUID(), ownSector]);
const otherRoom = async () => h.room((await h.person(['ROOM_MANAGER'])).id, [otherSector]);
async function roomWithParameters(room: () => Promise<string>): Promise<string> {
  const roomId = await room();
  await h.call('POST', roomUrl(roomId), h.superAdmin, MAIL_BODY);
  return roomId;
}

function roomCases(label: string, room: () => Promise<string>, allowed: Who[]): RouteCase[] {
  const refusals = Object.fromEntries(
    ROOM_EDITORS.filter((who) => !allowed.includes(who)).map((who) => [who, NO_RIGHTS]),
  );
  return [
    {
      route: `GET rooms/{id}/mail-parameters (${label})`,
      ok: 200,
      allowed,
      refusals,
      run: async (who) => h.call('GET', roomUrl(await room()), callerFor(who)),
    },
    {
      route: `POST rooms/{id}/mail-parameters (${label})`,
      ok: 201,
      allowed,
      refusals,
      run: async (who) => h.call('POST', roomUrl(await room()), callerFor(who), MAIL_BODY),
    },
    {
      route: `PATCH rooms/{id}/mail-parameters (${label})`,
      ok: 200,
      allowed,
      refusals,
      run: async (who) =>
        h.call('PATCH', roomUrl(await roomWithParameters(room)), callerFor(who), {
          customPostAppointMailSubject: 'Autre sujet',
        }),
    },
  ];
}

const SUPER: Who[] = ['SUPER_ADMIN'];
const CASES: RouteCase[] = [
  {
    route: 'GET get-notifications-parameters (own)',
    ok: 200,
    allowed: PEOPLE,
    run: async (who) => {
      const { caller, id } = await me(who);
      await add(id, h.superAdmin);
      return h.call('GET', `/notifications/get-notifications-parameters/${id}`, caller);
    },
  },
  {
    route: 'POST add-notifications-parameters (own)',
    ok: 201,
    allowed: PEOPLE,
    run: async (who) => {
      const { caller, id } = await me(who);
      return add(id, caller);
    },
  },
  {
    route: 'POST update-notifications-parameters (own)',
    ok: 200,
    allowed: PEOPLE,
    run: async (who) => {
      const { caller, id } = await me(who);
      await add(id, h.superAdmin);
      return update(id, caller);
    },
  },
  ...profileCases('a patient', ['PATIENT'], PATIENT_EDITORS, STAFF),
  ...profileCases(
    'a patient also granted SECTOR_MANAGER',
    ['PATIENT', 'SECTOR_MANAGER'],
    HIGH_PATIENT_EDITORS,
    [...HIGH_PATIENT_EDITORS],
  ),
  ...profileCases('a doctor', ['DOCTOR'], DOCTOR_EDITORS, DOCTOR_EDITORS),
  ...profileCases('an admin', ['ADMIN'], ADMIN_EDITORS, ADMIN_EDITORS),
  ...roomCases('own room or own sector', ownRoom, ROOM_EDITORS),
  ...roomCases("another's room", otherRoom, ADMINS),
  {
    route: 'GET mail/config',
    ok: 200,
    allowed: SUPER,
    run: (who) => h.call('GET', '/mail/config', callerFor(who)),
  },
  {
    route: 'PATCH mail/config',
    ok: 200,
    allowed: SUPER,
    run: (who) =>
      h.call('PATCH', '/mail/config', callerFor(who), {
        host: 'smtp.example.test',
        port: '587',
        tls: true,
        username: 'teleplan',
        mailFrom: 'planning@example.test',
      }),
  },
  {
    // Past the guard the recipient is checked first: a malformed one proves the route was reached, sending nothing.
    route: 'POST mail/config/test',
    ok: 400,
    allowed: SUPER,
    run: (who) => h.call('POST', '/mail/config/test', callerFor(who), { to: 'not-an-email' }),
  },
  {
    route: 'GET sms/config',
    ok: 200,
    allowed: SUPER,
    run: (who) => h.call('GET', '/sms/config', callerFor(who)),
  },
  {
    route: 'PATCH sms/config',
    ok: 200,
    allowed: SUPER,
    run: (who) =>
      h.call('PATCH', '/sms/config', callerFor(who), {
        accessToken: 'token-0123456789',
        smsAuthor: 'Teleplan',
      }),
  },
];

beforeAll(async () => {
  h = await startNotification();
  for (const role of PEOPLE as Role[]) roster.set(role, await h.person([role]));
  ownSector = await h.sector(roster.get('SECTOR_MANAGER')!.id);
  otherSector = await h.sector((await h.person(['SECTOR_MANAGER'])).id);
}, 120_000);
afterAll(async () => h?.close());

describe.each(CASES)('$route', (route) => {
  it.each(EVERYONE)('answers %s as the matrix says', async (who) => {
    const reply = await route.run(who);
    if (route.allowed.includes(who)) {
      expect(reply.status, JSON.stringify(reply.body)).toBe(route.ok);
      return;
    }
    const [status, messageCode] = who === 'NONE' ? UNAUTHENTICATED : (route.refusals?.[who] ?? FORBIDDEN);
    expect(reply.status, JSON.stringify(reply.body)).toBe(status);
    expect(code(reply)).toBe(messageCode);
  });
});
