import { describe, expect, it } from 'vitest';
import { zoneOffsets } from './zone-offsets.ts';

describe('zoneOffsets', () => {
  it('gives the offset the window starts with and each change inside it, to the second', () => {
    expect(
      zoneOffsets('Europe/Paris', new Date('2026-01-10T12:00:00Z'), new Date('2026-12-01T00:00:00Z')),
    ).toEqual({
      at: ['-infinity', '2026-03-29T01:00:00.000Z', '2026-10-25T01:00:00.000Z'],
      seconds: [3600, 7200, 3600],
    });
  });

  it('follows half-hour changes and zones that never change', () => {
    expect(
      zoneOffsets('Australia/Lord_Howe', new Date('2026-03-01T00:00:00Z'), new Date('2026-12-01T00:00:00Z')),
    ).toEqual({
      at: ['-infinity', '2026-04-04T15:00:00.000Z', '2026-10-03T15:30:00.000Z'],
      seconds: [39600, 37800, 39600],
    });
    expect(
      zoneOffsets('Asia/Kolkata', new Date('2026-01-01T00:00:00Z'), new Date('2027-01-01T00:00:00Z')),
    ).toEqual({
      at: ['-infinity'],
      seconds: [19800],
    });
  });

  it('counts a change on the window first day, before its first instant', () => {
    const offsets = zoneOffsets(
      'America/New_York',
      new Date('2026-03-08T12:00:00Z'),
      new Date('2026-03-09T00:00:00Z'),
    );
    expect(offsets).toEqual({ at: ['-infinity', '2026-03-08T07:00:00.000Z'], seconds: [-18000, -14400] });
  });
});
