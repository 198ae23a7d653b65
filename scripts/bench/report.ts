import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import type { LoadResult } from './load';

export interface Row {
  endpoint: string;
  connections: number;
  real: LoadResult;
  limit: LoadResult | null;
}

export interface BenchRun {
  engine: 'sqlite' | 'postgres';
  date: string;
  machine: string;
  league: string;
  rows: Row[];
  rssBefore: number;
  rssAfter: number;
}

export function machine(): string {
  const list = cpus();
  return `${list.length} × ${list[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${process.platform}`;
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const ratio = (row: Row) => (row.limit && row.limit.rps > 0 ? `${((row.real.rps / row.limit.rps) * 100).toFixed(0)}%` : '-');

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

export function markdownTable(rows: Row[]): string {
  const lines = [
    '| endpoint | conns | req/s | p50 ms | p99 ms | bytes/resp | unexpected | limit req/s | of limit |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.endpoint} | ${row.connections} | ${row.real.rps.toFixed(0)} | ${row.real.p50} | ${row.real.p99} | ${size(row.real.bytesPerResponse)} | ${row.real.unexpected} | ${row.limit ? row.limit.rps.toFixed(0) : '-'} | ${ratio(row)} |`,
    );
  }
  return lines.join('\n');
}

export function printTable(run: BenchRun): void {
  console.log(`\n${run.engine} · ${run.league} · ${run.machine}`);
  console.log(markdownTable(run.rows));
  console.log(`server RSS before ${mb(run.rssBefore)}, after ${mb(run.rssAfter)}`);
}

export function runSection(run: BenchRun): string {
  return [
    `Run of ${run.date} on ${run.machine}; ${run.league}.`,
    '',
    markdownTable(run.rows),
    '',
    `Server memory (RSS): ${mb(run.rssBefore)} before the load, ${mb(run.rssAfter)} after.`,
  ].join('\n');
}

/** Replaces the text between `<!-- name:start -->` and `<!-- name:end -->` in a markdown file. */
export function replaceSection(file: string, name: string, body: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const block = `${start}\n${body}\n${end}`;
  const at = text.indexOf(start);
  const until = text.indexOf(end);
  const next = at >= 0 && until > at ? text.slice(0, at) + block + text.slice(until + end.length) : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next);
}

/** Bars of req/s at 10 connections per endpoint, one colour per engine, the limit as a tick. */
export function chart(runs: BenchRun[]): string {
  const endpoints = [...new Set(runs.flatMap((r) => r.rows.filter((row) => row.connections === 10).map((row) => row.endpoint)))];
  const max = Math.max(1, ...runs.flatMap((r) => r.rows.map((row) => Math.max(row.real.rps, row.limit?.rps ?? 0))));
  const colours: Record<string, string> = { sqlite: '#1c3f94', postgres: '#d6333a' };
  const rowHeight = 14 * runs.length + 10;
  const width = 900;
  const left = 290;
  const height = 50 + endpoints.length * rowHeight;
  const scale = (v: number) => ((width - left - 80) * v) / max;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="Arial, sans-serif" font-size="11">`,
    `<text x="10" y="18" font-size="14" font-weight="bold">Requests per second at 10 connections (bar: Dugout; tick: the limit)</text>`,
    ...runs.map(
      (r, i) =>
        `<rect x="${left + i * 110}" y="26" width="10" height="10" fill="${colours[r.engine]}"/><text x="${left + 14 + i * 110}" y="35">${r.engine}</text>`,
    ),
  ];
  endpoints.forEach((endpoint, i) => {
    const y = 46 + i * rowHeight;
    parts.push(`<text x="${left - 6}" y="${y + rowHeight / 2}" text-anchor="end">${endpoint.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</text>`);
    runs.forEach((run, j) => {
      const row = run.rows.find((r) => r.endpoint === endpoint && r.connections === 10);
      if (!row) return;
      const by = y + j * 14;
      parts.push(`<rect x="${left}" y="${by}" width="${scale(row.real.rps).toFixed(1)}" height="11" fill="${colours[run.engine]}"/>`);
      parts.push(`<text x="${left + scale(row.real.rps) + 4}" y="${by + 9}">${row.real.rps.toFixed(0)}</text>`);
      if (row.limit) {
        const x = left + scale(row.limit.rps);
        parts.push(`<line x1="${x.toFixed(1)}" x2="${x.toFixed(1)}" y1="${by - 1}" y2="${by + 12}" stroke="#222" stroke-width="2"/>`);
      }
    });
  });
  parts.push('</svg>');
  return parts.join('\n');
}
