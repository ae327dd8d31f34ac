import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** A table's text, row by row and cell by cell (headings included), as a person reads it. */
export function tableRows(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
}

/**
 * The body rows of the table named `name`, once its data has arrived: a paged table draws its headings while it
 * loads, so a test that reads rows as soon as the table exists races the answer.
 */
export async function findBodyRows(name: string): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', { name });
  return waitFor(() => {
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    return rows;
  });
}
