import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { emailsOfCsv, linksCsv } from './csv';

describe('linksCsv', () => {
  it("writes the header 'Email,Name,Magic Link' and one line per coach", () => {
    const csv = linksCsv([
      { email: 'sam@example.com', name: 'Sam Rivera', link: 'http://x/auth?mode=setPassword&token=abc' },
      { email: null, name: 'No Mail', link: 'http://x/auth?mode=setPassword&token=def' },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Email,Name,Magic Link',
      'sam@example.com,Sam Rivera,http://x/auth?mode=setPassword&token=abc',
      ',No Mail,http://x/auth?mode=setPassword&token=def',
    ]);
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    const csv = linksCsv([
      { email: '=cmd@example.com', name: '+SUM(A1:A9)', link: 'l1' },
      { email: '@evil@example.com', name: '-2+3', link: 'l2' },
      { email: 'ok@example.com', name: '\tTabbed', link: 'l3' },
    ]);
    const rows = Papa.parse<string[]>(csv).data.slice(1);
    expect(rows).toEqual([
      ["'=cmd@example.com", "'+SUM(A1:A9)", 'l1'],
      ["'@evil@example.com", "'-2+3", 'l2'],
      ['ok@example.com', "'\tTabbed", 'l3'],
    ]);
  });

  it('quotes names with commas and quotes', () => {
    const csv = linksCsv([{ email: 'a@example.com', name: 'Lee, "JJ" Jordan', link: 'l' }]);
    expect(Papa.parse<string[]>(csv).data[1]).toEqual(['a@example.com', 'Lee, "JJ" Jordan', 'l']);
  });
});

describe('emailsOfCsv', () => {
  it('reads the Email column in any position and case, with a byte-order mark and CRLF, numbering rows as a spreadsheet does', () => {
    const result = emailsOfCsv('\uFEFFName,EMAIL\r\nSam, sam@example.com \r\n\r\nJo,jo@example.com\r\n');
    expect(result).toEqual({
      ok: true,
      rows: [
        { row: 2, email: 'sam@example.com' },
        { row: 4, email: 'jo@example.com' },
      ],
    });
  });

  it('accepts its own export file, addresses that start like a formula included', () => {
    const result = emailsOfCsv(
      linksCsv([
        { email: 'a@example.com', name: 'A', link: 'l' },
        { email: '-minus@example.com', name: 'M', link: 'l' },
        { email: '+plus@example.com', name: 'P', link: 'l' },
      ]),
    );
    expect(result).toEqual({
      ok: true,
      rows: [
        { row: 2, email: 'a@example.com' },
        { row: 3, email: '-minus@example.com' },
        { row: 4, email: '+plus@example.com' },
      ],
    });
  });

  it('gives rows without an email an empty one, so they can be reported', () => {
    expect(emailsOfCsv('Email,Name\n,Nobody\n')).toEqual({ ok: true, rows: [{ row: 2, email: '' }] });
  });

  it('refuses a file without an Email column, an empty file and a broken quote', () => {
    expect(emailsOfCsv('Name,Phone\nSam,555\n')).toEqual({ ok: false, message: "The file needs a header line with an 'Email' column" });
    expect(emailsOfCsv('')).toEqual({ ok: false, message: 'The file is empty' });
    const broken = emailsOfCsv('Email,Name\n"a@example.com,Sam\n');
    expect(broken.ok).toBe(false);
  });
});
