import { describe, expect, it } from 'vitest';
import { errorText } from './error-text.ts';

describe('errorText', () => {
  it("says a failed call's messageCode in words", () => {
    expect(errorText({ status: 400, data: { messageCode: 'common.request.invalid' } })).toBe(
      'La requête est invalide.',
    );
  });

  it('says the generic words for an error without a code, or no error at all', () => {
    expect(errorText({ status: 'FETCH_ERROR', error: 'offline' })).toBe('Une erreur est survenue');
    expect(errorText(undefined)).toBe('Une erreur est survenue');
  });
});
