/** A table's text, row by row and cell by cell (headings included), as a person reads it. */
export function tableRows(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
}
