import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import { AccountEvents } from '@teleplan/proto/events';
import { startSchedule, type Harness, type Person } from './harness.ts';
import { book, outbox, practice, utc } from './appointment-world.ts';

let h: Harness;
let patient: Person;

beforeAll(async () => {
  h = await startSchedule();
  patient = await h.person(['PATIENT']);
});
afterAll(async () => h?.close());

describe('room.disabled', () => {
  it("cancels the room's future appointments with the motive 'Salle désactivée', once, each announced", async () => {
    const p = await practice(h);
    const past = (await h.at(utc(-2, 0), () => book(h, p, patient, utc(-1, 9)))).body.appointment;
    const future = [
      (await book(h, p, patient, utc(1, 9))).body.appointment,
      (await book(h, p, patient, utc(2, 9))).body.appointment,
    ];
    const elsewhere = await practice(h);
    const other = (await book(h, elsewhere, await h.person(['PATIENT']), utc(1, 9))).body.appointment;
    const event = await h.publish('room.disabled', {
      current: { ...p.room, enabled: false },
      previous: p.room,
    });
    await h.publish(
      'room.disabled',
      { current: { ...p.room, enabled: false }, previous: p.room },
      { id: event.id, occurredAt: event.occurredAt },
    );

    const rows = await h.service.dataSource.query<{ id: string; canceled: boolean; motive: string | null }[]>(
      'SELECT id, canceled, cancel_motive AS motive FROM appointment WHERE id = ANY($1::uuid[]) ORDER BY start_time',
      [[past.id, ...future.map((a) => a.id), other.id]],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(past.id)).toMatchObject({ canceled: false });
    expect(byId.get(other.id)).toMatchObject({ canceled: false });
    for (const a of future)
      expect(byId.get(a.id)).toMatchObject({ canceled: true, motive: 'Salle désactivée' });
    const canceled = (
      await outbox<{ current: AppointmentView['appointment'] }>(h, 'appointment.canceled')
    ).map((e) => e.current);
    expect(canceled.map((a) => a.id).sort()).toEqual(future.map((a) => a.id).sort());
    expect(canceled.every((a) => a.canceled && a.cancelMotive === 'Salle désactivée')).toBe(true);
  });

  it('cancels nothing when an older disabling arrives after the room was enabled again', async () => {
    const p = await practice(h);
    const booked = (await book(h, p, patient, utc(3, 9))).body.appointment;
    const disabledAt = new Date(h.clock.now().getTime() - 60_000).toISOString();
    await h.publish('room.enabled', { current: p.room, previous: { ...p.room, enabled: false } });
    await h.publish(
      'room.disabled',
      { current: { ...p.room, enabled: false }, previous: p.room },
      { occurredAt: disabledAt },
    );
    const [row] = await h.service.dataSource.query<{ canceled: boolean }[]>(
      'SELECT canceled FROM appointment WHERE id = $1',
      [booked.id],
    );
    expect(row!.canceled).toBe(false);
  });
});

describe('room.deleted', () => {
  it("cancels the deleted room's future appointments as a disabling does, each announced", async () => {
    const p = await practice(h);
    const past = (await h.at(utc(-2, 0), () => book(h, p, patient, utc(-1, 10)))).body.appointment;
    const future = (await book(h, p, patient, utc(1, 10))).body.appointment;
    await h.publish('room.deleted', {
      current: { ...p.room, enabled: false, deleted: true, sectorIds: [], managerId: null, userIds: [] },
      previous: p.room,
    });

    const rows = await h.service.dataSource.query<{ id: string; canceled: boolean; motive: string | null }[]>(
      'SELECT id, canceled, cancel_motive AS motive FROM appointment WHERE id = ANY($1::uuid[])',
      [[past.id, future.id]],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(past.id)).toMatchObject({ canceled: false });
    expect(byId.get(future.id)).toMatchObject({ canceled: true, motive: 'Salle désactivée' });
    const canceled = (
      await outbox<{ current: AppointmentView['appointment'] }>(h, 'appointment.canceled')
    ).map((e) => e.current.id);
    expect(canceled).toContain(future.id);
    expect(canceled).not.toContain(past.id);
  });
});

describe('people replica', () => {
  it("shows the patient's telephone number from their profile in the appointment details", async () => {
    const p = await practice(h);
    await h.publish(AccountEvents.profileUpdated, {
      current: {
        id: patient.id,
        firstName: 'Lucie',
        lastName: 'Bernard',
        email: patient.email,
        telephoneNumber: '0612345678',
        sex: 'F',
        zone: 'Europe/Paris',
        staff: false,
        audit: { createdDate: 1 },
        accountId: patient.id,
      },
    });
    const reply = await book(h, p, patient, utc(4, 9));
    expect(reply.body.patient).toEqual({
      id: patient.id,
      firstName: 'Lucie',
      lastName: 'Bernard',
      email: patient.email,
      phone: '0612345678',
    });
  });
});
