const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

/**
 * Puts the non-breaking spaces French typography requires, so that the source text can be written with
 * plain spaces: before « : », inside guillemets, before « ; ! ? » (narrow), and between a number and the
 * word after it, so that « 24 heures » or « 15 jours ouvrés » never break across lines.
 */
export function withFrenchSpacing(text: string): string {
  return text
    .replace(/ :/g, `${NBSP}:`)
    .replace(/ ([;!?])/g, `${NARROW_NBSP}$1`)
    .replace(/« /g, `«${NBSP}`)
    .replace(/ »/g, `${NBSP}»`)
    .replace(/(\d) (?=\p{L})/gu, `$1${NBSP}`)
    .replace(/(n°|L\.) (?=\d)/g, `$1${NBSP}`);
}
