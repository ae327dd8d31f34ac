import { describe, expect, it } from 'vitest';
import { fileSize } from './file-size.ts';

describe('attachment sizes', () => {
  it('are in Ko below a million bytes', () => {
    expect(fileSize(0, 'fr')).toBe('0 Ko');
    expect(fileSize(2_450, 'fr')).toBe('2,5 Ko');
    expect(fileSize(999_940, 'fr')).toBe('999,9 Ko');
  });

  it('are in Mo from a million bytes', () => {
    expect(fileSize(1_000_000, 'fr')).toBe('1 Mo');
    expect(fileSize(3_250_000, 'fr')).toBe('3,3 Mo');
  });

  it('use the English units and decimal point in English', () => {
    expect(fileSize(2_450, 'en')).toBe('2.5 KB');
    expect(fileSize(12_300_000, 'en')).toBe('12.3 MB');
  });
});
