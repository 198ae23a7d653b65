import type { ForfeitScore, GameSide } from './schemas/game-corrections';

/** The final score of a game forfeited by one side: the other side wins by the league's forfeit score. */
export function forfeitResult(forfeitedBy: GameSide, score: ForfeitScore): { homeScore: number; awayScore: number } {
  return forfeitedBy === 'home' ? { homeScore: score.loserRuns, awayScore: score.winnerRuns } : { homeScore: score.winnerRuns, awayScore: score.loserRuns };
}

/** Whether a score still has the forfeiting side losing: a forfeit's corrected score must. */
export function favoursWinner(forfeitedBy: GameSide, score: { homeScore: number; awayScore: number }): boolean {
  return forfeitedBy === 'home' ? score.awayScore > score.homeScore : score.homeScore > score.awayScore;
}
