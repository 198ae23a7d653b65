import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function findTeamOfDivision(db: Kysely<Database>, divisionId: number, teamId: number) {
  return db.selectFrom('teams').selectAll().where('id', '=', teamId).where('division_id', '=', divisionId).executeTakeFirst();
}

export async function nextDivisionPosition(db: Kysely<Database>, seasonId: number): Promise<number> {
  const row = await db
    .selectFrom('divisions')
    .select((eb) => eb.fn.max<number | null>('position').as('last'))
    .where('season_id', '=', seasonId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export async function insertDivision(db: Kysely<Database>, seasonId: number, name: string, position: number): Promise<number> {
  const row = await db
    .insertInto('divisions')
    .values({ season_id: seasonId, name, position, fixed_seed_team_ids: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertTeam(db: Kysely<Database>, divisionId: number, name: string): Promise<number> {
  const row = await db.insertInto('teams').values({ division_id: divisionId, name }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** How many games the teams play, and how many of those already have a score or a report. */
export async function gameCountsOfTeams(db: Kysely<Database>, teamIds: number[]): Promise<{ games: number; scored: number }> {
  if (teamIds.length === 0) return { games: 0, scored: 0 };
  const rows = await db
    .selectFrom('games')
    .select((eb) => [
      'games.status',
      eb.exists(eb.selectFrom('score_reports').select('score_reports.id').whereRef('score_reports.game_id', '=', 'games.id')).as('reported'),
    ])
    .where((eb) => eb.or([eb('home_team_id', 'in', teamIds), eb('away_team_id', 'in', teamIds)]))
    .execute();
  const scored = rows.filter((r) => r.status === 'completed' || r.status === 'score_disputed' || Boolean(r.reported)).length;
  return { games: rows.length, scored };
}

/** What goes with a team when it is deleted: its coaches' assignments and availability dates. */
export async function teamBelongings(db: Kysely<Database>, teamIds: number[]) {
  if (teamIds.length === 0) return { staff: 0, availabilityDates: 0 };
  const [staff, availability] = await Promise.all([
    db
      .selectFrom('team_staff')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('team_id', 'in', teamIds)
      .executeTakeFirst(),
    db
      .selectFrom('team_availability')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('team_id', 'in', teamIds)
      .executeTakeFirst(),
  ]);
  return { staff: Number(staff?.n ?? 0), availabilityDates: Number(availability?.n ?? 0) };
}

/** Removes teams; their staff, field links and availability go with them (foreign keys cascade). */
export async function deleteTeams(db: Kysely<Database>, teamIds: number[]): Promise<void> {
  if (teamIds.length === 0) return;
  await db.deleteFrom('teams').where('id', 'in', teamIds).execute();
}

export async function deleteDivisionRow(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('divisions').where('id', '=', id).execute();
}

export async function renameTeamRow(db: Kysely<Database>, teamId: number, name: string): Promise<void> {
  await db.updateTable('teams').set({ name }).where('id', '=', teamId).execute();
}

export async function renameDivisionRow(db: Kysely<Database>, divisionId: number, name: string): Promise<void> {
  await db.updateTable('divisions').set({ name }).where('id', '=', divisionId).execute();
}

/** A team's games with what decides their fate in a move: played (or reported) or not. */
export async function gamesOfTeam(db: Kysely<Database>, teamId: number) {
  const rows = await db
    .selectFrom('games')
    .select((eb) => [
      'games.id',
      'games.status',
      'games.home_team_id',
      'games.away_team_id',
      'games.scheduled_time',
      'games.field_id',
      eb.exists(eb.selectFrom('score_reports').select('score_reports.id').whereRef('score_reports.game_id', '=', 'games.id')).as('reported'),
    ])
    .where((eb) => eb.or([eb('home_team_id', '=', teamId), eb('away_team_id', '=', teamId)]))
    .orderBy('games.id')
    .execute();
  return rows.map((r) => ({ ...r, played: r.status === 'completed' || r.status === 'score_disputed' || Boolean(r.reported) }));
}

export async function deleteGameRows(db: Kysely<Database>, gameIds: number[]): Promise<void> {
  if (gameIds.length === 0) return;
  await db.deleteFrom('games').where('id', 'in', gameIds).execute();
}

export async function moveTeamRow(db: Kysely<Database>, teamId: number, divisionId: number): Promise<void> {
  await db.updateTable('teams').set({ division_id: divisionId }).where('id', '=', teamId).execute();
}

/** How many fields list the team. */
export async function fieldCountOfTeam(db: Kysely<Database>, teamId: number): Promise<number> {
  const row = await db
    .selectFrom('field_teams')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('team_id', '=', teamId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
