import { calendarFeedPaths } from '../../../shared/calendar-feeds';
import type { CalendarLink } from '../../../shared/schemas/calendar';
import type { Auth } from '../../auth';
import type { AppContext } from '../../context';
import { write } from '../../db/write';
import { notFound } from '../../errors';
import { findTeam, requireDivision } from '../divisions/service';
import { requireField } from '../fields/service';
import { currentSeason, requireSeason, seasonOfDivision, type LeagueSeason } from '../seasons/service';
import { gameLengthMinutes } from '../settings/service';
import { teamIdsOf } from '../users/own-teams-service';
import { claimedCoach, coachFeedToken, isCurrentToken, newCalendarKey } from './coach-link';
import { icsOf, type Feed } from './ics';
import { calendarOwner, currentGamesAtField, gamesOfDivision, gamesOfTeams, setCalendarKey } from './repo';

/** A feed as the server sends it: the iCalendar text and the name of the file it downloads as. */
export interface CalendarFile {
  fileName: string;
  text: string;
}

/** A file name made of the feed's name: lower-case letters, digits and dashes. */
function fileNameOf(name: string, fallback: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${slug || fallback}.ics`;
}

async function calendarFile(ctx: AppContext, feed: Feed, season: LeagueSeason, fallback: string): Promise<CalendarFile> {
  const setting = { season, gameMinutes: await gameLengthMinutes(ctx.handle.db), publicUrl: ctx.config.publicUrl };
  return { fileName: fileNameOf(feed.name, fallback), text: icsOf(feed, setting) };
}

/** A team's games, of the team's own season. */
export async function teamFeed(ctx: AppContext, teamId: number): Promise<CalendarFile> {
  const { db } = ctx.handle;
  const team = await findTeam(db, teamId);
  if (!team) throw notFound('Team not found');
  const [season, division, games] = await Promise.all([requireSeason(db, team.seasonId), requireDivision(db, team.divisionId), gamesOfTeams(db, [teamId])]);
  return calendarFile(ctx, { name: `${team.name} (${division.name})`, games }, season, `team-${teamId}`);
}

/** A division's games (those its schedule lists), of the division's own season. */
export async function divisionFeed(ctx: AppContext, divisionId: number): Promise<CalendarFile> {
  const { db } = ctx.handle;
  const [season, division, games] = await Promise.all([seasonOfDivision(db, divisionId), requireDivision(db, divisionId), gamesOfDivision(db, divisionId)]);
  return calendarFile(ctx, { name: `${division.name} games`, games }, season, `division-${divisionId}`);
}

/** The current season's games at a field. */
export async function fieldFeed(ctx: AppContext, fieldId: number): Promise<CalendarFile> {
  const { db } = ctx.handle;
  const [field, season, games] = await Promise.all([requireField(db, fieldId), currentSeason(db), currentGamesAtField(db, fieldId)]);
  return calendarFile(ctx, { name: `Games at ${field.name}`, games }, season, `field-${fieldId}`);
}

/** The coach a private feed address belongs to, while it is that coach's current link; 404 otherwise. */
async function coachOfToken(ctx: AppContext, token: string) {
  const userId = claimedCoach(token);
  const owner = userId === null ? undefined : await calendarOwner(ctx.handle.db, userId);
  if (!owner || !isCurrentToken(ctx.secret, token, owner.id, owner.calendar_key)) throw notFound('Calendar not found');
  return owner;
}

/**
 * Checks a private feed address on every request, the cached ones too (a link reset a moment ago
 * answers 404 at once), and names the copy the read cache keeps of it.
 */
export async function coachFeedCopy(ctx: AppContext, token: string): Promise<string> {
  await coachOfToken(ctx, token);
  return 'coach-feed';
}

/** The games of a coach's teams this season, by the coach's private link. */
export async function coachFeed(ctx: AppContext, token: string): Promise<CalendarFile> {
  const { db } = ctx.handle;
  const owner = await coachOfToken(ctx, token);
  const [season, teamIds] = await Promise.all([currentSeason(db), teamIdsOf(db, owner.id)]);
  return calendarFile(ctx, { name: `My games (${owner.name})`, games: await gamesOfTeams(db, [...teamIds]) }, season, 'my-games');
}

/** The signed-in coach's private feed address. */
export async function coachCalendarLink(ctx: AppContext, auth: Auth): Promise<CalendarLink> {
  const owner = await calendarOwner(ctx.handle.db, auth.userId);
  if (!owner) throw notFound('Coach not found');
  return { path: calendarFeedPaths.coach(coachFeedToken(ctx.secret, owner.id, owner.calendar_key)) };
}

/** A new private feed address for the signed-in coach; the old one answers 404 from now on. */
export async function resetCoachCalendarLink(ctx: AppContext, auth: Auth): Promise<CalendarLink> {
  const key = newCalendarKey();
  await write(ctx, ['users'], (trx) => setCalendarKey(trx, auth.userId, key, ctx.now().toISOString()));
  return { path: calendarFeedPaths.coach(coachFeedToken(ctx.secret, auth.userId, key)) };
}
