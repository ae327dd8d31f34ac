import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstRange } from './use-calendar-range.ts';

describe('firstRange', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Sunday 29 November 2026, 23:30 in Paris: already Monday in Tokyo.
    vi.setSystemTime(new Date('2026-11-29T22:30:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("is this week from Monday's midnight in the viewer's zone, as the week view shows it", () => {
    expect(firstRange('timeGridWeek', 'Europe/Paris')).toEqual({
      from: new Date('2026-11-22T23:00:00.000Z'),
      to: new Date('2026-11-29T23:00:00.000Z'),
      viewType: 'timeGridWeek',
    });
    expect(firstRange('timeGridWeek', 'Asia/Tokyo')?.from).toEqual(new Date('2026-11-29T15:00:00.000Z'));
  });

  it('is today for the day view, and unknown for the other views until the calendar says', () => {
    expect(firstRange('timeGridDay', 'Europe/Paris')).toEqual({
      from: new Date('2026-11-28T23:00:00.000Z'),
      to: new Date('2026-11-29T23:00:00.000Z'),
      viewType: 'timeGridDay',
    });
    expect(firstRange('dayGridMonth', 'Europe/Paris')).toBeNull();
    expect(firstRange('resourceTimeGridFourDay', 'Europe/Paris')).toBeNull();
  });
});
