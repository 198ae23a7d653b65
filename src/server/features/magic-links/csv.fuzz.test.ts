import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { emailsOfCsv } from './csv';

const cell = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('Doe, Pat', 'say "hi"', 'two\nlines', '  a@example.com ', '', '=HYPERLINK("x")', 'Ünïcødé 𝔘'),
);

const brokenFile = fc
  .array(fc.oneof(fc.constantFrom('Email', 'Name', ',', '"', '\n', '\r\n', '\r', '\uFEFF', ' '), cell), { maxLength: 60 })
  .map((parts) => parts.join(''));

/** A CSV file as a spreadsheet saves it: quoted cells, an Email column anywhere, BOM, LF or CRLF, blank lines. */
const file = fc
  .record({
    header: fc.shuffledSubarray(['Email', 'Name', 'Magic Link'], { minLength: 3, maxLength: 3 }),
    rows: fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { maxLength: 12 }),
    eol: fc.constantFrom('\n', '\r\n'),
    bom: fc.boolean(),
    blank: fc.constantFrom('', ' ', '\t'),
  })
  .map(({ header, rows, eol, bom, blank }) => {
    const quoted = (cells: string[]) => Papa.unparse([cells], { quotes: true, newline: eol });
    const text = `${bom ? '\uFEFF' : ''}${[header, ...rows].map(quoted).join(`${eol}${blank}${eol}`)}${eol}`;
    // Every row is followed by a blank line, so data row i is spreadsheet row 2i + 3; rows of blank
    // cells read as blank lines and are passed over.
    const column = header.indexOf('Email');
    const numbered = rows.map((cells, index) => ({ row: 2 * index + 3, cells }));
    const kept = numbered.filter(({ cells }) => cells.join('').trim() !== '');
    return { text, emails: kept.map(({ row, cells }) => ({ row, email: (cells[column] ?? '').trim() })) };
  });

describe('emailsOfCsv under fuzzing', () => {
  it('never throws on broken files, and answers rows or a message', () => {
    fc.assert(
      fc.property(brokenFile, (text) => {
        const result = emailsOfCsv(text);
        // Rows count from the header's row 1, in order.
        if (result.ok) result.rows.forEach((r, i) => expect(r.row).toBeGreaterThan(i === 0 ? 1 : (result.rows[i - 1]?.row ?? 0)));
        else expect(result.message.trim().length).toBeGreaterThan(0);
      }),
      { numRuns: 500, seed: 7201 },
    );
  });

  it('reads the email of every row a spreadsheet wrote', () => {
    fc.assert(
      fc.property(file, ({ text, emails }) => {
        const result = emailsOfCsv(text);
        expect(result.ok ? result.rows : result.message).toEqual(emails);
      }),
      { numRuns: 300, seed: 7202 },
    );
  });

  it('reads a 10,000-line file in one go', () => {
    const lines = ['Name,Email', ...Array.from({ length: 10_000 }, (_, i) => `"Doe, Pat ${i}",coach${i}@example.com`)];
    const result = emailsOfCsv(lines.join('\r\n'));
    expect(result.ok && result.rows.length).toBe(10_000);
    expect(result.ok && result.rows.at(-1)).toEqual({ row: 10_001, email: 'coach9999@example.com' });
  });
});
