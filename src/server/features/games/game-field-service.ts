import { holdsSlot } from '../../../shared/clashes';
import { isLeagueStaff } from '../../../shared/roles';
import type { Game } from '../../../shared/schemas/game';
import type { AppContext } from '../../context';
import { lockRow, lockSchedule } from '../../db/row-lock';
import { write } from '../../db/write';
import { forbidden, invalid, notFound } from '../../errors';
import { actorOf } from '../auth/service';
import type { Auth } from '../../auth';
import { recordAudit } from '../audit/service';
import { recordGameChanges } from '../notifications/service';
import { isFieldForDivision, isFieldOfTeam, requireField } from '../fields/service';
import { teamIdsOf } from '../users/own-teams-service';
import { updateGameRow } from './admin-repo';
import { requireNoClash, slotOfGame } from './clashes';
import { gameView } from './game-views';
import { openSeasonOfDivision } from '../seasons/service';
import { gameWithHomeDivision } from './repo';

/**
 * Moves a game to another field, or to 'TBD' (null). The home team's coach may choose one of the
 * home team's fields; league staff may choose any field of the division or one without teams.
 */
export async function changeGameField(ctx: AppContext, auth: Auth, gameId: number, fieldId: number | null): Promise<Game> {
  const { db } = ctx.handle;
  const staff = isLeagueStaff(auth.role);
  const coachTeamIds = staff ? new Set<number>() : await teamIdsOf(db, auth.userId);
  const now = ctx.now();
  const { timeZone } = await write(ctx, ['games'], async (trx) => {
    // The game's own lock first, then the schedule's, in the order Edit Game takes them: two
    // writes of one game never hold one each while waiting for the other.
    if (!(await lockRow(trx, ctx.handle.engine, 'games', gameId))) throw notFound('Game not found');
    const game = await gameWithHomeDivision(trx, gameId);
    if (!game) throw notFound('Game not found');
    const season = await openSeasonOfDivision(trx, game.division_id);
    if (!staff && !coachTeamIds.has(game.home_team_id)) {
      throw forbidden("Only the home team's coach can change the field of this game");
    }
    if (fieldId !== null) {
      const field = await requireField(trx, fieldId, season.id);
      if (staff && !isFieldForDivision(field, game.division_id)) {
        throw invalid("Choose a field of this game's division, a field without teams, or TBD");
      }
      if (!staff && !isFieldOfTeam(field, game.home_team_id)) {
        throw invalid("Choose one of the home team's fields, or TBD");
      }
    }
    // Choosing the field the game already has changes nothing, and is not recorded as a change.
    if (fieldId === game.field_id) return season;
    if (fieldId !== null && holdsSlot(game.status)) {
      await lockSchedule(trx, ctx.handle.engine);
      const slot = { ...slotOfGame(game), fieldId };
      await requireNoClash(trx, slot, { timeZone: season.timeZone, excludeGameId: gameId, fieldOnly: true });
    }
    await updateGameRow(trx, gameId, { field_id: fieldId, updated_at: now.toISOString() });
    await recordGameChanges(trx, [{ before: game, after: { ...game, field_id: fieldId } }], { now, actorUserId: auth.userId });
    await recordAudit(
      trx,
      actorOf(auth),
      { action: 'game.field', entity: 'game', entityId: gameId, before: { fieldId: game.field_id }, after: { fieldId } },
      now,
    );
    return season;
  });
  return gameView(db, gameId, timeZone);
}
