import Papa from 'papaparse';
import { formulaSafeCsv } from '../../http/csv-file';

export const EXPORT_COLUMNS = ['Email', 'Name', 'Magic Link'] as const;

export interface ExportedLink {
  email: string | null;
  name: string;
  link: string;
}

/** The export file 'Email,Name,Magic Link', its cells formula-safe. */
export function linksCsv(links: ExportedLink[]): string {
  return formulaSafeCsv(
    EXPORT_COLUMNS,
    links.map((l) => [l.email, l.name, l.link]),
  );
}

/** Undoes the export's guard: "'-ann@example.com" was written for '-ann@example.com'. */
function withoutFormulaGuard(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

export type EmailRows = { ok: true; rows: { row: number; email: string }[] } | { ok: false; message: string };

/**
 * The email of every data row of an uploaded CSV file with a header line that has an Email column
 * (the export's own format is accepted), with the row a spreadsheet shows it in (the header is
 * row 1; blank lines are rows too, and are passed over).
 */
export function emailsOfCsv(input: string): EmailRows {
  const text = input.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  const quoteProblem = parsed.errors.find((e) => e.type === 'Quotes');
  if (quoteProblem) return { ok: false, message: `The file is not valid CSV: a quote is not closed near row ${(quoteProblem.row ?? 0) + 1}` };
  const lines = parsed.data.map((cells, index) => ({ row: index + 1, cells })).filter(({ cells }) => cells.some((c) => c.trim() !== ''));
  const [header, ...data] = lines;
  if (!header) return { ok: false, message: 'The file is empty' };
  const column = header.cells.findIndex((cell) => cell.trim().toLowerCase() === 'email');
  if (column < 0) return { ok: false, message: "The file needs a header line with an 'Email' column" };
  return { ok: true, rows: data.map(({ row, cells }) => ({ row, email: withoutFormulaGuard((cells[column] ?? '').trim()) })) };
}
