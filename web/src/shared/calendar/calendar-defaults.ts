import type { CalendarOptions, FormatterInput, LocaleInput } from '@fullcalendar/core';
import enGbLocale from '@fullcalendar/core/locales/en-gb';
import frLocale from '@fullcalendar/core/locales/fr';
import type { Language } from '../i18n/i18n.ts';
import { tidyMountedView } from './calendar-markup.ts';

/**
 * British English with FullCalendar's own words written as the interface writes them: the library's English
 * defaults are lower-case ("today", "month", "all-day") and en-gb only changes the week and the hints.
 */
const ENGLISH: LocaleInput = {
  ...enGbLocale,
  buttonText: {
    prev: 'Previous',
    next: 'Next',
    prevYear: 'Previous year',
    nextYear: 'Next year',
    year: 'Year',
    today: 'Today',
    month: 'Month',
    week: 'Week',
    day: 'Day',
    list: 'List',
  },
  weekText: 'Wk',
  weekTextLong: 'Week',
  allDayText: 'All day',
  moreLinkText: 'more',
  noEventsText: 'Nothing to show',
};

/** The calendar library's locale for each interface language. */
export const CALENDAR_LOCALES: Record<Language, LocaleInput> = { fr: frLocale, en: ENGLISH };

/** One way to write a time in every calendar, 24-hour with two-digit hours ("09:20"), in both languages. */
export const CALENDAR_TIME_FORMAT = {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
} as const satisfies FormatterInput;

/**
 * The browser's own zone: FullCalendar computes its dates natively in it ('local'), in any other through luxon,
 * several times per event and far slower. The same zone either way, so the same calendar.
 */
const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zone as FullCalendar takes it. */
export function calendarTimeZone(zone: string): string {
  return zone === BROWSER_ZONE ? 'local' : zone;
}

/** Scheduler plugins (resource views) are used under their GPL option. */
export const SCHEDULER_LICENSE_KEY = 'GPL-My-Project-Is-Open-Source';

export type CalendarDefaults = Pick<
  CalendarOptions,
  | 'locale'
  | 'timeZone'
  | 'firstDay'
  | 'slotLabelFormat'
  | 'eventTimeFormat'
  | 'schedulerLicenseKey'
  | 'longPressDelay'
  | 'nowIndicator'
  | 'viewDidMount'
>;

const cache = new Map<string, CalendarDefaults>();

/**
 * What every calendar of the application shares: the interface language's locale, the zone, weeks from Monday,
 * one time format, the long press of touch screens, accessible markup. The same object for the same language and zone, so a
 * re-render does not count as changed options.
 */
export function calendarDefaults(language: Language, zone: string): CalendarDefaults {
  const key = `${language}|${zone}`;
  let defaults = cache.get(key);
  if (!defaults) {
    defaults = {
      locale: CALENDAR_LOCALES[language],
      timeZone: calendarTimeZone(zone),
      firstDay: 1,
      slotLabelFormat: CALENDAR_TIME_FORMAT,
      eventTimeFormat: CALENDAR_TIME_FORMAT,
      schedulerLicenseKey: SCHEDULER_LICENSE_KEY,
      longPressDelay: 500,
      nowIndicator: true,
      viewDidMount: tidyMountedView,
    };
    cache.set(key, defaults);
  }
  return defaults;
}
