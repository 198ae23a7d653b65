import type { LeaguePlan } from '../../src/server/seed/plan';
import type { LoadRequest } from './load';

/**
 * How many phase 1 games the benchmark league leaves unreported for the write mix: half of its
 * 2,800, so that the other half keep their results and the reads (standings, pool seeds) are
 * those of a season under way.
 */
export const UNREPORTED_GAMES = 1400;

/** Turns the latest completed phase 1 games back into unreported ones, to have writes to make. */
export function leaveGamesUnreported(plan: LeaguePlan, count = UNREPORTED_GAMES): number[] {
  const chosen = plan.games.filter((g) => g.phase === 1 && g.status === 'completed').slice(-count);
  for (const game of chosen) {
    game.status = 'scheduled';
    game.homeScore = null;
    game.awayScore = null;
    game.reports = [];
  }
  return chosen.map((g) => g.id);
}

export interface ReportTarget {
  gameId: number;
  /** The reporting coach's session cookie. */
  cookie: string;
  isHomeTeamCoach: boolean;
}

/**
 * Each request makes the next report of the list, so that every one is a real write: a first
 * report, or the other side's equal report that makes the game final. Used with exactly as many
 * requests as there are targets.
 */
export function scoreReports(targets: readonly ReportTarget[]): LoadRequest {
  let next = 0;
  return {
    path: '/api/games',
    sequence: [
      {
        method: 'PATCH',
        path: '/api/games',
        setupRequest: (request) => {
          const target = targets[next++];
          if (!target) return request;
          return {
            ...request,
            method: 'PATCH',
            path: `/api/games/${target.gameId}/score`,
            headers: { 'content-type': 'application/json', cookie: target.cookie },
            body: JSON.stringify({ homeSubmittedScore: '5', awaySubmittedScore: '3', isHomeTeamCoach: target.isHomeTeamCoach }),
          };
        },
      },
    ],
  };
}

/** Splits the games into one share per load level: each share's home reports, then its away reports. */
export function reportShares<G>(games: readonly G[], levels: number, report: (game: G, home: boolean) => ReportTarget | null): ReportTarget[][] {
  const per = Math.floor(games.length / levels);
  return Array.from({ length: levels }, (_, level) => {
    const share = games.slice(level * per, (level + 1) * per);
    return [true, false].flatMap((home) => share.map((game) => report(game, home)).filter((t): t is ReportTarget => t !== null));
  });
}
