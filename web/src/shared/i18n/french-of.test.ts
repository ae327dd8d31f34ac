import { describe, expect, it } from 'vitest';
import { frenchOf } from './french-of.ts';
import { i18n } from './i18n.ts';

describe('the French "of" before a name', () => {
  it('elides before a vowel or an h, not before a consonant', () => {
    expect(frenchOf('Antoine Girard')).toBe('d’Antoine Girard');
    expect(frenchOf('Élodie Rousseau')).toBe('d’Élodie Rousseau');
    expect(frenchOf('House Gregory')).toBe('de House Gregory');
    expect(frenchOf('Marie Curie')).toBe('de Marie Curie');
  });

  it('is the "de" formatter of the French texts, and leaves English alone', () => {
    expect(i18n.t('Calendrier {{name, de}}', { name: 'Antoine Girard', lng: 'fr' })).toBe(
      'Calendrier d’Antoine Girard',
    );
    expect(i18n.t('Calendar of {{name, de}}', { name: 'Antoine Girard', lng: 'en' })).toBe(
      'Calendar of Antoine Girard',
    );
  });
});
