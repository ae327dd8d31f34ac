import { describe, expect, it } from 'vitest';
import { bookingWindow, slotDays } from './slot-days.ts';

const step = (start: string) => ({ start, end: start });

describe('the free starts by day', () => {
  it('groups the starts by their day in the room’s zone, in time order, each once', () => {
    const steps = [
      step('2026-11-24T08:00:00.000Z'),
      // 23:30 in Paris on the 23rd, 22:30 UTC: the 23rd's.
      step('2026-11-23T22:30:00.000Z'),
      step('2026-11-23T09:00:00Z'),
      step('2026-11-23T09:00:00.000Z'),
    ];
    expect(slotDays(steps, 'Europe/Paris')).toEqual([
      { date: '2026-11-23', starts: ['2026-11-23T09:00:00.000Z', '2026-11-23T22:30:00.000Z'] },
      { date: '2026-11-24', starts: ['2026-11-24T08:00:00.000Z'] },
    ]);
  });

  it('has no day without a start', () => {
    expect(slotDays([], 'Europe/Paris')).toEqual([]);
  });
});

describe('the booking window', () => {
  it('runs from now to one month ahead, whichever month', () => {
    expect(bookingWindow(new Date('2026-01-31T10:00:00.000Z'))).toEqual({
      from: '2026-01-31T10:00:00.000Z',
      to: '2026-02-28T10:00:00.000Z',
    });
    expect(bookingWindow(new Date('2026-11-23T09:05:00.000Z')).to).toBe('2026-12-23T09:05:00.000Z');
  });
});
