import { describe, expect, it } from 'vitest';
import { canonicalZone, checkWindow, checkZone, isZone } from './query-window.ts';

describe('query zone and window', () => {
  it('knows IANA zone names and refuses the rest, offsets included', () => {
    expect(isZone('Europe/Paris')).toBe(true);
    expect(isZone('America/New_York')).toBe(true);
    expect(isZone('UTC')).toBe(true);
    expect(isZone('Europe/Atlantis')).toBe(false);
    expect(isZone('+05:00')).toBe(false);
    expect(isZone('')).toBe(false);
  });
  it('answers the same when asked again: a remembered valid name, an unknown one still refused', () => {
    for (const round of [1, 2]) {
      expect(isZone('Asia/Tokyo'), `round ${round}`).toBe(true);
      expect(isZone('Asia/Atlantis'), `round ${round}`).toBe(false);
    }
  });
  it('gives the canonical spelling of a zone, and refuses the legacy aliases', () => {
    expect(checkZone('europe/PARIS')).toBe('Europe/Paris');
    expect(canonicalZone('asia/kathmandu')).toBe('Asia/Kathmandu');
    expect(canonicalZone('utc')).toBe('UTC');
    expect(canonicalZone('Etc/GMT+5')).toBe('Etc/GMT+5');
    expect(canonicalZone('Europe/Paris')).toBe('Europe/Paris');
    expect(canonicalZone('EST5EDT')).toBeNull();
    expect(canonicalZone('US/Eastern')).toBeNull();
    expect(canonicalZone('GMT')).toBeNull();
    expect(canonicalZone('europe/atlantis')).toBeNull();
    expect(() => checkZone('EST5EDT')).toThrow();
  });
  it('refuses a window that is empty, reversed or longer than 367 days', () => {
    expect(() => checkWindow('2026-01-02T00:00:00Z', '2026-01-01T00:00:00Z')).toThrow();
    expect(() => checkWindow('2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')).toThrow();
    expect(() => checkWindow('2026-01-01T00:00:00Z', '2027-01-04T00:00:00Z')).toThrow();
    expect(checkWindow('2026-01-01T00:00:00Z', '2027-01-03T00:00:00Z').to.toISOString()).toBe(
      '2027-01-03T00:00:00.000Z',
    );
  });
});
