import type { Kysely, Updateable } from 'kysely';
import { favoursWinner, forfeitResult } from '../../../shared/forfeit';
import { canCorrectScore, canRecordForfeit, canUndoForfeit, DATE_TBD_NO_SCORE } from '../../../shared/game-status';
import type { Game } from '../../../shared/schemas/game';
import type { ForfeitBody, ReasonBody, ReinstateBody, ScoreCorrectionBody } from '../../../shared/schemas/game-corrections';
import type { Auth } from '../../auth';
import type { AppContext } from '../../context';
import { lockRow, lockSchedule } from '../../db/row-lock';
import { toBool, type Database, type GameRow, type GamesTable } from '../../db/schema';
import { write } from '../../db/write';
import { conflict, invalid, notFound } from '../../errors';
import { recordAudit } from '../audit/service';
import { actorOf } from '../auth/service';
import { recordGameChanges } from '../notifications/service';
import { openSeasonOfGame } from '../seasons/service';
import { forfeitScoreSetting } from '../settings/service';
import { findGameRow, updateGameIfStatus } from './admin-repo';
import { clashOverride, gameSnapshot, statusLabel } from './admin-service';
import { requireNoClash, slotOfGame } from './clashes';
import { gameView } from './game-views';

/** What a correction does to a game, and what its audit row keeps besides the game before and after. */
interface Change {
  values: Updateable<GamesTable>;
  audit?: Record<string, unknown>;
}

type Decide = (game: GameRow, trx: Kysely<Database>, timeZone: string) => Promise<Change> | Change;

const lower = (status: string) => statusLabel(status).toLowerCase();

/**
 * Changes one game of an open season with the reason given, in one transaction with its audit row
 * (the game before and after, and the reason). The game row is locked first, so two corrections
 * of the same game are taken one after the other and the second sees the first.
 */
async function correctGame(ctx: AppContext, auth: Auth, gameId: number, action: string, reason: string, decide: Decide): Promise<Game> {
  const now = ctx.now();
  const { timeZone } = await write(ctx, ['games'], async (trx) => {
    if (!(await lockRow(trx, ctx.handle.engine, 'games', gameId))) throw notFound('Game not found');
    const before = await findGameRow(trx, gameId);
    if (!before) throw notFound('Game not found');
    const season = await openSeasonOfGame(trx, gameId);
    const change = await decide(before, trx, season.timeZone);
    // A score a correction sets is the league office's, no longer a lone report made final.
    if (!(await updateGameIfStatus(trx, gameId, before.status, { ...change.values, final_from_report: null, updated_at: now.toISOString() }))) {
      throw conflict('The game changed meanwhile. Please reload and try again.');
    }
    const after = await findGameRow(trx, gameId);
    if (after) await recordGameChanges(trx, [{ before, after }], { now, actorUserId: auth.userId });
    await recordAudit(
      trx,
      actorOf(auth),
      { action, entity: 'game', entityId: gameId, before: gameSnapshot(before), after: after && { ...gameSnapshot(after), ...change.audit, reason } },
      now,
    );
    return season;
  });
  return gameView(ctx.handle.db, gameId, timeZone);
}

function refuseDateTbd(game: GameRow): void {
  if (toBool(game.date_tbd)) throw conflict(DATE_TBD_NO_SCORE);
}

/** A completed game gets another final score; it stays completed (a forfeit stays one, its winner still winning). */
export function correctScore(ctx: AppContext, auth: Auth, gameId: number, body: ScoreCorrectionBody): Promise<Game> {
  return correctGame(ctx, auth, gameId, 'game.correct_score', body.reason, (game) => {
    if (!canCorrectScore(game.status)) throw conflict(`Only a completed game's score can be corrected; this game is ${lower(game.status)}`);
    refuseDateTbd(game);
    if (game.home_score === body.homeScore && game.away_score === body.awayScore) {
      throw invalid(`The game's score is already ${body.homeScore}-${body.awayScore} (home-away)`);
    }
    if (game.forfeited_by !== null && !favoursWinner(game.forfeited_by, body)) {
      throw invalid(`The ${game.forfeited_by} team forfeited this game, so its score must have them losing; undo the forfeit to record another result`);
    }
    return { values: { home_score: body.homeScore, away_score: body.awayScore } };
  });
}

/** A game not yet decided is won by the other side with the league's forfeit score. */
export function recordForfeit(ctx: AppContext, auth: Auth, gameId: number, body: ForfeitBody): Promise<Game> {
  return correctGame(ctx, auth, gameId, 'game.forfeit', body.reason, async (game, trx) => {
    refuseDateTbd(game);
    if (!canRecordForfeit({ status: game.status, dateTbd: false })) {
      throw conflict(`A forfeit can be recorded only for a scheduled, disputed or rescheduling game; this game is ${lower(game.status)}`);
    }
    const score = forfeitResult(body.forfeitedBy, await forfeitScoreSetting(trx));
    return { values: { status: 'completed', home_score: score.homeScore, away_score: score.awayScore, forfeited_by: body.forfeitedBy } };
  });
}

/** A forfeit recorded by mistake: the game is scheduled again, without a score. */
export function undoForfeit(ctx: AppContext, auth: Auth, gameId: number, body: ReasonBody): Promise<Game> {
  return correctGame(ctx, auth, gameId, 'game.undo_forfeit', body.reason, (game) => {
    if (!canUndoForfeit({ status: game.status, forfeitedBy: game.forfeited_by })) throw conflict('This game is not recorded as a forfeit');
    return { values: { status: 'scheduled', home_score: null, away_score: null, forfeited_by: null } };
  });
}

/** A game that will not be played, or whose result no longer stands: cancelled, its score (kept in the audit log) removed. */
export function cancelGame(ctx: AppContext, auth: Auth, gameId: number, body: ReasonBody): Promise<Game> {
  return correctGame(ctx, auth, gameId, 'game.cancel', body.reason, (game) => {
    if (game.status === 'cancelled') throw conflict('This game is already cancelled');
    return { values: { status: 'cancelled', home_score: null, away_score: null, forfeited_by: null } };
  });
}

/** A cancelled game is scheduled again where and when it was, if its teams and field are free then (decision 0043). */
export function reinstateGame(ctx: AppContext, auth: Auth, gameId: number, body: ReinstateBody): Promise<Game> {
  return correctGame(ctx, auth, gameId, 'game.reinstate', body.reason, async (game, trx, timeZone) => {
    if (game.status !== 'cancelled') throw conflict(`Only a cancelled game can be reinstated; this game is ${lower(game.status)}`);
    await lockSchedule(trx, ctx.handle.engine);
    const fieldClashes = await requireNoClash(trx, slotOfGame(game), { timeZone, excludeGameId: game.id, allowFieldClash: body.allowFieldClash });
    return { values: { status: 'scheduled' }, audit: clashOverride(fieldClashes) };
  });
}
