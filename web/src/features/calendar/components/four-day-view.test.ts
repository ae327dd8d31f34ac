import { describe, expect, it } from 'vitest';
import { shownDaysAway } from './four-day-view.ts';

describe('four shown days away', () => {
  // Monday 2026-11-23 to Sunday 2026-11-29, each start moved forward then back by four shown days.
  it.each([
    ['2026-11-23', '2026-11-27', '2026-11-17'],
    ['2026-11-24', '2026-11-30', '2026-11-18'],
    ['2026-11-25', '2026-12-01', '2026-11-19'],
    ['2026-11-26', '2026-12-02', '2026-11-20'],
    ['2026-11-27', '2026-12-03', '2026-11-23'],
  ])('with weekends hidden, from %s goes to %s and back to %s', (day, next, previous) => {
    expect(shownDaysAway(day, 4, false)).toBe(next);
    expect(shownDaysAway(day, -4, false)).toBe(previous);
    expect(shownDaysAway(next, -4, false)).toBe(day);
  });

  it('counts every day when weekends show', () => {
    expect(shownDaysAway('2026-11-26', 4, true)).toBe('2026-11-30');
    expect(shownDaysAway('2026-11-28', -4, true)).toBe('2026-11-24');
  });

  it.each([
    ['spring', '2027-03-26', '2027-04-01'],
    ['autumn', '2026-10-23', '2026-10-29'],
  ])('crosses the %s daylight saving change day by day', (_change, day, next) => {
    expect(shownDaysAway(day, 4, false)).toBe(next);
    expect(shownDaysAway(next, -4, false)).toBe(day);
  });
});
