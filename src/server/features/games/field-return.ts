import type { Kysely } from 'kysely';
import { holdsSlot } from '../../../shared/clashes';
import type { Database } from '../../db/schema';
import type { Engine } from '../../db/connect';
import { lockSchedule } from '../../db/row-lock';
import { Failure } from '../../errors';
import { seasonOfDivision } from '../seasons/service';
import { recordGameChanges, type GameChange } from '../notifications/service';
import { findGameRow, updateGameRow } from './admin-repo';
import { requireNoClash, slotOfGame } from './clashes';
import { gameWithHomeDivision } from './repo';

/** A game as a backup holds it: which field it had, between which teams. */
export interface GameOnField {
  id: number;
  homeTeamId: number;
  awayTeamId: number;
}

/** What a restored field does for the games a backup shows on it. */
export interface FieldReturn {
  /** Games that get the field back. */
  taking: number[];
  /** Games that would, but another game holds the field at their time now: they stay TBD. */
  busy: number[];
}

/**
 * The games among those a backup shows on a field that would get it back: a game that is still the
 * same game (same id, same teams), has no field now, belongs to a season that is not archived, and
 * whose time leaves the field free. The others keep what they have.
 */
export async function gamesTakingFieldBack(db: Kysely<Database>, fieldId: number, games: readonly GameOnField[]): Promise<FieldReturn> {
  const found: FieldReturn = { taking: [], busy: [] };
  for (const saved of games) {
    const game = await gameWithHomeDivision(db, saved.id);
    if (!game || game.field_id !== null || game.home_team_id !== saved.homeTeamId || game.away_team_id !== saved.awayTeamId) continue;
    const season = await seasonOfDivision(db, game.division_id);
    if (season.archived) continue;
    if (holdsSlot(game.status) && !(await fieldIsFree(db, { ...slotOfGame(game), fieldId }, season.timeZone, game.id))) found.busy.push(game.id);
    else found.taking.push(game.id);
  }
  return found;
}

/** Puts a restored field back on its games (see gamesTakingFieldBack), in the caller's transaction. Answers their ids. */
export async function returnFieldToGames(db: Kysely<Database>, engine: Engine, fieldId: number, games: readonly GameOnField[], now: Date): Promise<number[]> {
  if (games.length === 0) return [];
  await lockSchedule(db, engine);
  const { taking } = await gamesTakingFieldBack(db, fieldId, games);
  const changes: GameChange[] = [];
  for (const id of taking) {
    const before = await findGameRow(db, id);
    await updateGameRow(db, id, { field_id: fieldId, updated_at: now.toISOString() });
    if (before) changes.push({ before, after: { ...before, field_id: fieldId, updated_at: now.toISOString() } });
  }
  await recordGameChanges(db, changes, { now });
  return taking;
}
async function fieldIsFree(db: Kysely<Database>, slot: Parameters<typeof requireNoClash>[1], timeZone: string, gameId: number): Promise<boolean> {
  try {
    await requireNoClash(db, slot, { timeZone, excludeGameId: gameId, fieldOnly: true });
    return true;
  } catch (error) {
    if (error instanceof Failure && error.kind === 'conflict') return false;
    throw error;
  }
}
