import { describe, expect, it } from 'vitest';
import type { AppointmentReplica } from '../data/appointments.repository.ts';
import { isStale, planMessages, type PlanInput } from './plan-messages.ts';

const appointment: AppointmentReplica = {
  id: 'a1',
  roomId: 'r1',
  patientId: 'p1',
  startTime: new Date('2030-03-12T14:00:00Z'),
  consultationEnd: new Date('2030-03-12T14:20:00Z'),
  zone: 'Europe/Paris',
  canceled: false,
  deleted: false,
};
const input = (extra: Partial<PlanInput> = {}): PlanInput => ({
  change: 'booked',
  eventId: 'e1',
  current: appointment,
  now: new Date('2030-03-10T09:00:00Z'),
  patientZone: 'Europe/Paris',
  reminderHour: 18,
  reachable: { email: true, sms: true },
  customPostMail: false,
  ...extra,
});
const kinds = (plans: ReturnType<typeof planMessages>) => plans.map((plan) => `${plan.kind}/${plan.channel}`);

describe('planMessages', () => {
  it('plans confirmation, reminder and satisfaction on each reachable channel for a booking', () => {
    expect(kinds(planMessages(input()))).toEqual([
      'BOOKING_CONFIRMATION/EMAIL',
      'BOOKING_CONFIRMATION/SMS',
      'REMINDER/EMAIL',
      'REMINDER/SMS',
      'SATISFACTION/EMAIL',
      'SATISFACTION/SMS',
    ]);
  });

  it('adds the custom post-appointment mail by mail only', () => {
    expect(
      kinds(planMessages(input({ customPostMail: true, reachable: { email: false, sms: true } }))),
    ).toEqual(['BOOKING_CONFIRMATION/SMS', 'REMINDER/SMS', 'SATISFACTION/SMS']);
    expect(kinds(planMessages(input({ customPostMail: true })))).toContain('POST_APPOINTMENT/EMAIL');
  });

  it('plans no reminder once its hour is past, and nothing for an appointment over', () => {
    expect(kinds(planMessages(input({ now: new Date('2030-03-11T17:30:00Z') })))).not.toContain(
      'REMINDER/EMAIL',
    );
    expect(planMessages(input({ now: new Date('2030-03-12T14:20:00Z') }))).toEqual([]);
  });

  it('sends nothing for a payment, and a modification for a move', () => {
    const paid = input({ change: 'modified', previous: appointment });
    expect(planMessages(paid)).toEqual([]);
    const moved = input({
      change: 'modified',
      previous: appointment,
      current: { ...appointment, startTime: new Date('2030-03-13T14:00:00Z') },
    });
    expect(kinds(planMessages(moved))[0]).toBe('BOOKING_MODIFICATION/EMAIL');
  });

  it('sends only the cancellation for a cancel', () => {
    const canceled = input({ change: 'canceled', current: { ...appointment, canceled: true } });
    expect(kinds(planMessages(canceled))).toEqual(['BOOKING_CANCELLATION/EMAIL', 'BOOKING_CANCELLATION/SMS']);
  });
});

describe('isStale', () => {
  it('finds a reminder about another start, or any message but the cancellation of a canceled appointment', () => {
    expect(isStale('REMINDER', appointment.startTime.toISOString(), appointment)).toBe(false);
    expect(isStale('REMINDER', '2030-03-11T14:00:00.000Z', appointment)).toBe(true);
    expect(
      isStale('SATISFACTION', appointment.consultationEnd.toISOString(), { ...appointment, canceled: true }),
    ).toBe(true);
    expect(isStale('BOOKING_CANCELLATION', 'e1', { ...appointment, canceled: true })).toBe(false);
  });
});
