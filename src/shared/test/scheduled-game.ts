import type { Game } from '../schemas/game';

/** A game for unit tests: the Highland Falcons (1) host the Greenville Bulldogs (2), scheduled, no field, no score. */
export function scheduledGame(changes: Partial<Game> = {}): Game {
  return {
    id: 1,
    scheduledTime: '2025-05-20T22:00:00.000Z',
    formattedTime: 'Tue, May 20, 2025 @ 6:00 PM',
    dateTbd: false,
    timeTbd: false,
    homeTeamId: 1,
    awayTeamId: 2,
    homeTeam: { id: 1, name: 'Highland Falcons', divisionId: 3 },
    awayTeam: { id: 2, name: 'Greenville Bulldogs', divisionId: 3 },
    fieldId: null,
    field: null,
    status: 'scheduled',
    phase: 1,
    homeScore: null,
    awayScore: null,
    homeSubmittedScore: null,
    awaySubmittedScore: null,
    homeScoreVerified: false,
    awayScoreVerified: false,
    ...changes,
  };
}
