import { describe, expect, it } from 'vitest';
import type { Room } from '@teleplan/proto/material-resources';
import { seedAppointments } from '../seed/appointments.ts';
import { SeedSession } from '../seed/session.ts';
import { fakeSchedule, type FakeSchedule } from './fake-schedule.ts';

const ROOMS = ['room-a', 'room-b'].map(
  (id) => ({ id, enabled: true, sectors: [{ id: `sector-of-${id}` }] }) as unknown as Room,
);
const PATIENTS = ['patient-1', 'patient-2', 'patient-3'];
/** A slow first start: every call two minutes after the one before. */
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
    {
      session,
      gateway: schedule.gateway,
      token: 'admin',
      schedule: schedule.schedule,
      serviceToken: async () => 'service',
      createdBy: 'admin-profile',
    },
    ROOMS.map((room) => room.id),
    PATIENTS,
    schedule.clock,
  );
  return session;
}

const slots = (schedule: FakeSchedule) =>
  [...schedule.appointments.values()].map((a) => `${a.room} ${a.startTime}`).toSorted();

/**
 * The outcomes given: a history (past appointments, some paid, some marked absent), some future ones canceled
 * and none of them paid or absent, the earliest one paid (the stage's mark).
 */
function expectSettled(schedule: FakeSchedule, seededAt: Date) {
  const all = [...schedule.appointments.values()];
  const past = all.filter((a) => Date.parse(a.interval.end) <= seededAt.getTime());
  const future = all.filter((a) => Date.parse(a.startTime) >= schedule.clock().getTime());
  expect(past.length).toBeGreaterThan(100);
  expect(past.filter((a) => a.paid).length).toBeGreaterThan(past.length / 2);
  expect(past.filter((a) => a.absentPatient).length).toBeGreaterThan(0);
  expect(future.length).toBeGreaterThan(100);
  expect(future.filter((a) => a.canceled && !a.absentPatient).length).toBeGreaterThan(0);
  expect(future.filter((a) => a.paid || a.absentPatient)).toEqual([]);
  const earliest = all.toSorted((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))[0]!;
  expect(earliest.paid).toBe(true);
}

describe('the demo appointments seeding', () => {
  it.each(STARTS)('started at %s, books four weeks of history and four to come', async (start) => {
    const schedule = fakeSchedule(ROOMS, new Date(start), SLOW_CALL_MS);
    const session = await run(schedule);
    expect(schedule.refusals).toEqual([]);
    expectSettled(schedule, new Date(start));
    // A read, the rooms, one provisioning call, the mark: not one call per appointment.
    expect(session.report.calls).toBeLessThanOrEqual(4);
  });

  it.each(STARTS)(
    'interrupted before its mark at %s, is finished by the next start, then left alone',
    async (start) => {
      const whole = fakeSchedule(ROOMS, new Date(start), SLOW_CALL_MS);
      await run(whole);

      const schedule = fakeSchedule(ROOMS, new Date(start), SLOW_CALL_MS);
      schedule.stopAfter(3);
      await expect(run(schedule)).rejects.toThrow('the process stopped');
      schedule.stopAfter(Infinity);
      await run(schedule);
      expect(slots(schedule)).toEqual(slots(whole));
      expect(schedule.refusals).toEqual([]);
      expectSettled(schedule, new Date(start));

      const warm = await run(schedule);
      expect(warm.report.calls).toBe(1);
    },
  );
});
