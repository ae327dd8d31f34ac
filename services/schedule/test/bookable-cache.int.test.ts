import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookableTimeline } from '@teleplan/proto/schedule-timelines';
import { AccountEvents, MaterialResourcesEvents } from '@teleplan/proto/events';
import { mountService } from '@teleplan/kit/run-service';
import { createServer } from '@teleplan/kit/server';
import { callAs } from '@teleplan/kit/testing/call-as';
import { createTestBus } from '@teleplan/kit/testing/test-bus';
import { scheduleDefinition } from '../src/service.ts';
import { startSchedule, type Harness } from './harness.ts';
import { paris, parisDateAhead, parisTime, TimelineFactories } from './timeline-factories.ts';

/*
 * The bookable timeline is cached per process under a key read from the database (migration 0006): each test
 * reads it once (the answer is cached), changes one thing the way the platform changes it, and expects the very
 * next read to show the change.
 */
let h: Harness;
let f: TimelineFactories;

beforeAll(async () => {
  h = await startSchedule();
  f = new TimelineFactories(h);
});
afterAll(async () => h?.close());

const day = parisDateAhead(3, 2);

/** One room and two doctors (consultations of 10 minutes, preparation 10) available Tuesday 09:00-10:00. */
async function practice() {
  const doctors = [await h.person(['DOCTOR']), await h.person(['DOCTOR'])];
  const sector = await h.sector({ doctorIds: doctors.map((d) => d.id) });
  const room = await h.room({ sectorIds: [sector.id] });
  await f.weekly('ROOM', room.id, 2, '09:00', '10:00');
  for (const doctor of doctors) await f.weekly('DOCTOR', doctor.id, 2, '09:00', '10:00');
  const steps = async (call = h.call) => {
    const query = new URLSearchParams({
      roomId: room.id,
      sectorId: sector.id,
      from: paris(day, '00:00').toISOString(),
      to: paris(day, '23:00').toISOString(),
    });
    const reply = await call<BookableTimeline>(
      'GET',
      `/timeline/rooms/bookable?${query.toString()}`,
      h.admin,
    );
    expect(reply.status).toBe(200);
    return reply.body.steps.map((s) => `${parisTime(s.start).slice(11)}→${parisTime(s.end).slice(11)}`);
  };
  expect(await steps()).toEqual(['09:00→09:20', '09:10→09:30', '09:20→09:40', '09:30→09:50', '09:40→10:00']);
  return { sector, room, doctors, steps };
}

describe('bookable timeline after a change', () => {
  it('drops the starts of a new appointment and gives them back when it is canceled', async () => {
    const { sector, room, doctors, steps } = await practice();
    const busy = (doctor: { id: string }) =>
      f.appointment({
        roomId: room.id,
        sectorId: sector.id,
        doctorId: doctor.id,
        start: paris(day, '09:00'),
      });
    const id = await busy(doctors[0]!);
    expect(await steps()).toEqual(['09:20→09:40', '09:30→09:50', '09:40→10:00']);
    const cancel = await h.call('DELETE', `/appointments/${id}/cancel`, h.admin, { cancelMotive: 'Annulé' });
    expect(cancel.status).toBe(200);
    expect(await steps()).toHaveLength(5);
  });

  it("drops the starts a doctor's appointment in another room holds", async () => {
    const { sector, doctors, steps } = await practice();
    for (const doctor of doctors) {
      const elsewhere = await h.room({ sectorIds: [sector.id] });
      await f.appointment({
        roomId: elsewhere.id,
        sectorId: sector.id,
        doctorId: doctor.id,
        start: paris(day, '09:00'),
      });
    }
    expect(await steps()).toEqual(['09:20→09:40', '09:30→09:50', '09:40→10:00']);
  });

  it('follows availability added and removed through the availability API', async () => {
    const { room, doctors, steps } = await practice();
    const added = await h.call<{ exceptionalUnavailability: { id: string }[] }>(
      'POST',
      '/availabilities/rooms',
      h.admin,
      {
        exceptionalUnavailability: [
          {
            owner: room.id,
            interval: { start: paris(day, '09:00').toISOString(), end: paris(day, '09:30').toISOString() },
          },
        ],
      },
    );
    expect(added.status).toBe(201);
    expect(await steps()).toEqual(['09:30→09:50', '09:40→10:00']);
    const removed = await h.call('DELETE', '/availabilities/rooms', h.admin, {
      exceptionalUnavailabilityIds: added.body.exceptionalUnavailability.map((slot) => slot.id),
    });
    expect(removed.status).toBe(204);
    expect(await steps()).toHaveLength(5);
    expect(
      (
        await h.call('POST', '/availabilities/doctors', h.admin, {
          exceptionalUnavailability: doctors.map((doctor) => ({
            owner: doctor.id,
            interval: { start: paris(day, '09:30').toISOString(), end: paris(day, '10:00').toISOString() },
          })),
        })
      ).status,
    ).toBe(201);
    expect(await steps()).toEqual(['09:00→09:20', '09:10→09:30']);
  });

  it("follows the doctors' consultation and the room's preparation durations", async () => {
    const { room, doctors, steps } = await practice();
    for (const doctor of doctors)
      expect(
        (await h.call('POST', `/properties/doctors/${doctor.id}`, h.admin, { consultationDuration: 30 }))
          .status,
      ).toBe(200);
    expect(await steps()).toEqual(['09:00→09:40', '09:10→09:50', '09:20→10:00']);
    expect((await h.call('POST', `/properties/rooms/${room.id}`, h.admin, { prepDuration: 20 })).status).toBe(
      200,
    );
    expect(await steps()).toEqual(['09:00→09:50', '09:10→10:00']);
  });

  it('drops doctors unlinked from the sector or whose account is deactivated', async () => {
    const { sector, doctors, steps } = await practice();
    await h.publish(MaterialResourcesEvents.sectorUpdated, {
      current: { ...sector, doctorIds: [doctors[0]!.id] },
      previous: sector,
    });
    expect(await steps()).toHaveLength(5);
    await h.publish(AccountEvents.accountDeactivated, {
      current: h.accountSnapshot(doctors[0]!, ['DOCTOR'], false),
    });
    expect(await steps()).toEqual([]);
  });

  it('answers nothing once the room is disabled or the sector closed', async () => {
    const first = await practice();
    await h.publish(MaterialResourcesEvents.roomDisabled, {
      current: { ...first.room, enabled: false },
      previous: first.room,
    });
    expect(await first.steps()).toEqual([]);
    const second = await practice();
    await f.closeSector(second.sector.id);
    expect(await second.steps()).toEqual([]);
  });

  it('shows a change made through another replica of the service in the next read of this one', async () => {
    const { room, steps } = await practice();
    const service = h.service;
    // The other replica keeps the same time as this one.
    const definition = scheduleDefinition({ clock: h.clock.now });
    const replica = createServer({ name: definition.name, logger: false });
    const bus = createTestBus();
    await mountService(replica, definition, { ...service, bus, auth: service.issuer.auth });
    await replica.ready();
    try {
      const throughReplica = callAs(replica, service.issuer, '/api/schedule');
      expect(await steps(throughReplica)).toHaveLength(5);
      const slot = { start: paris(day, '09:00').toISOString(), end: paris(day, '09:30').toISOString() };
      const added = await h.call('POST', '/availabilities/rooms', h.admin, {
        exceptionalUnavailability: [{ owner: room.id, interval: slot }],
      });
      expect(added.status).toBe(201);
      expect(await steps(throughReplica)).toEqual(['09:30→09:50', '09:40→10:00']);
    } finally {
      await replica.close();
      await bus.close();
    }
  });
});
