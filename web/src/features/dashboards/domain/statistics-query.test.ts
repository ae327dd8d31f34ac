import { describe, expect, it } from 'vitest';
import { countersQuery, periodQuery, weekQuery } from './statistics-query.ts';

const base = {
  scope: { sectorIds: ['s1'] },
  zone: 'Europe/Paris',
  now: '2026-12-07T09:30:00.000Z',
};

describe('the dashboards statistics queries', () => {
  it("asks for the period from its first day's start to the end of its last day in the zone", () => {
    const query = periodQuery({ ...base, range: { from: '2026-03-01', to: '2026-03-29' } });
    expect(query).toEqual({
      sectorIds: ['s1'],
      zone: 'Europe/Paris',
      from: '2026-02-28T23:00:00.000Z',
      // 29 March 2026 is the spring DST change: the next day starts at 22:00 UTC.
      to: '2026-03-29T22:00:00.000Z',
      currentMoment: base.now,
    });
  });

  it('counts the appointments to come when the period ends today, and only the period when it ended before', () => {
    const endingToday = countersQuery({ ...base, range: { from: '2026-06-07', to: '2026-12-07' } });
    expect(endingToday).toEqual({
      sectorIds: ['s1'],
      zone: 'Europe/Paris',
      from: '2026-06-06T22:00:00.000Z',
      currentMoment: base.now,
    });
    const past = countersQuery({ ...base, range: { from: '2026-06-07', to: '2026-12-06' } });
    expect(past.to).toBe('2026-12-06T23:00:00.000Z');
  });

  it('asks for the week ending now whatever the period', () => {
    expect(weekQuery({ ...base, range: { from: '2020-02-01', to: '2020-03-01' } })).toEqual({
      sectorIds: ['s1'],
      zone: 'Europe/Paris',
      currentMoment: base.now,
      numDaysBackward: 7,
    });
  });
});
