/** The French column headers of the appointment exports, in the order the export query writes the cells. */
export const EXPORT_HEADERS = [
  'Date',
  'Heure début',
  'Heure fin',
  'Salle',
  'Cabinet',
  'Médecin',
  'Patient',
  'Payé',
  'Annulé',
  "Motif d'annulation",
  'Patient absent',
  'C15',
  'Sans médecin traitant',
  'Médecin traitant indisponible',
  'Commentaire',
] as const;

/** What a CSV export starts with: a byte order mark (spreadsheet programs then read UTF-8) and the headers. */
export const EXPORT_PREAMBLE = `\uFEFF${EXPORT_HEADERS.join(';')}\n`;

/** The calendar date of `instant` in `zone`, `YYYY-MM-DD`. */
export function localDate(instant: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/**
 * `export-ROOM-2026-11-16_2026-11-22.csv`: what the export covers and its first and last local days (`to` is
 * excluded, so the last day is the one just before it).
 */
export function exportFileName(prefix: string, from: Date, to: Date, zone: string): string {
  return `${prefix}-${localDate(from, zone)}_${localDate(new Date(to.getTime() - 1), zone)}.csv`;
}
