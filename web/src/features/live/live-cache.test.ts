import { describe, expect, it } from 'vitest';
import type { CalendarAppointmentQuery } from '@teleplan/proto/schedule-appointments';
import { scheduleApi } from '../../shared/schedule/schedule-api.ts';
import { createTestStore } from '../../testing/app-store.ts';
import { json, mockFetch, route } from '../../testing/fetch-mock.ts';
import { eventId, liveEvent } from '../../testing/live-events.ts';
import { calendarItemOf } from './domain/live-cache-rules.ts';
import { applyLiveEvent, reloadAppointments } from './live-cache.ts';

const WEEK = {
  horizonStart: '2026-11-22T23:00:00.000Z',
  horizonEnd: '2026-11-29T23:00:00.000Z',
  zone: 'Europe/Paris',
};
const doctorWeek: CalendarAppointmentQuery = { ...WEEK, doctorIds: ['0190a0b0-0000-7000-8000-00000000000a'] };
const otherRoomWeek: CalendarAppointmentQuery = {
  ...WEEK,
  roomIds: ['0190a0b0-0000-7000-8000-000000000102'],
};

// The app's store types its API slice before the schedule endpoints are injected.
type CacheState = Parameters<ReturnType<typeof scheduleApi.endpoints.calendarAppointments.select>>[0];

/** A store holding the calendar lists of `args` (empty at first), and the calls made to the server. */
async function storeWithCalendars(...args: CalendarAppointmentQuery[]) {
  const { calls } = mockFetch(
    route('GET', '/api/schedule/appointments/calendar', () => json(200, [])),
    route('GET', '/api/schedule/appointments', () => json(200, [])),
  );
  const store = createTestStore();
  for (const arg of args) await store.dispatch(scheduleApi.endpoints.calendarAppointments.initiate(arg));
  const list = (arg: CalendarAppointmentQuery) =>
    scheduleApi.endpoints.calendarAppointments.select(arg)(store.getState() as CacheState).data;
  const requests = (path: string) => calls.filter((call) => call.url.pathname === path).length;
  const lastQuery = (path: string) => calls.findLast((call) => call.url.pathname === path)?.url.searchParams;
  return { store, list, requests, lastQuery };
}

describe('live events in the caches', () => {
  it('patch the calendar lists they concern, without asking the server again', async () => {
    const { store, list, requests } = await storeWithCalendars(doctorWeek, otherRoomWeek);
    const booked = liveEvent(eventId(1));

    store.dispatch(applyLiveEvent(booked));

    expect(list(doctorWeek)).toEqual([calendarItemOf(booked.appointment)]);
    expect(list(otherRoomWeek)).toEqual([]);
    expect(requests('/api/schedule/appointments/calendar')).toBe(2);

    store.dispatch(applyLiveEvent(liveEvent(eventId(2), 'CANCELED')));
    expect(list(doctorWeek)).toEqual([]);
  });

  it('ask an agenda again when the event concerns its person, and leave other agendas alone', async () => {
    const { store, requests, lastQuery } = await storeWithCalendars();
    const day = { horizonStart: '2026-11-24T23:00:00.000Z', horizonEnd: '2026-11-25T23:00:00.000Z' };
    const agenda = (ids: object) =>
      store.dispatch(scheduleApi.endpoints.appointments.initiate({ ...day, ...ids, withDetails: true }));
    await agenda({ doctorIds: ['0190a0b0-0000-7000-8000-00000000000a'] });
    await agenda({ roomIds: ['0190a0b0-0000-7000-8000-000000000102'] });
    expect(requests('/api/schedule/appointments')).toBe(2);

    store.dispatch(applyLiveEvent(liveEvent(eventId(1))));

    await Promise.all(store.dispatch(scheduleApi.util.getRunningQueriesThunk()));
    expect(requests('/api/schedule/appointments')).toBe(3);
    expect(lastQuery('/api/schedule/appointments')?.get('doctorIds')).toBe(
      '0190a0b0-0000-7000-8000-00000000000a',
    );
  });

  it('reload every calendar list on a reload frame', async () => {
    const { store, requests } = await storeWithCalendars(doctorWeek, otherRoomWeek);
    store.dispatch(reloadAppointments());
    await Promise.all(store.dispatch(scheduleApi.util.getRunningQueriesThunk()));
    expect(requests('/api/schedule/appointments/calendar')).toBe(4);
  });
});
