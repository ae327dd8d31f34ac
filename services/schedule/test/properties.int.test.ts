import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountEvents } from '@teleplan/proto/events';
import { as, code, startSchedule, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startSchedule();
});
afterAll(async () => h?.close());

const doctorPath = (id: string) => `/properties/doctors/${id}`;
const roomPath = (id: string) => `/properties/rooms/${id}`;

describe('doctor properties', () => {
  it('creates the defaults on the first read, then answers what was saved', async () => {
    const doctor = await h.person(['DOCTOR']);
    expect((await h.call('GET', doctorPath(doctor.id), as(doctor))).body).toEqual({
      consultationDuration: 10,
      appointmentNotice: '',
    });
    const saved = await h.call('POST', doctorPath(doctor.id), as(doctor), {
      consultationDuration: 20,
      appointmentNotice: 'Munissez-vous de votre carte Vitale.',
    });
    expect(saved).toEqual({
      status: 200,
      body: { consultationDuration: 20, appointmentNotice: 'Munissez-vous de votre carte Vitale.' },
    });
    expect((await h.call('GET', doctorPath(doctor.id), as(doctor))).body).toEqual(saved.body);
  });

  it('keeps the notice when a save leaves it out', async () => {
    const doctor = await h.person(['DOCTOR']);
    await h.call('POST', doctorPath(doctor.id), as(doctor), {
      consultationDuration: 30,
      appointmentNotice: 'A',
    });
    expect(
      (await h.call('POST', doctorPath(doctor.id), as(doctor), { consultationDuration: 40 })).body,
    ).toEqual({
      consultationDuration: 40,
      appointmentNotice: 'A',
    });
  });

  it('creates one row when 20 first reads arrive at once, and all answer the defaults', async () => {
    const doctor = await h.person(['DOCTOR']);
    const before = await h.counts();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => h.call('GET', doctorPath(doctor.id), as(doctor))),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    for (const reply of replies)
      expect(reply.body).toEqual({ consultationDuration: 10, appointmentNotice: '' });
    expect((await h.counts()).doctorProperties).toBe(before.doctorProperties + 1);
  });

  it('answers no_role for a profile without the DOCTOR role, creating nothing, and accepts once it is granted', async () => {
    const someone = await h.person(['ROOM_USER']);
    const before = await h.counts();
    const read = await h.call('GET', doctorPath(someone.id), h.admin);
    const save = await h.call('POST', doctorPath(someone.id), h.admin, { consultationDuration: 20 });
    expect([read.status, code(read), save.status, code(save)]).toEqual([
      409,
      'schedule.profile.doctor.no_role',
      409,
      'schedule.profile.doctor.no_role',
    ]);
    expect(await h.counts()).toEqual(before);
    // What the web does next: grant the role, then retry once.
    await h.publish(AccountEvents.accountRolesChanged, {
      current: h.accountSnapshot(someone, ['ROOM_USER', 'DOCTOR'], true),
    });
    expect((await h.call('POST', doctorPath(someone.id), h.admin, { consultationDuration: 20 })).status).toBe(
      200,
    );
  });

  it('answers missing for an unknown profile, creating nothing', async () => {
    const before = await h.counts();
    const read = await h.call('GET', doctorPath(randomUUID()), h.admin);
    const save = await h.call('POST', doctorPath(randomUUID()), h.admin, { consultationDuration: 20 });
    expect([read.status, code(read), save.status, code(save)]).toEqual([
      404,
      'schedule.profile.doctor.missing',
      404,
      'schedule.profile.doctor.missing',
    ]);
    expect(await h.counts()).toEqual(before);
  });

  it("refuses to change a disabled doctor's properties but still reads them", async () => {
    const doctor = await h.person(['DOCTOR'], false);
    const save = await h.call('POST', doctorPath(doctor.id), h.admin, { consultationDuration: 20 });
    expect([save.status, code(save)]).toEqual([409, 'schedule.profile.doctor.disabled']);
    expect((await h.call('GET', doctorPath(doctor.id), h.admin)).body).toEqual({
      consultationDuration: 10,
      appointmentNotice: '',
    });
  });

  describe('refuses bad input with the broken rule and changes nothing', () => {
    const BAD: [string, unknown, number, string][] = [
      [
        'no duration',
        { appointmentNotice: 'x' },
        400,
        'schedule.doctor_properties.consultation_duration_required',
      ],
      [
        'a duration as text',
        { consultationDuration: '20' },
        400,
        'schedule.doctor_properties.consultation_duration_invalid',
      ],
      [
        'a fractional duration',
        { consultationDuration: 20.5 },
        400,
        'schedule.doctor_properties.consultation_duration_invalid',
      ],
      [
        'a null duration',
        { consultationDuration: null },
        400,
        'schedule.doctor_properties.consultation_duration_invalid',
      ],
      [
        'a duration of 0',
        { consultationDuration: 0 },
        400,
        'schedule.doctor_properties.consultation_duration_too_short',
      ],
      [
        'a negative duration',
        { consultationDuration: -10 },
        400,
        'schedule.doctor_properties.consultation_duration_too_short',
      ],
      [
        'a duration off the 10-minute step',
        { consultationDuration: 25 },
        400,
        'schedule.doctor_properties.consultation_duration_step',
      ],
      [
        'a duration over 4 hours',
        { consultationDuration: 250 },
        400,
        'schedule.doctor_properties.consultation_duration_too_long',
      ],
      [
        'a huge duration',
        { consultationDuration: 1e20 },
        400,
        'schedule.doctor_properties.consultation_duration_too_long',
      ],
      [
        'a notice of 1001 characters',
        { consultationDuration: 20, appointmentNotice: 'x'.repeat(1001) },
        400,
        'schedule.doctor_properties.appointment_notice_too_long',
      ],
      [
        'a notice as a number',
        { consultationDuration: 20, appointmentNotice: 42 },
        400,
        'schedule.doctor_properties.appointment_notice_invalid',
      ],
      [
        'an unknown field',
        { consultationDuration: 20, doctorId: randomUUID() },
        400,
        'common.request.invalid',
      ],
      ['an array', [20], 400, 'common.request.invalid'],
    ];
    for (const [what, body, status, messageCode] of BAD) {
      it(what, async () => {
        const doctor = await h.person(['DOCTOR']);
        const good = { consultationDuration: 30, appointmentNotice: 'Bonjour' };
        await h.call('POST', doctorPath(doctor.id), as(doctor), good);
        const reply = await h.call('POST', doctorPath(doctor.id), as(doctor), body);
        expect([reply.status, code(reply)]).toEqual([status, messageCode]);
        expect((await h.call('GET', doctorPath(doctor.id), as(doctor))).body).toEqual(good);
      });
    }

    it('malformed JSON', async () => {
      const doctor = await h.person(['DOCTOR']);
      const response = await h.service.app.inject({
        method: 'POST',
        url: `/api/schedule${doctorPath(doctor.id)}`,
        headers: {
          authorization: `Bearer ${await h.service.issuer.token(doctor.id, 'DOCTOR')}`,
          'content-type': 'application/json',
        },
        payload: '{"consultationDuration": 20',
      });
      expect([response.statusCode, response.json().messageCode]).toEqual([
        400,
        'common.request.malformed_json',
      ]);
      expect(
        await h.service.dataSource.query('SELECT 1 FROM doctor_properties WHERE doctor_id = $1', [doctor.id]),
      ).toEqual([]);
    });

    it('an id that is not a UUID', async () => {
      for (const method of ['GET', 'POST']) {
        const reply = await h.call(
          method,
          doctorPath('nope'),
          h.admin,
          method === 'POST' ? { consultationDuration: 20 } : undefined,
        );
        expect([reply.status, code(reply)]).toEqual([400, 'common.request.invalid']);
      }
    });
  });
});

describe('room properties', () => {
  it('starts a new room with a 10-minute preparation, then answers what was saved', async () => {
    const room = await h.room();
    expect((await h.call('GET', roomPath(room.id), h.admin)).body).toEqual({ prepDuration: 10 });
    expect(await h.call('POST', roomPath(room.id), h.admin, { prepDuration: 0 })).toEqual({
      status: 200,
      body: { prepDuration: 0 },
    });
    expect((await h.call('GET', roomPath(room.id), h.admin)).body).toEqual({ prepDuration: 0 });
  });

  it('creates one row when 20 first reads arrive at once, and all answer the defaults', async () => {
    // A room learnt from room.updated (its creation event missed) has no properties yet.
    const room = h.roomSnapshot();
    await h.publish('room.updated', { current: room, previous: room });
    const before = await h.counts();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => h.call('GET', roomPath(room.id), h.admin)),
    );
    expect(replies.map((r) => [r.status, r.body])).toEqual(Array(20).fill([200, { prepDuration: 10 }]));
    expect((await h.counts()).roomProperties).toBe(before.roomProperties + 1);
  });

  it('answers missing for a room it does not know, creating nothing', async () => {
    const before = await h.counts();
    const read = await h.call('GET', roomPath(randomUUID()), h.admin);
    const save = await h.call('POST', roomPath(randomUUID()), h.admin, { prepDuration: 20 });
    expect([read.status, code(read), save.status, code(save)]).toEqual([
      404,
      'schedule.room.missing',
      404,
      'schedule.room.missing',
    ]);
    expect(await h.counts()).toEqual(before);
  });

  it('refuses to change a deleted room but still reads it', async () => {
    const room = await h.room();
    await h.publish('room.deleted', { current: { ...room, deleted: true, enabled: false }, previous: room });
    const save = await h.call('POST', roomPath(room.id), h.admin, { prepDuration: 20 });
    expect([save.status, code(save)]).toEqual([409, 'schedule.room.deleted']);
    expect((await h.call('GET', roomPath(room.id), h.admin)).body).toEqual({ prepDuration: 10 });
  });

  describe('refuses bad input with the broken rule and changes nothing', () => {
    const BAD: [string, unknown, string][] = [
      ['no duration', {}, 'schedule.room_properties.prep_duration_required'],
      ['a duration as text', { prepDuration: '20' }, 'schedule.room_properties.prep_duration_invalid'],
      ['a null duration', { prepDuration: null }, 'schedule.room_properties.prep_duration_invalid'],
      ['a fractional duration', { prepDuration: 2.5 }, 'schedule.room_properties.prep_duration_invalid'],
      ['a negative duration', { prepDuration: -10 }, 'schedule.room_properties.prep_duration_negative'],
      [
        'a duration off the 10-minute step',
        { prepDuration: 15 },
        'schedule.room_properties.prep_duration_step',
      ],
      ['a duration over 2 hours', { prepDuration: 130 }, 'schedule.room_properties.prep_duration_too_long'],
      ['an unknown field', { prepDuration: 20, roomId: randomUUID() }, 'common.request.invalid'],
    ];
    for (const [what, body, messageCode] of BAD) {
      it(what, async () => {
        const manager = await h.person(['ROOM_MANAGER']);
        const room = await h.room({ managerId: manager.id });
        await h.call('POST', roomPath(room.id), as(manager), { prepDuration: 30 });
        const reply = await h.call('POST', roomPath(room.id), as(manager), body);
        expect([reply.status, code(reply)]).toEqual([400, messageCode]);
        expect((await h.call('GET', roomPath(room.id), as(manager))).body).toEqual({ prepDuration: 30 });
      });
    }
  });
});
