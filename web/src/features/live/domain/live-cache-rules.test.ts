import { describe, expect, it } from 'vitest';
import type { LiveAppointmentEvent, LiveEventType } from '@teleplan/proto/live-feed';
import type { CalendarAppointment } from '@teleplan/proto/schedule-appointments';
import { calendarAfter, calendarItemOf, concernsAgenda, shownBy } from './live-cache-rules.ts';

const DOCTOR_A = '0190a0b0-0000-7000-8000-00000000000a';
const DOCTOR_B = '0190a0b0-0000-7000-8000-00000000000b';
const DOCTOR_C = '0190a0b0-0000-7000-8000-00000000000c';
const ROOM_1 = '0190a0b0-0000-7000-8000-000000000101';
const ROOM_2 = '0190a0b0-0000-7000-8000-000000000102';
const SECTOR_1 = '0190a0b0-0000-7000-8000-000000000201';
const SECTOR_2 = '0190a0b0-0000-7000-8000-000000000202';

/** The week shown: Monday 23 to Monday 30 November 2026, Paris. */
const WEEK = { horizonStart: '2026-11-22T23:00:00.000Z', horizonEnd: '2026-11-29T23:00:00.000Z' };
const doctorCalendar = { ...WEEK, doctorIds: [DOCTOR_A] };
const multiDoctorCalendar = { ...WEEK, doctorIds: [DOCTOR_A, DOCTOR_B] };
const roomCalendar = { ...WEEK, roomIds: [ROOM_1] };
const roomSectorCalendar = { ...WEEK, roomIds: [ROOM_1], sectorIds: [SECTOR_1] };

type Appointment = LiveAppointmentEvent['appointment'];

function appointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: '0190a0b0-0000-7000-8000-000000000301',
    doctor: DOCTOR_A,
    room: ROOM_1,
    sector: SECTOR_1,
    start: '2026-11-25T09:00:00.000Z',
    end: '2026-11-25T09:20:00.000Z',
    consultationEnd: '2026-11-25T09:10:00.000Z',
    title: 'Marie Curie',
    paid: false,
    canceled: false,
    absentPatient: false,
    ...overrides,
  };
}

const event = (type: LiveEventType, changes: Partial<Appointment> = {}) => ({
  type,
  appointment: appointment(changes),
});

const other: CalendarAppointment = {
  id: '0190a0b0-0000-7000-8000-000000000300',
  doctor: DOCTOR_B,
  start: '2026-11-24T08:00:00.000Z',
  end: '2026-11-24T08:20:00.000Z',
  consultationEnd: '2026-11-24T08:10:00.000Z',
  title: 'Louis Pasteur',
};
const shown = calendarItemOf(appointment());

describe('live events in a doctor calendar and the multi-doctor view', () => {
  it('adds a booking of a shown doctor that the list lacks, in start order', () => {
    expect(calendarAfter([other], doctorCalendar, event('BOOKED'))).toEqual([other, shown]);
    expect(calendarAfter([], multiDoctorCalendar, event('BOOKED', { doctor: DOCTOR_B }))).toEqual([
      { ...shown, doctor: DOCTOR_B },
    ]);
  });

  it('keeps only the calendar fields of the event', () => {
    expect(Object.keys(calendarAfter([], doctorCalendar, event('BOOKED'))![0]!).sort()).toEqual([
      'consultationEnd',
      'doctor',
      'end',
      'id',
      'start',
      'title',
    ]);
  });

  it('leaves a booking it already shows as it is', () => {
    expect(calendarAfter([shown], doctorCalendar, event('BOOKED'))).toBeNull();
  });

  it('ignores a booking of a doctor not shown', () => {
    expect(calendarAfter([], doctorCalendar, event('BOOKED', { doctor: DOCTOR_C }))).toBeNull();
    expect(calendarAfter([], multiDoctorCalendar, event('BOOKED', { doctor: DOCTOR_C }))).toBeNull();
  });

  it('removes a canceled appointment, and ignores the cancelation of one it does not show', () => {
    expect(calendarAfter([other, shown], doctorCalendar, event('CANCELED', { canceled: true }))).toEqual([
      other,
    ]);
    expect(calendarAfter([other], doctorCalendar, event('CANCELED', { canceled: true }))).toBeNull();
  });

  it('removes a patient-absent cancelation too', () => {
    const absent = event('CANCELED', { canceled: true, absentPatient: true });
    expect(calendarAfter([shown], multiDoctorCalendar, absent)).toEqual([]);
  });

  it('removes a modified appointment whose doctor is no longer shown', () => {
    expect(calendarAfter([shown], doctorCalendar, event('MODIFIED', { doctor: DOCTOR_C }))).toEqual([]);
  });

  it('updates a modified appointment it shows (time, doctor among the shown, title)', () => {
    const moved = event('MODIFIED', {
      doctor: DOCTOR_B,
      start: '2026-11-23T08:00:00.000Z',
      end: '2026-11-23T08:20:00.000Z',
      consultationEnd: '2026-11-23T08:10:00.000Z',
    });
    expect(calendarAfter([other, shown], multiDoctorCalendar, moved)).toEqual([
      calendarItemOf(moved.appointment),
      other,
    ]);
  });

  it('adds a modified appointment it did not know when it now shows it', () => {
    expect(calendarAfter([other], doctorCalendar, event('MODIFIED'))).toEqual([other, shown]);
  });

  it('ignores a modification of an appointment it neither shows nor should show', () => {
    expect(calendarAfter([other], doctorCalendar, event('MODIFIED', { doctor: DOCTOR_C }))).toBeNull();
  });
});

describe('live events in a room calendar', () => {
  it('adds a booking of the room that the list lacks, whichever the doctor', () => {
    expect(calendarAfter([other], roomCalendar, event('BOOKED', { doctor: DOCTOR_C }))).toEqual([
      other,
      { ...shown, doctor: DOCTOR_C },
    ]);
  });

  it('ignores a booking of another room, or of the room in a sector not shown', () => {
    expect(calendarAfter([], roomCalendar, event('BOOKED', { room: ROOM_2 }))).toBeNull();
    expect(calendarAfter([], roomSectorCalendar, event('BOOKED', { sector: SECTOR_2 }))).toBeNull();
    expect(calendarAfter([], roomSectorCalendar, event('BOOKED'))).toEqual([shown]);
  });

  it('leaves a booking it already shows as it is', () => {
    expect(calendarAfter([shown], roomCalendar, event('BOOKED'))).toBeNull();
  });

  it('removes a canceled appointment', () => {
    expect(calendarAfter([shown, other], roomCalendar, event('CANCELED', { canceled: true }))).toEqual([
      other,
    ]);
  });

  it('removes an appointment moved to another room', () => {
    expect(calendarAfter([shown], roomCalendar, event('MODIFIED', { room: ROOM_2 }))).toEqual([]);
  });

  it('updates an appointment modified within the room (another doctor, paid)', () => {
    const changed = event('MODIFIED', { doctor: DOCTOR_B, paid: true });
    expect(calendarAfter([shown], roomCalendar, changed)).toEqual([{ ...shown, doctor: DOCTOR_B }]);
  });

  it('adds an appointment moved into the room that it did not know', () => {
    expect(calendarAfter([], roomCalendar, event('MODIFIED'))).toEqual([shown]);
  });
});

describe('the loaded horizon', () => {
  const nextWeek = {
    start: '2026-12-01T09:00:00.000Z',
    end: '2026-12-01T09:20:00.000Z',
    consultationEnd: '2026-12-01T09:10:00.000Z',
  };

  it('changes nothing shown for a booking outside the shown weeks, in either calendar', () => {
    expect(calendarAfter([], doctorCalendar, event('BOOKED', nextWeek))).toBeNull();
    expect(calendarAfter([], roomCalendar, event('BOOKED', nextWeek))).toBeNull();
  });

  it('removes an appointment moved out of the shown weeks', () => {
    expect(calendarAfter([shown], doctorCalendar, event('MODIFIED', nextWeek))).toEqual([]);
    expect(calendarAfter([shown], roomCalendar, event('MODIFIED', nextWeek))).toEqual([]);
  });

  it('counts an appointment overlapping the horizon start as shown, one ending at it as not', () => {
    const across = { start: '2026-11-22T22:50:00.000Z', end: '2026-11-22T23:10:00.000Z' };
    const before = { start: '2026-11-22T22:40:00.000Z', end: '2026-11-22T23:00:00.000Z' };
    expect(shownBy(roomCalendar, appointment(across))).toBe(true);
    expect(shownBy(roomCalendar, appointment(before))).toBe(false);
  });
});

describe('agenda lists', () => {
  const doctorDay = {
    horizonStart: '2026-11-24T23:00:00.000Z',
    horizonEnd: '2026-11-25T23:00:00.000Z',
    doctorIds: [DOCTOR_A],
  };
  const roomDay = { ...doctorDay, doctorIds: undefined, roomIds: [ROOM_1] };

  it("concern an event of the agenda's doctor or room, current or previous", () => {
    expect(concernsAgenda(doctorDay, event('BOOKED'))).toBe(true);
    expect(concernsAgenda(roomDay, event('CANCELED'))).toBe(true);
    const movedAway = { ...event('MODIFIED', { doctor: DOCTOR_B, room: ROOM_2 }) };
    expect(concernsAgenda(doctorDay, { ...movedAway, previous: { doctor: DOCTOR_A, room: ROOM_2 } })).toBe(
      true,
    );
    expect(concernsAgenda(roomDay, { ...movedAway, previous: { doctor: DOCTOR_B, room: ROOM_1 } })).toBe(
      true,
    );
    expect(concernsAgenda(doctorDay, movedAway)).toBe(false);
  });

  it('do not concern a booking on another day, but may a move (its former day is not known)', () => {
    const otherDay = { start: '2026-11-26T09:00:00.000Z', end: '2026-11-26T09:20:00.000Z' };
    expect(concernsAgenda(doctorDay, event('BOOKED', otherDay))).toBe(false);
    expect(concernsAgenda(doctorDay, event('MODIFIED', otherDay))).toBe(true);
  });
});
