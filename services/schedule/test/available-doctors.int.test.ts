import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentView, AvailableDoctor } from '@teleplan/proto/schedule-appointments';
import { as, code, startSchedule, type Harness, type Person } from './harness.ts';
import { book, practice, unknownId, utc, weekly, type Practice } from './appointment-world.ts';

let h: Harness;
/** Where the patient already has an appointment, 09:30-09:50 UTC on day 2. */
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

function find(query: Record<string, string>) {
  const params = new URLSearchParams({
    roomId: here.room.id,
    sectorId: here.sector.id,
    startTime: utc(2, 9, 10),
    ...query,
  });
  return h.call<AvailableDoctor[]>(
    'GET',
    `/arrangements/find/available-doctors?${params.toString()}`,
    as(here.roomUser),
  );
}

const ids = (reply: { body: AvailableDoctor[] }) => reply.body.map((doctor) => doctor.id).sort();

describe('available doctors for a patient', () => {
  it("leaves out a doctor whose interval would overlap the patient's appointment elsewhere", async () => {
    // From 09:10, the own doctor holds 09:10-09:30 (ends as the other one starts); the slow one 09:10-09:50.
    expect(ids(await find({}))).toEqual([here.doctor.id, slow.id].sort());
    const forPatient = await find({ patientId: patient.id });
    expect(forPatient.status).toBe(200);
    expect(ids(forPatient)).toEqual([here.doctor.id]);
  });

  it("offers both again when the patient's appointment is the one being moved", async () => {
    const moving = await find({ patientId: patient.id, ignoredAppointmentId: held.appointment.id });
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
    const booked = await book(h, third, patientTwo, utc(2, 9, 40));
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
