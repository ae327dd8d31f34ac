import { describe, expect, it } from 'vitest';
import { AVAILABILITY_GROUP } from './calendar-events.ts';
import { freeSlots, slotAfterKey } from './free-slots.ts';

const ZONE = 'Europe/Paris';
const available = (start: string, end: string) => ({ start, end, groupId: AVAILABILITY_GROUP });
const busy = (start: string, end: string) => ({ start, end });
const week = { from: new Date('2026-11-23T00:00:00+01:00'), to: new Date('2026-11-30T00:00:00+01:00') };
const times = (slots: Date[]) => slots.map((slot) => slot.toISOString());

describe('free slots', () => {
  it('lists the future 10-minute steps of the availability that no appointment or unavailability takes', () => {
    const slots = freeSlots(
      [
        available('2026-11-26T09:00:00+01:00', '2026-11-26T10:00:00+01:00'),
        busy('2026-11-26T09:20:00+01:00', '2026-11-26T09:40:00+01:00'),
        busy('2026-11-26T09:55:00+01:00', '2026-11-26T10:30:00+01:00'),
      ],
      { ...week, now: new Date('2026-11-26T09:05:00+01:00'), stepMinutes: 10 },
    );
    expect(times(slots)).toEqual(['2026-11-26T08:10:00.000Z', '2026-11-26T08:40:00.000Z']);
  });

  it('lists a step once where two availabilities overlap, and none outside the shown range', () => {
    const slots = freeSlots(
      [
        available('2026-11-26T09:00:00+01:00', '2026-11-26T09:20:00+01:00'),
        available('2026-11-26T09:10:00+01:00', '2026-11-26T09:30:00+01:00'),
        available('2026-11-30T09:00:00+01:00', '2026-11-30T09:30:00+01:00'),
      ],
      { ...week, now: new Date('2026-11-25T00:00:00+01:00'), stepMinutes: 10 },
    );
    expect(times(slots)).toEqual([
      '2026-11-26T08:00:00.000Z',
      '2026-11-26T08:10:00.000Z',
      '2026-11-26T08:20:00.000Z',
    ]);
  });
});

describe('moving through the free slots with the keys', () => {
  const slots = [
    '2026-11-26T09:00:00+01:00',
    '2026-11-26T09:10:00+01:00',
    '2026-11-26T11:00:00+01:00',
    '2026-11-27T08:00:00+01:00',
    '2026-11-27T10:50:00+01:00',
  ].map((slot) => new Date(slot));
  const from = (index: number, key: Parameters<typeof slotAfterKey>[2]) =>
    slotAfterKey(slots, slots[index]!, key, ZONE).toISOString();

  it('goes up and down within the day, stopping at its ends', () => {
    expect(from(1, 'ArrowDown')).toBe(slots[2]!.toISOString());
    expect(from(1, 'ArrowUp')).toBe(slots[0]!.toISOString());
    expect(from(2, 'ArrowDown')).toBe(slots[2]!.toISOString());
    expect(from(1, 'End')).toBe(slots[2]!.toISOString());
    expect(from(2, 'Home')).toBe(slots[0]!.toISOString());
  });

  it('goes left and right to the closest time of the nearest day with a free slot', () => {
    expect(from(2, 'ArrowRight')).toBe(slots[4]!.toISOString());
    expect(from(3, 'ArrowLeft')).toBe(slots[0]!.toISOString());
    expect(from(4, 'ArrowRight')).toBe(slots[4]!.toISOString());
  });
});
