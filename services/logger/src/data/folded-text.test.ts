import { describe, expect, it } from 'vitest';
import { foldedText, searchWords } from './folded-text.ts';

describe('folded text', () => {
  it('ignores case and accents', () => {
    expect(foldedText('Échec de l’envoi à Noël')).toBe('echec de l’envoi a noel');
  });

  it('splits a filter into folded words, blanks dropped', () => {
    expect(searchWords('  Délai   DÉPASSÉ ')).toEqual(['delai', 'depasse']);
  });
});
