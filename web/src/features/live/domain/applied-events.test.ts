import { describe, expect, it } from 'vitest';
import { AppliedEvents } from './applied-events.ts';

const id = (n: number) => `0190a0b0-0000-7000-8000-${String(n).padStart(12, '0')}`;

describe('the live events a page applied', () => {
  it('takes each event once, an older one arriving after a newer one included', () => {
    const applied = new AppliedEvents();
    expect(applied.newest()).toBeNull();
    expect(applied.take(id(2))).toBe(true);
    expect(applied.take(id(1))).toBe(true);
    expect(applied.take(id(2))).toBe(false);
    expect(applied.take(id(1).toUpperCase())).toBe(false);
    expect(applied.newest()).toBe(id(2));
  });

  it('remembers the last two thousand ids, and the newest beyond them', () => {
    const applied = new AppliedEvents();
    for (let n = 1; n <= 2_001; n++) applied.take(id(n));
    expect(applied.take(id(2))).toBe(false);
    expect(applied.take(id(1))).toBe(true);
    expect(applied.newest()).toBe(id(2_001));
  });
});
