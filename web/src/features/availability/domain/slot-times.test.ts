import { describe, expect, it } from 'vitest';
import type { DefaultAvailability } from '@teleplan/proto/schedule-availability';
import type { SlotFormValues } from './slot-values.ts';
import { weeklyBackground, weeklySlotsShown } from './calendar-events.ts';
import { exceptionalSlotBody, mondayOf, rangeOf, selectionOf, weeklySlotBody } from './slot-times.ts';

const ZONE = 'Europe/Paris';
const OWNER = '0190a0b0-0000-7000-8000-0000000000d1';

const values = (fields: Partial<SlotFormValues>): SlotFormValues => ({
  dayOfWeek: '3',
  date: '2026-03-29',
  allDay: false,
  from: '09:00',
  to: '12:00',
  type: 'AVAILABLE',
  comment: '',
  ...fields,
});

const weekly = (dayOfWeek: number, start: string, end: string): DefaultAvailability => ({
  id: `0190a0b0-0000-7000-8000-00000000000${dayOfWeek}`,
  owner: OWNER,
  ownerType: 'DOCTOR',
  dayOfWeek,
  interval: { start, end, zone: ZONE },
});

describe('slot times', () => {
  it('ignores a calendar selection over two days', () => {
    expect(selectionOf(new Date('2026-11-23T17:00:00Z'), new Date('2026-11-24T08:00:00Z'), ZONE)).toBeNull();
  });

  it('reads a selection within one day as its local date and times', () => {
    expect(selectionOf(new Date('2026-11-23T08:00:00Z'), new Date('2026-11-23T10:30:00Z'), ZONE)).toEqual({
      date: '2026-11-23',
      from: '09:00',
      to: '11:30',
    });
  });

  it('places an exceptional slot at the instants of its local times, on either side of a clock change', () => {
    const before = exceptionalSlotBody(OWNER, values({ date: '2026-03-28' }), ZONE);
    const after = exceptionalSlotBody(
      OWNER,
      values({ date: '2026-03-29', type: 'NOT_AVAILABLE', comment: ' ' }),
      ZONE,
    );
    expect(before.exceptionalAvailability?.[0]?.interval.start).toBe('2026-03-28T08:00:00.000Z');
    expect(after.exceptionalUnavailability?.[0]).toEqual({
      owner: OWNER,
      interval: { start: '2026-03-29T07:00:00.000Z', end: '2026-03-29T10:00:00.000Z', zone: ZONE },
      comment: null,
    });
  });

  it('sends a weekly slot as wall-clock times, all day as 00:01 to 23:59', () => {
    expect(weeklySlotBody(OWNER, values({ allDay: true, from: '', to: '' }), ZONE)).toEqual({
      defaultAvailability: [
        { owner: OWNER, dayOfWeek: 3, interval: { start: '00:01', end: '23:59', zone: ZONE } },
      ],
    });
  });

  it('asks for the whole local week, 7 days of 24 hours or one hour less at a clock change', () => {
    expect(mondayOf('2026-03-29')).toBe('2026-03-23');
    expect(rangeOf('2026-03-23', 7, ZONE)).toEqual({
      from: '2026-03-22T23:00:00.000Z',
      to: '2026-03-29T22:00:00.000Z',
    });
  });

  it('draws weekly slots behind each matching date at the same local time across a clock change', () => {
    const slots = {
      defaultAvailability: [weekly(6, '09:00', '12:00'), weekly(7, '09:00', '12:00')],
      exceptionalAvailability: [],
      exceptionalUnavailability: [],
    };
    const drawn = weeklyBackground(slots, { first: '2026-03-23', count: 7 });
    expect(drawn.map((event) => [event.start, event.display])).toEqual([
      ['2026-03-28T08:00:00.000Z', 'background'],
      ['2026-03-29T07:00:00.000Z', 'background'],
    ]);
  });

  it('lists only the weekly slots of the day shown on a phone, in time order', () => {
    const slots = {
      defaultAvailability: [weekly(2, '14:00', '19:00'), weekly(1, '09:00', '12:00')],
      exceptionalAvailability: [],
      exceptionalUnavailability: [],
    };
    expect(weeklySlotsShown(slots, { first: '2024-01-02', count: 1 }).map((shown) => shown.slot.id)).toEqual([
      weekly(2, '14:00', '19:00').id,
    ]);
    expect(weeklySlotsShown(slots, { first: '2024-01-01', count: 7 }).map((shown) => shown.slot.id)).toEqual([
      weekly(1, '', '').id,
      weekly(2, '', '').id,
    ]);
  });
});
