import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProvisionedAppointment, ProvisionedAppointments } from '@teleplan/proto/provisioning';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import { MaterialResourcesEvents } from '@teleplan/proto/events';
import { ScheduleEvents } from '@teleplan/proto/schedule-events';
import { ROLES } from '@teleplan/proto/roles';
import { code, ghost, startSchedule, type Caller, type Harness, type Person } from './harness.ts';
import { appointmentCount, book, outbox, practice, utc, weekly, type Practice } from './appointment-world.ts';

let h: Harness;
let p: Practice;
let creator: Person;

beforeAll(async () => {
  h = await startSchedule();
  p = await practice(h);
  creator = await h.person(['SUPER_ADMIN']);
});
afterAll(async () => h?.close());

const SERVICE = ghost('SERVICE');

function item(
  where: Practice,
  patient: Person,
  startTime: string,
  extra: Partial<ProvisionedAppointment> = {},
): ProvisionedAppointment {
  return {
    room: where.room.id,
    sector: where.sector.id,
    patient: patient.id,
    startTime,
    doctorPick: 0,
    fromC15: false,
    noTreatingDoctor: true,
    treatingDoctorNotAvailable: false,
    comment: null,
    paid: false,
    cancel: null,
    ...extra,
  };
}

const provision = (appointments: ProvisionedAppointment[], caller: Caller = SERVICE) =>
  h.call<ProvisionedAppointments>('POST', '/internal/appointments', caller, {
    createdBy: creator.id,
    appointments,
  });

const read = async (id: string) =>
  (await h.call<AppointmentView>('GET', `/appointments/${id}`, h.admin)).body.appointment;

describe('POST internal/appointments', () => {
  it('books past and future appointments with their outcomes, as the public calls would, with their events', async () => {
    const [anne, bruno, chloe] = [
      await h.person(['PATIENT']),
      await h.person(['PATIENT']),
      await h.person(['PATIENT']),
    ];
    const reply = await provision([
      item(p, anne, utc(-14, 9), { paid: true, comment: 'Renouvellement' }),
      item(p, bruno, utc(-7, 9), { cancel: { cancelMotive: '', absentPatient: true } }),
      item(p, chloe, utc(3, 9), { cancel: { cancelMotive: 'Empêchement du patient', absentPatient: false } }),
    ]);
    expect(reply.status).toBe(200);
    const [paidId, absentId, canceledId] = reply.body.ids;
    expect(await read(paidId!)).toMatchObject({
      startTime: utc(-14, 9),
      doctor: p.doctor.id,
      paid: true,
      canceled: false,
      comment: 'Renouvellement',
    });
    expect(await read(absentId!)).toMatchObject({ canceled: true, absentPatient: true });
    expect(await read(canceledId!)).toMatchObject({
      canceled: true,
      absentPatient: false,
      cancelMotive: 'Empêchement du patient',
    });
    const booked = (await outbox(h, ScheduleEvents.appointmentBooked)).map((e) => e.current.id);
    expect(booked).toEqual(expect.arrayContaining([paidId, absentId, canceledId]));
    expect((await outbox(h, ScheduleEvents.appointmentModified)).map((e) => e.current.id)).toContain(paidId);
    const canceled = (await outbox(h, ScheduleEvents.appointmentCanceled)).map((e) => e.current.id);
    expect(canceled).toEqual(expect.arrayContaining([absentId, canceledId]));
  });

  it('keeps the no-overlap rules: a doctor, a room or a patient taken then gets no second appointment', async () => {
    const other = await practice(h);
    const [dora, emile, fanny] = [
      await h.person(['PATIENT']),
      await h.person(['PATIENT']),
      await h.person(['PATIENT']),
    ];
    // Taken through the public API first: the same room and doctor then.
    const taken = await book(h, other, dora, utc(2, 10));
    expect(taken.status).toBe(201);
    const first = await provision([item(p, fanny, utc(-3, 11))]);
    expect(first.body.ids[0]).not.toBeNull();
    const reply = await provision([
      item(other, emile, utc(2, 10)),
      item(p, emile, utc(-3, 11)),
      // Fanny again, at the same time in another practice.
      item(other, fanny, utc(-3, 11)),
    ]);
    expect(reply.status).toBe(200);
    expect(reply.body.ids).toEqual([null, null, null]);
    const [row] = await h.service.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM appointment WHERE start_time = $1 AND NOT canceled`,
      [utc(-3, 11)],
    );
    expect(row!.n).toBe(1);
  });

  it('books another doctor of the sector when the one picked is busy or not available then', async () => {
    const second = await h.person(['DOCTOR']);
    const third = await h.person(['DOCTOR']);
    const shared = await practice(h);
    await h.publish(MaterialResourcesEvents.sectorUpdated, {
      current: { ...shared.sector, doctorIds: [shared.doctor.id, second.id, third.id] },
    });
    await weekly(h, 'DOCTOR', second.id);
    // The third doctor works no day: never booked.
    const otherRoom = await h.room({ sectorIds: [shared.sector.id] });
    await weekly(h, 'ROOM', otherRoom.id);
    const inOtherRoom = { ...shared, room: otherRoom };
    const [gina, hugo, ines] = [
      await h.person(['PATIENT']),
      await h.person(['PATIENT']),
      await h.person(['PATIENT']),
    ];
    expect((await book(h, shared, gina, utc(5, 8))).status).toBe(201);
    const picks = [shared.doctor.id, second.id, third.id].toSorted();
    const reply = await provision([
      item(inOtherRoom, hugo, utc(5, 8), { doctorPick: picks.indexOf(shared.doctor.id) }),
      item(inOtherRoom, ines, utc(6, 8), { doctorPick: picks.indexOf(third.id) }),
    ]);
    expect((await read(reply.body.ids[0]!)).doctor).toBe(second.id);
    expect((await read(reply.body.ids[1]!)).doctor).not.toBe(third.id);
  });

  it.each([
    [{ startTime: utc(2, 10, 5) }, 'schedule.appointment.misaligned'],
    [{ startTime: utc(40, 10) }, 'schedule.appointment.beyond_horizon'],
    [{ zone: 'Mars/Olympus' }, 'schedule.request.zone_invalid'],
  ])('refuses %j with 400 and books nothing of the call', async (bad, messageCode) => {
    const patient = await h.person(['PATIENT']);
    const before = await appointmentCount(h);
    const reply = await provision([item(p, patient, utc(4, 14)), item(p, patient, utc(5, 14), bad)]);
    expect([reply.status, code(reply)]).toEqual([400, messageCode]);
    expect(await appointmentCount(h)).toBe(before);
  });

  it.each(ROLES)('refuses a %s token (403) and books nothing', async (role) => {
    const patient = await h.person(['PATIENT']);
    const before = await appointmentCount(h);
    const reply = await provision([item(p, patient, utc(6, 15))], ghost(role));
    expect([reply.status, code(reply)]).toEqual([403, 'common.auth.forbidden']);
    expect(await appointmentCount(h)).toBe(before);
  });

  it('refuses a call without a token (401)', async () => {
    const patient = await h.person(['PATIENT']);
    const reply = await provision([item(p, patient, utc(6, 16))], null);
    expect(reply.status).toBe(401);
  });
});
