import type { VerboseFormattingArg } from '@fullcalendar/core/internal';

const formats = new Map<string, Intl.DateTimeFormat>();

function timeFormat(localeCodes: readonly string[]): Intl.DateTimeFormat {
  const key = localeCodes.join();
  let format = formats.get(key);
  if (!format) {
    // FullCalendar's markers hold the calendar's wall-clock time in their UTC fields.
    // The calendars' one time format (shared/calendar/calendar-defaults.ts): two-digit 24-hour hours.
    format = new Intl.DateTimeFormat([...localeCodes], {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * An event's time text ("09:20 - 09:30") as FullCalendar writes it with the calendars' time format, from one formatter
 * per locale: FullCalendar builds two `Intl.DateTimeFormat` for every event it draws, which costs seconds for a
 * week of a thousand appointments.
 */
export function eventTimeText(arg: VerboseFormattingArg): string {
  const format = timeFormat(arg.localeCodes);
  const start = format.format(arg.start.marker);
  const end = arg.end && format.format(arg.end.marker);
  return end && end !== start ? `${start}${arg.defaultSeparator}${end}` : start;
}
