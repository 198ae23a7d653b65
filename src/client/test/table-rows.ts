import { within } from '@testing-library/react';

/** The body rows of a table as a reader sees them: each cell's text under its column heading. */
export function rowsOf(table: HTMLElement): Record<string, string>[] {
  const [head, ...body] = within(table).getAllByRole('row');
  if (!head) return [];
  const headings = within(head)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent ?? '');
  return body.map((row) =>
    Object.fromEntries<string>(
      within(row)
        .getAllByRole('cell')
        .map((cell, i) => [headings[i] ?? String(i), cell.textContent ?? '']),
    ),
  );
}
