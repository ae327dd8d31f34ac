import { describe, expect, it } from 'vitest';
import { weeklyHoursHold } from './weekly-hours.ts';

const MORNINGS = [1, 2, 3, 4, 5].map((dayOfWeek) => ({
  dayOfWeek,
  start: '09:00',
  end: '12:30',
  zone: 'Europe/Paris',
}));

describe('weekly hours', () => {
  it('hold an instant of their local day and hours, start included, end excluded', () => {
    // Monday 7 December 2026, Paris is UTC+1.
    expect(weeklyHoursHold(MORNINGS, new Date('2026-12-07T08:00:00Z'))).toBe(true);
    expect(weeklyHoursHold(MORNINGS, new Date('2026-12-07T11:20:00Z'))).toBe(true);
    expect(weeklyHoursHold(MORNINGS, new Date('2026-12-07T11:30:00Z'))).toBe(false);
    expect(weeklyHoursHold(MORNINGS, new Date('2026-12-07T07:50:00Z'))).toBe(false);
  });

  it('read the day in the slot zone, not in UTC', () => {
    const sundayLate = [{ dayOfWeek: 1, start: '00:00', end: '02:00', zone: 'Europe/Paris' }];
    // Sunday 23:30 UTC is Monday 00:30 in Paris.
    expect(weeklyHoursHold(sundayLate, new Date('2026-12-06T23:30:00Z'))).toBe(true);
    expect(weeklyHoursHold(MORNINGS, new Date('2026-12-05T09:00:00Z'))).toBe(false);
  });
});
