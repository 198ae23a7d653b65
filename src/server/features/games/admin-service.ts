import { holdsSlot } from '../../../shared/clashes';
import { canChangeStatus, canEnterScores, canResolveDispute, DATE_TBD_NO_SCORE, hasResult, STATUS_LABELS } from '../../../shared/game-status';
import type { Game, GameStatus, ScoreReport } from '../../../shared/schemas/game';
import type { FinalScoreBody, GameBody, GameUpdateBody } from '../../../shared/schemas/game-admin';
import type { AppContext } from '../../context';
import { lockRow, lockSchedule } from '../../db/row-lock';
import { dbBool, toBool, type GameRow } from '../../db/schema';
import { write } from '../../db/write';
import { conflict, notFound } from '../../errors';
import { actorOf } from '../auth/service';
import type { Auth } from '../../auth';
import { recordAudit } from '../audit/service';
import { recordGameChanges } from '../notifications/service';
import { openSeasonOfDivision, openSeasonOfGame } from '../seasons/service';
import { phaseOfTime, requireGameField, requireMatchup } from './admin-checks';
import { requireNoClash } from './clashes';
import { countReports, deleteGameRow, findGameRow, insertGame, updateGameIfStatus, updateGameRow } from './admin-repo';
import { gameView } from './game-views';
import { groupReports } from './present';
import { reportsOfGames } from './repo';

/** What the audit log keeps of a game before and after a change. */
export function gameSnapshot(row: GameRow) {
  return {
    homeTeamId: row.home_team_id,
    awayTeamId: row.away_team_id,
    fieldId: row.field_id,
    scheduledTime: row.scheduled_time,
    dateTbd: toBool(row.date_tbd),
    timeTbd: toBool(row.time_tbd),
    status: row.status,
    phase: row.phase,
    homeScore: row.home_score,
    awayScore: row.away_score,
    forfeitedBy: row.forfeited_by,
  };
}

/** A game an administrator books at a known date and time. */
const slotOf = (body: GameBody) => ({
  homeTeamId: body.homeTeamId,
  awayTeamId: body.awayTeamId,
  fieldId: body.fieldId,
  scheduledTime: new Date(body.scheduledTime).toISOString(),
  dateTbd: false,
  timeTbd: false,
});

/** The audit log keeps which games an allowed field clash shares the field with. */
export const clashOverride = (gameIds: number[]) => (gameIds.length > 0 ? { fieldClashAllowedWith: gameIds } : {});

export const statusLabel = (status: string) => STATUS_LABELS[status as GameStatus] ?? status;

/** An administrator schedules a game at a known date and time. */
export async function createGame(ctx: AppContext, auth: Auth, body: GameBody): Promise<Game> {
  const now = ctx.now();
  const { id, timeZone } = await write(ctx, ['games'], async (trx) => {
    const divisionId = await requireMatchup(trx, body.homeTeamId, body.awayTeamId);
    const season = await openSeasonOfDivision(trx, divisionId);
    await requireGameField(trx, body.fieldId, body.homeTeamId, divisionId, season.id);
    const phase = phaseOfTime(season, body.scheduledTime);
    await lockSchedule(trx, ctx.handle.engine);
    const fieldClashes = await requireNoClash(trx, slotOf(body), { timeZone: season.timeZone, allowFieldClash: body.allowFieldClash });
    const values = {
      home_team_id: body.homeTeamId,
      away_team_id: body.awayTeamId,
      field_id: body.fieldId,
      scheduled_time: new Date(body.scheduledTime).toISOString(),
      date_tbd: dbBool(false),
      time_tbd: dbBool(false),
      status: 'scheduled' as const,
      phase,
      home_score: null,
      away_score: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    };
    const gameId = await insertGame(trx, values);
    const created = await findGameRow(trx, gameId);
    await recordAudit(
      trx,
      actorOf(auth),
      { action: 'game.create', entity: 'game', entityId: gameId, after: created && { ...gameSnapshot(created), ...clashOverride(fieldClashes) } },
      now,
    );
    return { id: gameId, timeZone: season.timeZone };
  });
  return gameView(ctx.handle.db, id, timeZone);
}

/**
 * An administrator changes a game's teams, field, date and time, and may move it between the
 * planning statuses. A game with a result or a coach's report keeps its teams; setting a date and
 * time ends 'to be determined'.
 */
export async function updateGame(ctx: AppContext, auth: Auth, gameId: number, body: GameUpdateBody): Promise<Game> {
  const now = ctx.now();
  const { timeZone } = await write(ctx, ['games'], async (trx) => {
    if (!(await lockRow(trx, ctx.handle.engine, 'games', gameId))) throw notFound('Game not found');
    const before = await findGameRow(trx, gameId);
    if (!before) throw notFound('Game not found');
    await openSeasonOfGame(trx, gameId);
    const { status } = before;
    const teamsChange = before.home_team_id !== body.homeTeamId || before.away_team_id !== body.awayTeamId;
    if (teamsChange && (hasResult(status) || (await countReports(trx, gameId)) > 0)) {
      throw conflict('The teams of a game that has a score or a score report cannot be changed');
    }
    const nextStatus = body.status ?? status;
    if (!canChangeStatus(status, nextStatus)) {
      throw conflict(`A ${statusLabel(status).toLowerCase()} game cannot be set to ${statusLabel(nextStatus).toLowerCase()}`);
    }
    const divisionId = await requireMatchup(trx, body.homeTeamId, body.awayTeamId);
    const season = await openSeasonOfDivision(trx, divisionId);
    // A game keeps the field it has (shown in Edit Game even when it is not one of the home team's).
    const keepsField = body.fieldId === before.field_id && body.homeTeamId === before.home_team_id;
    if (!keepsField) await requireGameField(trx, body.fieldId, body.homeTeamId, divisionId, season.id);
    const phase = phaseOfTime(season, body.scheduledTime);
    let fieldClashes: number[] = [];
    if (holdsSlot(nextStatus)) {
      await lockSchedule(trx, ctx.handle.engine);
      fieldClashes = await requireNoClash(trx, slotOf(body), { timeZone: season.timeZone, excludeGameId: gameId, allowFieldClash: body.allowFieldClash });
    }
    await updateGameRow(trx, gameId, {
      home_team_id: body.homeTeamId,
      away_team_id: body.awayTeamId,
      field_id: body.fieldId,
      scheduled_time: new Date(body.scheduledTime).toISOString(),
      date_tbd: dbBool(false),
      time_tbd: dbBool(false),
      status: nextStatus,
      phase,
      updated_at: now.toISOString(),
    });
    const after = await findGameRow(trx, gameId);
    if (after) await recordGameChanges(trx, [{ before, after }], { now, actorUserId: auth.userId });
    await recordAudit(
      trx,
      actorOf(auth),
      {
        action: 'game.update',
        entity: 'game',
        entityId: gameId,
        before: gameSnapshot(before),
        after: after && { ...gameSnapshot(after), ...clashOverride(fieldClashes) },
      },
      now,
    );
    return season;
  });
  return gameView(ctx.handle.db, gameId, timeZone);
}

/** Deletes a game with its score reports; the audit row keeps what it was. */
export async function deleteGame(ctx: AppContext, auth: Auth, gameId: number): Promise<void> {
  const now = ctx.now();
  await write(ctx, ['games'], async (trx) => {
    const before = await findGameRow(trx, gameId);
    if (!before) throw notFound('Game not found');
    await openSeasonOfGame(trx, gameId);
    if (!(await deleteGameRow(trx, gameId))) throw notFound('Game not found');
    await recordAudit(trx, actorOf(auth), { action: 'game.delete', entity: 'game', entityId: gameId, before: gameSnapshot(before) }, now);
  });
}

/**
 * Sets a game's final score. The change applies only while the game still has the status the
 * action is for, so an administrator and a coach's report acting together cannot both win.
 */
async function finalizeScore(
  ctx: AppContext,
  auth: Auth,
  gameId: number,
  score: FinalScoreBody,
  action: { name: 'game.score' | 'game.resolve'; allowed: (game: GameRow) => boolean; refusal: (game: GameRow) => string },
): Promise<Game> {
  const now = ctx.now();
  const { timeZone } = await write(ctx, ['games'], async (trx) => {
    const before = await findGameRow(trx, gameId);
    if (!before) throw notFound('Game not found');
    const season = await openSeasonOfGame(trx, gameId);
    if (!action.allowed(before)) throw conflict(action.refusal(before));
    const values = { status: 'completed' as const, home_score: score.homeScore, away_score: score.awayScore, updated_at: now.toISOString() };
    if (!(await updateGameIfStatus(trx, gameId, before.status, values))) {
      throw conflict('The game changed while the score was being entered. Please reload and try again.');
    }
    const after = await findGameRow(trx, gameId);
    if (after) await recordGameChanges(trx, [{ before, after }], { now, actorUserId: auth.userId });
    await recordAudit(
      trx,
      actorOf(auth),
      {
        action: action.name,
        entity: 'game',
        entityId: gameId,
        before: { status: before.status, homeScore: before.home_score, awayScore: before.away_score },
        after: { status: 'completed', homeScore: score.homeScore, awayScore: score.awayScore },
      },
      now,
    );
    return season;
  });
  return gameView(ctx.handle.db, gameId, timeZone);
}

/** Enter Scores: a scheduled game gets its final score directly. */
export function enterScores(ctx: AppContext, auth: Auth, gameId: number, score: FinalScoreBody): Promise<Game> {
  return finalizeScore(ctx, auth, gameId, score, {
    name: 'game.score',
    allowed: (game) => canEnterScores({ status: game.status, dateTbd: toBool(game.date_tbd) }),
    refusal: (game) =>
      game.status === 'scheduled'
        ? DATE_TBD_NO_SCORE
        : `Scores can be entered only for a scheduled game; this game is ${statusLabel(game.status).toLowerCase()}`,
  });
}

/** Resolve Dispute: a disputed game gets the final score the administrator decides. */
export function resolveDispute(ctx: AppContext, auth: Auth, gameId: number, score: FinalScoreBody): Promise<Game> {
  return finalizeScore(ctx, auth, gameId, score, {
    name: 'game.resolve',
    allowed: (game) => canResolveDispute(game.status),
    refusal: (game) => `Only a disputed score can be resolved; this game is ${statusLabel(game.status).toLowerCase()}`,
  });
}

/** Both coaches' reports of a game, for the Resolve Score Dispute dialog. */
export async function scoreReportsOfGame(ctx: AppContext, gameId: number): Promise<ScoreReport[]> {
  const { db } = ctx.handle;
  if (!(await findGameRow(db, gameId))) throw notFound('Game not found');
  return groupReports(await reportsOfGames(db, [gameId])).get(gameId) ?? [];
}
