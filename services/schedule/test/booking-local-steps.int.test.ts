import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import type { BookableTimeline } from '@teleplan/proto/schedule-timelines';
import { as, code, startSchedule, type Harness, type Person } from './harness.ts';
import { appointmentCount, book, practice, utc, weekly, type Practice } from './appointment-world.ts';

// Asia/Kathmandu is UTC+05:45 all year: 09:00 local is 03:15Z, 09:05 local 03:20Z, 10:00 local 04:15Z.
const KATHMANDU = 'Asia/Kathmandu';

let h: Harness;
let kathmandu: Practice;
let patient: Person;

beforeAll(async () => {
  h = await startSchedule();
  kathmandu = await practice(h, false);
  const room = { ...kathmandu.room, zoneId: KATHMANDU };
  await h.publish('room.updated', { current: room });
  kathmandu = { ...kathmandu, room };
  await weekly(h, 'DOCTOR', kathmandu.doctor.id, { from: '09:00', to: '12:00', zone: KATHMANDU });
  await weekly(h, 'ROOM', room.id, { from: '09:00', to: '12:00', zone: KATHMANDU });
  patient = await h.person(['PATIENT']);
});
afterAll(async () => h?.close());

const inKathmandu = (days: number, hh: number, mm: number) =>
  book(h, kathmandu, patient, utc(days, hh, mm), { zone: KATHMANDU });

describe('the 10-minute step in the zone of the request', () => {
  it('books at 09:00 Kathmandu time, the first start its bookable timeline offers', async () => {
    const params = new URLSearchParams({
      roomId: kathmandu.room.id,
      sectorId: kathmandu.sector.id,
      from: utc(3, 0),
      to: utc(4, 0),
      zone: KATHMANDU,
    });
    const timeline = await h.call<BookableTimeline>(
      'GET',
      `/timeline/rooms/bookable?${params.toString()}`,
      h.admin,
    );
    expect(timeline.status).toBe(200);
    const first = timeline.body.steps[0]!.start;
    expect(first).toBe(utc(3, 3, 15));
    const booked = await inKathmandu(3, 3, 15);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.appointment).toMatchObject({ startTime: first, zone: KATHMANDU });
  });

  it('refuses 09:05 Kathmandu time with misaligned and writes nothing', async () => {
    const before = await appointmentCount(h);
    const reply = await inKathmandu(4, 3, 20);
    expect([reply.status, code(reply)]).toEqual([400, 'schedule.appointment.misaligned']);
    expect(await appointmentCount(h)).toBe(before);
  });

  it('moves to 10:00 Kathmandu time but not to 10:05', async () => {
    const booked = (await inKathmandu(5, 3, 15)).body.appointment;
    const move = (mm: number) =>
      h.call<AppointmentView>('PATCH', `/appointments/${booked.id}`, as(kathmandu.roomUser), {
        room: kathmandu.room.id,
        doctor: kathmandu.doctor.id,
        startTime: utc(5, 4, mm),
        zone: KATHMANDU,
      });
    const refused = await move(20);
    expect([refused.status, code(refused)]).toEqual([400, 'schedule.appointment.misaligned']);
    const moved = await move(15);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.appointment.startTime).toBe(utc(5, 4, 15));
  });

  it('keeps Paris on its own steps: :10 Paris time books, 09:00 Kathmandu time sent as Paris time does not', async () => {
    const paris = await practice(h);
    const booked = await book(h, paris, patient, utc(6, 8, 10), { zone: 'Europe/Paris' });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const refused = await book(h, paris, patient, utc(6, 3, 15), { zone: 'Europe/Paris' });
    expect([refused.status, code(refused)]).toEqual([400, 'schedule.appointment.misaligned']);
  });
});
