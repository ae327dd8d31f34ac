import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import { AccountEvents, MaterialResourcesEvents } from '@teleplan/proto/events';
import { book, practice, utc } from './appointment-world.ts';
import { as, startSchedule, type Caller, type Harness } from './harness.ts';

/*
 * A list of rooms alone (a room's calendar) is cached per process under a version read from the database
 * (migration 0006): each test reads a calendar once (the answer is cached), changes one thing the way the
 * platform changes it, and expects the very next read to show the change.
 */
let h: Harness;

beforeAll(async () => {
  h = await startSchedule();
});
afterAll(async () => h?.close());

async function calendar(roomId: string, caller: Caller) {
  const reply = await h.call<AppointmentView[]>(
    'GET',
    `/appointments?horizonStart=${utc(20, 0)}&horizonEnd=${utc(21, 0)}&roomIds=${roomId}&withDetails=true`,
    caller,
  );
  expect(reply.status).toBe(200);
  return reply.body;
}

describe("a room's calendar after a change", () => {
  it('shows a new appointment, a move and a cancellation', async () => {
    const p = await practice(h);
    const patient = await h.person(['PATIENT']);
    expect(await calendar(p.room.id, as(p.roomUser))).toEqual([]);
    const booked = (await book(h, p, patient, utc(20, 9))).body;
    expect((await calendar(p.room.id, as(p.roomUser))).map((v) => v.appointment.id)).toEqual([
      booked.appointment.id,
    ]);
    const moved = await h.call('PATCH', `/appointments/${booked.appointment.id}`, as(p.roomUser), {
      room: p.room.id,
      doctor: p.doctor.id,
      startTime: utc(20, 10),
    });
    expect(moved.status).toBe(200);
    expect((await calendar(p.room.id, as(p.roomUser)))[0]?.appointment.startTime).toBe(utc(20, 10));
    await h.call('DELETE', `/appointments/${booked.appointment.id}/cancel`, as(p.roomUser), {
      cancelMotive: 'Annulé',
    });
    expect(await calendar(p.room.id, as(p.roomUser))).toEqual([]);
  });

  it("shows a doctor's and a patient's new names, and the room's and the sector's", async () => {
    const p = await practice(h);
    const patient = await h.person(['PATIENT']);
    await book(h, p, patient, utc(20, 9));
    expect((await calendar(p.room.id, as(p.roomUser)))[0]?.doctor?.lastName).not.toBe('Durand');
    for (const person of [p.doctor, patient])
      await h.publish(AccountEvents.profileUpdated, {
        current: {
          id: person.id,
          firstName: 'Paul',
          lastName: 'Durand',
          email: person.email,
          telephoneNumber: null,
          sex: 'M',
          zone: 'Europe/Paris',
          staff: true,
          audit: { createdDate: 1 },
          accountId: person.id,
        },
      });
    const renamed = (await calendar(p.room.id, as(p.roomUser)))[0]!;
    expect([renamed.doctor?.lastName, renamed.patient?.lastName]).toEqual(['Durand', 'Durand']);
    await h.publish(MaterialResourcesEvents.roomUpdated, {
      current: { ...p.room, name: 'Salle Pasteur' },
      previous: p.room,
    });
    await h.publish(MaterialResourcesEvents.sectorUpdated, {
      current: { ...p.sector, name: 'Cabinet Pasteur' },
      previous: p.sector,
    });
    const places = (await calendar(p.room.id, as(p.roomUser)))[0]!;
    expect([places.room?.name, places.sector?.name]).toEqual(['Salle Pasteur', 'Cabinet Pasteur']);
  });

  it("shows a sector manager the room's appointments of a sector they come to manage", async () => {
    const p = await practice(h);
    const second = await h.sector({ doctorIds: [p.doctor.id] });
    await h.publish(MaterialResourcesEvents.roomUpdated, {
      current: { ...p.room, sectorIds: [p.sector.id, second.id] },
      previous: p.room,
    });
    const patient = await h.person(['PATIENT']);
    const booked = (await book(h, p, patient, utc(20, 9), { sector: second.id })).body;
    expect(await calendar(p.room.id, as(p.sectorManager))).toEqual([]);
    await h.publish(MaterialResourcesEvents.sectorUpdated, {
      current: { ...second, managerId: p.sectorManager.id },
      previous: second,
    });
    expect((await calendar(p.room.id, as(p.sectorManager))).map((v) => v.appointment.id)).toEqual([
      booked.appointment.id,
    ]);
  });

  it("keeps each caller's own answer: the admin's blank patient names, the room user's full ones", async () => {
    const p = await practice(h);
    const patient = await h.person(['PATIENT']);
    await book(h, p, patient, utc(20, 9));
    expect((await calendar(p.room.id, h.admin))[0]?.patient?.lastName).toBe('');
    expect((await calendar(p.room.id, as(p.roomUser)))[0]?.patient?.lastName).toMatch(/^Martin/);
  });
});
