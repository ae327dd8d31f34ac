import { describe, expect, it } from 'vitest';
import { formatPhone, toE164 } from './phone.ts';
import { formatDate, formatDateTime } from './date-time.ts';

describe('formatPhone', () => {
  it('shows a French number in national format', () => {
    expect(formatPhone('+33612345678')).toBe('06 12 34 56 78');
  });

  it('shows a foreign number in international format', () => {
    expect(formatPhone('+442071838750')).toBe('+44 20 7183 8750');
  });

  it('keeps text it cannot read as a phone number', () => {
    expect(formatPhone('n/a')).toBe('n/a');
  });

  it('sends a French national number as E.164 and refuses an invalid one', () => {
    expect(toE164('06 12 34 56 78')).toBe('+33612345678');
    expect(toE164('12')).toBeNull();
  });
});

describe('formatDateTime', () => {
  it('writes DD-MM-YYYY HH:mm in Paris time, summer offset included', () => {
    expect(formatDateTime('2026-07-14T08:05:00.000Z')).toBe('14-07-2026 10:05');
  });

  it('uses the winter offset in January', () => {
    expect(formatDateTime('2026-01-02T23:30:00.000Z')).toBe('03-01-2026 00:30');
    expect(formatDate('2026-01-02T23:30:00.000Z')).toBe('03-01-2026');
  });
});
