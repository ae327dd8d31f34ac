import { describe, expect, it } from 'vitest';
import { defaultOpeningPattern, exceptionalSlotFault, weeklySlotFault } from './availability-rules.ts';

const at = (iso: string) => new Date(iso);

describe('weekly slot rules', () => {
  it('accepts times on 10-minute boundaries with the start before the end', () => {
    expect(weeklySlotFault('09:00', '12:30')).toBeNull();
  });
  it('refuses a time off the 10-minute grid', () => {
    expect(weeklySlotFault('09:05', '12:00')).toBe('schedule.availability.ten_minute_steps');
    expect(weeklySlotFault('09:00', '12:01')).toBe('schedule.availability.ten_minute_steps');
  });
  it('accepts the all-day slot 00:01-23:59 only as a whole', () => {
    expect(weeklySlotFault('00:01', '23:59')).toBeNull();
    expect(weeklySlotFault('00:01', '12:00')).toBe('schedule.availability.ten_minute_steps');
  });
  it('refuses an end before or at the start', () => {
    expect(weeklySlotFault('12:00', '09:00')).toBe('schedule.availability.invalid_range');
    expect(weeklySlotFault('09:00', '09:00')).toBe('schedule.availability.invalid_range');
  });
});

describe('exceptional slot rules', () => {
  it('checks the 10-minute grid in the slot zone, not in UTC', () => {
    // Kathmandu is UTC+05:45: 09:00 local is 03:15Z.
    expect(
      exceptionalSlotFault(at('2026-12-01T03:15:00Z'), at('2026-12-01T05:15:00Z'), 'Asia/Kathmandu'),
    ).toBeNull();
    expect(
      exceptionalSlotFault(at('2026-12-01T09:00:00Z'), at('2026-12-01T10:00:00Z'), 'Asia/Kathmandu'),
    ).toBe('schedule.availability.ten_minute_steps');
  });
  it('refuses seconds', () => {
    expect(exceptionalSlotFault(at('2026-12-01T08:00:30Z'), at('2026-12-01T10:00:00Z'), 'UTC')).toBe(
      'schedule.availability.ten_minute_steps',
    );
  });
  it('accepts an all-day slot over several local days', () => {
    // 00:01 Paris on 1 December to 23:59 Paris on 5 December (UTC+1 in winter).
    expect(
      exceptionalSlotFault(at('2026-11-30T23:01:00Z'), at('2026-12-05T22:59:00Z'), 'Europe/Paris'),
    ).toBeNull();
  });
  it('refuses an end before the start and a slot longer than a year', () => {
    expect(exceptionalSlotFault(at('2026-12-01T10:00:00Z'), at('2026-12-01T09:00:00Z'), 'UTC')).toBe(
      'schedule.availability.invalid_range',
    );
    expect(exceptionalSlotFault(at('2026-01-01T10:00:00Z'), at('2027-06-01T10:00:00Z'), 'UTC')).toBe(
      'schedule.availability.invalid_range',
    );
  });
});

describe('default opening pattern', () => {
  it('opens Monday to Friday, 09:00-12:00 and 14:00-19:00', () => {
    const pattern = defaultOpeningPattern();
    expect(pattern).toHaveLength(10);
    expect(new Set(pattern.map((slot) => slot.dayOfWeek))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(pattern.filter((slot) => slot.dayOfWeek === 3)).toEqual([
      { dayOfWeek: 3, start: '09:00', end: '12:00' },
      { dayOfWeek: 3, start: '14:00', end: '19:00' },
    ]);
  });
});
