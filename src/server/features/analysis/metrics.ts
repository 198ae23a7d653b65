import { countsForPhase, divisionStandings, type ScoredGame, type TeamRecord } from '../../../shared/standings';

/** Bill James's exponent as refined for baseball; 2 is the original. */
export const PYTHAGOREAN_EXPONENT = 1.83;

/**
 * Final margins as the rulebook's mercy rule leaves them: a lead of 12 after three innings or 10
 * after four ends the game, so a final margin of 10 or more is counted as a mercy game (12 or
 * more: it may have ended after three). The score sheet keeps no innings, so this is inferred.
 */
export const MERCY_MARGIN = 10;
export const MERCY_AFTER_THREE_MARGIN = 12;
/** A decided game, short of the mercy rule, with a margin of at least this many runs. */
export const BLOW_OUT_MARGIN = 7;
/** A game decided by at most this many runs, or tied. */
export const CLOSE_MARGIN = 2;

export type MarginClass = 'close' | 'decided' | 'blow-out' | 'mercy';

export function marginClass(margin: number): MarginClass {
  if (margin >= MERCY_MARGIN) return 'mercy';
  if (margin >= BLOW_OUT_MARGIN) return 'blow-out';
  if (margin <= CLOSE_MARGIN) return 'close';
  return 'decided';
}

/** The win share runs predict: RS^x / (RS^x + RA^x); a team that has scored and allowed nothing is even. */
export function pythagoreanWinPct(runsScored: number, runsAllowed: number, exponent = PYTHAGOREAN_EXPONENT): number {
  const scored = runsScored ** exponent;
  const allowed = runsAllowed ** exponent;
  return scored + allowed === 0 ? 0.5 : scored / (scored + allowed);
}

/** How far apart the teams' win percentages are: their standard deviation (0 is perfect parity). */
export function winPctSpread(winPcts: readonly number[]): number {
  if (winPcts.length === 0) return 0;
  const mean = winPcts.reduce((sum, p) => sum + p, 0) / winPcts.length;
  return Math.sqrt(winPcts.reduce((sum, p) => sum + (p - mean) ** 2, 0) / winPcts.length);
}

export interface CloseRecord {
  wins: number;
  losses: number;
  ties: number;
}

export interface TeamAnalysis extends TeamRecord {
  runDifferentialPerGame: number;
  pythagoreanWinPct: number;
  /** The opponents' win percentage in their games against others, one entry per game played. */
  strengthOfSchedule: number;
  closeRecord: CloseRecord;
}

export interface DivisionMetrics {
  gamesPlayed: number;
  averageMargin: number;
  winPctSpread: number;
  margins: Record<MarginClass, number>;
  /** Of the mercy games, those with a margin of 12 or more. */
  mercyAfterThree: number;
  teams: TeamAnalysis[];
}

type Team = { id: number; name: string };

/** A game as the analysis reads it: a forfeit's score is the league's set score, not play. */
export interface AnalysedGame extends ScoredGame {
  forfeited: boolean;
}

/**
 * The metrics of one division from its games: the phase 1 games the standings count (completed,
 * both scores, both teams of the division) but forfeits, teams in the standings' order.
 */
export function divisionMetrics(teams: readonly Team[], games: readonly AnalysedGame[]): DivisionMetrics {
  const teamIds = new Set(teams.map((t) => t.id));
  const played = games.filter((g) => !g.forfeited && teamIds.has(g.homeTeamId) && teamIds.has(g.awayTeamId) && countsForPhase(g, 1));
  const standings = divisionStandings(teams, played);
  const margins: Record<MarginClass, number> = { close: 0, decided: 0, 'blow-out': 0, mercy: 0 };
  let mercyAfterThree = 0;
  let totalMargin = 0;
  let counted = 0;
  const close = new Map<number, CloseRecord>(teams.map((t) => [t.id, { wins: 0, losses: 0, ties: 0 }]));
  for (const game of played) {
    if (game.homeScore === null || game.awayScore === null) continue;
    const margin = Math.abs(game.homeScore - game.awayScore);
    counted += 1;
    totalMargin += margin;
    const kind = marginClass(margin);
    margins[kind] += 1;
    if (margin >= MERCY_AFTER_THREE_MARGIN) mercyAfterThree += 1;
    if (kind === 'close') {
      tallyClose(close.get(game.homeTeamId), game.homeScore - game.awayScore);
      tallyClose(close.get(game.awayTeamId), game.awayScore - game.homeScore);
    }
  }
  const byId = new Map(standings.map((row) => [row.teamId, row]));
  const analysed = standings.map((row) => ({
    ...row,
    runDifferentialPerGame: row.gamesPlayed === 0 ? 0 : row.runDifferential / row.gamesPlayed,
    pythagoreanWinPct: pythagoreanWinPct(row.runsScored, row.runsAllowed),
    strengthOfSchedule: strengthOfSchedule(row.teamId, played, byId),
    closeRecord: close.get(row.teamId) ?? { wins: 0, losses: 0, ties: 0 },
  }));
  return {
    gamesPlayed: counted,
    averageMargin: counted === 0 ? 0 : totalMargin / counted,
    winPctSpread: winPctSpread(standings.filter((r) => r.gamesPlayed > 0).map((r) => r.winPct)),
    margins,
    mercyAfterThree,
    teams: analysed,
  };
}

function tallyClose(record: CloseRecord | undefined, ownMargin: number): void {
  if (!record) return;
  if (ownMargin > 0) record.wins += 1;
  else if (ownMargin < 0) record.losses += 1;
  else record.ties += 1;
}

/**
 * The mean, over a team's games, of the opponent's win percentage in its games against everyone
 * else (the team's own games against it left out, so beating a team does not make it look weak).
 */
function strengthOfSchedule(teamId: number, played: readonly ScoredGame[], records: ReadonlyMap<number, TeamRecord>): number {
  const opponents: number[] = [];
  for (const game of played) {
    if (game.homeTeamId === teamId) opponents.push(game.awayTeamId);
    else if (game.awayTeamId === teamId) opponents.push(game.homeTeamId);
  }
  if (opponents.length === 0) return 0;
  const total = opponents.reduce((sum, opponent) => sum + winPctWithout(opponent, teamId, played, records), 0);
  return total / opponents.length;
}

function winPctWithout(teamId: number, excluded: number, played: readonly ScoredGame[], records: ReadonlyMap<number, TeamRecord>): number {
  const record = records.get(teamId);
  if (!record) return 0;
  let wins = record.wins;
  let ties = record.ties;
  let games = record.gamesPlayed;
  for (const game of played) {
    const home = game.homeTeamId === teamId && game.awayTeamId === excluded;
    const away = game.awayTeamId === teamId && game.homeTeamId === excluded;
    if (!home && !away) continue;
    const own = (home ? game.homeScore : game.awayScore) ?? 0;
    const theirs = (home ? game.awayScore : game.homeScore) ?? 0;
    games -= 1;
    if (own > theirs) wins -= 1;
    else if (own === theirs) ties -= 1;
  }
  return games === 0 ? 0 : (wins + ties / 2) / games;
}
