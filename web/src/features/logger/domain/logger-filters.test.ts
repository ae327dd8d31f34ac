import { describe, expect, it } from 'vitest';
import {
  auditFilterOf,
  auditSearch,
  logFilterOf,
  logQuery,
  logSearch,
  NO_LOG_FILTER,
  rangeInvalid,
} from './logger-filters.ts';

describe('the logger filters in the address', () => {
  it('reads back the log filter it wrote, lists as repeated keys', () => {
    const filter = {
      services: ['schedule', 'accounts'],
      levels: ['SEVERE' as const, 'WARNING' as const],
      from: '2026-11-26T08:00:00.000Z',
      to: '2026-11-26T09:00:00.000Z',
      text: 'refus',
      requestId: 'req-1',
    };
    const search = logSearch(filter, 2);
    expect(search.toString()).toBe(
      'service=schedule&service=accounts&level=SEVERE&level=WARNING&from=2026-11-26T08%3A00%3A00.000Z' +
        '&to=2026-11-26T09%3A00%3A00.000Z&text=refus&requestId=req-1&page=2',
    );
    expect(logFilterOf(search)).toEqual(filter);
  });

  it('drops what a hand-edited address gets wrong instead of sending it to be refused', () => {
    const filter = logFilterOf(new URLSearchParams('level=LOUD&level=INFO&from=yesterday'));
    expect(filter).toEqual({ ...NO_LOG_FILTER, levels: ['INFO'] });
    expect(auditFilterOf(new URLSearchParams('subject=PLANET&actor=claire')).subjectType).toBe('');
    expect(auditFilterOf(new URLSearchParams('subject=PLANET&actor=claire')).actorId).toBe('');
  });

  it('keeps the audit tab and its filters, leaving the first page out', () => {
    const search = auditSearch(
      { subjectType: 'APPOINTMENT', action: 'appointment.booked', from: '', to: '', actorId: '' },
      0,
    );
    expect(search.toString()).toBe('tab=audit&subject=APPOINTMENT&action=appointment.booked');
  });

  it('asks 50 lines a page and sends only the filters set', () => {
    expect(logQuery({ ...NO_LOG_FILTER, levels: ['FINE'] }, 3)).toEqual({
      page: 3,
      size: 50,
      levels: ['FINE'],
    });
  });

  it('tells a range that ends before it starts', () => {
    expect(rangeInvalid({ from: '2026-11-27T00:00:00.000Z', to: '2026-11-26T00:00:00.000Z' })).toBe(true);
    expect(rangeInvalid({ from: '2026-11-26T00:00:00.000Z', to: '2026-11-26T00:00:00.000Z' })).toBe(false);
    expect(rangeInvalid({ from: '2026-11-26T00:00:00.000Z', to: '' })).toBe(false);
  });
});
