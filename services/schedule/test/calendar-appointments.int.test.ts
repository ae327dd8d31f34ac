import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarAppointmentOf,
  type AppointmentView,
  type CalendarAppointment,
} from '@teleplan/proto/schedule-appointments';
import { AccountEvents } from '@teleplan/proto/events';
import { as, code, startSchedule, type Caller, type Harness, type Person } from './harness.ts';
import { book, practice, utc, type Practice } from './appointment-world.ts';

let h: Harness;
let p: Practice;
let patient: Person;
let kept: AppointmentView;
let canceled: AppointmentView;

beforeAll(async () => {
  h = await startSchedule();
  p = await practice(h);
  patient = await h.person(['PATIENT']);
  kept = (await book(h, p, patient, utc(20, 9))).body;
  canceled = (await book(h, p, patient, utc(20, 10))).body;
  await h.call('DELETE', `/appointments/${canceled.appointment.id}/cancel`, as(p.roomUser), {
    cancelMotive: 'Annulé',
  });
});
afterAll(async () => h?.close());

const horizon = `horizonStart=${utc(20, 0)}&horizonEnd=${utc(21, 0)}`;

async function calendar(query: string, caller: Caller) {
  const reply = await h.call<CalendarAppointment[]>(
    'GET',
    `/appointments/calendar?${horizon}&${query}`,
    caller,
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

/** What the calendar draws of a view (proto's projection), with the title the caller sees. */
function drawn(view: AppointmentView, title: string): CalendarAppointment {
  return { ...calendarAppointmentOf(view), title };
}

describe("a calendar's appointments", () => {
  it('answers what the calendar draws of the live appointments: times, doctor and the patient as title', async () => {
    const title = `${kept.patient!.firstName} ${kept.patient!.lastName}`;
    expect(await calendar(`roomIds=${p.room.id}`, as(p.roomUser))).toEqual([drawn(kept, title)]);
    expect(await calendar(`doctorIds=${p.doctor.id}`, as(p.doctor))).toEqual([drawn(kept, title)]);
  });

  it('gives admins blank titles, as they see no patient names', async () => {
    expect(await calendar(`roomIds=${p.room.id}`, h.admin)).toEqual([drawn(kept, '')]);
  });

  it('answers the same appointments as the full list, in start order, over several rooms and doctors', async () => {
    const other = await practice(h);
    const second = (await book(h, other, await h.person(['PATIENT']), utc(20, 8))).body;
    const lists = `roomIds=${p.room.id},${other.room.id}&doctorIds=${p.doctor.id}&doctorIds=${other.doctor.id}`;
    const full = await h.call<AppointmentView[]>('GET', `/appointments?${horizon}&${lists}`, h.admin);
    const lean = await calendar(lists, h.admin);
    expect(lean.map((item) => item.id)).toEqual(full.body.map((view) => view.appointment.id));
    expect(lean.map((item) => item.id)).toEqual([second.appointment.id, kept.appointment.id]);
  });

  it("shows a patient's new name on a room's calendar read just before, and keeps the full list apart", async () => {
    const before = await calendar(`roomIds=${p.room.id}`, as(p.roomUser));
    const full = await h.call<AppointmentView[]>(
      'GET',
      `/appointments?${horizon}&roomIds=${p.room.id}`,
      as(p.roomUser),
    );
    expect(full.body[0]?.appointment.id).toBe(kept.appointment.id);
    expect(before[0]?.title).not.toBe('Louise Bernard');
    await h.publish(AccountEvents.profileUpdated, {
      current: {
        id: patient.id,
        firstName: 'Louise',
        lastName: 'Bernard',
        email: patient.email,
        telephoneNumber: null,
        sex: 'F',
        zone: 'Europe/Paris',
        staff: false,
        audit: { createdDate: 1 },
        accountId: null,
      },
    });
    expect((await calendar(`roomIds=${p.room.id}`, as(p.roomUser)))[0]?.title).toBe('Louise Bernard');
  });

  it("refuses a list outside the caller's reach and a query without any list", async () => {
    const other = await practice(h);
    const outside = await h.call(
      'GET',
      `/appointments/calendar?${horizon}&roomIds=${other.room.id}`,
      as(p.roomUser),
    );
    expect(outside.status).toBe(403);
    const none = await h.call('GET', `/appointments/calendar?${horizon}`, as(p.roomUser));
    expect(none.status).toBe(400);
    expect(code(none)).toBe('common.request.invalid');
    const canceledToo = await h.call(
      'GET',
      `/appointments/calendar?${horizon}&roomIds=${p.room.id}&includeCanceled=true`,
      as(p.roomUser),
    );
    expect(canceledToo.status).toBe(400);
  });
});
