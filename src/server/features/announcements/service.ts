import type { Kysely } from 'kysely';
import type { AdminAnnouncement, AnnouncementInput, AnnouncementState, PublicAnnouncement } from '../../../shared/schemas/announcements';
import type { Auth } from '../../auth';
import type { AppContext } from '../../context';
import { dbBool, toBool, type Database } from '../../db/schema';
import { write } from '../../db/write';
import { invalid, notFound } from '../../errors';
import { recordAudit } from '../audit/service';
import { actorOf } from '../auth/service';
import { tellCoachesOfAnnouncement } from '../notifications/service';
import {
  allAnnouncements,
  announcementsToTurn,
  currentSeasonId,
  deleteAnnouncementRow,
  divisionOf,
  findAnnouncement,
  insertAnnouncement,
  showingAnnouncements,
  updateAnnouncementRow,
  type AnnouncementRow,
} from './repo';

export const ANNOUNCEMENT_NOT_FOUND = 'Announcement not found';

const utc = (instant: string) => new Date(instant).toISOString();

function stateAt(row: Pick<AnnouncementRow, 'starts_at' | 'ends_at'>, now: string): AnnouncementState {
  if (now < row.starts_at) return 'scheduled';
  return now < row.ends_at ? 'showing' : 'ended';
}

function publicOf(row: AnnouncementRow): PublicAnnouncement {
  return { id: row.id, title: row.title, text: row.text, divisionId: row.division_id, startsAt: row.starts_at, endsAt: row.ends_at };
}

function adminOf(row: AnnouncementRow, now: string): AdminAnnouncement {
  return {
    ...publicOf(row),
    divisionName: row.division_name,
    mail: toBool(row.mail),
    mailedAt: row.mailed_at,
    state: stateAt(row, now),
    updatedAt: row.updated_at,
  };
}

/** What shows on the public pages now (kept by the announcements job as start and end times pass). */
export async function publicAnnouncements(db: Kysely<Database>): Promise<PublicAnnouncement[]> {
  return (await showingAnnouncements(db)).map(publicOf);
}

export async function adminAnnouncements(ctx: AppContext): Promise<AdminAnnouncement[]> {
  const now = ctx.now().toISOString();
  return (await allAnnouncements(ctx.handle.db)).map((row) => adminOf(row, now));
}

/**
 * Shows an announcement that has come to its time and mails it, once, to the coaches it concerns
 * when its author asked for that; hides one whose time has passed. In the caller's write.
 */
async function turn(trx: Kysely<Database>, row: AnnouncementRow, now: Date): Promise<void> {
  const showing = stateAt(row, now.toISOString()) === 'showing';
  const mailNow = showing && toBool(row.mail) && row.mailed_at === null;
  await updateAnnouncementRow(trx, row.id, { showing: dbBool(showing), ...(mailNow ? { mailed_at: now.toISOString() } : {}) });
  if (mailNow) await tellCoachesOfAnnouncement(trx, { title: row.title, text: row.text, divisionId: row.division_id, divisionName: row.division_name }, now);
}

export const NOT_THIS_SEASON = "Choose a division of the current season: another season's division has no pages showing now";

/** A division's announcement shows only while its season is current: one of another season would never show. */
async function requireDivision(trx: Kysely<Database>, divisionId: number | null): Promise<void> {
  if (divisionId === null) return;
  const [division, current] = await Promise.all([divisionOf(trx, divisionId), currentSeasonId(trx)]);
  if (!division) throw notFound('Division not found');
  if (division.season_id !== current?.id) throw invalid(NOT_THIS_SEASON);
}

const auditState = (row: AnnouncementRow) => ({
  title: row.title,
  text: row.text,
  divisionId: row.division_id,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  mail: toBool(row.mail),
});

async function saved(trx: Kysely<Database>, id: number): Promise<AnnouncementRow> {
  const row = await findAnnouncement(trx, id);
  if (!row) throw notFound(ANNOUNCEMENT_NOT_FOUND);
  return row;
}

export async function createAnnouncement(ctx: AppContext, auth: Auth, input: AnnouncementInput): Promise<AdminAnnouncement> {
  const now = ctx.now();
  const endsAt = utc(input.endsAt);
  if (endsAt <= now.toISOString()) throw invalid('The end must be in the future');
  const row = await write(ctx, ['announcements'], async (trx) => {
    await requireDivision(trx, input.divisionId);
    const id = await insertAnnouncement(trx, {
      title: input.title,
      text: input.text,
      division_id: input.divisionId,
      starts_at: utc(input.startsAt),
      ends_at: endsAt,
      mail: dbBool(input.mail),
      mailed_at: null,
      showing: dbBool(false),
      created_by: auth.userId,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    await turn(trx, await saved(trx, id), now);
    const created = await saved(trx, id);
    await recordAudit(trx, actorOf(auth), { action: 'announcement.create', entity: 'announcement', entityId: id, after: auditState(created) }, now);
    return created;
  });
  return adminOf(row, now.toISOString());
}

/** Changes an announcement; one already mailed is not mailed again. */
export async function updateAnnouncement(ctx: AppContext, auth: Auth, id: number, input: AnnouncementInput): Promise<AdminAnnouncement> {
  const now = ctx.now();
  const row = await write(ctx, ['announcements'], async (trx) => {
    const before = await saved(trx, id);
    await requireDivision(trx, input.divisionId);
    await updateAnnouncementRow(trx, id, {
      title: input.title,
      text: input.text,
      division_id: input.divisionId,
      starts_at: utc(input.startsAt),
      ends_at: utc(input.endsAt),
      mail: dbBool(input.mail),
      updated_at: now.toISOString(),
    });
    await turn(trx, await saved(trx, id), now);
    const after = await saved(trx, id);
    await recordAudit(
      trx,
      actorOf(auth),
      { action: 'announcement.update', entity: 'announcement', entityId: id, before: auditState(before), after: auditState(after) },
      now,
    );
    return after;
  });
  return adminOf(row, now.toISOString());
}

export async function deleteAnnouncement(ctx: AppContext, auth: Auth, id: number): Promise<void> {
  const now = ctx.now();
  await write(ctx, ['announcements'], async (trx) => {
    const before = await saved(trx, id);
    await deleteAnnouncementRow(trx, id);
    await recordAudit(trx, actorOf(auth), { action: 'announcement.delete', entity: 'announcement', entityId: id, before: auditState(before) }, now);
  });
}

/**
 * Shows the announcements whose start has passed and hides those whose end has, mailing those
 * that start now. Answers how many it turned; writes (and moves the cached reads on) only then.
 */
export async function turnAnnouncements(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  if ((await announcementsToTurn(ctx.handle.db, now.toISOString())).length === 0) return 0;
  return write(ctx, ['announcements'], async (trx) => {
    const due = await announcementsToTurn(trx, now.toISOString());
    for (const row of due) await turn(trx, row, now);
    return due.length;
  });
}
