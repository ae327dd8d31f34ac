import { describe, expect, it } from 'vitest';
import type { Room } from '@teleplan/proto/material-resources';
import { seedAppointments } from '../seed/appointments.ts';
import { SeedSession } from '../seed/session.ts';
import { fakeSchedule, type FakeSchedule } from './fake-schedule.ts';

const ROOMS = ['room-a', 'room-b'].map(
  (id) => ({ id, enabled: true, sectors: [{ id: `sector-of-${id}` }] }) as unknown as Room,
);
const PATIENTS = ['patient-1', 'patient-2', 'patient-3'];
/** A slow first start: every call two minutes after the one before, hours of seeding in all. */
const SLOW_CALL_MS = 2 * 60_000;

/**
 * Starts on every day of a week, at dawn, among the consultations and late in the evening (the seeding then runs
 * past midnight), and on both DST change days.
 */
const STARTS = [
  '2026-11-23T05:00:00.000Z',
  '2026-11-24T10:30:00.000Z',
  '2026-11-25T16:55:00.000Z',
  '2026-11-26T08:10:00.000Z',
  '2026-11-27T13:00:00.000Z',
  '2026-11-28T09:00:00.000Z',
  '2026-11-29T22:40:00.000Z',
  '2027-03-28T07:00:00.000Z',
  '2026-10-25T07:00:00.000Z',
];

async function run(schedule: FakeSchedule): Promise<SeedSession> {
  const session = new SeedSession();
  await seedAppointments(
    { session, gateway: schedule.gateway, token: 'admin' },
    ROOMS.map((room) => room.id),
    PATIENTS,
    schedule.clock,
  );
  return session;
}

const slots = (schedule: FakeSchedule) =>
  [...schedule.appointments.values()].map((a) => `${a.room} ${a.startTime}`).toSorted();

/**
 * The outcomes given: some future ones canceled, the earliest one paid (the demo books only ahead, as the schedule
 * allows, so absences come only from appointments that ended during the seeding).
 */
function expectSettled(schedule: FakeSchedule) {
  const all = [...schedule.appointments.values()];
  expect(all.filter((a) => a.paid).length).toBeGreaterThan(0);
  expect(all.filter((a) => a.canceled && !a.absentPatient).length).toBeGreaterThan(0);
  const earliest = all.toSorted((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))[0]!;
  expect(earliest.paid).toBe(true);
}

describe('the demo appointments seeding', () => {
  it.each(STARTS)('started at %s, does not fail while appointments begin during its run', async (start) => {
    const schedule = fakeSchedule(ROOMS, new Date(start), SLOW_CALL_MS);
    await run(schedule);
    expect(schedule.refusals.filter((code) => code !== 'schedule.appointment.doctor_busy')).toEqual([]);
    expect(schedule.appointments.size).toBeGreaterThan(100);
    expectSettled(schedule);
  });

  it.each(STARTS)(
    'interrupted halfway at %s, is finished by the next start, then left alone',
    async (start) => {
      const whole = fakeSchedule(ROOMS, new Date(start), SLOW_CALL_MS);
      await run(whole);

      const schedule = fakeSchedule(ROOMS, new Date(start), SLOW_CALL_MS);
      schedule.stopAfter(80);
      await expect(run(schedule)).rejects.toThrow('the process stopped');
      const interrupted = schedule.appointments.size;
      expect(interrupted).toBeLessThan(whole.appointments.size);
      schedule.stopAfter(Infinity);
      await run(schedule);
      // What the uninterrupted run booked and was still ahead when the second start ended is booked too.
      const ahead = (slot: string) => Date.parse(slot.split(' ')[1]!) > schedule.clock().getTime();
      expect(slots(schedule).filter(ahead)).toEqual(expect.arrayContaining(slots(whole).filter(ahead)));
      expect(slots(whole).filter(ahead).length).toBeGreaterThan(100);
      expect(schedule.refusals.filter((code) => code !== 'schedule.appointment.doctor_busy')).toEqual([]);
      expectSettled(schedule);

      const warm = await run(schedule);
      expect(warm.report.calls).toBe(1);
    },
  );
});
