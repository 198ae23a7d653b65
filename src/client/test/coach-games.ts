import { canReportScore } from '../../shared/score-entry';
import type { CoachGame } from '../../shared/schemas/game';
import type { SessionUser } from '../../shared/schemas/user';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, type LeagueServer } from './league-server';

/** A coach's games as My Games reads them, with the client's session. */
export async function gamesOf(coachId: number): Promise<CoachGame[]> {
  const response = await fetch(`/api/coaches/${coachId}/games`);
  return (await response.json()) as CoachGame[];
}

/** Sam signed in, and his first game that is waiting for his report and not yet for the other coach's. */
export async function samWithAGameToReport(server: LeagueServer): Promise<{ coach: SessionUser; game: CoachGame }> {
  const coach = await server.signIn(DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
  const game = (await gamesOf(coach.id)).find((g) => canReportScore(g, new Date()) && !(g.isHomeTeam ? g.awayScoreVerified : g.homeScoreVerified));
  if (!game) throw new Error('The demo league has no game waiting for the coach to report');
  return { coach, game };
}
