/**
 * The first characters that make a spreadsheet read a cell as a formula (= + - @), or that some of them skip
 * before looking (tab, carriage return): OWASP "CSV injection".
 */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'] as const;

/** A cell a spreadsheet would read as a formula gets a leading quote, so it shows as text. */
export function neutraliseFormula(cell: string): string {
  return cell.length > 0 && (FORMULA_TRIGGERS as readonly string[]).includes(cell[0]!) ? `'${cell}` : cell;
}

/**
 * The same rule as SQL, for exports that PostgreSQL writes itself (COPY … TO STDOUT): `expression` (a text
 * expression of trusted SQL, never user input) gets the leading quote when needed; empty stays NULL, which COPY's
 * CSV writes as an empty cell (an empty string would be written `""`).
 */
export function neutraliseFormulaSql(expression: string): string {
  const triggers = FORMULA_TRIGGERS.map((c) => (c === '\t' ? "E'\\t'" : c === '\r' ? "E'\\r'" : `'${c}'`));
  return `(CASE WHEN left(${expression}, 1) IN (${triggers.join(', ')}) THEN '''' || ${expression} ELSE nullif(${expression}, '') END)`;
}
