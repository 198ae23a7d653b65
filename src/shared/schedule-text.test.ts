import { describe, expect, it } from 'vitest';
import { checkScheduleText, readClockTime } from './schedule-text';
import { buildSeason, springCalendar, weeklyCalendar } from './season';

const teams = [
  { id: 1, name: 'Highland Falcons' },
  { id: 2, name: 'Greenville Bulldogs' },
  { id: 3, name: 'Harbor Mavericks' },
  { id: 4, name: 'Lake - Side Storm' },
];
const season = buildSeason(1, '2025', springCalendar(2025, 'America/New_York'));
const check = (text: string, existing = []) => checkScheduleText(text, { teams, season, existing });

describe('checkScheduleText', () => {
  it('reads the visitor first and the host second, with the date and time of the league clock', () => {
    const result = check('Greenville Bulldogs @ Highland Falcons - Saturday May 31 @ 10:00 AM');
    expect(result.errors).toEqual([]);
    expect(result.games).toEqual([
      {
        line: 1,
        awayTeam: { id: 2, name: 'Greenville Bulldogs' },
        homeTeam: { id: 1, name: 'Highland Falcons' },
        date: '2025-05-31',
        time: '10:00',
        dateTbd: false,
      },
    ]);
  });

  it('accepts abbreviations, ordinals, commas, the year, any letter case and extra spaces', () => {
    const result = check(
      [
        'greenville bulldogs  @  HIGHLAND FALCONS - Sat, Jun 7th @ 6:30 pm',
        'Harbor Mavericks @ Highland Falcons - Thurs July 3, 2025 @ 18:15',
        'Highland Falcons @ Harbor Mavericks - Tue Apr 1 @ 9am',
      ].join('\n'),
    );
    expect(result.errors).toEqual([]);
    expect(result.games.map((g) => [g.homeTeam.id, g.awayTeam.id, g.date, g.time])).toEqual([
      [1, 2, '2025-06-07', '18:30'],
      [1, 3, '2025-07-03', '18:15'],
      [3, 1, '2025-04-01', '09:00'],
    ]);
  });

  it('keeps team names that contain a dash', () => {
    const result = check('Lake - Side Storm @ Harbor Mavericks - Sun Jun 1 @ 2:00 PM');
    expect(result.errors).toEqual([]);
    expect(result.games[0]?.awayTeam.name).toBe('Lake - Side Storm');
  });

  it('reads TBD times and TBD dates, keeping a TBD date in the week of the nearest dated game', () => {
    const result = check(
      [
        'Highland Falcons @ Harbor Mavericks - TBD',
        'Greenville Bulldogs @ Highland Falcons - Sat May 31 @ TBD',
        'Harbor Mavericks @ Greenville Bulldogs - Mon Jun 9 @ 6:00 PM',
        'Greenville Bulldogs @ Harbor Mavericks - TBD @ TBD',
      ].join('\n'),
    );
    expect(result.errors).toEqual([]);
    expect(result.games.map((g) => ({ line: g.line, date: g.date, time: g.time, dateTbd: g.dateTbd }))).toEqual([
      { line: 1, date: '2025-05-31', time: null, dateTbd: true },
      { line: 2, date: '2025-05-31', time: null, dateTbd: false },
      { line: 3, date: '2025-06-09', time: '18:00', dateTbd: false },
      { line: 4, date: '2025-06-09', time: null, dateTbd: true },
    ]);
  });

  it('skips blank lines but keeps the line numbers of the paste', () => {
    const result = check('\n\nGreenville Bulldogs @ Highland Falcons - Sat May 31 @ 10:00 AM\r\n  \r\nNobody @ Highland Falcons - Sat May 31 @ 1:00 PM');
    expect(result.games.map((g) => g.line)).toEqual([3]);
    expect(result.errors).toEqual([{ line: 5, text: 'Nobody @ Highland Falcons - Sat May 31 @ 1:00 PM', reason: "Unknown team 'Nobody'" }]);
  });

  it('reports every bad line with its number and reason', () => {
    const lines = [
      'Greenville Bulldogs @ Highland Falcons - Sat May 31 @ 10:00 AM',
      'Greenville Bulldogs vs Highland Falcons on Saturday',
      'Highland Falcons @ Riverside Owls - Sat May 31 @ 1:00 PM',
      'Highland Falcons @ highland falcons - Sat May 31 @ 1:00 PM',
      'Harbor Mavericks @ Highland Falcons - Fri May 31 @ 1:00 PM',
      'Harbor Mavericks @ Highland Falcons - Sat Feb 30 @ 1:00 PM',
      'Harbor Mavericks @ Highland Falcons - Sat Mai 31 @ 1:00 PM',
      'Harbor Mavericks @ Highland Falcons - Sat Jan 4 @ 1:00 PM',
      'Harbor Mavericks @ Highland Falcons - Sat May 31 @ 13:00 PM',
      'Harbor Mavericks @ Highland Falcons - Sat May 31',
      'Harbor Mavericks @ Highland Falcons - TBD @ 6:00 PM',
      'Greenville Bulldogs @ Highland Falcons - Sat May 31 @ 10:00 AM',
      'Harbor Mavericks @ Highland Falcons - Sat May 31 2024 @ 1:00 PM',
    ];
    const result = check(lines.join('\n'));
    expect(result.games.map((g) => g.line)).toEqual([1]);
    expect(result.errors.map((e) => [e.line, e.reason])).toEqual([
      [2, "Expected 'Team1 @ Team2 - Day Month Date @ Time'"],
      [3, "Unknown team 'Riverside Owls'"],
      [4, "The same team twice: 'Highland Falcons' cannot play itself"],
      [5, "Bad date 'Fri May 31': that day is a Saturday, not a Friday"],
      [6, "Bad date 'Sat Feb 30': there is no such day"],
      [7, "Bad date 'Sat Mai 31': 'Mai' is not a month"],
      [8, "Bad date 'Sat Jan 4': outside the 2025 season (2025-04-01 to 2025-07-06)"],
      [9, "Bad time '13:00 PM': expected a time like '6:00 PM' or 'TBD'"],
      [10, "Missing time after the date: expected 'Day Month Date @ Time' or '@ TBD'"],
      [11, 'A game whose date is TBD cannot have a time'],
      [12, 'The same game as line 1'],
      [13, "Bad date 'Sat May 31 2024': the 2025 season runs in 2025 (2025-04-01 to 2025-07-06)"],
    ]);
    for (const error of result.errors) expect(error.text).toBe(lines[error.line - 1]);
  });

  it('says which division a team of another division plays in', () => {
    const result = checkScheduleText('riverside owls @ Highland Falcons - Sat May 31 @ 1:00 PM', {
      teams,
      season,
      divisionName: '10U',
      otherTeams: [{ name: 'Riverside Owls', divisionName: '12U' }],
    });
    expect(result.errors.map((e) => e.reason)).toEqual(["'Riverside Owls' plays in 12U, not in 10U"]);
  });

  it('refuses a TBD date when the paste has no dated game to place it in a week', () => {
    const result = check('Highland Falcons @ Harbor Mavericks - TBD');
    expect(result.games).toEqual([]);
    expect(result.errors[0]?.reason).toMatch(/needs a dated game in the same paste/);
  });

  it('refuses a game that is already on the schedule at the same time', () => {
    const existing = [{ id: 77, homeTeamId: 1, awayTeamId: 2, date: '2025-05-31', time: '10:00', dateTbd: false }];
    const result = checkScheduleText(
      'Greenville Bulldogs @ Highland Falcons - Sat May 31 @ 10:00 AM\nGreenville Bulldogs @ Highland Falcons - Sat May 31 @ 2:00 PM',
      { teams, season, existing },
    );
    expect(result.errors).toEqual([
      { line: 1, text: 'Greenville Bulldogs @ Highland Falcons - Sat May 31 @ 10:00 AM', reason: 'Already on the schedule (game 77)', clash: true },
    ]);
    expect(result.games.map((g) => g.time)).toEqual(['14:00']);
  });

  it('takes a date-TBD game kept in the same week as one already there, or pasted above, for the same game', () => {
    const existing = [{ id: 78, homeTeamId: 1, awayTeamId: 2, date: '2025-05-31', time: null, dateTbd: true }];
    const text = [
      'Highland Falcons @ Greenville Bulldogs - Sat May 31 @ 10:00 AM',
      'Greenville Bulldogs @ Highland Falcons - TBD',
      'Highland Falcons @ Greenville Bulldogs - TBD',
      'Highland Falcons @ Greenville Bulldogs - TBD',
      'Highland Falcons @ Greenville Bulldogs - Sat Jun 7 @ 10:00 AM',
      'Highland Falcons @ Greenville Bulldogs - TBD',
    ].join('\n');
    const result = checkScheduleText(text, { teams, season, existing });
    expect(result.errors.map((e) => [e.line, e.reason, e.clash])).toEqual([
      [2, 'Already on the schedule (game 78)', true],
      [4, 'The same game as line 3', true],
    ]);
    // Kept in the next week, the last one is another game.
    expect(result.games.map((g) => [g.line, g.date])).toEqual([
      [1, '2025-05-31'],
      [3, '2025-05-31'],
      [5, '2025-06-07'],
      [6, '2025-06-07'],
    ]);
  });
});

describe('checkScheduleText for a season across New Year', () => {
  // Fall 2026: 2 November 2026 to 7 February 2027.
  const winter = buildSeason(2, 'Fall 2026', weeklyCalendar('2026-11-02', { phase1: 10, phase2: 3, championship: 1 }, [], 'America/New_York'));
  const read = (text: string) => checkScheduleText(text, { teams, season: winter });

  it('puts each day in the year of the season that holds it', () => {
    const result = read(
      [
        'Greenville Bulldogs @ Highland Falcons - Sat Nov 14 @ 10:00 AM',
        'Harbor Mavericks @ Highland Falcons - Friday January 8 @ 6:00 PM',
        'Harbor Mavericks @ Greenville Bulldogs - Sun Feb 7 2027 @ 1:00 PM',
      ].join('\n'),
    );
    expect(result.errors).toEqual([]);
    expect(result.games.map((g) => g.date)).toEqual(['2026-11-14', '2027-01-08', '2027-02-07']);
  });

  it('still refuses a weekday that does not match, a year the season is not in and a day outside it', () => {
    const result = read(
      [
        'Harbor Mavericks @ Highland Falcons - Thursday January 8 @ 6:00 PM',
        'Harbor Mavericks @ Highland Falcons - Jan 8 2028 @ 6:00 PM',
        'Harbor Mavericks @ Highland Falcons - Mar 3 @ 6:00 PM',
      ].join('\n'),
    );
    expect(result.errors.map((e) => e.reason)).toEqual([
      "Bad date 'Thursday January 8': that day is a Friday, not a Thursday",
      "Bad date 'Jan 8 2028': the Fall 2026 season runs in 2026 and 2027 (2026-11-02 to 2027-02-07)",
      "Bad date 'Mar 3': outside the Fall 2026 season (2026-11-02 to 2027-02-07)",
    ]);
  });
});

describe('readClockTime', () => {
  it.each([
    ['6:00 PM', '18:00'],
    ['12:00 PM', '12:00'],
    ['12:15 am', '00:15'],
    ['9am', '09:00'],
    ['10:30 a.m.', '10:30'],
    ['7:05', '07:05'],
    ['23:45', '23:45'],
  ])('reads %s as %s', (text, expected) => {
    expect(readClockTime(text)).toBe(expected);
  });

  it.each(['13:00 PM', '0:30 AM', '24:00', '6:60 PM', 'noon', '6'])('refuses %s', (text) => {
    expect(readClockTime(text)).toBeNull();
  });
});
