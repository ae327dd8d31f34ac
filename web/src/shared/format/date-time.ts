export const DEFAULT_ZONE = 'Europe/Paris';

function parts(instant: Date, zone: string): Record<string, string> {
  const formatter = new Intl.DateTimeFormat('fr-FR', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
}

function toDate(value: string | number | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

/** 'DD-MM-YYYY HH:mm' in the given time zone (Europe/Paris by default). */
export function formatDateTime(value: string | number | Date, zone: string = DEFAULT_ZONE): string {
  const p = parts(toDate(value), zone);
  return `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute}`;
}

/** 'DD-MM-YYYY' in the given time zone. */
export function formatDate(value: string | number | Date, zone: string = DEFAULT_ZONE): string {
  const p = parts(toDate(value), zone);
  return `${p.day}-${p.month}-${p.year}`;
}
