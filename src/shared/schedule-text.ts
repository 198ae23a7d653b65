import { getDay, isValid, parse } from 'date-fns';
import { seasonBounds, weekOfDate, type Season } from './season';
import { sameTeamName } from './team-names';

/**
 * The schedule text an administrator pastes to import games, one game per line:
 *
 *   Team1 @ Team2 - Day Month Date @ Time
 *
 * Team1 is the visitor and Team2 the host, e.g. 'Harbor Mavericks @ Highland Falcons - Sat May 31
 * @ 10:00 AM'. The date is in the season (in the year of its weeks that holds that day, for a season
 * across New Year) and the time on the league's clock. 'TBD' stands
 * for a time (`... - Sat May 31 @ TBD`) or for date and time (`... - TBD`). Blank lines are
 * skipped; every other line must be a game.
 */
export const SCHEDULE_LINE_FORMAT = 'Team1 @ Team2 - Day Month Date @ Time';

export interface ScheduleTeam {
  id: number;
  name: string;
}

/** A game already on the schedule, in league-local date and time, to refuse importing it twice. */
export interface ScheduledGame {
  id: number;
  homeTeamId: number;
  awayTeamId: number;
  date: string;
  time: string | null;
  dateTbd: boolean;
}

export interface ImportedGame {
  line: number;
  homeTeam: ScheduleTeam;
  awayTeam: ScheduleTeam;
  /** League-local `yyyy-MM-dd`; for a date to be determined, a day of the week it belongs to. */
  date: string;
  /** League-local `HH:mm`, or null when the time is to be determined. */
  time: string | null;
  dateTbd: boolean;
}

export interface ScheduleLineError {
  line: number;
  text: string;
  reason: string;
  /** The line is a good game that the schedule cannot take (a repeat or a clash), not bad text. */
  clash?: true;
}

export interface ScheduleCheck {
  games: ImportedGame[];
  errors: ScheduleLineError[];
}

interface ScheduleContext {
  teams: readonly ScheduleTeam[];
  season: Season;
  existing?: readonly ScheduledGame[];
  /** The division the paste is for, and the teams of the others, to say where a team belongs. */
  divisionName?: string;
  otherTeams?: readonly { name: string; divisionName: string }[];
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const WEEKDAY_LABELS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A month or weekday given in full or by at least its first three letters ('Sept', 'Thurs'). */
function indexOfName(names: readonly string[], word: string): number {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (w.length < 3) return -1;
  return names.findIndex((name) => name.startsWith(w));
}

const isTbd = (text: string) => /^tbd$/i.test(text.trim());

class LineProblem extends Error {}

function findTeam(context: ScheduleContext, name: string): ScheduleTeam {
  const team = context.teams.find((t) => sameTeamName(t.name, name));
  if (team) return team;
  const elsewhere = (context.otherTeams ?? []).filter((t) => sameTeamName(t.name, name));
  const [first] = elsewhere;
  if (first) {
    const divisions = elsewhere.map((t) => t.divisionName).join(' and ');
    throw new LineProblem(`'${first.name}' plays in ${divisions}, not in ${context.divisionName ?? 'this division'}`);
  }
  throw new LineProblem(`Unknown team '${name.trim()}'`);
}

/** The years the season's weeks run through: one, or two for a season across New Year. */
function yearsOf(season: Season): number[] {
  const { first, last } = seasonBounds(season);
  if (!first || !last) return [season.year];
  const years: number[] = [];
  for (let year = Number(first.slice(0, 4)); year <= Number(last.slice(0, 4)); year += 1) years.push(year);
  return years;
}

const isoDay = (year: number, month: number, day: string) => `${year}-${String(month + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;

function readDate(text: string, season: Season): string {
  const match = /^(?:([a-z.]+),?\s+)?([a-z.]+)\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?$/i.exec(text.trim());
  if (!match) throw new LineProblem(`Bad date '${text.trim()}': expected Day Month Date, like 'Sat May 31'`);
  const [, weekdayWord, monthWord = '', dayText = '', yearText] = match;
  const month = indexOfName(MONTHS, monthWord);
  if (month < 0) throw new LineProblem(`Bad date '${text.trim()}': '${monthWord}' is not a month`);
  const years = yearsOf(season);
  const { first, last } = seasonBounds(season);
  const span = first && last ? ` (${first} to ${last})` : '';
  if (yearText !== undefined && !years.includes(Number(yearText))) {
    throw new LineProblem(`Bad date '${text.trim()}': the ${season.name} season runs in ${years.join(' and ')}${span}`);
  }
  // Without a year, the year of the season's weeks that holds the day.
  const year = yearText !== undefined ? Number(yearText) : (years.find((y) => weekOfDate(season, isoDay(y, month, dayText))) ?? season.year);
  const date = isoDay(year, month, dayText);
  const parsed = parse(date, 'yyyy-MM-dd', new Date(year, 0, 1));
  if (!isValid(parsed)) throw new LineProblem(`Bad date '${text.trim()}': there is no such day`);
  if (weekdayWord !== undefined) {
    const weekday = indexOfName(WEEKDAYS, weekdayWord);
    if (weekday < 0) throw new LineProblem(`Bad date '${text.trim()}': '${weekdayWord}' is not a day of the week`);
    const actual = getDay(parsed);
    if (weekday !== actual) {
      throw new LineProblem(`Bad date '${text.trim()}': that day is a ${WEEKDAY_LABELS[actual]}, not a ${WEEKDAY_LABELS[weekday]}`);
    }
  }
  if (!weekOfDate(season, date)) throw new LineProblem(`Bad date '${text.trim()}': outside the ${season.name} season${span}`);
  return date;
}

/** '6:00 PM', '6pm', '10:30am' or the 24-hour '18:00', as 'HH:mm'. */
export function readClockTime(text: string): string | null {
  const t = text.trim();
  const twelve = /^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\.?$/i.exec(t);
  if (twelve) {
    const [, h = '', m = '00', half = ''] = twelve;
    const hour = Number(h);
    const minute = Number(m);
    if (hour < 1 || hour > 12 || minute > 59) return null;
    const hour24 = (hour % 12) + (half.toLowerCase() === 'p' ? 12 : 0);
    return `${String(hour24).padStart(2, '0')}:${m}`;
  }
  const day = /^(\d{1,2}):(\d{2})$/.exec(t);
  if (day) {
    const [, h = '', m = ''] = day;
    if (Number(h) > 23 || Number(m) > 59) return null;
    return `${h.padStart(2, '0')}:${m}`;
  }
  return null;
}

interface ReadLine {
  homeTeam: ScheduleTeam;
  awayTeam: ScheduleTeam;
  date: string | null;
  time: string | null;
}

function readLine(text: string, context: ScheduleContext): ReadLine {
  const at = text.indexOf(' @ ');
  const dash = text.lastIndexOf(' - ');
  if (at < 0 || dash < at) throw new LineProblem(`Expected '${SCHEDULE_LINE_FORMAT}'`);
  const awayName = text.slice(0, at);
  const homeName = text.slice(at + 3, dash);
  const when = text.slice(dash + 3).trim();
  if (!awayName.trim() || !homeName.trim() || !when) throw new LineProblem(`Expected '${SCHEDULE_LINE_FORMAT}'`);
  const awayTeam = findTeam(context, awayName);
  const homeTeam = findTeam(context, homeName);
  if (awayTeam.id === homeTeam.id) throw new LineProblem(`The same team twice: '${homeTeam.name}' cannot play itself`);

  const timeAt = when.lastIndexOf('@');
  const dateText = timeAt < 0 ? when : when.slice(0, timeAt);
  const timeText = timeAt < 0 ? null : when.slice(timeAt + 1);
  if (isTbd(dateText)) {
    if (timeText !== null && !isTbd(timeText)) throw new LineProblem('A game whose date is TBD cannot have a time');
    return { homeTeam, awayTeam, date: null, time: null };
  }
  if (timeText === null) throw new LineProblem(`Missing time after the date: expected 'Day Month Date @ Time' or '@ TBD'`);
  const date = readDate(dateText, context.season);
  if (isTbd(timeText)) return { homeTeam, awayTeam, date, time: null };
  const time = readClockTime(timeText);
  if (time === null) throw new LineProblem(`Bad time '${timeText.trim()}': expected a time like '6:00 PM' or 'TBD'`);
  return { homeTeam, awayTeam, date, time };
}

function sameGame(a: { homeTeamId: number; awayTeamId: number; date: string; time: string | null }, b: typeof a): boolean {
  return a.homeTeamId === b.homeTeamId && a.awayTeamId === b.awayTeamId && a.date === b.date && a.time === b.time;
}

/**
 * Checks a whole paste. Every line that is not a good game is reported with its number and the
 * reason; the games are meant to be written only when there are no errors. A game whose date is
 * TBD is kept in the week of the nearest dated game above it in the paste (or below, for the
 * first lines).
 */
export function checkScheduleText(text: string, context: ScheduleContext): ScheduleCheck {
  const errors: ScheduleLineError[] = [];
  const read: { line: number; text: string; game: ReadLine }[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line) return;
    try {
      read.push({ line: index + 1, text: line, game: readLine(line, context) });
    } catch (error) {
      if (!(error instanceof LineProblem)) throw error;
      errors.push({ line: index + 1, text: line, reason: error.message });
    }
  });

  const dated = read.filter((r) => r.game.date !== null);
  const games: ImportedGame[] = [];
  for (const entry of read) {
    const { game } = entry;
    let date = game.date;
    if (date === null) {
      const anchor = [...dated].reverse().find((d) => d.line < entry.line) ?? dated.find((d) => d.line > entry.line);
      if (!anchor) {
        errors.push({ line: entry.line, text: entry.text, reason: 'A game whose date is TBD needs a dated game in the same paste, to keep it in that week' });
        continue;
      }
      date = anchor.game.date;
    }
    if (date === null) continue;
    const imported: ImportedGame = { line: entry.line, homeTeam: game.homeTeam, awayTeam: game.awayTeam, date, time: game.time, dateTbd: game.date === null };
    const key = { homeTeamId: game.homeTeam.id, awayTeamId: game.awayTeam.id, date, time: game.time };
    // Games whose date is TBD repeat one another when they are kept in the same week: with no day
    // to tell them apart, the second is taken for the first pasted twice.
    const repeated = games.find(
      (g) => g.dateTbd === imported.dateTbd && sameGame({ homeTeamId: g.homeTeam.id, awayTeamId: g.awayTeam.id, date: g.date, time: g.time }, key),
    );
    if (repeated) {
      errors.push({ line: entry.line, text: entry.text, reason: `The same game as line ${repeated.line}`, clash: true });
      continue;
    }
    const scheduled = context.existing?.find((g) => g.dateTbd === imported.dateTbd && sameGame(g, key));
    if (scheduled) {
      errors.push({ line: entry.line, text: entry.text, reason: `Already on the schedule (game ${scheduled.id})`, clash: true });
      continue;
    }
    games.push(imported);
  }
  errors.sort((a, b) => a.line - b.line);
  return { games, errors };
}
