import { randomUUID } from 'node:crypto';
import type { Appointment } from '@teleplan/proto/schedule-appointments';
import { ScheduleEvents as S } from '@teleplan/proto/schedule-events';
import { anAppointment } from '@teleplan/proto/testing/appointment';
import type { Harness } from './harness.ts';

/** The resources of the scenario: two sectors, three rooms (two typed), two doctors, a few patients. */
export interface World {
  sectors: [string, string];
  rooms: [string, string, string];
  roomTypes: [string, string];
  doctors: [string, string];
  patients: string[];
  managers: { sector: string; room: string; roomUser: string };
}

/** A deterministic sequence of numbers in [0, 1) (a test never depends on chance). */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export async function buildWorld(h: Harness): Promise<World> {
  const doctors: [string, string] = [randomUUID(), randomUUID()];
  const managers = { sector: randomUUID(), room: randomUUID(), roomUser: randomUUID() };
  const s1 = await h.sector({ managerId: managers.sector, doctorIds: [doctors[0]] });
  const s2 = await h.sector({ doctorIds: [doctors[0], doctors[1]] });
  const t1 = await h.roomType();
  const t2 = await h.roomType();
  const r1 = await h.room({ sectorIds: [s1.id], roomTypeId: t1, managerId: managers.room });
  const r2 = await h.room({ sectorIds: [s2.id], roomTypeId: t2, userIds: [managers.roomUser] });
  const r3 = await h.room({ sectorIds: [s1.id, s2.id] });
  return {
    sectors: [s1.id, s2.id],
    rooms: [r1.id, r2.id, r3.id],
    roomTypes: [t1, t2],
    doctors,
    patients: [randomUUID(), randomUUID(), randomUUID(), randomUUID()],
    managers,
  };
}

const MINUTE = 60_000;

/**
 * Books appointments between 2026-03-24 and 2026-04-03 (Paris moves to summer time on 29 March, New York is
 * already on it) on 10-minute marks, then moves some across rooms, sectors, doctors and days, cancels some, marks
 * some absent, pays some, flags some with reasons and deletes one; each change published as schedule would, with
 * a newer updatedAt. Answers the appointments as they end.
 */
export async function playScenario(h: Harness, world: World, count = 60): Promise<Appointment[]> {
  const random = sequence(17);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const base = Date.parse('2026-03-24T00:00:00Z');
  let clock = Date.parse('2026-03-01T00:00:00Z');
  const stamp = () => new Date((clock += MINUTE)).toISOString();
  const place = () => {
    const room = pick(world.rooms);
    const sector =
      room === world.rooms[0]
        ? world.sectors[0]
        : room === world.rooms[1]
          ? world.sectors[1]
          : pick(world.sectors);
    return { room, sector, doctor: pick(world.doctors) };
  };
  const startAt = () => new Date(base + Math.floor(random() * 10 * 24 * 6) * 10 * MINUTE).toISOString();
  const booked: Appointment[] = [];
  for (let index = 0; index < count; index += 1) {
    const start = startAt();
    const appointment = anAppointment(
      start,
      {
        id: randomUUID(),
        ...place(),
        patient: pick(world.patients),
        fromC15: random() < 0.2,
        noTreatingDoctor: random() < 0.2,
        treatingDoctorNotAvailable: random() < 0.2,
        updatedAt: stamp(),
      },
      random() < 0.5 ? { consultation: 20, total: 30 } : { consultation: 60, total: 90 },
    );
    await h.appointment(S.appointmentBooked, appointment);
    booked.push(appointment);
  }
  const final = new Map(booked.map((appointment) => [appointment.id, appointment]));
  const change = async (type: string, id: string, fields: Partial<Appointment>) => {
    const previous = final.get(id)!;
    const current = { ...previous, ...fields, updatedAt: stamp() };
    final.set(id, current);
    await h.appointment(type, current, previous);
  };
  for (const appointment of booked) {
    const roll = random();
    if (roll < 0.25) {
      const moved = anAppointment(startAt(), {}, { consultation: 20, total: 30 });
      await change(S.appointmentModified, appointment.id, {
        ...place(),
        startTime: moved.startTime,
        interval: moved.interval,
        consultationInterval: moved.consultationInterval,
      });
    } else if (roll < 0.35) await change(S.appointmentCanceled, appointment.id, { canceled: true });
    else if (roll < 0.45)
      await change(S.appointmentCanceled, appointment.id, { canceled: true, absentPatient: true });
    else if (roll < 0.65) await change(S.appointmentModified, appointment.id, { paid: true });
  }
  await change(S.appointmentModified, booked[0]!.id, { deleted: true, canceled: true });
  return [...final.values()];
}
