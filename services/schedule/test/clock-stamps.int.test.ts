import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeedCreated } from '@teleplan/proto/schedule-exports';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import { as, startSchedule, type Harness, type Person } from './harness.ts';
import { book, practice, utc, type Practice } from './appointment-world.ts';

/*
 * What the service writes as "when" comes from its clock, never from the database's or the process's: a test at a
 * pinned now and the rows it reads back agree, and so do the events and the calendar feeds built from them.
 */
let h: Harness;
let p: Practice;
let patient: Person;

beforeAll(async () => {
  h = await startSchedule();
  p = await practice(h);
  patient = await h.person(['PATIENT']);
});
afterAll(async () => h?.close());

async function occurredAt(type: string, id: string): Promise<string[]> {
  const rows = await h.service.dataSource.query<{ at: string }[]>(
    `SELECT payload->>'occurredAt' AS at FROM outbox_event
     WHERE type = $1 AND payload->'payload'->'current'->>'id' = $2 ORDER BY created_at, id`,
    [type, id],
  );
  return rows.map((row) => row.at);
}

async function availabilityChangedAt(owner: string): Promise<string[]> {
  const rows = await h.service.dataSource.query<{ at: string }[]>(
    `SELECT payload->>'occurredAt' AS at FROM outbox_event
     WHERE type = 'availability.changed' AND payload->'payload'->>'owner' = $1 ORDER BY created_at, id`,
    [owner],
  );
  return rows.map((row) => row.at);
}

describe('the instants the service writes', () => {
  it('stamps a booking, a move, a payment and a cancellation, and their events, at the service clock', async () => {
    const [booked, moved, paid, canceled] = [utc(0, 6, 1), utc(0, 6, 2), utc(0, 6, 3), utc(0, 6, 4)];
    const view = (await h.at(booked, () => book(h, p, patient, utc(5, 9)))).body.appointment;
    expect([view.createdAt, view.updatedAt]).toEqual([booked, booked]);

    const move = await h.at(moved, () =>
      h.call<AppointmentView>('PATCH', `/appointments/${view.id}`, as(p.roomUser), {
        room: p.room.id,
        doctor: p.doctor.id,
        startTime: utc(5, 10),
      }),
    );
    expect([move.body.appointment.createdAt, move.body.appointment.updatedAt]).toEqual([booked, moved]);

    const pay = await h.at(paid, () =>
      h.call<AppointmentView>('PATCH', `/appointments/${view.id}/payment?paid=true`, as(p.roomUser)),
    );
    expect(pay.body.appointment.updatedAt).toBe(paid);

    const cancel = await h.at(canceled, () =>
      h.call<AppointmentView>('DELETE', `/appointments/${view.id}/cancel`, as(p.roomUser), {
        cancelMotive: 'Empêchement',
      }),
    );
    expect(cancel.body.appointment.updatedAt).toBe(canceled);
    const [row] = await h.service.dataSource.query<{ canceledAt: Date }[]>(
      'SELECT canceled_at AS "canceledAt" FROM appointment WHERE id = $1',
      [view.id],
    );
    expect(row!.canceledAt.toISOString()).toBe(canceled);

    expect(await occurredAt('appointment.booked', view.id)).toEqual([booked]);
    expect(await occurredAt('appointment.modified', view.id)).toEqual([moved, paid]);
    expect(await occurredAt('appointment.canceled', view.id)).toEqual([canceled]);
  });

  it("cancels a disabled room's future appointments as of its disabling", async () => {
    const q = await practice(h);
    const view = (await book(h, q, patient, utc(6, 9))).body.appointment;
    // A minute after now: the room's replica takes the newest snapshot.
    const disabledAt = new Date(h.clock.now().getTime() + 60_000).toISOString();
    await h.publish(
      'room.disabled',
      { current: { ...q.room, enabled: false }, previous: q.room },
      { occurredAt: disabledAt },
    );
    const [row] = await h.service.dataSource.query<{ canceledAt: Date; updatedAt: Date }[]>(
      'SELECT canceled_at AS "canceledAt", updated_at AS "updatedAt" FROM appointment WHERE id = $1',
      [view.id],
    );
    expect([row!.canceledAt.toISOString(), row!.updatedAt.toISOString()]).toEqual([disabledAt, disabledAt]);
    expect(await occurredAt('appointment.canceled', view.id)).toEqual([disabledAt]);
  });

  it("dates availability.changed at the service clock, and a new room's opening pattern at its creation", async () => {
    const doctor = await h.person(['DOCTOR']);
    const [added, removed] = [utc(0, 6, 50), utc(0, 6, 51)];
    const slot = {
      owner: doctor.id,
      dayOfWeek: 2,
      interval: { start: '09:00', end: '12:00', zone: 'Europe/Paris' },
    };
    const created = await h.at(added, () =>
      h.call<{ defaultAvailability: { id: string }[] }>('POST', '/availabilities/doctors', h.admin, {
        defaultAvailability: [slot],
      }),
    );
    expect(created.status).toBe(201);
    const deleted = await h.at(removed, () =>
      h.call('DELETE', '/availabilities/doctors', h.admin, {
        defaultAvailabilityIds: created.body.defaultAvailability.map((s) => s.id),
      }),
    );
    expect(deleted.status).toBe(204);
    expect(await availabilityChangedAt(doctor.id)).toEqual([added, removed]);

    const room = h.roomSnapshot();
    const event = await h.publish('room.created', { current: room, defaultOpeningPattern: true });
    expect(await availabilityChangedAt(room.id)).toEqual([event.occurredAt]);
  });

  it('dates a calendar feed and a change of properties at the service clock', async () => {
    const at = utc(0, 6, 40);
    const feed = await h.at(at, () =>
      h.call<CalendarFeedCreated>('POST', '/calendar-feeds', h.admin, {
        ownerType: 'ROOM',
        owner: p.room.id,
      }),
    );
    expect(feed.body.feed.createdAt).toBe(at);
    const saved = await h.at(at, async () => [
      (await h.call('POST', `/properties/doctors/${p.doctor.id}`, h.admin, { consultationDuration: 20 }))
        .status,
      (await h.call('POST', `/properties/rooms/${p.room.id}`, h.admin, { prepDuration: 20 })).status,
    ]);
    expect(saved).toEqual([200, 200]);
    const [stamps] = await h.service.dataSource.query<{ doctor: Date; room: Date }[]>(
      `SELECT (SELECT updated_at FROM doctor_properties WHERE doctor_id = $1) AS doctor,
         (SELECT updated_at FROM room_properties WHERE room_id = $2) AS room`,
      [p.doctor.id, p.room.id],
    );
    expect([stamps!.doctor.toISOString(), stamps!.room.toISOString()]).toEqual([at, at]);
  });
});
