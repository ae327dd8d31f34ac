import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@teleplan/proto/roles';
import { ghost, startSchedule, type Caller, type Harness } from './harness.ts';
import {
  buildWorld,
  caller,
  download,
  exportQuery,
  insertAppointment,
  type World,
} from './export-fixtures.ts';

/**
 * Who may export what (README "Exports"): admins everything; a sector manager their sector; the room manager
 * and users their room; a doctor their own appointments. Naming a sector, room or doctor outside that reach is
 * refused (403), never silently filtered; without ids the export keeps to the reach.
 */
type Who = Role | 'SERVICE' | 'NONE';
const STAFF: Who[] = ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER', 'DOCTOR'];
const OUTSIDE = [403, 'schedule.export.unauthorized'] as const;
const NOT_STAFF = {
  PATIENT: [403, 'common.auth.forbidden'],
  SERVICE: [403, 'common.auth.forbidden'],
  NONE: [401, 'common.auth.unauthenticated'],
} as const;

let h: Harness;
let w: World;
const WEEK = exportQuery('2026-11-15T23:00:00.000Z', '2026-11-22T23:00:00.000Z');

function callerFor(who: Who): Caller {
  if (who === 'NONE') return null;
  if (who === 'SERVICE' || who === 'PATIENT') return ghost(who);
  return caller(w, who);
}

beforeAll(async () => {
  h = await startSchedule();
  w = await buildWorld(h);
  await insertAppointment(h, {
    room: w.roomA,
    sector: w.sectorA,
    doctor: w.doctorA,
    patient: w.patient,
    start: '2026-11-16T08:00:00.000Z',
    fromC15: true,
  });
  await insertAppointment(h, {
    room: w.roomB,
    sector: w.sectorB,
    doctor: w.doctorB,
    patient: w.patient,
    start: '2026-11-16T09:00:00.000Z',
    fromC15: true,
  });
});

afterAll(async () => {
  await h?.close();
});

interface Case {
  what: string;
  path: () => string;
  allowed: Who[];
  refusals: Partial<Record<Who, readonly [number, string]>>;
}

const CASES: Case[] = [
  {
    what: 'own sector',
    path: () => `/export/appointments${WEEK}&sectorIds=${w.sectorA.id}`,
    allowed: ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER', 'DOCTOR'],
    refusals: {},
  },
  {
    what: "another's sector",
    path: () => `/export/appointments${WEEK}&sectorIds=${w.sectorB.id}`,
    allowed: ['SUPER_ADMIN', 'ADMIN'],
    refusals: { SECTOR_MANAGER: OUTSIDE, ROOM_MANAGER: OUTSIDE, ROOM_USER: OUTSIDE, DOCTOR: OUTSIDE },
  },
  {
    what: 'own room',
    path: () => `/export/appointments${WEEK}&roomIds=${w.roomA.id}`,
    allowed: STAFF,
    refusals: {},
  },
  {
    what: "another's room",
    path: () => `/export/appointments${WEEK}&roomIds=${w.roomB.id}`,
    allowed: ['SUPER_ADMIN', 'ADMIN'],
    refusals: { SECTOR_MANAGER: OUTSIDE, ROOM_MANAGER: OUTSIDE, ROOM_USER: OUTSIDE, DOCTOR: OUTSIDE },
  },
  {
    what: 'own doctor',
    path: () => `/export/appointments${WEEK}&doctorIds=${w.doctorA.id}`,
    allowed: STAFF,
    refusals: {},
  },
  {
    what: "another's doctor",
    path: () => `/export/appointments${WEEK}&doctorIds=${w.doctorB.id}`,
    allowed: ['SUPER_ADMIN', 'ADMIN'],
    refusals: { SECTOR_MANAGER: OUTSIDE, ROOM_MANAGER: OUTSIDE, ROOM_USER: OUTSIDE, DOCTOR: OUTSIDE },
  },
  {
    what: 'C15 of own sector',
    path: () => `/export/c15-appointments${WEEK}&sectorIds=${w.sectorA.id}`,
    allowed: STAFF,
    refusals: {},
  },
  {
    what: "C15 of another's sector",
    path: () => `/export/c15-appointments${WEEK}&sectorIds=${w.sectorB.id}`,
    allowed: ['SUPER_ADMIN', 'ADMIN'],
    refusals: { SECTOR_MANAGER: OUTSIDE, ROOM_MANAGER: OUTSIDE, ROOM_USER: OUTSIDE, DOCTOR: OUTSIDE },
  },
];

describe.each(CASES)('export of $what', (c) => {
  it.each([...STAFF, 'PATIENT', 'SERVICE', 'NONE'] as Who[])('as %s', async (who) => {
    const reply = await download(h, callerFor(who), c.path());
    if (c.allowed.includes(who)) {
      expect(reply.status).toBe(200);
      expect(reply.lines).toHaveLength(1);
      return;
    }
    const [status, messageCode] = c.refusals[who] ?? NOT_STAFF[who as keyof typeof NOT_STAFF];
    expect(reply.status).toBe(status);
    expect(reply.messageCode).toBe(messageCode);
  });
});

describe('an export without ids', () => {
  it.each(['SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER', 'DOCTOR'] as Role[])(
    'keeps %s to their own appointments',
    async (role) => {
      for (const route of ['appointments', 'c15-appointments']) {
        const reply = await download(h, caller(w, role), `/export/${route}${WEEK}`);
        expect(reply.status).toBe(200);
        expect(reply.lines).toHaveLength(1);
        expect(reply.lines[0]).toContain(w.roomA.name);
      }
    },
  );

  it('gives admins every appointment', async () => {
    const reply = await download(h, caller(w, 'ADMIN'), `/export/appointments${WEEK}`);
    expect(reply.lines).toHaveLength(2);
  });

  it('is refused to a sector manager without a sector and a room role without a room', async () => {
    for (const role of ['SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER'] as Role[]) {
      const reply = await download(
        h,
        { id: (await h.person([role])).id, role },
        `/export/appointments${WEEK}`,
      );
      expect([reply.status, reply.messageCode]).toEqual([...OUTSIDE]);
    }
  });

  it('still lets a doctor in no sector export their own appointments', async () => {
    const loner = await h.person(['DOCTOR']);
    await insertAppointment(h, {
      room: w.roomB,
      sector: w.sectorB,
      doctor: loner,
      patient: w.patient,
      start: '2026-11-17T09:00:00.000Z',
    });
    const reply = await download(h, { id: loner.id, role: 'DOCTOR' }, `/export/appointments${WEEK}`);
    expect(reply.status).toBe(200);
    expect(reply.lines).toHaveLength(1);
  });
});
