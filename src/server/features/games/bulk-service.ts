import type { Kysely } from 'kysely';
import { formattedTime } from '../../../shared/game-display';
import type { BulkApplyBody, BulkClash, BulkGame, BulkPreview, BulkPreviewBody, BulkResult } from '../../../shared/schemas/bulk-change';
import type { Auth } from '../../auth';
import type { AppContext } from '../../context';
import { lockSchedule } from '../../db/row-lock';
import type { Database } from '../../db/schema';
import { write } from '../../db/write';
import { conflict, Failure, invalid, listedProblems } from '../../errors';
import { recordAudits } from '../audit/service';
import { actorOf } from '../auth/service';
import { recordGameChanges } from '../notifications/service';
import { currentSeason, refuseArchived, type LeagueSeason } from '../seasons/service';
import { phaseOfTime, requireGameField } from './admin-checks';
import { updateGameIfStatus } from './admin-repo';
import { clashOverride, gameSnapshot } from './admin-service';
import { dayBounds, planGame, withinTimeRange, type GameState, type PlannedGame } from './bulk-plan';
import { fieldNames, gameRows, gamesOfDay, type GameOfDay } from './bulk-repo';
import { clashesOfPaste, type PasteClash } from './clashes';

interface Plan {
  season: LeagueSeason;
  planned: PlannedGame[];
  /** The games the action changes, with the phase a moved game takes. */
  changing: (PlannedGame & { after: GameState; phase: GameOfDay['phase'] })[];
  clashes: PasteClash[];
  problems: { gameId: number; message: string }[];
}

const failureMessage = (error: unknown) => {
  if (error instanceof Failure) return error.message;
  throw error;
};

/** The selected games of the current season, what the action does to each, and what stops it. */
async function planOf(db: Kysely<Database>, body: BulkPreviewBody): Promise<Plan> {
  const { selection, action } = body;
  const season = await currentSeason(db);
  refuseArchived(season);
  const games = await gamesOfDay(db, {
    seasonId: season.id,
    ...dayBounds(selection.date, season.timeZone),
    fieldIds: selection.fieldIds,
    divisionIds: selection.divisionIds,
  });
  const planned = games.filter((g) => withinTimeRange(g, selection, season.timeZone)).map((g) => planGame(g, action, season.timeZone));
  const problems: Plan['problems'] = [];
  const changing: Plan['changing'] = [];
  for (const plan of planned) {
    if (!plan.after) continue;
    const { game, after } = plan;
    let phase = game.phase;
    if (action.kind === 'move') {
      try {
        phase = phaseOfTime(season, after.scheduledTime);
        if (after.fieldId !== game.field_id) await requireGameField(db, after.fieldId, game.home_team_id, game.home_division_id, season.id);
      } catch (error) {
        problems.push({ gameId: game.id, message: failureMessage(error) });
      }
    }
    changing.push({ ...plan, after, phase });
  }
  const clashes = action.kind === 'move' ? await clashesOfMove(db, changing, season.timeZone) : [];
  return { season, planned, changing, clashes, problems };
}

/**
 * The clashes the moved games would have at their new times, with the schedule (their old slots
 * freed) and with each other; two moved games that already shared a field or a team as they were
 * (a field with two diamonds, moved whole) keep doing so, which the move does not cause.
 */
async function clashesOfMove(db: Kysely<Database>, moved: Plan['changing'], timeZone: string): Promise<PasteClash[]> {
  if (moved.length === 0) return [];
  const options = { repeats: true, where: (id: number) => `in game ${id}, also moved`, excludeGameIds: moved.map((c) => c.game.id) };
  const names = await fieldNames(db, [...new Set(moved.flatMap((plan) => (plan.after.fieldId === null ? [] : [plan.after.fieldId])))]);
  const pasted = (state: 'before' | 'after') =>
    moved.map((plan) => ({
      line: plan.game.id,
      slot: {
        homeTeamId: plan.game.home_team_id,
        awayTeamId: plan.game.away_team_id,
        fieldId: plan[state].fieldId,
        scheduledTime: plan[state].scheduledTime,
        dateTbd: false,
        timeTbd: plan[state].timeTbd,
      },
      homeTeamName: plan.game.home_name,
      awayTeamName: plan.game.away_name,
      fieldName: state === 'before' ? plan.game.field_name : (names.get(plan.after.fieldId ?? 0) ?? null),
    }));
  const among = (c: PasteClash) => ('line' in c.with ? `${c.line} ${c.with.line} ${c.kind}` : null);
  const already = new Set((await clashesOfPaste(db, pasted('before'), timeZone, options)).map(among));
  const after = await clashesOfPaste(db, pasted('after'), timeZone, options);
  return after.filter((c) => among(c) === null || !already.has(among(c)));
}

/** The games as the preview and the result show them. */
async function presented(db: Kysely<Database>, { planned, season }: Plan): Promise<BulkGame[]> {
  const names = await fieldNames(db, [...new Set(planned.flatMap((p) => (p.after?.fieldId == null ? [] : [p.after.fieldId])))]);
  const shown = (state: GameState, fieldName: string | null) => ({
    ...state,
    formattedTime: formattedTime(state.scheduledTime, false, state.timeTbd, season.timeZone),
    fieldName,
  });
  return planned.map(({ game, before, after, unchanged }) => ({
    id: game.id,
    divisionName: game.division_name,
    homeTeamName: game.home_name,
    awayTeamName: game.away_name,
    before: shown(before, game.field_name),
    after: after && shown(after, after.fieldId === null ? null : (names.get(after.fieldId) ?? null)),
    unchanged,
  }));
}

const clashOf = (clash: PasteClash): BulkClash => ({ gameId: clash.line, kind: clash.kind, allowable: clash.kind === 'field', message: clash.reason });

/** What a change of the selected games would do, and every clash and problem that would stop it. */
export async function previewBulkChange(ctx: AppContext, body: BulkPreviewBody): Promise<BulkPreview> {
  const { db } = ctx.handle;
  const plan = await planOf(db, body);
  return { games: await presented(db, plan), clashes: plan.clashes.map(clashOf), problems: plan.problems };
}

const AUDIT_ACTIONS = { cancel: 'game.bulk_cancel', rescheduling: 'game.bulk_rescheduling', move: 'game.bulk_move' } as const;

/**
 * Makes the previewed change in one transaction under the schedule's lock: the selection must
 * still give exactly the games previewed (409 otherwise), nothing may stop it, and a field clash
 * goes through only when allowed. Each game gets its audit row; the coaches' notices are recorded
 * once for the whole change, so each coach gets one mail.
 */
export async function applyBulkChange(ctx: AppContext, auth: Auth, body: BulkApplyBody): Promise<BulkResult> {
  const now = ctx.now();
  return write(ctx, ['games'], async (trx) => {
    await lockSchedule(trx, ctx.handle.engine);
    const plan = await planOf(trx, body);
    const previewed = new Set(body.gameIds);
    if (plan.changing.length !== previewed.size || plan.changing.some((c) => !previewed.has(c.game.id))) {
      throw conflict(`The games of ${body.selection.date} have changed since the preview. Nothing was changed; preview again.`);
    }
    if (plan.problems.length > 0) throw invalid(`Nothing was changed. ${listedProblems(plan.problems.map((p) => `Game ${p.gameId}: ${p.message}`))}`);
    const refused = plan.clashes.filter((c) => c.kind !== 'field' || body.allowFieldClash !== true);
    if (refused.length > 0) throw conflict(`Nothing was changed. ${listedProblems(refused.map((c) => `Game ${c.line}: ${c.reason}`))}`);

    const ids = plan.changing.map((c) => c.game.id);
    const before = new Map((await gameRows(trx, ids)).map((row) => [row.id, row]));
    for (const { game, after, phase } of plan.changing) {
      const values = { scheduled_time: after.scheduledTime, field_id: after.fieldId, status: after.status, phase, updated_at: now.toISOString() };
      if (!(await updateGameIfStatus(trx, game.id, game.status, values))) throw conflict('A game changed meanwhile. Nothing was changed; preview again.');
    }
    const afterRows = new Map((await gameRows(trx, ids)).map((row) => [row.id, row]));
    const changes = ids.map((id) => ({ before: before.get(id)!, after: afterRows.get(id)! }));
    await recordGameChanges(trx, changes, { now, actorUserId: auth.userId });
    const allowedWith = (id: number) => plan.clashes.filter((c) => c.line === id).map((c) => ('gameId' in c.with ? c.with.gameId : c.with.line));
    await recordAudits(
      trx,
      actorOf(auth),
      changes.map((change) => ({
        action: AUDIT_ACTIONS[body.action.kind],
        entity: 'game',
        entityId: change.after.id,
        before: gameSnapshot(change.before),
        after: { ...gameSnapshot(change.after), ...clashOverride(allowedWith(change.after.id)) },
      })),
      now,
    );
    const games = await presented(trx, plan);
    return { changed: ids.length, games };
  });
}
