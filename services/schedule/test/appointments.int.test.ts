import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentView, AvailableDoctor } from '@teleplan/proto/schedule-appointments';
import { as, code, startSchedule, type Harness, type Person } from './harness.ts';
import {
  appointmentCount,
  book,
  bookingIn,
  outbox,
  practice,
  unknownId,
  utc,
  weekly,
  type Practice,
} from './appointment-world.ts';

let h: Harness;
let p: Practice;
let patient: Person;

beforeAll(async () => {
  h = await startSchedule();
  p = await practice(h);
  patient = await h.person(['PATIENT']);
});
afterAll(async () => h?.close());

describe('booking', () => {
  it('books for the consultation plus the preparation and announces appointment.booked', async () => {
    const reply = await book(h, p, patient, utc(3, 9), { comment: 'Renouvellement', fromC15: true });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const { appointment, doctor, patient: who, room, sector } = reply.body;
    expect(appointment).toMatchObject({
      room: p.room.id,
      doctor: p.doctor.id,
      patient: patient.id,
      startTime: utc(3, 9),
      zone: 'Europe/Paris',
      interval: { start: utc(3, 9), end: utc(3, 9, 20), zone: 'Europe/Paris' },
      consultationInterval: { start: utc(3, 9), end: utc(3, 9, 10) },
      paid: false,
      canceled: false,
      comment: 'Renouvellement',
      fromC15: true,
    });
    expect(doctor?.id).toBe(p.doctor.id);
    expect(who?.lastName).toMatch(/^Martin/);
    expect(room).toEqual({ id: p.room.id, name: p.room.name });
    expect(sector).toEqual({ id: p.sector.id, name: p.sector.name });
    const booked = await outbox(h, 'appointment.booked');
    expect(booked.at(-1)?.current).toEqual(appointment);
  });

  it("takes the doctor's consultation duration and the room's preparation", async () => {
    await h.service.dataSource.query(
      'INSERT INTO doctor_properties (doctor_id, consultation_duration, appointment_notice) VALUES ($1, 30, $2)',
      [p.doctor.id, ''],
    );
    try {
      await h.service.dataSource.query('UPDATE room_properties SET prep_duration = 0 WHERE room_id = $1', [
        p.room.id,
      ]);
      const reply = await book(h, p, patient, utc(4, 10));
      expect(reply.body.appointment.interval.end).toBe(utc(4, 10, 30));
      expect(reply.body.appointment.consultationInterval.end).toBe(utc(4, 10, 30));
    } finally {
      // The practice is shared by the other tests of this file: put its defaults back even when this one fails.
      await h.service.dataSource.query('DELETE FROM doctor_properties WHERE doctor_id = $1', [p.doctor.id]);
      await h.service.dataSource.query('UPDATE room_properties SET prep_duration = 10 WHERE room_id = $1', [
        p.room.id,
      ]);
    }
  });

  it('refuses the doctor or the room already held, preparation time included, with their codes', async () => {
    await book(h, p, patient, utc(5, 9));
    const other = await practice(h);
    // Same doctor, another room, during the first one's preparation (09:10-09:20).
    const doctorBusy = await book(h, { ...other, doctor: p.doctor }, patient, utc(5, 9, 10));
    await h.publish('sector.updated', {
      current: { ...other.sector, doctorIds: [other.doctor.id, p.doctor.id] },
    });
    const sameDoctor = await book(h, { ...other, doctor: p.doctor }, patient, utc(5, 9, 10));
    const sameRoom = await book(h, { ...p, doctor: other.doctor }, patient, utc(5, 9, 10));
    expect(code(doctorBusy)).toBe('schedule.appointment.doctor_not_in_sector');
    expect([sameDoctor.status, code(sameDoctor)]).toEqual([409, 'schedule.appointment.doctor_conflict']);
    await h.publish('sector.updated', {
      current: { ...p.sector, doctorIds: [p.doctor.id, other.doctor.id] },
    });
    const roomBusy = await book(h, { ...p, doctor: other.doctor }, patient, utc(5, 9, 10));
    expect([roomBusy.status, code(roomBusy)]).toEqual([409, 'schedule.appointment.room_conflict']);
    expect(code(sameRoom)).toBe('schedule.appointment.doctor_not_in_sector');
    // Right after the preparation both are free again.
    expect((await book(h, { ...p, doctor: other.doctor }, patient, utc(5, 9, 20))).status).toBe(201);
  });

  it.each([
    ['a start off the 10-minute steps', { startTime: utc(6, 9, 5) }, 400, 'schedule.appointment.misaligned'],
    [
      'a start with seconds',
      { startTime: utc(6, 9).replace(':00.000Z', ':30.000Z') },
      400,
      'schedule.appointment.misaligned',
    ],
    ['an unknown patient', { patient: unknownId() }, 400, 'schedule.appointment.patient_unknown'],
    ['an unknown zone', { zone: 'Europe/Atlantis' }, 400, 'schedule.request.zone_invalid'],
    ['an offset instead of a zone', { zone: '+01:00' }, 400, 'schedule.request.zone_invalid'],
    [
      'a comment over 150 characters',
      { comment: 'x'.repeat(151) },
      400,
      'schedule.appointment.comment_too_long',
    ],
    ['an unknown room', { room: unknownId() }, 404, 'schedule.room.missing'],
    ['a sector the room is not in', { sector: unknownId() }, 400, 'schedule.appointment.room_not_in_sector'],
    [
      'a doctor not linked to the sector',
      { doctor: unknownId() },
      400,
      'schedule.appointment.doctor_not_in_sector',
    ],
    ['an unknown field', { price: 12 }, 400, 'common.request.invalid'],
    ['a start that is not an instant', { startTime: 'demain' }, 400, 'common.request.invalid'],
    ['a room id that is not a UUID', { room: '12' }, 400, 'common.request.invalid'],
  ])('refuses %s with its code and books nothing', async (_what, extra, status, messageCode) => {
    const before = await appointmentCount(h);
    const reply = await h.call('POST', '/appointments', h.admin, {
      ...bookingIn(p, patient, utc(6, 9)),
      ...extra,
    });
    expect([reply.status, code(reply)]).toEqual([status, messageCode]);
    expect(await appointmentCount(h)).toBe(before);
  });

  it("refuses a time outside the doctor's or the room's availability", async () => {
    const q = await practice(h, false);
    await weekly(h, 'DOCTOR', q.doctor.id, { from: '09:00', to: '12:00' });
    await weekly(h, 'ROOM', q.room.id, { from: '10:00', to: '18:00' });
    expect(code(await book(h, q, patient, utc(7, 9)))).toBe('schedule.appointment.room_unavailable');
    expect(code(await book(h, q, patient, utc(7, 11, 50)))).toBe('schedule.appointment.doctor_unavailable');
    expect((await book(h, q, patient, utc(7, 11, 40))).status).toBe(201);
  });

  it('books across two adjacent weekly slots and inside an exceptional opening, not across an exceptional closure', async () => {
    const q = await practice(h, false);
    await weekly(h, 'DOCTOR', q.doctor.id, { from: '09:00', to: '10:00' });
    await weekly(h, 'DOCTOR', q.doctor.id, { from: '10:00', to: '12:00' });
    await weekly(h, 'ROOM', q.room.id, { from: '09:00', to: '12:00' });
    const exceptional = (owner: string, available: boolean, from: string, to: string) =>
      h.service.dataSource.query(
        `INSERT INTO exceptional_slot (id, owner_type, owner_id, available, start_time, end_time, zone_id)
         VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, 'UTC')`,
        [owner === q.doctor.id ? 'DOCTOR' : 'ROOM', owner, available, from, to],
      );
    await exceptional(q.doctor.id, false, utc(10, 11), utc(10, 11, 30));
    await exceptional(q.doctor.id, true, utc(10, 14), utc(10, 15));
    await exceptional(q.room.id, true, utc(10, 14), utc(10, 15));
    expect((await book(h, q, patient, utc(10, 9, 50))).status).toBe(201);
    expect(code(await book(h, q, patient, utc(10, 10, 50)))).toBe('schedule.appointment.doctor_unavailable');
    expect((await book(h, q, patient, utc(10, 11, 30))).status).toBe(201);
    expect((await book(h, q, patient, utc(10, 14))).status).toBe(201);
    expect(code(await book(h, q, patient, utc(10, 14, 50)))).toBe('schedule.appointment.doctor_unavailable');
  });

  it('refuses a disabled room and a closed sector, and books again once reopened', async () => {
    const q = await practice(h);
    await h.publish('sector.closed', {
      sectorId: q.sector.id,
      open: false,
      changedAt: h.clock.now().toISOString(),
      changedBy: unknownId(),
    });
    expect(code(await book(h, q, patient, utc(8, 9)))).toBe('schedule.appointment.sector_closed');
    await h.publish('sector.opened', {
      sectorId: q.sector.id,
      open: true,
      changedAt: h.clock.now().toISOString(),
      changedBy: unknownId(),
    });
    expect((await book(h, q, patient, utc(8, 9))).status).toBe(201);
    await h.publish('room.disabled', { current: { ...q.room, enabled: false }, previous: q.room });
    const refused = await book(h, q, patient, utc(8, 10));
    expect([refused.status, code(refused)]).toEqual([409, 'schedule.appointment.room_disabled']);
  });

  it('books a doctor and a room available in different zones where their availabilities meet', async () => {
    const q = await practice(h, false);
    // Paris 14:00-19:00 (UTC+1 in winter, +2 in summer) and Cayenne 09:00-12:00 (UTC-3 all year).
    await weekly(h, 'DOCTOR', q.doctor.id, { from: '14:00', to: '19:00', zone: 'Europe/Paris' });
    await weekly(h, 'ROOM', q.room.id, { from: '09:00', to: '12:00', zone: 'America/Cayenne' });
    const monday = '2027-01-04';
    await h.at('2027-01-01T00:00:00.000Z', async () => {
      expect((await book(h, q, patient, `${monday}T13:00:00.000Z`, { zone: 'America/Cayenne' })).status).toBe(
        201,
      );
      expect(code(await book(h, q, patient, `${monday}T12:00:00.000Z`))).toBe(
        'schedule.appointment.doctor_unavailable',
      );
      expect(code(await book(h, q, patient, `${monday}T14:50:00.000Z`))).toBe(
        'schedule.appointment.room_unavailable',
      );
    });
  });

  it('books 09:00 local on the Monday after the switch to summer time against a weekly 09:00-12:00 slot', async () => {
    const q = await practice(h, false);
    await weekly(h, 'DOCTOR', q.doctor.id, { from: '09:00', to: '12:00', zone: 'Europe/Paris', days: [1] });
    await weekly(h, 'ROOM', q.room.id, { from: '09:00', to: '12:00', zone: 'Europe/Paris', days: [1] });
    // 2026-03-29 is the switch: on Monday 30 March, 09:00 in Paris is 07:00 UTC (it was 08:00 UTC a week before).
    await h.at('2026-03-20T00:00:00.000Z', async () => {
      expect((await book(h, q, patient, '2026-03-30T07:00:00.000Z')).status).toBe(201);
      expect((await book(h, q, patient, '2026-03-23T08:00:00.000Z')).status).toBe(201);
      expect(code(await book(h, q, patient, '2026-03-30T06:50:00.000Z'))).toBe(
        'schedule.appointment.doctor_unavailable',
      );
    });
  });
});

describe('find available doctors', () => {
  it('lists the free doctors of the sector, and the moved appointment does not hide its own doctor', async () => {
    const q = await practice(h);
    const second = await h.person(['DOCTOR']);
    await weekly(h, 'DOCTOR', second.id);
    await h.publish('sector.updated', { current: { ...q.sector, doctorIds: [q.doctor.id, second.id] } });
    const other = await practice(h);
    await h.publish('sector.updated', {
      current: { ...other.sector, doctorIds: [other.doctor.id, second.id] },
    });
    const held = await book(h, { ...other, doctor: second }, await h.person(['PATIENT']), utc(9, 9));
    expect(held.status).toBe(201);
    const find = (extra = '') =>
      h.call<AvailableDoctor[]>(
        'GET',
        `/arrangements/find/available-doctors?roomId=${q.room.id}&sectorId=${q.sector.id}&startTime=${utc(9, 9, 10)}${extra}`,
        as(q.roomUser),
      );
    expect((await find()).body.map((d) => d.id)).toEqual([q.doctor.id]);
    const moving = await book(h, q, patient, utc(9, 9));
    expect((await find()).body).toEqual([]);
    const ignoring = await find(`&ignoredAppointmentId=${moving.body.appointment.id}`);
    expect(ignoring.body).toEqual([
      expect.objectContaining({
        id: q.doctor.id,
        consultationDuration: 10,
        lastName: expect.stringMatching(/^Martin/),
      }),
    ]);
  });
});

describe('move', () => {
  it('moves to another time and announces appointment.modified with the previous values', async () => {
    const booked = (await book(h, p, patient, utc(10, 9))).body.appointment;
    const reply = await h.call<AppointmentView>('PATCH', `/appointments/${booked.id}`, as(p.roomManager), {
      room: p.room.id,
      doctor: p.doctor.id,
      startTime: utc(10, 11),
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.appointment.interval).toMatchObject({ start: utc(10, 11), end: utc(10, 11, 20) });
    const modified = await outbox(h, 'appointment.modified');
    expect(modified.at(-1)?.previous).toEqual(booked);
    expect(modified.at(-1)?.current).toEqual(reply.body.appointment);
  });

  it('moves onto an overlap of itself (10 minutes later) but not onto another appointment', async () => {
    const first = (await book(h, p, patient, utc(11, 9))).body.appointment;
    const second = (await book(h, p, patient, utc(11, 10))).body.appointment;
    const move = (id: string, startTime: string) =>
      h.call('PATCH', `/appointments/${id}`, as(p.roomUser), {
        room: p.room.id,
        doctor: p.doctor.id,
        startTime,
      });
    expect((await move(first.id, utc(11, 9, 10))).status).toBe(200);
    const refused = await move(second.id, utc(11, 9, 20));
    expect([refused.status, code(refused)]).toEqual([409, 'schedule.appointment.doctor_conflict']);
  });

  it('refuses a start in the past and an appointment already over', async () => {
    const future = (await book(h, p, patient, utc(12, 9))).body.appointment;
    const past = (await h.at(utc(-3, 0), () => book(h, p, patient, utc(-2, 9)))).body.appointment;
    const move = (id: string, startTime: string) =>
      h.call('PATCH', `/appointments/${id}`, as(p.roomUser), {
        room: p.room.id,
        doctor: p.doctor.id,
        startTime,
      });
    const intoPast = await move(future.id, utc(-1, 9));
    expect([intoPast.status, code(intoPast)]).toEqual([400, 'schedule.appointment.start_in_past']);
    const ofPast = await move(past.id, utc(13, 9));
    expect([ofPast.status, code(ofPast)]).toEqual([409, 'schedule.appointment.already_past']);
    const [row] = await h.service.dataSource.query<{ start: Date }[]>(
      'SELECT start_time AS start FROM appointment WHERE id = $1',
      [future.id],
    );
    expect(row!.start.toISOString()).toBe(utc(12, 9));
  });

  it('answers 404 for an unknown appointment', async () => {
    const reply = await h.call('PATCH', `/appointments/${unknownId()}`, h.admin, {
      room: p.room.id,
      doctor: p.doctor.id,
      startTime: utc(12, 9),
    });
    expect([reply.status, code(reply)]).toEqual([404, 'schedule.appointment.missing']);
  });
});

describe('payment and cancellation', () => {
  it('toggles the payment and refuses it on a canceled appointment', async () => {
    const booked = (await book(h, p, patient, utc(14, 9))).body.appointment;
    const paid = await h.call<AppointmentView>(
      'PATCH',
      `/appointments/${booked.id}/payment?paid=true`,
      as(p.doctor),
    );
    expect(paid.body.appointment.paid).toBe(true);
    expect((await outbox(h, 'appointment.modified')).at(-1)?.previous).toMatchObject({
      id: booked.id,
      paid: false,
    });
    await h.call('DELETE', `/appointments/${booked.id}/cancel`, as(p.roomUser), {
      cancelMotive: 'Annulé par le patient',
    });
    const refused = await h.call('PATCH', `/appointments/${booked.id}/payment?paid=false`, as(p.roomUser));
    expect([refused.status, code(refused)]).toEqual([409, 'schedule.appointment.payment_failed']);
    expect(
      (await h.call('PATCH', `/appointments/${booked.id}/payment?paid=maybe`, as(p.roomUser))).status,
    ).toBe(400);
  });

  it('cancels with a motive, frees the slot and announces appointment.canceled', async () => {
    const booked = (await book(h, p, patient, utc(15, 9))).body.appointment;
    const reply = await h.call<AppointmentView>(
      'DELETE',
      `/appointments/${booked.id}/cancel`,
      as(p.sectorManager),
      {
        cancelMotive: 'Médecin absent',
      },
    );
    expect(reply.body.appointment).toMatchObject({
      canceled: true,
      cancelMotive: 'Médecin absent',
      absentPatient: false,
    });
    expect((await outbox(h, 'appointment.canceled')).at(-1)?.current).toEqual(reply.body.appointment);
    expect((await book(h, p, patient, utc(15, 9))).status).toBe(201);
    const again = await h.call('DELETE', `/appointments/${booked.id}/cancel`, as(p.roomUser), {
      cancelMotive: 'x',
    });
    expect([again.status, code(again)]).toEqual([409, 'schedule.appointment.already_canceled']);
  });

  it.each([
    ['no motive', {}],
    ['a blank motive', { cancelMotive: '   ' }],
  ])('refuses %s with cancel_motive_missing', async (_what, body) => {
    const booked = (await book(h, p, patient, utc(16, 9 + Object.keys(body).length))).body.appointment;
    const reply = await h.call('DELETE', `/appointments/${booked.id}/cancel`, as(p.roomUser), body);
    expect([reply.status, code(reply)]).toEqual([400, 'schedule.appointment.cancel_motive_missing']);
    const [row] = await h.service.dataSource.query<{ canceled: boolean }[]>(
      'SELECT canceled FROM appointment WHERE id = $1',
      [booked.id],
    );
    expect(row!.canceled).toBe(false);
  });

  it('marks a past appointment absent, but does not cancel it', async () => {
    const past = (await h.at(utc(-4, 0), () => book(h, p, patient, utc(-3, 9)))).body.appointment;
    const cancel = await h.call('DELETE', `/appointments/${past.id}/cancel`, as(p.roomUser), {
      cancelMotive: 'Oubli',
    });
    expect([cancel.status, code(cancel)]).toEqual([409, 'schedule.appointment.already_past']);
    const absent = await h.call<AppointmentView>('DELETE', `/appointments/${past.id}/cancel`, as(p.doctor), {
      cancelMotive: '',
      absentPatient: true,
    });
    expect(absent.body.appointment).toMatchObject({
      canceled: true,
      absentPatient: true,
      cancelMotive: 'Patient absent',
    });
  });
});

describe('lists', () => {
  let q: Practice;
  let kept: AppointmentView;
  let canceled: AppointmentView;
  beforeAll(async () => {
    q = await practice(h);
    kept = (await book(h, q, patient, utc(20, 9))).body;
    canceled = (await book(h, q, patient, utc(20, 10))).body;
    await h.call('DELETE', `/appointments/${canceled.appointment.id}/cancel`, as(q.roomUser), {
      cancelMotive: 'x',
    });
    await book(h, q, patient, utc(22, 9));
  });
  const horizon = `horizonStart=${utc(20, 0)}&horizonEnd=${utc(21, 0)}`;

  it('lists the live appointments overlapping the horizon, canceled ones on demand', async () => {
    const live = await h.call<AppointmentView[]>(
      'GET',
      `/appointments?${horizon}&roomIds=${q.room.id}`,
      as(q.roomUser),
    );
    expect(live.body).toEqual([{ appointment: kept.appointment }]);
    const all = await h.call<AppointmentView[]>(
      'GET',
      `/appointments?${horizon}&roomIds=${q.room.id}&includeCanceled=true&withDetails=true`,
      as(q.roomUser),
    );
    expect(all.body.map((v) => v.appointment.id)).toEqual([kept.appointment.id, canceled.appointment.id]);
    expect(all.body[0]?.patient?.lastName).toMatch(/^Martin/);
  });

  it('accepts id lists as repeated keys and as comma lists', async () => {
    const other = await practice(h);
    await h.publish('sector.updated', { current: { ...other.sector, doctorIds: [other.doctor.id] } });
    // Another patient: one patient is in one consultation at a time.
    await book(h, other, await h.person(['PATIENT']), utc(20, 9));
    const comma = await h.call<AppointmentView[]>(
      'GET',
      `/appointments?${horizon}&doctorIds=${q.doctor.id},${other.doctor.id}`,
      h.admin,
    );
    const repeated = await h.call<AppointmentView[]>(
      'GET',
      `/appointments?${horizon}&doctorIds=${q.doctor.id}&doctorIds=${other.doctor.id}`,
      h.admin,
    );
    expect(comma.body).toHaveLength(2);
    expect(repeated.body).toEqual(comma.body);
  });

  it('gives admins blank patient names', async () => {
    const reply = await h.call<AppointmentView[]>(
      'GET',
      `/appointments?${horizon}&roomIds=${q.room.id}&withDetails=true`,
      h.admin,
    );
    expect(reply.body[0]?.patient).toMatchObject({ id: patient.id, firstName: '', lastName: '' });
  });

  it('lists a comment and a cancel motive holding quotes, backslashes and line breaks as they were written', async () => {
    const comment = 'Dit "urgent" \\ à rappeler\nau 03 25';
    const booked = (await book(h, q, patient, utc(20, 14), { comment })).body;
    const motive = 'Patient "absent"\tC:\\dossier';
    await h.call('DELETE', `/appointments/${booked.appointment.id}/cancel`, as(q.roomUser), {
      cancelMotive: motive,
    });
    const reply = await h.call<AppointmentView[]>(
      'GET',
      `/appointments?${horizon}&roomIds=${q.room.id}&includeCanceled=true`,
      as(q.roomUser),
    );
    expect(reply.body.find((v) => v.appointment.id === booked.appointment.id)?.appointment).toMatchObject({
      comment,
      cancelMotive: motive,
      canceled: true,
    });
  });

  it("lists a patient's history within the caller's scope", async () => {
    const reply = await h.call<AppointmentView[]>(
      'GET',
      `/appointments/history?patientIds=${patient.id}&horizonStart=${utc(19, 0)}&horizonEnd=${utc(23, 0)}`,
      as(q.roomManager),
    );
    expect(reply.body.map((v) => v.appointment.startTime)).toEqual([utc(20, 9), utc(22, 9)]);
  });

  it.each([
    [
      'a reversed horizon',
      `horizonStart=${utc(21, 0)}&horizonEnd=${utc(20, 0)}&roomIds=ROOM`,
      'schedule.request.range_invalid',
    ],
    [
      'a horizon over a year',
      `horizonStart=${utc(0, 0)}&horizonEnd=${utc(400, 0)}&roomIds=ROOM`,
      'schedule.request.range_invalid',
    ],
    ['no id list', `horizonStart=${utc(20, 0)}&horizonEnd=${utc(21, 0)}`, 'common.request.invalid'],
    [
      'an unknown zone',
      `horizonStart=${utc(20, 0)}&horizonEnd=${utc(21, 0)}&roomIds=ROOM&zone=Mars/Base`,
      'schedule.request.zone_invalid',
    ],
    [
      'an id that is not a UUID',
      `horizonStart=${utc(20, 0)}&horizonEnd=${utc(21, 0)}&roomIds=ROOM,12`,
      'common.request.invalid',
    ],
    [
      'an unknown parameter',
      `horizonStart=${utc(20, 0)}&horizonEnd=${utc(21, 0)}&roomIds=ROOM&page=2`,
      'common.request.invalid',
    ],
  ])('refuses %s with 400', async (_what, query, messageCode) => {
    const reply = await h.call('GET', `/appointments?${query.replaceAll('ROOM', q.room.id)}`, h.admin);
    expect([reply.status, code(reply)]).toEqual([400, messageCode]);
  });
});

describe('bad input on the other routes', () => {
  let hour = 7;
  it.each([
    ['a misaligned start', { startTime: utc(25, 9, 5) }, 'schedule.appointment.misaligned'],
    ['an unknown zone', { zone: 'Nowhere/Land' }, 'schedule.request.zone_invalid'],
    ['an unknown field', { sector: unknownId() }, 'common.request.invalid'],
    ['no start', { startTime: undefined }, 'common.request.invalid'],
  ])('refuses a move with %s and leaves the appointment as it was', async (_what, extra, messageCode) => {
    const booked = (await book(h, p, patient, utc(24, (hour += 1)))).body.appointment;
    const reply = await h.call('PATCH', `/appointments/${booked.id}`, as(p.roomUser), {
      room: p.room.id,
      doctor: p.doctor.id,
      startTime: utc(24, 11),
      ...extra,
    });
    expect([reply.status, code(reply)]).toEqual([400, messageCode]);
    const after = await h.call<AppointmentView>('GET', `/appointments/${booked.id}`, as(p.roomUser));
    expect(after.body.appointment).toEqual(booked);
  });

  it.each([
    ['history without patientIds', `/appointments/history?horizonStart=${utc(0, 0)}&horizonEnd=${utc(1, 0)}`],
    [
      'history with a reversed horizon',
      `/appointments/history?patientIds=${unknownId()}&horizonStart=${utc(1, 0)}&horizonEnd=${utc(0, 0)}`,
    ],
    [
      'available doctors without a room',
      `/arrangements/find/available-doctors?sectorId=${unknownId()}&startTime=${utc(1, 9)}`,
    ],
    [
      'available doctors with a room that is not a UUID',
      `/arrangements/find/available-doctors?roomId=12&sectorId=${unknownId()}&startTime=${utc(1, 9)}`,
    ],
    ['an appointment id that is not a UUID', '/appointments/42'],
  ])('answers 400 to %s', async (_what, url) => {
    const reply = await h.call('GET', url, h.admin);
    expect(reply.status).toBe(400);
    expect(code(reply)).toMatch(/^(common\.request\.invalid|schedule\.request\.range_invalid)$/);
  });

  it('refuses a cancel motive over 255 characters and keeps the appointment', async () => {
    const booked = (await book(h, p, patient, utc(24, 13))).body.appointment;
    const reply = await h.call('DELETE', `/appointments/${booked.id}/cancel`, as(p.roomUser), {
      cancelMotive: 'x'.repeat(256),
    });
    expect([reply.status, code(reply)]).toEqual([400, 'common.request.invalid']);
    expect(
      (await h.call<AppointmentView>('GET', `/appointments/${booked.id}`, h.admin)).body.appointment.canceled,
    ).toBe(false);
  });
});
