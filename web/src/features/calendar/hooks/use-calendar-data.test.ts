import { describe, expect, it } from 'vitest';
import { FOUR_DAY_VIEW } from '../components/four-day-view.ts';
import { wholeWeeks } from './use-calendar-data.ts';

const ZONE = 'Europe/Paris';
const range = (from: string, to: string, viewType: string) => ({
  from: new Date(from),
  to: new Date(to),
  viewType,
});

describe('the data window of a calendar range', () => {
  it('asks the four-day view for the same two weeks whether its weekend shows or not', () => {
    // Thursday 26 November 2026: Thu-Sun with weekends, Thu, Fri, Mon, Tue without.
    const withWeekend = wholeWeeks(
      range('2026-11-25T23:00:00Z', '2026-11-29T23:00:00Z', FOUR_DAY_VIEW),
      ZONE,
    );
    const withoutWeekend = wholeWeeks(
      range('2026-11-25T23:00:00Z', '2026-12-01T23:00:00Z', FOUR_DAY_VIEW),
      ZONE,
    );
    expect(withWeekend).toEqual(withoutWeekend);
    expect(withWeekend).toEqual({ from: '2026-11-22T23:00:00.000Z', to: '2026-12-06T23:00:00.000Z' });
  });

  it('asks a week view for its own whole week', () => {
    expect(wholeWeeks(range('2026-11-22T23:00:00Z', '2026-11-29T23:00:00Z', 'timeGridWeek'), ZONE)).toEqual({
      from: '2026-11-22T23:00:00.000Z',
      to: '2026-11-29T23:00:00.000Z',
    });
  });
});
