import type { VerboseFormattingArg } from '@fullcalendar/core/internal';

const formats = new Map<string, Intl.DateTimeFormat>();

function timeFormat(localeCodes: readonly string[]): Intl.DateTimeFormat {
  const key = localeCodes.join();
  let format = formats.get(key);
  if (!format) {
    // FullCalendar's markers hold the calendar's wall-clock time in their UTC fields.
    format = new Intl.DateTimeFormat([...localeCodes], {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * An event's time text ("9:20 - 9:30") as FullCalendar's default time-grid format writes it, from one formatter
 * per locale: FullCalendar builds two `Intl.DateTimeFormat` for every event it draws, which costs seconds for a
 * week of a thousand appointments.
 */
export function eventTimeText(arg: VerboseFormattingArg): string {
  const format = timeFormat(arg.localeCodes);
  const start = format.format(arg.start.marker);
  const end = arg.end && format.format(arg.end.marker);
  return end && end !== start ? `${start}${arg.defaultSeparator}${end}` : start;
}
