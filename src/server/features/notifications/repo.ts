import type { Insertable, Kysely } from 'kysely';
import type { GameStatus } from '../../../shared/schemas/game';
import type { MailKind, OptionalMailKind } from '../../../shared/schemas/notifications';
import { batches } from '../../db/batches';
import type { Database, NotificationEventsTable, ScoreRemindersTable } from '../../db/schema';
import { seasonIdOf } from '../seasons/service';

/** Teams by id with their division's name and their season's calendar (its time zone). */
export function teamLabels(db: Kysely<Database>, teamIds: readonly number[]) {
  return db
    .selectFrom('teams')
    .innerJoin('divisions', 'divisions.id', 'teams.division_id')
    .innerJoin('seasons', 'seasons.id', 'divisions.season_id')
    .select(['teams.id', 'teams.name', 'divisions.name as division', 'seasons.calendar'])
    .where('teams.id', 'in', teamIds.length > 0 ? [...teamIds] : [-1])
    .execute();
}

export async function fieldNames(db: Kysely<Database>, fieldIds: readonly number[]): Promise<{ id: number; name: string }[]> {
  if (fieldIds.length === 0) return [];
  return db
    .selectFrom('fields')
    .select(['id', 'name'])
    .where('id', 'in', [...fieldIds])
    .execute();
}

/** The people on the staff of these teams who have an address to mail. */
export function staffOfTeams(db: Kysely<Database>, teamIds: readonly number[]) {
  return db
    .selectFrom('team_staff')
    .innerJoin('users', 'users.id', 'team_staff.user_id')
    .select(['team_staff.team_id', 'team_staff.user_id'])
    .where('team_staff.team_id', 'in', teamIds.length > 0 ? [...teamIds] : [-1])
    .where('users.email', 'is not', null)
    .execute();
}

/** League staff (administrators and operations) who have an address to mail. */
export async function leagueStaffIds(db: Kysely<Database>): Promise<number[]> {
  const rows = await db.selectFrom('users').select('id').where('role', 'in', ['admin', 'org_admin']).where('email', 'is not', null).orderBy('id').execute();
  return rows.map((r) => r.id);
}

/** Everyone on the staff of a team of the current season (or of one division) who has an address to mail. */
export async function coachesOfCurrentSeason(db: Kysely<Database>, divisionId?: number): Promise<number[]> {
  const rows = await db
    .selectFrom('team_staff')
    .innerJoin('users', 'users.id', 'team_staff.user_id')
    .innerJoin('teams', 'teams.id', 'team_staff.team_id')
    .innerJoin('divisions', 'divisions.id', 'teams.division_id')
    .select('team_staff.user_id')
    .distinct()
    .where('divisions.season_id', '=', seasonIdOf(db, 'current'))
    .$if(divisionId !== undefined, (q) => q.where('divisions.id', '=', divisionId ?? 0))
    .where('users.email', 'is not', null)
    .orderBy('team_staff.user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

export async function insertEvents(db: Kysely<Database>, rows: readonly Insertable<NotificationEventsTable>[]): Promise<void> {
  for (const batch of batches(rows)) await db.insertInto('notification_events').values(batch).execute();
}

/**
 * The people with mail of a kind to send: their newest waiting notice is older than `quietBefore`
 * (the changes have stopped for a while), or their oldest is older than `waitBefore` (changes keep
 * coming, and the first have waited long enough). Oldest first; `lastId` bounds what is gathered.
 */
export function dueDigests(db: Kysely<Database>, quietBefore: string, waitBefore: string, limit: number) {
  return db
    .selectFrom('notification_events')
    .select((eb) => ['user_id', 'kind', eb.fn.max('id').as('lastId'), eb.fn.min('created_at').as('firstAt')])
    .groupBy(['user_id', 'kind'])
    .having((eb) => eb.or([eb(eb.fn.max('created_at'), '<=', quietBefore), eb(eb.fn.min('created_at'), '<=', waitBefore)]))
    .orderBy('firstAt')
    .orderBy('user_id')
    .orderBy('kind')
    .limit(limit)
    .execute();
}

export function waitingNotices(db: Kysely<Database>, userId: number, kind: MailKind, lastId: number) {
  return db
    .selectFrom('notification_events')
    .select(['id', 'game_id', 'notice'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('id', '<=', lastId)
    .orderBy('id')
    .execute();
}

export async function deleteEvents(db: Kysely<Database>, ids: readonly number[]): Promise<void> {
  for (const batch of batches(ids)) await db.deleteFrom('notification_events').where('id', 'in', batch).execute();
}

export function mailRecipients(db: Kysely<Database>, userIds: readonly number[]) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role'])
    .where('id', 'in', userIds.length > 0 ? [...userIds] : [-1])
    .execute();
}

export function optOutsOf(db: Kysely<Database>, userIds: readonly number[]) {
  return db
    .selectFrom('mail_opt_outs')
    .select(['user_id', 'kind'])
    .where('user_id', 'in', userIds.length > 0 ? [...userIds] : [-1])
    .execute();
}

export function findMailUser(db: Kysely<Database>, userId: number) {
  return db.selectFrom('users').select(['id', 'role']).where('id', '=', userId).executeTakeFirst();
}

export async function turnOff(db: Kysely<Database>, userId: number, kind: OptionalMailKind, at: string): Promise<void> {
  await db
    .insertInto('mail_opt_outs')
    .values({ user_id: userId, kind, created_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
    .execute();
}

export async function turnOn(db: Kysely<Database>, userId: number, kind: OptionalMailKind): Promise<void> {
  await db.deleteFrom('mail_opt_outs').where('user_id', '=', userId).where('kind', '=', kind).execute();
}

/** Which of these game sides were reminded for the game's time then. */
export function remindersSent(db: Kysely<Database>, gameIds: readonly number[]) {
  return db
    .selectFrom('score_reminders')
    .select(['game_id', 'side', 'scheduled_time'])
    .where('game_id', 'in', gameIds.length > 0 ? [...gameIds] : [-1])
    .execute();
}

export async function insertReminders(db: Kysely<Database>, rows: readonly Insertable<ScoreRemindersTable>[]): Promise<void> {
  for (const batch of batches(rows)) await db.insertInto('score_reminders').values(batch).execute();
}

export function gameRows(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom('games')
    .selectAll()
    .where('id', 'in', ids.length > 0 ? [...ids] : [-1])
    .orderBy('scheduled_time')
    .orderBy('id')
    .execute();
}

/** The status of these games and the sides that have reported each. */
export async function reportStates(db: Kysely<Database>, gameIds: readonly number[]): Promise<Map<number, { status: GameStatus; reported: Set<string> }>> {
  const ids = gameIds.length > 0 ? [...gameIds] : [-1];
  const [games, reports] = await Promise.all([
    db.selectFrom('games').select(['id', 'status']).where('id', 'in', ids).execute(),
    db.selectFrom('score_reports').select(['game_id', 'side']).where('game_id', 'in', ids).execute(),
  ]);
  const states = new Map(games.map((g) => [g.id, { status: g.status, reported: new Set<string>() }]));
  for (const report of reports) states.get(report.game_id)?.reported.add(report.side);
  return states;
}
