import Papa from 'papaparse';
import type { FastifyReply } from 'fastify';

/**
 * A CSV file for a spreadsheet: a header row, then one row per record, lines ended CRLF. A text
 * cell starting with = + - @ (or a tab or carriage return) is prefixed with a quote, so a spreadsheet
 * shows it as text and never runs it as a formula. Numbers are written as they are (-3 stays a
 * number): a number is never a formula.
 */
export function formulaSafeCsv(columns: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return Papa.unparse({ fields: [...columns], data: rows.map((row) => row.map((cell) => cell ?? '')) }, { escapeFormulae: true, newline: '\r\n' });
}

/** Answers a CSV file as a download named `fileName`, never kept by a cache on the way. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string): FastifyReply {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(csv);
}
