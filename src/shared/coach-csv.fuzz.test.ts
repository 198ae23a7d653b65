import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { COACH_CSV_COLUMNS, COACH_CSV_MAX_ROWS, parseCoachCsv } from './coach-csv';

/** Cell texts with everything CSV must carry inside quotes: commas, quotes, line breaks, unicode. */
const cell = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('Falcons, Blue', 'Pat "PJ"', 'two\nlines', 'cr\r\nlf', '  padded  ', '', '\uFEFFmark', 'Ünïcødé 𝔘', 'A@Example.COM'),
);

/** Raw text made of the pieces a broken paste is made of. */
const brokenPaste = fc
  .array(fc.oneof(fc.constantFrom(...COACH_CSV_COLUMNS, ',', '"', '""', '\n', '\r\n', '\r', '\uFEFF', ' ', 'x@y.z'), cell), { maxLength: 60 })
  .map((parts) => parts.join(''));

interface Paste {
  text: string;
  /** What each kept row should read as, with the line it starts on. */
  rows: { line: number; values: Record<(typeof COACH_CSV_COLUMNS)[number], string> }[];
}

/**
 * A paste as a spreadsheet writes it (every cell quoted), with the columns in any order, an extra
 * column, LF or CRLF line ends, an optional byte-order mark and blank lines between rows.
 */
const paste: fc.Arbitrary<Paste> = fc
  .record({
    order: fc.shuffledSubarray([...COACH_CSV_COLUMNS, 'Phone'], { minLength: 6, maxLength: 6 }),
    rows: fc.array(fc.array(cell, { minLength: 6, maxLength: 6 }), { minLength: 1, maxLength: 12 }),
    eol: fc.constantFrom('\n', '\r\n'),
    bom: fc.boolean(),
    blankAfter: fc.array(fc.constantFrom('', '   ', '\t'), { minLength: 1, maxLength: 4 }),
  })
  .map(({ order, rows, eol, bom, blankAfter }) => {
    const quoted = (cells: string[]) => Papa.unparse([cells], { quotes: true, newline: eol });
    let text = `${bom ? '\uFEFF' : ''}${quoted(order)}${eol}`;
    const expected: Paste['rows'] = [];
    rows.forEach((cells, index) => {
      const normalised = cells.map((c) => c.replace(/\r\n?/g, '\n').trim());
      const startLine = text.replace(/\r\n?/g, '\n').split('\n').length;
      text += `${quoted(cells)}${eol}${blankAfter[index % blankAfter.length] ?? ''}${eol}`;
      // A row of blank cells is a blank line to the reader.
      if (normalised.every((c) => c === '')) return;
      const at = (column: string) => normalised[order.indexOf(column)] ?? '';
      expected.push({
        line: startLine,
        values: { Division: at('Division'), Team: at('Team'), Email: at('Email').toLowerCase(), FirstName: at('FirstName'), LastName: at('LastName') },
      });
    });
    return { text, rows: expected };
  });

describe('parseCoachCsv under fuzzing', () => {
  it('never throws on broken pastes, and answers rows or a message', () => {
    fc.assert(
      fc.property(brokenPaste, (text) => {
        const result = parseCoachCsv(text);
        if (!result.ok) {
          expect(result.message.trim().length).toBeGreaterThan(0);
          return;
        }
        const lines = result.rows.map((r) => r.line);
        expect(lines).toEqual([...lines].sort((a, b) => a - b));
        expect(new Set(lines).size).toBe(lines.length);
        expect(Math.min(...lines)).toBeGreaterThanOrEqual(2);
      }),
      { numRuns: 500, seed: 7101 },
    );
  });

  it('reads back every row a spreadsheet wrote: quoted commas, quotes and line breaks, BOM, CRLF, blank lines', () => {
    fc.assert(
      fc.property(paste, ({ text, rows }) => {
        const result = parseCoachCsv(text);
        if (rows.length === 0) {
          expect(result).toEqual({ ok: false, message: 'There are no coaches below the header line.' });
          return;
        }
        expect(result.ok ? result.rows : result.message).toEqual(
          rows.map(({ line, values }) => ({
            line,
            division: values.Division,
            team: values.Team,
            email: values.Email,
            firstName: values.FirstName,
            lastName: values.LastName,
          })),
        );
      }),
      { numRuns: 300, seed: 7102 },
    );
  });

  it('reads 5,000 rows, and refuses 10,000 lines and a paste of the largest size accepted, naming the limit', () => {
    const header = COACH_CSV_COLUMNS.join(',');
    const rowsOf = (count: number) => Array.from({ length: count }, (_, i) => `10U,"Falcons, Blue",coach${i}@example.com,Pat,Doe ${i}`);
    const atLimit = parseCoachCsv([header, ...rowsOf(COACH_CSV_MAX_ROWS)].join('\r\n'));
    expect(atLimit.ok && atLimit.rows.length).toBe(COACH_CSV_MAX_ROWS);
    expect(atLimit.ok && atLimit.rows.at(-1)).toMatchObject({ line: COACH_CSV_MAX_ROWS + 1, team: 'Falcons, Blue' });
    expect(parseCoachCsv([header, ...rowsOf(10_000)].join('\r\n'))).toEqual({
      ok: false,
      message: 'At most 5000 coaches can be imported at once; this paste has 10000.',
    });
    // Close to the 1,000,000 characters the import route takes: answered, not stalled (it once took most of a minute).
    const largest = `${header}\n${'10U,Falcons,a@b.co,P,D\n'.repeat(43_000)}`;
    expect(largest.length).toBeLessThan(1_000_000);
    expect(parseCoachCsv(largest)).toEqual({ ok: false, message: 'At most 5000 coaches can be imported at once; this paste has 43000.' });
  });
});
