const formats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formatsOf(locale: string, zone: string) {
  const key = `${locale} ${zone}`;
  let found = formats.get(key);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: zone,
      }),
      time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: zone }),
    };
    formats.set(key, found);
  }
  return found;
}

/**
 * The parts of an appointment event's spoken name: its day, start and end in `zone`. A time grid shows the day only
 * in its column header, which a screen reader does not read with the event. One formatter pair per locale and zone:
 * a week holds hundreds of events.
 */
export function eventLabelParts(start: Date, end: Date | null, locale: string, zone: string) {
  const { day, time } = formatsOf(locale, zone);
  return { day: day.format(start), start: time.format(start), end: time.format(end ?? start) };
}
