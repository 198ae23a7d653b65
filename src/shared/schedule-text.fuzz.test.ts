import { addDays, format, parseISO } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkScheduleText, type ScheduleCheck } from './schedule-text';
import { buildSeason, springCalendar, weekOfDate } from './season';

const teams = [
  { id: 1, name: 'Highland Falcons' },
  { id: 2, name: 'Greenville Bulldogs' },
  { id: 3, name: 'Harbor Mavericks' },
  { id: 4, name: 'Lake - Side Storm' },
];
const season = buildSeason(1, '2025', springCalendar(2025, 'America/New_York'));
const check = (text: string) => checkScheduleText(text, { teams, season, existing: [] });

/** Pieces of schedule lines, good and bad, and characters pastes bring along. */
const piece = fc.oneof(
  fc.constantFrom(...teams.map((t) => t.name), 'highland  FALCONS', 'Nobody FC'),
  fc.constantFrom(' @ ', ' - ', '@', '-', ' ', '\t', ',', '"', "'", 'TBD', 'tbd', '@ TBD'),
  fc.constantFrom('Sat May 31', 'May 31', 'Thurs July 3, 2025', 'Sept 31', 'Mon May 31', 'Jan 5', 'Sat, Jun 7th'),
  fc.constantFrom('10:00 AM', '6pm', '18:15', '25:61', '0:00', '12:60 pm'),
  fc.constantFrom('\uFEFF', '\u0000', '\u202e', '𝔘𝔫𝔦', 'é', '\u00a0'),
  fc.string({ unit: 'binary', maxLength: 8 }),
);
const line = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('').replace(/[\r\n]/g, ''));
const lines = fc.array(line, { maxLength: 40 });

/** A well-formed game line, spelled in one of the ways the format allows. */
const gameLine = fc
  .record({
    away: fc.constantFrom(...teams),
    home: fc.constantFrom(...teams),
    day: fc.integer({ min: 0, max: 60 }),
    time: fc.constantFrom('10:00 AM', '6pm', '18:15', 'TBD'),
  })
  .filter((g) => g.away.id !== g.home.id)
  .map((g) => `${g.away.name} @ ${g.home.name} - ${format(addDays(parseISO('2025-04-05'), g.day), 'EEE MMM d')} @ ${g.time}`);

/** Every non-blank line of the paste is exactly one game or one error, found under its own number. */
function expectEveryLineAccountedFor(text: string, result: ScheduleCheck): void {
  const pasted = text.split(/\r\n|\r|\n/);
  const expected = pasted.flatMap((l, index) => (l.trim() ? [index + 1] : []));
  const found = [...result.games.map((g) => g.line), ...result.errors.map((e) => e.line)].sort((a, b) => a - b);
  expect(found).toEqual(expected);
  for (const error of result.errors) {
    expect(error.text).toBe(pasted[error.line - 1]?.trim());
    expect(error.reason.length).toBeGreaterThan(0);
  }
  for (const game of result.games) {
    expect(game.homeTeam.id).not.toBe(game.awayTeam.id);
    expect(weekOfDate(season, game.date)).toBeDefined();
    if (game.time !== null) expect(game.time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
  }
}

const withoutLines = (result: ScheduleCheck) => ({
  games: result.games.map(({ line: _line, ...game }) => game),
  errors: result.errors.map(({ line: _line, ...error }) => error),
});

describe('checkScheduleText under fuzzing', () => {
  it('never throws, and answers every non-blank line as a game or an error', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(line, gameLine), { maxLength: 40 }), fc.constantFrom('\n', '\r\n', '\r'), (parts, eol) => {
        const text = parts.join(eol);
        expectEveryLineAccountedFor(text, check(text));
      }),
      { numRuns: 300, seed: 7001 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => expectEveryLineAccountedFor(text, check(text))),
      { numRuns: 300, seed: 7002 },
    );
  });

  it('reads the same paste alike with LF, CRLF or CR line ends and a byte-order mark', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(line, gameLine), { maxLength: 30 }), (parts) => {
        const lf = check(parts.join('\n'));
        expect(check(parts.join('\r\n'))).toEqual(lf);
        expect(check(parts.join('\r'))).toEqual(lf);
        expect(check(`\uFEFF${parts.join('\r\n')}`)).toEqual(lf);
      }),
      { numRuns: 200, seed: 7003 },
    );
  });

  it('skips blank lines without changing what is read, only the line numbers', () => {
    fc.assert(
      fc.property(lines, fc.array(fc.constantFrom('', ' ', '\t', '  \u00a0'), { minLength: 1, maxLength: 3 }), (parts, blanks) => {
        const spaced = parts.flatMap((p, i) => [p, blanks[i % blanks.length] ?? '']);
        expect(withoutLines(check(spaced.join('\n')))).toEqual(withoutLines(check(parts.join('\n'))));
      }),
      { numRuns: 200, seed: 7004 },
    );
  });

  it('finishes a 10,000-line paste, good or bad, with every line answered', () => {
    const pairs = teams.flatMap((away) => teams.filter((home) => home.id !== away.id).map((home) => [away, home] as const));
    const good = Array.from({ length: 10_000 }, (_, i) => {
      const [away, home] = pairs[i % pairs.length] ?? [];
      const day = format(addDays(parseISO('2025-04-01'), Math.floor(i / pairs.length) % 90), 'MMM d');
      return `${away?.name} @ ${home?.name} - ${day} @ ${8 + Math.floor(i / (pairs.length * 90))}:00`;
    });
    const read = check(good.join('\r\n'));
    expect(read.errors).toEqual([]);
    expect(read.games).toHaveLength(10_000);

    const bad = Array.from({ length: 10_000 }, (_, i) => `${'Nobody @ '.repeat(i % 7)}line ${i} - ${'@ TBD '.repeat(i % 5)}`);
    const refused = check(bad.join('\n'));
    expect(refused.games).toEqual([]);
    expect(refused.errors).toHaveLength(10_000);
  });
});
