/**
 * An RSQL value in double quotes, its own quotes and backslashes escaped, so what a person types (spaces,
 * commas, parentheses, semicolons) stays one value and never becomes part of the query's structure.
 */
export function rsqlQuoted(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** A case-insensitive "contains" comparison of `field` with what was typed (the server's `*` wildcard). */
export function rsqlContains(field: string, typed: string): string {
  const text = typed.trim().replace(/\*/g, '');
  return `${field}==${rsqlQuoted(`*${text}*`)}`;
}
