import type { CoachGame } from '../../../shared/schemas/game';
import { scoreReportRefusal } from '../../../shared/score-entry';
import type { ScoreSubmission } from '../../../shared/schemas/score';
import type { AppContext } from '../../context';
import { lockRow } from '../../db/row-lock';
import { toBool, type GameRow } from '../../db/schema';
import { write } from '../../db/write';
import { conflict, forbidden, invalid, notFound } from '../../errors';
import { actorOf } from '../auth/service';
import type { Auth } from '../../auth';
import { recordAudit } from '../audit/service';
import { recordGameChanges } from '../notifications/service';
import { teamIdsOf } from '../users/own-teams-service';
import { findGameRow, updateGameRow } from './admin-repo';
import { coachGameView } from './game-views';
import { openSeasonOfGame } from '../seasons/service';
import { insertScoreReport, sideReportsOfGame } from './score-repo';

type Side = 'home' | 'away';

export const LONE_REPORT_FINAL =
  "The score of this game became final from the other team's report, as no report of yours came in time. If it is wrong, ask the league office to correct it.";

/** The side the caller reports for: the team they coach in this game. */
function sideOf(game: GameRow, coachTeamIds: ReadonlySet<number>, claimsHome: boolean | undefined): Side {
  const home = coachTeamIds.has(game.home_team_id);
  const away = coachTeamIds.has(game.away_team_id);
  if (!home && !away) throw forbidden('Only a coach of one of the two teams can report the score of this game');
  if (home && away) {
    if (claimsHome === undefined) throw invalid('You coach both teams of this game: say which side you report for (isHomeTeamCoach)');
    return claimsHome ? 'home' : 'away';
  }
  const side: Side = home ? 'home' : 'away';
  if (claimsHome !== undefined && claimsHome !== (side === 'home')) {
    throw invalid(`You coach the ${side} team of this game, not the ${side === 'home' ? 'away' : 'home'} team`);
  }
  return side;
}

/**
 * A coach reports the score for their side, once. When both sides have reported, equal reports
 * complete the game with that score and different ones put it in dispute with both kept. The game
 * row is locked first, so two reports arriving together are taken one after the other and the
 * second one sees the first.
 */
export async function reportScore(ctx: AppContext, auth: Auth, gameId: number, submission: ScoreSubmission): Promise<CoachGame> {
  const { db, engine } = ctx.handle;
  const coachTeamIds = await teamIdsOf(db, auth.userId);
  const now = ctx.now();
  const { timeZone } = await write(ctx, ['games'], async (trx) => {
    if (!(await lockRow(trx, engine, 'games', gameId))) throw notFound('Game not found');
    const game = await findGameRow(trx, gameId);
    if (!game) throw notFound('Game not found');
    const season = await openSeasonOfGame(trx, gameId);
    const side = sideOf(game, coachTeamIds, submission.isHomeTeamCoach);
    if (game.status === 'completed' && game.final_from_report !== null) throw conflict(LONE_REPORT_FINAL);
    const refusal = scoreReportRefusal({ status: game.status, dateTbd: toBool(game.date_tbd), scheduledTime: game.scheduled_time }, now);
    if (refusal) throw conflict(refusal);
    const earlier = await sideReportsOfGame(trx, gameId);
    if (earlier.some((r) => r.side === side)) {
      throw conflict('Your team has already reported the score of this game. Scores cannot be changed once submitted.');
    }
    const report = { side, home_score: submission.homeSubmittedScore, away_score: submission.awaySubmittedScore };
    await insertScoreReport(trx, { game_id: gameId, ...report, reported_by_user_id: auth.userId, reported_at: now.toISOString() });

    const other = earlier.find((r) => r.side !== side);
    let outcome: Pick<GameRow, 'status' | 'home_score' | 'away_score'> = {
      status: game.status,
      home_score: game.home_score,
      away_score: game.away_score,
    };
    if (other) {
      const agree = other.home_score === report.home_score && other.away_score === report.away_score;
      outcome = agree
        ? { status: 'completed', home_score: report.home_score, away_score: report.away_score }
        : { status: 'score_disputed', home_score: null, away_score: null };
      await updateGameRow(trx, gameId, { ...outcome, updated_at: now.toISOString() });
    }
    await recordGameChanges(trx, [{ before: game, after: { ...game, ...outcome }, reportedBy: side }], { now, actorUserId: auth.userId });
    await recordAudit(
      trx,
      actorOf(auth),
      {
        action: 'score.report',
        entity: 'game',
        entityId: gameId,
        before: { status: game.status, homeScore: game.home_score, awayScore: game.away_score },
        after: {
          status: outcome.status,
          homeScore: outcome.home_score,
          awayScore: outcome.away_score,
          report: { side, homeScore: report.home_score, awayScore: report.away_score },
        },
      },
      now,
    );
    return season;
  });
  return coachGameView(db, gameId, coachTeamIds, timeZone);
}
