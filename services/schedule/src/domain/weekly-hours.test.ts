import { describe, expect, it } from 'vitest';
import { weeklyHoursHold } from './weekly-hours.ts';

const MORNINGS = [1, 2, 3, 4, 5].map((dayOfWeek) => ({
  dayOfWeek,
  start: '09:00',
  end: '12:30',
  zone: 'Europe/Paris',
}));

/** An instant of Monday 7 December 2026 given in UTC. */
const at = (utc: string) => new Date(`2026-12-07T${utc}:00Z`);

describe('weekly hours', () => {
  it('hold an interval inside their local day and hours, up to their end', () => {
    // Monday 7 December 2026, Paris is UTC+1.
    expect(weeklyHoursHold(MORNINGS, at('08:00'), at('08:20'))).toBe(true);
    expect(weeklyHoursHold(MORNINGS, at('11:10'), at('11:30'))).toBe(true);
    expect(weeklyHoursHold(MORNINGS, at('07:50'), at('08:10'))).toBe(false);
  });

  it('do not hold an interval that starts inside them but ends after them', () => {
    expect(weeklyHoursHold(MORNINGS, at('11:20'), at('11:40'))).toBe(false);
  });

  it('read the day in the slot zone, not in UTC', () => {
    const sundayLate = [{ dayOfWeek: 1, start: '00:00', end: '02:00', zone: 'Europe/Paris' }];
    // Sunday 23:30 UTC is Monday 00:30 in Paris.
    expect(
      weeklyHoursHold(sundayLate, new Date('2026-12-06T23:30:00Z'), new Date('2026-12-06T23:50:00Z')),
    ).toBe(true);
    expect(
      weeklyHoursHold(MORNINGS, new Date('2026-12-05T09:00:00Z'), new Date('2026-12-05T09:20:00Z')),
    ).toBe(false);
  });
});
