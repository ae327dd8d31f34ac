import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '../i18n/i18n.ts';
import { calendarDefaults, type CalendarDefaults } from './calendar-defaults.ts';

/** The shared calendar options in the interface's current language, following a change of language. */
export function useCalendarDefaults(zone: string): CalendarDefaults {
  const { i18n } = useTranslation();
  return calendarDefaults(isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE, zone);
}
