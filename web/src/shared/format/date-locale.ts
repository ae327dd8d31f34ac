import type { Language } from '../i18n/i18n.ts';

/**
 * The locale dates and times are written in for each interface language: English is British English (day before
 * month, 24-hour clock), as in the calendars, never the US default that a bare 'en' gives.
 */
export const DATE_LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB' };
