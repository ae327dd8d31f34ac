import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentView, AvailableDoctor } from '@teleplan/proto/schedule-appointments';
import { as, code, startSchedule, type Caller, type Harness, type Person } from './harness.ts';
import { book, practice, unknownId, utc, weekly, type Practice } from './appointment-world.ts';

let h: Harness;
/** Where the patient already has an appointment, 09:30-09:50 UTC on day 2 (consultation 09:30-09:40). */
let elsewhere: Practice;
/** Where the patient is looked for a doctor: its own doctor (10 min) and a slower one (30 min). */
let here: Practice;
let slow: Person;
let patient: Person;
let held: AppointmentView;

beforeAll(async () => {
  h = await startSchedule();
  elsewhere = await practice(h);
  here = await practice(h);
  slow = await h.person(['DOCTOR']);
  await weekly(h, 'DOCTOR', slow.id);
  await h.publish('sector.updated', { current: { ...here.sector, doctorIds: [here.doctor.id, slow.id] } });
  const saved = await h.call('POST', `/properties/doctors/${slow.id}`, h.admin, { consultationDuration: 30 });
  expect(saved.status).toBe(200);
  patient = await h.person(['PATIENT']);
  const booked = await book(h, elsewhere, patient, utc(2, 9, 30));
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  held = booked.body;
});
afterAll(async () => h?.close());

function find(query: Record<string, string>, caller: Caller = as(here.roomUser)) {
  const params = new URLSearchParams({
    roomId: here.room.id,
    sectorId: here.sector.id,
    startTime: utc(2, 9, 10),
    ...query,
  });
  return h.call<AvailableDoctor[]>(
    'GET',
    `/arrangements/find/available-doctors?${params.toString()}`,
    caller,
  );
}

const ids = (reply: { body: AvailableDoctor[] }) => reply.body.map((doctor) => doctor.id).sort();

describe('available doctors for a patient', () => {
  it("leaves out a doctor whose interval would overlap the patient's appointment elsewhere", async () => {
    // A patient is held for the consultation only. From 09:10, the own doctor's consultation is 09:10-09:20
    // (before the patient's 09:30-09:40); the slow one's 09:10-09:40 overlaps it.
    expect(ids(await find({}))).toEqual([here.doctor.id, slow.id].sort());
    const forPatient = await find({ patientId: patient.id });
    expect(forPatient.status).toBe(200);
    expect(ids(forPatient)).toEqual([here.doctor.id]);
  });

  it("offers both again when the patient's appointment is the one being moved", async () => {
    // An admin: the appointment is in another practice, out of the room user's reach.
    const moving = await find({ patientId: patient.id, ignoredAppointmentId: held.appointment.id }, h.admin);
    expect(ids(moving)).toEqual([here.doctor.id, slow.id].sort());
  });

  it("does not count another patient's appointment", async () => {
    const other = await h.person(['PATIENT']);
    expect(ids(await find({ patientId: other.id }))).toEqual([here.doctor.id, slow.id].sort());
  });

  it('answers 404 patient_unknown for a patient this service does not know', async () => {
    const reply = await find({ patientId: unknownId() });
    expect([reply.status, code(reply)]).toEqual([404, 'schedule.appointment.patient_unknown']);
  });

  it('does not count a canceled appointment of the patient', async () => {
    const patientTwo = await h.person(['PATIENT']);
    const third = await practice(h);
    const booked = await book(h, third, patientTwo, utc(2, 9, 30));
    expect(booked.status).toBe(201);
    expect(ids(await find({ patientId: patientTwo.id }))).toEqual([here.doctor.id]);
    const canceled = await h.call(
      'DELETE',
      `/appointments/${booked.body.appointment.id}/cancel`,
      as(third.roomUser),
      { cancelMotive: 'Empêchement' },
    );
    expect(canceled.status).toBe(200);
    expect(ids(await find({ patientId: patientTwo.id }))).toEqual([here.doctor.id, slow.id].sort());
  });
});

describe('available doctors: who is a patient, which appointment may be ignored', () => {
  it('answers 404 patient_unknown for a staff account given as the patient', async () => {
    const staff = await h.person(['ROOM_USER']);
    const reply = await find({ patientId: staff.id });
    expect([reply.status, code(reply)]).toEqual([404, 'schedule.appointment.patient_unknown']);
  });

  it.each(['SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER'] as const)(
    'answers 404 missing to a %s ignoring an appointment out of their scope, as for an unknown one',
    async (role) => {
      const caller = as(
        { SECTOR_MANAGER: here.sectorManager, ROOM_MANAGER: here.roomManager, ROOM_USER: here.roomUser }[
          role
        ],
      );
      for (const ignoredAppointmentId of [held.appointment.id, unknownId()]) {
        const reply = await find({ ignoredAppointmentId }, caller);
        expect([reply.status, code(reply)]).toEqual([404, 'schedule.appointment.missing']);
      }
    },
  );

  it.each(['SUPER_ADMIN', 'SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER'] as const)(
    'lets a %s ignore an appointment of their scope',
    async (role) => {
      const mine = await book(h, here, await h.person(['PATIENT']), utc(3, 9, 10));
      expect(mine.status).toBe(201);
      const caller =
        role === 'SUPER_ADMIN'
          ? h.admin
          : as(
              {
                SECTOR_MANAGER: here.sectorManager,
                ROOM_MANAGER: here.roomManager,
                ROOM_USER: here.roomUser,
              }[role],
            );
      const reply = await find(
        { startTime: utc(3, 9, 10), ignoredAppointmentId: mine.body.appointment.id },
        caller,
      );
      expect(reply.status).toBe(200);
      expect(ids(reply)).toContain(here.doctor.id);
      await h.call('DELETE', `/appointments/${mine.body.appointment.id}/cancel`, h.admin, {
        cancelMotive: 'x',
      });
    },
  );
});

describe('available doctors with or without details', () => {
  it('answers names and email by default and with withDetails=true', async () => {
    const byDefault = await find({});
    const detailed = await find({ withDetails: 'true' });
    expect(detailed.body).toEqual(byDefault.body);
    expect(detailed.body.find((doctor) => doctor.id === slow.id)).toEqual({
      id: slow.id,
      firstName: expect.any(String) as string,
      lastName: expect.stringMatching(/^Martin/) as string,
      email: expect.stringContaining('@') as string,
      consultationDuration: 30,
    });
  });

  it('answers only ids and consultation durations with withDetails=false', async () => {
    const reply = await find({ withDetails: 'false' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual(
      expect.arrayContaining([
        { id: here.doctor.id, consultationDuration: 10 },
        { id: slow.id, consultationDuration: 30 },
      ]),
    );
    expect(reply.body).toHaveLength(2);
  });
});

describe('available doctors: bad input', () => {
  it.each([
    ['a patientId that is not a UUID', { patientId: 'dupont' }],
    ['a withDetails that is not a boolean', { withDetails: 'perhaps' }],
    ['an ignoredAppointmentId that is not a UUID', { ignoredAppointmentId: '42' }],
  ])('answers 400 common.request.invalid to %s', async (_what, query) => {
    const reply = await find(query);
    expect([reply.status, code(reply)]).toEqual([400, 'common.request.invalid']);
  });
});
