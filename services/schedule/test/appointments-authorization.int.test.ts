import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import { as, startSchedule, type Harness, type Person } from './harness.ts';
import { book, practice, utc, type Practice } from './appointment-world.ts';

/**
 * Which appointments each caller's rows hold, and that a refused change changes nothing (who may call which route:
 * `access-table.int.test.ts`).
 */
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

async function bookedIn(p: Practice): Promise<AppointmentView> {
  const reply = await book(h, p, patient, nextStart(), {}, h.admin);
  expect(reply.status).toBe(201);
  return reply.body;
}

const horizon = () => `horizonStart=${utc(29, 0)}&horizonEnd=${utc(40, 0)}`;

beforeAll(async () => {
  h = await startSchedule();
  // The service's now, a day before the first start: every start stays within the bookable month.
  h.clock.at = new Date(utc(29, 0));
  own = await practice(h);
  other = await practice(h);
  patient = await h.person(['PATIENT']);
});
afterAll(async () => h?.close());

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
