import Papa from 'papaparse';
import { z } from 'zod';

/** The columns a coach import needs, in the order the help text lists them. */
export const COACH_CSV_COLUMNS = ['Division', 'Team', 'Email', 'FirstName', 'LastName'] as const;
type Column = (typeof COACH_CSV_COLUMNS)[number];

export const COACH_CSV_EMPTY = 'Please enter coach data in CSV format';
export const COACH_CSV_MAX_ROWS = 5000;

/** One data row of the paste, with the line it starts on (the header is line 1). */
export interface CoachCsvRow {
  line: number;
  division: string;
  team: string;
  email: string;
  firstName: string;
  lastName: string;
}

export type CoachCsvParse = { ok: true; rows: CoachCsvRow[] } | { ok: false; message: string };

/** 'First Name', 'first_name' and 'FIRSTNAME' all name the FirstName column. */
function columnKey(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
}

/**
 * The line of each offset asked for, in increasing order: the text is counted through once, so a
 * paste of many thousand rows takes no longer to number than to read.
 */
function lineCounter(text: string): (offset: number) => number {
  let line = 1;
  let counted = 0;
  return (offset) => {
    for (; counted < offset && counted < text.length; counted++) if (text.charCodeAt(counted) === 10) line++;
    return line;
  };
}

function firstContentAt(text: string, from: number): number {
  let i = from;
  while (i < text.length && /\s/.test(text[i] ?? '')) i++;
  return i;
}

const PAPA_PROBLEMS: Record<string, string> = {
  MissingQuotes: 'a quoted value is not closed',
  InvalidQuotes: 'a quote is misplaced inside a value',
};

/**
 * Reads pasted CSV text: a header line naming the columns (any order, extra columns ignored),
 * then one coach per line. Quoted values may hold commas, quotes and line breaks; a byte-order mark
 * and Windows line endings are accepted. Only the shape is checked here; `checkCoachRow` judges
 * each row against the league.
 */
export function parseCoachCsv(input: string): CoachCsvParse {
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (text.trim() === '') return { ok: false, message: COACH_CSV_EMPTY };

  const records: { cells: string[]; line: number }[] = [];
  const failures: string[] = [];
  let rowStart = 0;
  const lineAt = lineCounter(text);
  Papa.parse<string[]>(text, {
    delimiter: ',',
    newline: '\n',
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      const line = lineAt(firstContentAt(text, rowStart));
      rowStart = result.meta.cursor;
      const error = result.errors.find((e) => e.code in PAPA_PROBLEMS);
      if (error) {
        failures.push(`Line ${line}: ${PAPA_PROBLEMS[error.code]}`);
        parser.abort();
        return;
      }
      records.push({ cells: result.data, line });
    },
  });
  if (failures[0]) return { ok: false, message: failures[0] };

  const [header, ...data] = records;
  if (!header) return { ok: false, message: COACH_CSV_EMPTY };
  const positions = new Map<Column, number>();
  for (const column of COACH_CSV_COLUMNS) {
    const matches = header.cells.flatMap((cell, index) => (columnKey(cell) === columnKey(column) ? [index] : []));
    if (matches.length > 1) return { ok: false, message: `The column ${column} appears more than once in the first line.` };
    if (matches[0] !== undefined) positions.set(column, matches[0]);
  }
  const missing = COACH_CSV_COLUMNS.filter((c) => !positions.has(c));
  if (missing.length > 0) {
    return {
      ok: false,
      message: `The first line must name the columns ${COACH_CSV_COLUMNS.join(', ')}; missing: ${missing.join(', ')}.`,
    };
  }
  if (data.length === 0) return { ok: false, message: 'There are no coaches below the header line.' };
  if (data.length > COACH_CSV_MAX_ROWS) {
    return { ok: false, message: `At most ${COACH_CSV_MAX_ROWS} coaches can be imported at once; this paste has ${data.length}.` };
  }

  const cell = (cells: string[], column: Column) => (cells[positions.get(column) ?? -1] ?? '').trim();
  return {
    ok: true,
    rows: data.map(({ cells, line }) => ({
      line,
      division: cell(cells, 'Division'),
      team: cell(cells, 'Team'),
      email: cell(cells, 'Email').toLowerCase(),
      firstName: cell(cells, 'FirstName'),
      lastName: cell(cells, 'LastName'),
    })),
  };
}

/** The league's divisions and teams, as an import row is matched against them. */
export interface LeagueTeams {
  divisions: { id: number; name: string; teams: { id: number; name: string }[] }[];
}

export interface CheckedCoachRow {
  line: number;
  email: string;
  name: string;
  divisionId: number;
  divisionName: string;
  teamId: number;
  teamName: string;
}

export type CoachRowCheck = { ok: true; row: CheckedCoachRow } | { ok: false; message: string };

const emailFormat = z.email();
const NAME_MAX = 200;

function didYouMean(wanted: string, names: string[]): string {
  const close = names.find((n) => n.toLowerCase() === wanted.toLowerCase());
  return close ? ` (did you mean '${close}'?)` : '';
}

/**
 * One row's rules: every column filled in, a valid email, and a division and team named exactly
 * as they are in the league (surrounding spaces aside). A refused row's message names its line.
 */
export function checkCoachRow(row: CoachCsvRow, league: LeagueTeams): CoachRowCheck {
  const fail = (reason: string): CoachRowCheck => ({ ok: false, message: `Line ${row.line}: ${reason}` });
  const blank = (
    [
      ['Division', row.division],
      ['Team', row.team],
      ['Email', row.email],
      ['FirstName', row.firstName],
      ['LastName', row.lastName],
    ] as const
  ).filter(([, value]) => value === '');
  if (blank.length > 0) return fail(`${blank.map(([column]) => column).join(', ')} ${blank.length === 1 ? 'is' : 'are'} empty`);
  if (!emailFormat.safeParse(row.email).success || row.email.length > 254) return fail(`'${row.email}' is not a valid email address`);
  const name = `${row.firstName} ${row.lastName}`;
  if (name.length > NAME_MAX) return fail(`the name is longer than ${NAME_MAX} characters`);

  const division = league.divisions.find((d) => d.name === row.division);
  if (!division) {
    return fail(
      `division '${row.division}' does not exist${didYouMean(
        row.division,
        league.divisions.map((d) => d.name),
      )}`,
    );
  }
  const team = division.teams.find((t) => t.name === row.team);
  if (!team) {
    return fail(
      `team '${row.team}' is not in division '${division.name}'${didYouMean(
        row.team,
        division.teams.map((t) => t.name),
      )}`,
    );
  }
  return {
    ok: true,
    row: {
      line: row.line,
      email: row.email,
      name,
      divisionId: division.id,
      divisionName: division.name,
      teamId: team.id,
      teamName: team.name,
    },
  };
}
