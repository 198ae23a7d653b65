import { addDays, parseISO } from 'date-fns';
import { leagueDate } from '../../shared/league-time';
import { buildSeason, isoDate, weeklyCalendar, type SeasonCalendar } from '../../shared/season';
import { planAvailability, planPhase1, type LeaguePlan, type PlannedGame } from './plan';
import { SeededRandom } from './random';
import { copySeasonSetup } from './season-copy';

/** Weeks of the season before the one holding the day it is planned on. */
const WEEKS_PLAYED = 3;
const PHASE1_ROUNDS = 6;
const HOUR = 3600_000;

/** "Winter 2026", "Spring 2026", "Summer 2026" or "Fall 2026", after the month a season starts in. */
export function seasonNameFor(firstDay: string): string {
  const month = Number(firstDay.slice(5, 7));
  const part = month <= 2 || month === 12 ? 'Winter' : month <= 5 ? 'Spring' : month <= 7 ? 'Summer' : 'Fall';
  return `${part} ${firstDay.slice(0, 4)}`;
}

/**
 * A calendar like `previous`'s whose fourth week holds `today` (a league-local date): week 1 starts
 * on the Monday three weeks before today's week.
 */
function calendarAround(previous: SeasonCalendar, today: string): SeasonCalendar {
  const day = parseISO(today);
  const monday = addDays(day, -((day.getDay() + 6) % 7));
  return weeklyCalendar(isoDate(addDays(monday, -7 * WEEKS_PLAYED)), previous.phaseWeeks, [], previous.timeZone);
}

/**
 * The plan with a second season started from its only one and made current, as a league that ran
 * `plan`'s season would start its next: the same divisions, teams, coaches, playoff formats and
 * home fields. Its phase 1 is in progress at `now`: games before it played and reported (the last
 * few still waiting for a report, one for the other coach's, one disputed), later ones scheduled,
 * one postponed and a make-up game with its date to be decided; a share of the teams have given
 * their phase 2 availability.
 */
export function withSeasonInProgress(plan: LeaguePlan, now: Date, seed: number): LeaguePlan {
  const [previous] = plan.seasons;
  if (!previous || plan.seasons.length !== 1) throw new Error('a season in progress is added to a plan of one season');
  const { timeZone } = previous.calendar;
  const calendar = calendarAround(previous.calendar, leagueDate(now.toISOString(), timeZone));
  const seasonId = previous.id + 1;
  const name = seasonNameFor(calendar.firstDay);
  const result: LeaguePlan = {
    ...plan,
    seasons: [
      { ...previous, current: false },
      { id: seasonId, name, calendar, current: true },
    ],
  };
  const copied = copySeasonSetup(result, plan, seasonId);
  const season = buildSeason(seasonId, name, calendar);
  const rnd = new SeededRandom(seed);
  const firstGame = result.games.length;
  for (const division of plan.divisions) planPhase1(result, copied.division(division.id), { phase1Rounds: PHASE1_ROUNDS, timeZone }, season, rnd);
  const games = result.games.slice(firstGame);
  for (const game of games) unplayedAt(game, now);
  addSituations(games, now);
  const newTeams = plan.teams.map((t) => ({ id: copied.team(t.id) }));
  planAvailability(result, { availabilityShare: 0.45 }, season, rnd, newTeams);
  return result;
}

/** A game after `now` is still to be played; a report after `now` is not made yet. */
function unplayedAt(game: PlannedGame, now: Date): void {
  const time = new Date(game.scheduledTime).getTime();
  const reports = time > now.getTime() ? [] : game.reports.filter((r) => new Date(r.reportedAt) <= now);
  if (reports.length === game.reports.length) return;
  Object.assign(game, { status: 'scheduled', homeScore: null, awayScore: null, reports });
}

/**
 * Among the games of the last week before `now`: one whose home coach has reported and the
 * visitors' has not, one the two coaches reported differently, one nobody has reported; and
 * after it, one postponed game and a make-up game whose date is to be decided.
 */
function addSituations(games: PlannedGame[], now: Date): void {
  const lastWeek = games.filter((g) => g.status === 'completed' && now.getTime() - new Date(g.scheduledTime).getTime() < 7 * 24 * HOUR);
  const [waiting, disputed, unreported] = lastWeek.slice(-3);
  if (waiting) {
    Object.assign(waiting, { status: 'scheduled', homeScore: null, awayScore: null, reports: waiting.reports.filter((r) => r.side === 'home') });
  }
  if (disputed) {
    const [home, away] = disputed.reports;
    if (home && away) {
      Object.assign(disputed, {
        status: 'score_disputed',
        homeScore: null,
        awayScore: null,
        reports: [
          { ...home, homeScore: 6, awayScore: 4 },
          { ...away, homeScore: 4, awayScore: 6 },
        ],
      });
    }
  }
  if (unreported) Object.assign(unreported, { status: 'scheduled', homeScore: null, awayScore: null, reports: [] });
  const upcoming = games.filter((g) => g.status === 'scheduled' && g.reports.length === 0 && new Date(g.scheduledTime) > now);
  const [postponed, makeUp] = upcoming;
  if (postponed) postponed.status = 'rescheduling';
  if (makeUp) Object.assign(makeUp, { dateTbd: true, timeTbd: true });
}
