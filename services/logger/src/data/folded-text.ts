/**
 * Text as the log table's search column keeps it and the text filter compares it: lower case, accents removed
 * (docs/logs-and-audit.md#log-lines), so `Echec` finds `échec`.
 */
export function foldedText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The words of a text filter, folded; every one must appear in the message. */
export function searchWords(text: string): string[] {
  return foldedText(text)
    .split(/\s+/)
    .filter((word) => word !== '');
}
