import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import { as, code, startSchedule, type Harness, type Person } from './harness.ts';
import { appointmentCount, book, practice, weekly, type Practice } from './appointment-world.ts';
import { pinToday, testNow, TODAYS } from './today.ts';

const STEP = 10 * 60_000;
const DAY = 24 * 60;
/** The 10-minute step at or before `minutes` from now: a start the booking rules may take (on the grid). */
const fromNow = (minutes: number) =>
  new Date(Math.floor((testNow().getTime() + minutes * 60_000) / STEP) * STEP).toISOString();
/** The first 10-minute step at or after now: the earliest start bookable. */
const firstStep = () => new Date(Math.ceil(testNow().getTime() / STEP) * STEP).toISOString();

let h: Harness;
let p: Practice;

beforeAll(async () => {
  h = await startSchedule();
  p = await practice(h);
});
afterAll(async () => h?.close());

function move(id: string, startTime: string, zone?: string, where: Practice = p) {
  return h.call<AppointmentView>('PATCH', `/appointments/${id}`, as(where.roomUser), {
    room: where.room.id,
    doctor: where.doctor.id,
    startTime,
    ...(zone ? { zone } : {}),
  });
}

describe.each(TODAYS)('bookable window: from now to one month ahead, today being %s', (today) => {
  pinToday(today);
  // Each today books in its own practice, open around the clock so that only the window decides (a late-evening
  // now books across midnight), and the todays never meet.
  let w: Practice;
  let someone: Person;
  beforeAll(async () => {
    w = await practice(h, false);
    await weekly(h, 'DOCTOR', w.doctor.id, { to: '24:00' });
    await weekly(h, 'ROOM', w.room.id, { to: '24:00' });
    someone = await h.person(['PATIENT']);
  });

  it.each([
    ['in 2024', () => '2024-06-17T09:00:00.000Z', 'schedule.appointment.start_in_past'],
    ['in 2025', () => '2025-12-01T09:00:00.000Z', 'schedule.appointment.start_in_past'],
    ['ten minutes ago', () => fromNow(-10), 'schedule.appointment.start_in_past'],
    ['31 days and 10 minutes ahead', () => fromNow(31 * DAY + 10), 'schedule.appointment.beyond_horizon'],
    ['in 2030', () => '2030-06-17T09:00:00.000Z', 'schedule.appointment.beyond_horizon'],
  ])('refuses a booking %s with its code and books nothing', async (_when, startTime, expected) => {
    const before = await appointmentCount(h);
    const reply = await book(h, w, someone, startTime());
    expect([reply.status, code(reply)]).toEqual([400, expected]);
    expect(await appointmentCount(h)).toBe(before);
  });

  it('books from now up to 31 days ahead', async () => {
    expect((await book(h, w, someone, firstStep())).status).toBe(201);
    expect((await book(h, w, someone, fromNow(31 * DAY))).status).toBe(201);
  });

  it('refuses a move beyond the horizon with the same code, and leaves the appointment where it was', async () => {
    const booked = (await book(h, w, someone, fromNow(2 * DAY))).body.appointment;
    const far = await move(booked.id, fromNow(40 * DAY), undefined, w);
    expect([far.status, code(far)]).toEqual([400, 'schedule.appointment.beyond_horizon']);
    const past = await move(booked.id, fromNow(-DAY), undefined, w);
    expect([past.status, code(past)]).toEqual([400, 'schedule.appointment.start_in_past']);
    const [row] = await h.service.dataSource.query<{ start: Date }[]>(
      'SELECT start_time AS start FROM appointment WHERE id = $1',
      [booked.id],
    );
    expect(row!.start.toISOString()).toBe(fromNow(2 * DAY));
  });
});

describe('the patient', () => {
  it.each(['ROOM_USER', 'DOCTOR', 'ADMIN'] as const)(
    'refuses a %s account as the patient with patient_unknown and books nothing',
    async (role) => {
      const staff = await h.person([role]);
      const before = await appointmentCount(h);
      const reply = await book(h, p, staff, fromNow(3 * DAY));
      expect([reply.status, code(reply)]).toEqual([400, 'schedule.appointment.patient_unknown']);
      expect(await appointmentCount(h)).toBe(before);
    },
  );

  it('refuses a second appointment of the patient over the same consultation time, in another practice', async () => {
    const other = await practice(h);
    const someone = await h.person(['PATIENT']);
    expect((await book(h, p, someone, fromNow(4 * DAY))).status).toBe(201);
    const before = await appointmentCount(h);
    const same = await book(h, other, someone, fromNow(4 * DAY));
    expect([same.status, code(same)]).toEqual([409, 'schedule.appointment.patient_conflict']);
    expect(await appointmentCount(h)).toBe(before);
    // The first room's preparation (10 minutes after the consultation) does not hold the patient.
    expect((await book(h, other, someone, fromNow(4 * DAY + 10))).status).toBe(201);
  });

  it('refuses a move of one appointment of the patient onto another of theirs', async () => {
    const other = await practice(h);
    const someone = await h.person(['PATIENT']);
    expect((await book(h, other, someone, fromNow(5 * DAY))).status).toBe(201);
    const second = (await book(h, p, someone, fromNow(5 * DAY + 60))).body.appointment;
    const reply = await move(second.id, fromNow(5 * DAY));
    expect([reply.status, code(reply)]).toEqual([409, 'schedule.appointment.patient_conflict']);
  });
});

describe('zones are stored under their canonical name', () => {
  it.each([
    ['europe/PARIS', 'Europe/Paris'],
    ['EUROPE/paris', 'Europe/Paris'],
    ['asia/tokyo', 'Asia/Tokyo'],
    ['utc', 'UTC'],
  ])('books with %s and stores %s', async (sent, stored) => {
    const reply = await book(h, p, await h.person(['PATIENT']), fromNow(6 * DAY), { zone: sent });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.appointment.zone).toBe(stored);
    const [row] = await h.service.dataSource.query<{ zone: string }[]>(
      'SELECT zone_id AS zone FROM appointment WHERE id = $1',
      [reply.body.appointment.id],
    );
    expect(row!.zone).toBe(stored);
    await h.call('DELETE', `/appointments/${reply.body.appointment.id}/cancel`, h.admin, {
      cancelMotive: 'x',
    });
  });

  it.each(['EST5EDT', 'US/Eastern', 'GMT'])(
    'refuses the legacy alias %s with zone_invalid and books nothing',
    async (zone) => {
      const before = await appointmentCount(h);
      const reply = await book(h, p, await h.person(['PATIENT']), fromNow(6 * DAY), { zone });
      expect([reply.status, code(reply)]).toEqual([400, 'schedule.request.zone_invalid']);
      expect(await appointmentCount(h)).toBe(before);
    },
  );

  it('stores the canonical name of an availability slot sent in the wrong case', async () => {
    const doctor = await h.person(['DOCTOR']);
    const reply = await h.call('POST', '/availabilities/doctors', h.admin, {
      defaultAvailability: [
        { owner: doctor.id, dayOfWeek: 2, interval: { start: '09:00', end: '12:00', zone: 'europe/PARIS' } },
      ],
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const [row] = await h.service.dataSource.query<{ zone: string }[]>(
      'SELECT zone_id AS zone FROM default_availability WHERE owner_id = $1',
      [doctor.id],
    );
    expect(row!.zone).toBe('Europe/Paris');
  });

  it('moves with a zone in the wrong case and stores the canonical name', async () => {
    const booked = (await book(h, p, await h.person(['PATIENT']), fromNow(7 * DAY))).body.appointment;
    const reply = await move(booked.id, fromNow(7 * DAY + 60), 'america/new_york');
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.appointment.zone).toBe('America/New_York');
  });
});
