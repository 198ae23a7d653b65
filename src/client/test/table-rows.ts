/**
 * The body rows of a table as a reader sees them: each cell's text under its column heading. Read
 * from the table's own rows and cells: role queries over a large table cost seconds in jsdom.
 */
export function rowsOf(table: HTMLElement): Record<string, string>[] {
  const [head, ...body] = Array.from(table.querySelectorAll('tr'));
  if (!head) return [];
  const headings = Array.from(head.querySelectorAll('th')).map((cell) => cell.textContent ?? '');
  return body.map((row) =>
    Object.fromEntries<string>(Array.from(row.querySelectorAll('td')).map((cell, i) => [headings[i] ?? String(i), cell.textContent ?? ''])),
  );
}
