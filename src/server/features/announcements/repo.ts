import type { Insertable, Kysely, Updateable } from 'kysely';
import { dbBool, type AnnouncementsTable, type Database } from '../../db/schema';
import { seasonIdOf } from '../seasons/service';

const COLUMNS = [
  'announcements.id',
  'announcements.title',
  'announcements.text',
  'announcements.division_id',
  'announcements.starts_at',
  'announcements.ends_at',
  'announcements.mail',
  'announcements.mailed_at',
  'announcements.showing',
  'announcements.updated_at',
] as const;

function withDivision(db: Kysely<Database>) {
  return db
    .selectFrom('announcements')
    .leftJoin('divisions', 'divisions.id', 'announcements.division_id')
    .select([...COLUMNS, 'divisions.name as division_name']);
}

export type AnnouncementRow = Awaited<ReturnType<typeof findAnnouncement>> & object;

/** Every announcement, the latest to start first. */
export function allAnnouncements(db: Kysely<Database>) {
  return withDivision(db).orderBy('announcements.starts_at', 'desc').orderBy('announcements.id', 'desc').execute();
}

export function findAnnouncement(db: Kysely<Database>, id: number) {
  return withDivision(db).where('announcements.id', '=', id).executeTakeFirst();
}

/** What shows now: the league's own announcements and those of the current season's divisions, the first to start first. */
export function showingAnnouncements(db: Kysely<Database>) {
  return withDivision(db)
    .where('announcements.showing', '=', dbBool(true))
    .where((eb) => eb.or([eb('announcements.division_id', 'is', null), eb('divisions.season_id', '=', seasonIdOf(db, 'current'))]))
    .orderBy('announcements.starts_at')
    .orderBy('announcements.id')
    .execute();
}

/** Announcements whose `showing` no longer says whether `now` is between their start and end. */
export function announcementsToTurn(db: Kysely<Database>, now: string) {
  return withDivision(db)
    .where((eb) =>
      eb.or([
        eb.and([eb('announcements.showing', '=', dbBool(true)), eb.or([eb('announcements.starts_at', '>', now), eb('announcements.ends_at', '<=', now)])]),
        eb.and([eb('announcements.showing', '=', dbBool(false)), eb('announcements.starts_at', '<=', now), eb('announcements.ends_at', '>', now)]),
      ]),
    )
    .orderBy('announcements.id')
    .execute();
}

export async function insertAnnouncement(db: Kysely<Database>, row: Insertable<AnnouncementsTable>): Promise<number> {
  const inserted = await db.insertInto('announcements').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateAnnouncementRow(db: Kysely<Database>, id: number, changes: Updateable<AnnouncementsTable>): Promise<void> {
  await db.updateTable('announcements').set(changes).where('id', '=', id).execute();
}

export async function deleteAnnouncementRow(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('announcements').where('id', '=', id).execute();
}

export function divisionOf(db: Kysely<Database>, id: number) {
  return db.selectFrom('divisions').select(['id', 'name', 'season_id']).where('id', '=', id).executeTakeFirst();
}

export function currentSeasonId(db: Kysely<Database>) {
  return db.selectFrom('seasons').select('id').where('is_current', '=', dbBool(true)).executeTakeFirst();
}
