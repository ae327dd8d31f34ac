import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@teleplan/proto/roles';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import { as, ghost, startSchedule, type Caller, type Harness, type Person } from './harness.ts';
import { book, bookingIn, practice, utc, type Practice } from './appointment-world.ts';
import { ADMINS, itFollowsTheRoleMatrix, type RouteCase, type Who } from './role-matrix.ts';

/**
 * The appointments' role matrix of the README, route by route: every role (no token, a service token) gets
 * the success or the refusal written here, on the callers' own practice and on another's. "Own": the sector
 * the sector manager manages, the room the room manager manages and the room user works in, the doctor's own
 * appointments.
 */
const STAFF: Who[] = [...ADMINS, 'SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER', 'DOCTOR'];
const BOOKERS: Who[] = [...ADMINS, 'SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER'];
const OUTSIDE = [403, 'schedule.appointment.unauthorized'] as const;

let h: Harness;
let own: Practice;
let other: Practice;
let patient: Person;
let slot = 0;

/** A start nobody else uses (every booking here lasts 20 minutes). */
function nextStart(): string {
  const k = slot++;
  return utc(30 + Math.floor(k / 60), 0, (k % 60) * 20);
}

function callerFor(who: Who): Caller {
  if (who === 'NONE') return null;
  if (who === 'SERVICE' || who === 'PATIENT' || who === 'SUPER_ADMIN' || who === 'ADMIN') return ghost(who);
  const person = {
    SECTOR_MANAGER: own.sectorManager,
    ROOM_MANAGER: own.roomManager,
    ROOM_USER: own.roomUser,
    DOCTOR: own.doctor,
  }[who as 'DOCTOR'];
  return as(person, who as Role);
}

async function bookedIn(p: Practice): Promise<AppointmentView> {
  const reply = await book(h, p, patient, nextStart(), {}, h.admin);
  expect(reply.status).toBe(201);
  return reply.body;
}

const horizon = () => `horizonStart=${utc(29, 0)}&horizonEnd=${utc(40, 0)}`;
const find = (at: () => Practice) => (caller: Caller) =>
  h.call(
    'GET',
    `/arrangements/find/available-doctors?roomId=${at().room.id}&sectorId=${at().sector.id}&startTime=${nextStart()}`,
    caller,
  );
const move = (at: () => Practice) => async (caller: Caller) => {
  const p = at();
  const { appointment } = await bookedIn(p);
  return h.call('PATCH', `/appointments/${appointment.id}`, caller, {
    room: p.room.id,
    doctor: p.doctor.id,
    startTime: nextStart(),
  });
};
const pay = (at: () => Practice) => async (caller: Caller) =>
  h.call('PATCH', `/appointments/${(await bookedIn(at())).appointment.id}/payment?paid=true`, caller);
const cancel = (at: () => Practice, absentPatient: boolean) => async (caller: Caller) =>
  h.call('DELETE', `/appointments/${(await bookedIn(at())).appointment.id}/cancel`, caller, {
    cancelMotive: 'Imprévu',
    absentPatient,
  });
const get = (at: () => Practice) => async (caller: Caller) =>
  h.call('GET', `/appointments/${(await bookedIn(at())).appointment.id}`, caller);
const create = (at: () => Practice) => (caller: Caller) =>
  h.call('POST', '/appointments', caller, { ...bookingIn(at(), patient, nextStart()) });

const CASES: RouteCase[] = [
  {
    route: 'GET appointments?roomIds (own)',
    allowed: BOOKERS,
    refusals: { DOCTOR: OUTSIDE },
    run: (caller) => h.call('GET', `/appointments?${horizon()}&roomIds=${own.room.id}`, caller),
  },
  {
    route: "GET appointments?roomIds (another's)",
    allowed: ADMINS,
    refusals: { SECTOR_MANAGER: OUTSIDE, ROOM_MANAGER: OUTSIDE, ROOM_USER: OUTSIDE, DOCTOR: OUTSIDE },
    run: (caller) => h.call('GET', `/appointments?${horizon()}&roomIds=${other.room.id}`, caller),
  },
  {
    route: 'GET appointments?sectorIds (own)',
    allowed: BOOKERS,
    refusals: { DOCTOR: OUTSIDE },
    run: (caller) => h.call('GET', `/appointments?${horizon()}&sectorIds=${own.sector.id}`, caller),
  },
  {
    route: 'GET appointments?doctorIds (own)',
    allowed: STAFF,
    run: (caller) => h.call('GET', `/appointments?${horizon()}&doctorIds=${own.doctor.id}`, caller),
  },
  {
    route: "GET appointments?doctorIds (another's)",
    allowed: ADMINS,
    refusals: { SECTOR_MANAGER: OUTSIDE, ROOM_MANAGER: OUTSIDE, ROOM_USER: OUTSIDE, DOCTOR: OUTSIDE },
    run: (caller) => h.call('GET', `/appointments?${horizon()}&doctorIds=${other.doctor.id}`, caller),
  },
  {
    route: 'GET appointments/calendar?roomIds (own)',
    allowed: BOOKERS,
    refusals: { DOCTOR: OUTSIDE },
    run: (caller) => h.call('GET', `/appointments/calendar?${horizon()}&roomIds=${own.room.id}`, caller),
  },
  {
    route: "GET appointments/calendar?roomIds (another's)",
    allowed: ADMINS,
    refusals: { SECTOR_MANAGER: OUTSIDE, ROOM_MANAGER: OUTSIDE, ROOM_USER: OUTSIDE, DOCTOR: OUTSIDE },
    run: (caller) => h.call('GET', `/appointments/calendar?${horizon()}&roomIds=${other.room.id}`, caller),
  },
  {
    route: 'GET appointments/calendar?doctorIds (own)',
    allowed: STAFF,
    run: (caller) => h.call('GET', `/appointments/calendar?${horizon()}&doctorIds=${own.doctor.id}`, caller),
  },
  {
    route: 'GET appointments/history',
    allowed: STAFF,
    run: (caller) => h.call('GET', `/appointments/history?${horizon()}&patientIds=${patient.id}`, caller),
  },
  { route: 'GET appointments/{id} (own)', allowed: STAFF, run: get(() => own) },
  {
    route: "GET appointments/{id} (another's)",
    allowed: ADMINS,
    refusals: { SECTOR_MANAGER: OUTSIDE, ROOM_MANAGER: OUTSIDE, ROOM_USER: OUTSIDE, DOCTOR: OUTSIDE },
    run: get(() => other),
  },
  { route: 'POST appointments (own)', allowed: BOOKERS, status: 201, run: create(() => own) },
  {
    route: "POST appointments (another's)",
    allowed: ADMINS,
    status: 201,
    refusals: { SECTOR_MANAGER: OUTSIDE, ROOM_MANAGER: OUTSIDE, ROOM_USER: OUTSIDE },
    run: create(() => other),
  },
  { route: 'PATCH appointments/{id} (own)', allowed: BOOKERS, run: move(() => own) },
  {
    route: "PATCH appointments/{id} (another's)",
    allowed: ADMINS,
    refusals: { SECTOR_MANAGER: OUTSIDE, ROOM_MANAGER: OUTSIDE, ROOM_USER: OUTSIDE },
    run: move(() => other),
  },
  {
    route: 'PATCH appointments/{id}/payment (own)',
    allowed: [...ADMINS, 'ROOM_MANAGER', 'ROOM_USER', 'DOCTOR'],
    run: pay(() => own),
  },
  {
    route: "PATCH appointments/{id}/payment (another's)",
    allowed: ADMINS,
    refusals: { ROOM_MANAGER: OUTSIDE, ROOM_USER: OUTSIDE, DOCTOR: OUTSIDE },
    run: pay(() => other),
  },
  {
    route: 'DELETE appointments/{id}/cancel (own)',
    allowed: BOOKERS,
    refusals: { DOCTOR: OUTSIDE },
    run: cancel(() => own, false),
  },
  {
    route: "DELETE appointments/{id}/cancel (another's)",
    allowed: ADMINS,
    refusals: { SECTOR_MANAGER: OUTSIDE, ROOM_MANAGER: OUTSIDE, ROOM_USER: OUTSIDE, DOCTOR: OUTSIDE },
    run: cancel(() => other, false),
  },
  {
    route: 'DELETE appointments/{id}/cancel absentPatient (own)',
    allowed: [...ADMINS, 'ROOM_MANAGER', 'ROOM_USER', 'DOCTOR'],
    refusals: { SECTOR_MANAGER: OUTSIDE },
    run: cancel(() => own, true),
  },
  {
    route: "DELETE appointments/{id}/cancel absentPatient (another's)",
    allowed: ADMINS,
    refusals: { SECTOR_MANAGER: OUTSIDE, ROOM_MANAGER: OUTSIDE, ROOM_USER: OUTSIDE, DOCTOR: OUTSIDE },
    run: cancel(() => other, true),
  },
  { route: 'GET arrangements/find/available-doctors (own)', allowed: BOOKERS, run: find(() => own) },
  {
    route: "GET arrangements/find/available-doctors (another's)",
    allowed: ADMINS,
    refusals: { SECTOR_MANAGER: OUTSIDE, ROOM_MANAGER: OUTSIDE, ROOM_USER: OUTSIDE },
    run: find(() => other),
  },
];

beforeAll(async () => {
  h = await startSchedule();
  // The service's now, a day before the first start: every start stays within the bookable month.
  h.clock.at = new Date(utc(29, 0));
  own = await practice(h);
  other = await practice(h);
  patient = await h.person(['PATIENT']);
});
afterAll(async () => h?.close());

describe('appointments role matrix', () => {
  itFollowsTheRoleMatrix(CASES, callerFor);
});

describe('scope of the rows', () => {
  it("shows a doctor only their own appointments in a patient's history", async () => {
    const mine = await bookedIn(own);
    const theirs = await bookedIn(other);
    const reply = await h.call<AppointmentView[]>(
      'GET',
      `/appointments/history?${horizon()}&patientIds=${patient.id}`,
      as(own.doctor),
    );
    const ids = reply.body.map((v) => v.appointment.id);
    expect(ids).toContain(mine.appointment.id);
    expect(ids).not.toContain(theirs.appointment.id);
    expect(reply.body.every((v) => v.appointment.doctor === own.doctor.id)).toBe(true);
  });

  it('keeps a refused change from changing anything', async () => {
    const { appointment } = await bookedIn(other);
    await h.call('DELETE', `/appointments/${appointment.id}/cancel`, as(own.roomUser), { cancelMotive: 'x' });
    await h.call('PATCH', `/appointments/${appointment.id}/payment?paid=true`, as(own.doctor));
    const after = await h.call<AppointmentView>('GET', `/appointments/${appointment.id}`, h.admin);
    expect(after.body.appointment).toEqual(appointment);
  });
});
