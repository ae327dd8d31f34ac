import { describe, expect, it } from 'vitest';
import { DATE_RANGE_PRESETS, dateRangeProblem, presetRange, type DateRangePreset } from './date-range.ts';

const rangesOn = (today: string) =>
  Object.fromEntries(DATE_RANGE_PRESETS.map((preset) => [preset, presetRange(preset, today).from])) as Record<
    DateRangePreset,
    string
  >;

describe('presetRange', () => {
  it('on a Wednesday, starts each preset where its name says and ends today', () => {
    expect(rangesOn('2026-11-25')).toEqual({
      weekStart: '2026-11-23',
      rollingWeek: '2026-11-19',
      monthStart: '2026-11-01',
      rollingMonth: '2026-10-26',
      threeMonths: '2026-08-26',
      sixMonths: '2026-05-26',
      yearStart: '2026-01-01',
      rollingYear: '2025-11-26',
    });
    expect(presetRange('threeMonths', '2026-11-25').to).toBe('2026-11-25');
  });

  it('on a Sunday, the week started the Monday before', () => {
    expect(rangesOn('2026-11-29')).toMatchObject({ weekStart: '2026-11-23', rollingWeek: '2026-11-23' });
  });

  it('on a Monday, the week starts today', () => {
    expect(presetRange('weekStart', '2026-11-30')).toEqual({ from: '2026-11-30', to: '2026-11-30' });
  });

  it('on 1 January, the month and the year start today and the week in the year before', () => {
    expect(rangesOn('2027-01-01')).toEqual({
      weekStart: '2026-12-28',
      rollingWeek: '2026-12-26',
      monthStart: '2027-01-01',
      rollingMonth: '2026-12-02',
      threeMonths: '2026-10-02',
      sixMonths: '2026-07-02',
      yearStart: '2027-01-01',
      rollingYear: '2026-01-02',
    });
  });

  it('keeps month ends: a rolling month on 31 March starts on 1 March, across the DST change', () => {
    expect(presetRange('rollingMonth', '2026-03-31')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(presetRange('rollingWeek', '2026-03-31')).toEqual({ from: '2026-03-25', to: '2026-03-31' });
  });

  it('never starts before the first day statistics cover', () => {
    expect(presetRange('rollingYear', '2020-06-15')).toEqual({ from: '2020-02-01', to: '2020-06-15' });
    expect(presetRange('yearStart', '2020-03-01').from).toBe('2020-02-01');
  });
});

describe('dateRangeProblem', () => {
  const check = (from: string, to: string) => dateRangeProblem({ from, to }, '2020-02-01', '2026-11-25');

  it('accepts a range within the bounds, one day included', () => {
    expect(check('2026-11-01', '2026-11-25')).toBeNull();
    expect(check('2026-11-25', '2026-11-25')).toBeNull();
  });

  it('refuses an end before the start', () => {
    expect(check('2026-11-10', '2026-11-09')).toEqual({ field: 'to', problem: 'endBeforeStart' });
  });

  it('refuses a missing date or one out of bounds', () => {
    expect(check('', '2026-11-09')).toEqual({ field: 'from', problem: 'outOfBounds' });
    expect(check('2020-01-31', '2026-11-09')).toEqual({ field: 'from', problem: 'outOfBounds' });
    expect(check('2026-11-01', '2026-11-26')).toEqual({ field: 'to', problem: 'outOfBounds' });
  });
});
