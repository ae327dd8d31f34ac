import { describe, expect, it } from 'vitest';
import { ALL_MESSAGE_CODES } from '@teleplan/proto/message-codes';
import { messageText } from './message-text.ts';

describe('messageText', () => {
  it('falls back to the generic French text for a code it does not know', () => {
    expect(messageText('rooms.room.exploded', 'fr')).toBe('Une erreur est survenue');
  });

  it('falls back to the generic English text when no code came with the error', () => {
    expect(messageText(undefined, 'en')).toBe('An error occurred');
  });

  it('does not treat inherited object keys as codes', () => {
    expect(messageText('toString', 'fr')).toBe('Une erreur est survenue');
  });

  it('has a specific French and English text for every code of the catalogue', () => {
    for (const code of ALL_MESSAGE_CODES) {
      expect(messageText(code, 'fr'), code).not.toBe('Une erreur est survenue');
      expect(messageText(code, 'en'), code).not.toBe('An error occurred');
    }
  });

  it('translates a known code in the chosen language', () => {
    expect(messageText('accounts.captcha.invalid', 'fr')).toMatch(/anti-robot/);
    expect(messageText('accounts.captcha.invalid', 'en')).toMatch(/anti-robot check failed/);
  });
});
