/** Pieces of the RSQL `query` parameter the services' list endpoints read (`;` and, `,` or). */

/** A quoted RSQL value, quotes and backslashes escaped. */
function quoted(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

/** A quoted RSQL value typed by a person: their `*` is dropped (it would be a wildcard). */
export function rsqlQuoted(value: string): string {
  return quoted(value.replaceAll('*', ''));
}

/** `field=="*text*"`: contains, case-insensitive on the server; null for blank text. */
export function rsqlContains(field: string, text: string): string | null {
  const trimmed = text.replaceAll('*', '').trim();
  return trimmed ? `${field}==${quoted(`*${trimmed}*`)}` : null;
}

/**
 * Full-name search: each word (at most 5) must be found in one of `fields`:
 * 'jean dup' -> (lastName==*jean*,firstName==*jean*);(lastName==*dup*,firstName==*dup*).
 */
export function rsqlWordsInAnyOf(fields: readonly string[], text: string): string | null {
  const words = text.replaceAll('*', '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return null;
  return words.map((word) => `(${fields.map((field) => rsqlContains(field, word)).join(',')})`).join(';');
}

/**
 * `field=in=(a,b)`, split into groups of at most 50 values (the services' limit per list) joined by `,`:
 * `(id=in=(…50),id=in=(…))`. An empty list matches nothing: `field=in=()` is not valid RSQL, so it gives null
 * and the caller decides.
 */
export function rsqlIn(field: string, values: readonly string[]): string | null {
  if (values.length === 0) return null;
  const groups: string[] = [];
  for (let i = 0; i < values.length; i += 50) {
    groups.push(
      `${field}=in=(${values
        .slice(i, i + 50)
        .map(rsqlQuoted)
        .join(',')})`,
    );
  }
  return groups.length === 1 ? groups[0]! : `(${groups.join(',')})`;
}

/** Joins the non-null parts with `;` (and). */
export function rsqlAnd(...parts: (string | null | undefined | false)[]): string {
  return parts.filter(Boolean).join(';');
}
