import { describe, expect, it } from 'vitest';
import { aBookedAppointment } from '../../../testing/booked-appointment.ts';
import { calendarItemOf } from '../../../testing/calendar-appointments.ts';
import { displayStatus } from '../../../shared/schedule/appointment-status.ts';
import { anyOnWeekend, appointmentEvents, availabilityEvents } from './calendar-events.ts';
import { moveRefusal } from './move-rules.ts';

const NOW = new Date('2026-11-25T10:00:00.000Z'); // a Wednesday
const ZONE = 'Europe/Paris';

describe('appointment display', () => {
  it('derives to come, in progress, finished and canceled from the time', () => {
    expect(displayStatus(aBookedAppointment('2026-11-25T11:00:00.000Z').appointment, NOW)).toBe('toCome');
    expect(displayStatus(aBookedAppointment('2026-11-25T09:50:00.000Z').appointment, NOW)).toBe('inProgress');
    expect(displayStatus(aBookedAppointment('2026-11-25T09:00:00.000Z').appointment, NOW)).toBe('finished');
    expect(
      displayStatus(aBookedAppointment('2026-11-25T11:00:00.000Z', { canceled: true }).appointment, NOW),
    ).toBe('canceled');
  });

  it("uses the consultation interval in a doctor's view: the preparation time is no longer in progress", () => {
    const appointment = aBookedAppointment('2026-11-25T09:35:00.000Z').appointment; // consultation ends 09:55, held until 10:05
    expect(displayStatus(appointment, NOW)).toBe('inProgress');
    expect(displayStatus(appointment, NOW, true)).toBe('finished');
  });

  it('blanks the titles for admins and super admins and shows the patient to the other roles', () => {
    const items = [calendarItemOf(aBookedAppointment('2026-11-25T11:00:00.000Z'))];
    for (const role of ['ADMIN', 'SUPER_ADMIN'] as const)
      expect(appointmentEvents(items, { kind: 'room', role, now: NOW })[0]!.title).toBe('');
    expect(appointmentEvents(items, { kind: 'room', role: 'ROOM_USER', now: NOW })[0]!.title).toBe(
      'Marie Curie',
    );
  });

  it('greys past appointments, colours future ones by calendar and marks the selected one', () => {
    const past = aBookedAppointment('2026-11-24T09:00:00.000Z');
    const future = aBookedAppointment('2026-11-26T09:00:00.000Z');
    const events = appointmentEvents([calendarItemOf(past), calendarItemOf(future)], {
      kind: 'doctor',
      role: 'DOCTOR',
      now: NOW,
      selectedId: future.appointment.id,
    });
    expect(events[0]!.classNames).toContain('appointment-event--past');
    expect(events[0]!.startEditable).toBe(false);
    expect(events[1]!.classNames).toEqual(
      expect.arrayContaining(['appointment-event--doctor', 'appointment-event--selected']),
    );
    expect(events[1]!.end).toBe(future.appointment.consultationInterval.end);
    const room = appointmentEvents([calendarItemOf(future)], { kind: 'room', role: 'ROOM_USER', now: NOW });
    expect(room[0]!.classNames).toContain('appointment-event--room');
    expect(room[0]!.end).toBe(future.appointment.interval.end);
    expect(room[0]!.extendedProps).toEqual({ appointment: calendarItemOf(future) });
  });
});

describe('availability and weekends', () => {
  const weekly = (dayOfWeek: number) => ({
    id: '0190a0b0-0000-7000-c000-000000000001',
    owner: '0190a0b0-0000-7000-b000-000000000001',
    ownerType: 'ROOM' as const,
    dayOfWeek,
    interval: { start: '09:00', end: '12:00', zone: ZONE },
  });
  const range = {
    from: new Date('2026-10-19T00:00:00+02:00'),
    to: new Date('2026-11-02T00:00:00+01:00'),
    zone: ZONE,
  };

  it('expands a weekly slot on each of its dates at the same wall-clock time across the change to winter time', () => {
    const events = availabilityEvents(
      { defaultAvailability: [weekly(1)], exceptionalAvailability: [], exceptionalUnavailability: [] },
      range,
    );
    expect(events.map((event) => event.start)).toEqual([
      '2026-10-19T09:00:00.000+02:00',
      '2026-10-26T09:00:00.000+01:00',
    ]);
  });

  it('hides weekends unless an appointment or an availability falls on one', () => {
    const weekdays = availabilityEvents(
      {
        defaultAvailability: [weekly(1), weekly(5)],
        exceptionalAvailability: [],
        exceptionalUnavailability: [],
      },
      range,
    );
    expect(anyOnWeekend(weekdays, ZONE)).toBe(false);
    const saturday = availabilityEvents(
      { defaultAvailability: [weekly(6)], exceptionalAvailability: [], exceptionalUnavailability: [] },
      range,
    );
    expect(anyOnWeekend(saturday, ZONE)).toBe(true);
    const sunday = appointmentEvents([calendarItemOf(aBookedAppointment('2026-11-29T09:00:00.000Z'))], {
      kind: 'room',
      role: 'ROOM_USER',
      now: NOW,
    });
    expect(anyOnWeekend(sunday, ZONE)).toBe(true);
  });

  it("counts a weekend from Saturday's midnight to Monday's in the calendar's zone", () => {
    const event = (start: string, end: string) => ({ start, end });
    // Friday 27 and Monday 30 November 2026 in Paris (UTC+1).
    const endsAtSaturday = event('2026-11-27T22:00:00.000Z', '2026-11-27T23:00:00.000Z');
    const intoSaturday = event('2026-11-27T22:50:00.000Z', '2026-11-27T23:10:00.000Z');
    const mondayMorning = event('2026-11-29T23:00:00.000Z', '2026-11-30T08:00:00.000Z');
    expect(anyOnWeekend([endsAtSaturday, mondayMorning], ZONE)).toBe(false);
    expect(anyOnWeekend([mondayMorning, intoSaturday], ZONE)).toBe(true);
    const sundayNightInLondon = event('2026-11-29T23:30:00.000Z', '2026-11-29T23:45:00.000Z');
    expect(anyOnWeekend([sundayNightInLondon], ZONE)).toBe(false);
    expect(anyOnWeekend([sundayNightInLondon], 'UTC')).toBe(true);
    const weeksLater = event('2026-12-12T10:00:00.000Z', '2026-12-12T10:30:00.000Z');
    expect(anyOnWeekend([mondayMorning, weeksLater], ZONE)).toBe(true);
    expect(anyOnWeekend([], ZONE)).toBe(false);
  });
});

describe('move rules', () => {
  it('refuses to change a past appointment, then a start in the past, and accepts a future start', () => {
    const past = aBookedAppointment('2026-11-25T09:00:00.000Z').appointment;
    const future = aBookedAppointment('2026-11-26T09:00:00.000Z').appointment;
    expect(moveRefusal(past, new Date('2026-11-27T09:00:00.000Z'), NOW)).toBe(
      'schedule.appointment.already_past',
    );
    expect(moveRefusal(future, new Date('2026-11-25T08:00:00.000Z'), NOW)).toBe(
      'schedule.appointment.start_in_past',
    );
    expect(moveRefusal(future, new Date('2026-11-27T09:00:00.000Z'), NOW)).toBeNull();
  });
});
