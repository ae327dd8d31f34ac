import { randomUUID } from 'node:crypto';
import { newEvent } from '@teleplan/kit/outbox/new-event';
import { waitFor } from '@teleplan/kit/testing/wait-for';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OverallStats } from '@teleplan/proto/indicators';
import { ScheduleEvents as S } from '@teleplan/proto/schedule-events';
import { anAppointment } from '@teleplan/proto/testing/appointment';
import { startIndicators, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startIndicators();
});
afterAll(() => h?.close());

const at = (minute: number) => new Date(Date.parse('2026-03-01T00:00:00Z') + minute * 60_000).toISOString();

async function countersOfDoctor(doctor: string) {
  const reply = await h.get<OverallStats>(`/statistics/overall/latest/doctors/${doctor}`, h.admin);
  return reply.body.appointments;
}

describe('the read model fed by events', () => {
  it('counts a redelivered event once', async () => {
    const doctor = randomUUID();
    const event = { id: randomUUID() };
    const current = anAppointment('2026-03-20T09:00:00Z', { id: randomUUID(), doctor, updatedAt: at(1) });
    await h.publish(S.appointmentBooked, { current }, event);
    await h.publish(S.appointmentBooked, { current }, event);
    expect((await countersOfDoctor(doctor)).total).toBe(1);
  });

  it('keeps the newest appointment when a modification arrives before the booking', async () => {
    const doctor = randomUUID();
    const booked = anAppointment('2026-03-20T09:00:00Z', { id: randomUUID(), doctor, updatedAt: at(1) });
    const canceled = { ...booked, canceled: true, updatedAt: at(2) };
    await h.publish(S.appointmentCanceled, { current: canceled });
    await h.publish(S.appointmentBooked, { current: booked });
    expect(await countersOfDoctor(doctor)).toMatchObject({ total: 1, canceled: 1, proceeded: 0 });
  });

  it('keeps the later of two changes made in one transaction, whatever their order of arrival', async () => {
    const doctor = randomUUID();
    const booked = anAppointment('2026-03-20T09:00:00Z', { id: randomUUID(), doctor, updatedAt: at(1) });
    const first = newEvent(S.appointmentBooked, 'schedule', { current: booked });
    const second = newEvent(S.appointmentCanceled, 'schedule', { current: { ...booked, canceled: true } });
    await h.publish(second.type, second.payload, second);
    await h.publish(first.type, first.payload, first);
    expect(await countersOfDoctor(doctor)).toMatchObject({ total: 1, canceled: 1 });
  });

  it('moves an appointment out of one doctor and into another', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    const booked = anAppointment('2026-03-20T09:00:00Z', {
      id: randomUUID(),
      doctor: first,
      updatedAt: at(1),
    });
    await h.publish(S.appointmentBooked, { current: booked });
    const moved = { ...booked, doctor: second, updatedAt: at(2) };
    await h.publish(S.appointmentModified, { current: moved, previous: booked });
    expect((await countersOfDoctor(first)).total).toBe(0);
    expect((await countersOfDoctor(second)).total).toBe(1);
  });

  it('answers the same call anew once an event changed the model, not the answer kept before', async () => {
    const doctor = randomUUID();
    expect((await countersOfDoctor(doctor)).total).toBe(0);
    expect((await countersOfDoctor(doctor)).total).toBe(0);
    await h.publish(S.appointmentBooked, {
      current: anAppointment('2026-03-20T09:00:00Z', { id: randomUUID(), doctor, updatedAt: at(1) }),
    });
    expect((await countersOfDoctor(doctor)).total).toBe(1);
  });

  it('parks a malformed payload and changes nothing', async () => {
    const before = await h.count('appointment_fact');
    await h.publish(S.appointmentBooked, { current: { id: randomUUID() } });
    expect(await h.count('appointment_fact')).toBe(before);
    expect(h.service.bus.deadLetters.length).toBeGreaterThan(0);
  });

  it('asks schedule for the available minutes of the owner that changed, and asks again while it fails', async () => {
    const room = randomUUID();
    h.owners.availability.push({
      owner: room,
      ownerType: 'ROOM',
      start: '2026-03-30T08:00:00.000Z',
      end: '2026-03-30T08:40:00.000Z',
    });
    h.owners.failing = true;
    const asked = h.owners.requests;
    await h.service.bus.publish(
      newEvent(S.availabilityChanged, 'schedule', { ownerType: 'ROOM', owner: room, added: [], removed: [] }),
    );
    await waitFor('a refused request', () => h.owners.requests > asked + 1);
    h.owners.failing = false;
    await h.refreshed();
    const rows = await h.service.dataSource.query('SELECT minutes FROM available_hour WHERE owner_id = $1', [
      room,
    ]);
    expect(rows).toEqual([{ minutes: 40 }]);
  });

  it("cuts an owner's stretches into the minutes of each UTC hour, stretches sharing an hour summed", async () => {
    const doctor = randomUUID();
    const stretch = (start: string, end: string) => ({
      owner: doctor,
      ownerType: 'DOCTOR' as const,
      start,
      end,
    });
    h.owners.availability.push(
      stretch('2026-03-30T07:30:00.000Z', '2026-03-30T09:10:00.000Z'),
      stretch('2026-03-30T09:40:00.000Z', '2026-03-30T09:50:00.000Z'),
      stretch('2026-03-30T11:00:00.000Z', '2026-03-30T11:00:20.000Z'),
    );
    await h.publish(S.availabilityChanged, { ownerType: 'DOCTOR', owner: doctor, added: [], removed: [] });
    await h.refreshed();
    const rows = await h.service.dataSource.query(
      `SELECT to_char(hour AT TIME ZONE 'UTC', 'HH24:MI') AS hour, minutes FROM available_hour
        WHERE owner_id = $1 ORDER BY hour`,
      [doctor],
    );
    expect(rows).toEqual([
      { hour: '07:00', minutes: 30 },
      { hour: '08:00', minutes: 60 },
      { hour: '09:00', minutes: 20 },
    ]);
  });
});
