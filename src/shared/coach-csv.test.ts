import { describe, expect, it } from 'vitest';
import { checkCoachRow, COACH_CSV_EMPTY, parseCoachCsv, type CoachCsvRow, type LeagueTeams } from './coach-csv';

const HEADER = 'Division,Team,Email,FirstName,LastName';

function rowsOf(text: string): CoachCsvRow[] {
  const result = parseCoachCsv(text);
  if (!result.ok) throw new Error(result.message);
  return result.rows;
}

function messageOf(text: string): string {
  const result = parseCoachCsv(text);
  if (result.ok) throw new Error('expected the paste to be refused');
  return result.message;
}

describe('parseCoachCsv', () => {
  it('reads one coach per line below the header, trimming values and lower-casing emails', () => {
    expect(rowsOf(`${HEADER}\n10U, Highland Falcons ,Pat.Doe@Example.com,Pat,Doe\n8U,Harbor Mavericks,kim@example.com,Kim,Lo`)).toEqual([
      { line: 2, division: '10U', team: 'Highland Falcons', email: 'pat.doe@example.com', firstName: 'Pat', lastName: 'Doe' },
      { line: 3, division: '8U', team: 'Harbor Mavericks', email: 'kim@example.com', firstName: 'Kim', lastName: 'Lo' },
    ]);
  });

  it('keeps commas, doubled quotes and line breaks inside quoted values', () => {
    const rows = rowsOf(`${HEADER}\n10U,"Falcons, Blue",a@example.com,"Pat ""PJ""",Doe\n10U,"Two\nLines",b@example.com,Kim,Lo`);
    expect(rows.map((r) => [r.team, r.firstName])).toEqual([
      ['Falcons, Blue', 'Pat "PJ"'],
      ['Two\nLines', 'Kim'],
    ]);
    expect(rows.map((r) => r.line)).toEqual([2, 3]);
  });

  it('accepts a byte-order mark and Windows line endings', () => {
    const rows = rowsOf(`\uFEFF${HEADER}\r\n10U,Highland Falcons,a@example.com,Pat,Doe\r\n`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ division: '10U', lastName: 'Doe' });
  });

  it('skips blank lines but still numbers rows by their line in the paste', () => {
    const rows = rowsOf(`${HEADER}\n\n10U,Highland Falcons,a@example.com,Pat,Doe\n   \n8U,Harbor Mavericks,b@example.com,Kim,Lo\n`);
    expect(rows.map((r) => r.line)).toEqual([3, 5]);
  });

  it('finds the columns in any order and spelling, and ignores extra columns', () => {
    const rows = rowsOf('email,Phone,last name,FIRST_NAME,team,division\na@example.com,555,Doe,Pat,Highland Falcons,10U');
    expect(rows[0]).toEqual({ line: 2, division: '10U', team: 'Highland Falcons', email: 'a@example.com', firstName: 'Pat', lastName: 'Doe' });
  });

  it("answers the spec's message for an empty paste", () => {
    expect(messageOf('')).toBe(COACH_CSV_EMPTY);
    expect(messageOf(' \n \r\n')).toBe(COACH_CSV_EMPTY);
  });

  it('names the missing columns when the header is incomplete', () => {
    expect(messageOf('Division,Team,Email\n10U,Falcons,a@example.com')).toBe(
      'The first line must name the columns Division, Team, Email, FirstName, LastName; missing: FirstName, LastName.',
    );
  });

  it('refuses a header that names a column twice', () => {
    expect(messageOf(`${HEADER},Email\n10U,Falcons,a@example.com,Pat,Doe,b@example.com`)).toBe('The column Email appears more than once in the first line.');
  });

  it('refuses a header without rows', () => {
    expect(messageOf(`${HEADER}\n\n`)).toBe('There are no coaches below the header line.');
  });

  it('reports the line of a quoted value that is never closed', () => {
    expect(messageOf(`${HEADER}\n10U,Falcons,a@example.com,Pat,Doe\n10U,"Falcons,b@example.com,Kim,Lo`)).toBe('Line 3: a quoted value is not closed');
  });
});

const LEAGUE: LeagueTeams = {
  divisions: [
    { id: 1, name: '8U', teams: [{ id: 11, name: 'Harbor Mavericks' }] },
    {
      id: 3,
      name: '10U',
      teams: [
        { id: 31, name: 'Highland Falcons' },
        { id: 32, name: 'Greenville Bulldogs' },
      ],
    },
  ],
};

function row(overrides: Partial<CoachCsvRow> = {}): CoachCsvRow {
  return { line: 4, division: '10U', team: 'Highland Falcons', email: 'pat@example.com', firstName: 'Pat', lastName: 'Doe', ...overrides };
}

describe('checkCoachRow', () => {
  it('resolves a good row to its division and team', () => {
    expect(checkCoachRow(row(), LEAGUE)).toEqual({
      ok: true,
      row: {
        line: 4,
        email: 'pat@example.com',
        name: 'Pat Doe',
        divisionId: 3,
        divisionName: '10U',
        teamId: 31,
        teamName: 'Highland Falcons',
      },
    });
  });

  it('names every empty column of the row', () => {
    expect(checkCoachRow(row({ email: '', lastName: '' }), LEAGUE)).toEqual({ ok: false, message: 'Line 4: Email, LastName are empty' });
    expect(checkCoachRow(row({ team: '' }), LEAGUE)).toEqual({ ok: false, message: 'Line 4: Team is empty' });
  });

  it('refuses an address that is not an email', () => {
    expect(checkCoachRow(row({ email: 'pat.example.com' }), LEAGUE)).toEqual({
      ok: false,
      message: "Line 4: 'pat.example.com' is not a valid email address",
    });
  });

  it('matches division and team names exactly, suggesting the name that differs only in case', () => {
    expect(checkCoachRow(row({ division: '10u' }), LEAGUE)).toEqual({
      ok: false,
      message: "Line 4: division '10u' does not exist (did you mean '10U'?)",
    });
    expect(checkCoachRow(row({ division: '13U' }), LEAGUE)).toEqual({ ok: false, message: "Line 4: division '13U' does not exist" });
    expect(checkCoachRow(row({ team: 'highland falcons' }), LEAGUE)).toEqual({
      ok: false,
      message: "Line 4: team 'highland falcons' is not in division '10U' (did you mean 'Highland Falcons'?)",
    });
  });

  it('refuses a team of another division', () => {
    expect(checkCoachRow(row({ team: 'Harbor Mavericks' }), LEAGUE)).toEqual({
      ok: false,
      message: "Line 4: team 'Harbor Mavericks' is not in division '10U'",
    });
  });
});
