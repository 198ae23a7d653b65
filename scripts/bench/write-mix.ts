import type { LeaguePlan } from '../../src/server/db/seed/plan';
import type { LoadRequest } from './load';

/** How many phase 1 games the benchmark league leaves unreported for the write mix. */
export const UNREPORTED_GAMES = 4000;

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

interface ReportTarget {
  gameId: number;
  cookie: string;
}

/** Every request reports the home side of the next game not yet reported, signed in as its coach. */
export function scoreReports(targets: ReportTarget[]): LoadRequest {
  let next = 0;
  return {
    path: '/api/games',
    sequence: [
      {
        method: 'PATCH',
        path: '/api/games',
        setupRequest: (request) => {
          const target = targets[next++ % targets.length];
          if (!target) return request;
          return {
            ...request,
            method: 'PATCH',
            path: `/api/games/${target.gameId}/score`,
            headers: { 'content-type': 'application/json', cookie: target.cookie },
            body: JSON.stringify({ homeSubmittedScore: '5', awaySubmittedScore: '3', isHomeTeamCoach: true }),
          };
        },
      },
    ],
  };
}
