import { describe, expect, it } from 'vitest';
import { withFrenchSpacing } from './french-typography.ts';

describe('withFrenchSpacing', () => {
  it('binds a number to the word after it and punctuation to the word before it', () => {
    expect(withFrenchSpacing('valable 24 heures ; voir « Preuve » : oui')).toBe(
      'valable 24\u00a0heures\u202f; voir «\u00a0Preuve\u00a0»\u00a0: oui',
    );
  });

  it('leaves text without such spaces untouched', () => {
    expect(withFrenchSpacing('Réversibilité')).toBe('Réversibilité');
  });
});
