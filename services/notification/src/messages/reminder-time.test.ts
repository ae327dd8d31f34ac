import { describe, expect, it } from 'vitest';
import { reminderInstant } from './reminder-time.ts';

describe('reminderInstant', () => {
  it('is 18:00 the day before in the zone, winter and summer', () => {
    expect(reminderInstant(new Date('2030-01-15T09:00:00Z'), 'Europe/Paris', 18).toISOString()).toBe(
      '2030-01-14T17:00:00.000Z',
    );
    expect(reminderInstant(new Date('2030-07-15T09:00:00Z'), 'Europe/Paris', 18).toISOString()).toBe(
      '2030-07-14T16:00:00.000Z',
    );
  });

  it('takes the offset of the day before across both DST changes', () => {
    // Paris goes to summer time on 31 March 2030 at 02:00 and back on 27 October.
    expect(reminderInstant(new Date('2030-04-01T08:00:00Z'), 'Europe/Paris', 18).toISOString()).toBe(
      '2030-03-31T16:00:00.000Z',
    );
    expect(reminderInstant(new Date('2030-03-31T08:00:00Z'), 'Europe/Paris', 18).toISOString()).toBe(
      '2030-03-30T17:00:00.000Z',
    );
    expect(reminderInstant(new Date('2030-10-28T09:00:00Z'), 'Europe/Paris', 18).toISOString()).toBe(
      '2030-10-27T17:00:00.000Z',
    );
  });

  it('takes the local date of the start, not its UTC date', () => {
    // 00:30 in Paris on 2 January is still 1 January in UTC.
    expect(reminderInstant(new Date('2030-01-01T23:30:00Z'), 'Europe/Paris', 9).toISOString()).toBe(
      '2030-01-01T08:00:00.000Z',
    );
  });

  it('crosses months and years', () => {
    expect(reminderInstant(new Date('2031-01-01T10:00:00Z'), 'America/New_York', 18).toISOString()).toBe(
      '2030-12-31T23:00:00.000Z',
    );
  });
});
