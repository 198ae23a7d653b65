import type { Kysely } from 'kysely';
import { buildSeason, type Season } from '../../../shared/season';
import type { SeasonInfo } from '../../../shared/schemas/league';
import { seasonCalendar, type SeasonSummary } from '../../../shared/schemas/season';
import { toBool, type Database } from '../../db/schema';
import { parseStored } from '../../db/stored-json';
import { conflict, notFound } from '../../errors';
import { allSeasons, findCurrentSeason, findSeason, seasonRowOfDivision, seasonRowOfGame, type SeasonRef, type SeasonRow } from './repo';

export { seasonIdOf, type SeasonRef } from './repo';

/** A season as the league keeps it: its calendar, and whether it is current or archived. */
export interface LeagueSeason extends Season {
  current: boolean;
  archived: boolean;
}

export function leagueSeason(row: SeasonRow): LeagueSeason {
  const calendar = parseStored(seasonCalendar, row.calendar);
  return { ...buildSeason(row.id, row.name, calendar), current: toBool(row.is_current), archived: row.archived_at !== null };
}

export function calendarOf(row: SeasonRow) {
  return parseStored(seasonCalendar, row.calendar);
}

/** The season everything shows unless asked for another. A league always has one once started. */
export async function currentSeason(db: Kysely<Database>): Promise<LeagueSeason> {
  const row = await findCurrentSeason(db);
  if (!row) throw new Error('The league has no current season');
  return leagueSeason(row);
}

export async function requireSeason(db: Kysely<Database>, id: number): Promise<LeagueSeason> {
  const row = await findSeason(db, id);
  if (!row) throw notFound('Season not found');
  return leagueSeason(row);
}

/** `?season=<id>` where given, otherwise the current season. */
export function chosenSeason(db: Kysely<Database>, id: number | undefined): Promise<LeagueSeason> {
  return id === undefined ? currentSeason(db) : requireSeason(db, id);
}

/**
 * `?season=<id>` as a reference for queries: the current season is looked up inside the query that
 * needs it; a season asked for by id must exist.
 */
export async function chosenSeasonRef(db: Kysely<Database>, id: number | undefined): Promise<SeasonRef> {
  return id === undefined ? 'current' : (await requireSeason(db, id)).id;
}

/**
 * A division's own season, refusing a `?season=` that names another: a division belongs to one
 * season, and asking for it in another is a mistake worth saying (404), not one to answer for.
 */
export async function seasonOfDivisionAsked(db: Kysely<Database>, divisionId: number, asked: number | undefined): Promise<LeagueSeason> {
  const own = await seasonOfDivision(db, divisionId);
  if (asked !== undefined && asked !== own.id) {
    const season = await requireSeason(db, asked);
    throw notFound(`Division ${divisionId} is not a division of the ${season.name} season`);
  }
  return own;
}

/** The season a division belongs to. */
export async function seasonOfDivision(db: Kysely<Database>, divisionId: number): Promise<LeagueSeason> {
  const row = await seasonRowOfDivision(db, divisionId);
  if (!row) throw notFound('Division not found');
  return leagueSeason(row);
}

/** The season of an existing game, which must not be archived for the game to change. */
export async function openSeasonOfGame(db: Kysely<Database>, gameId: number): Promise<LeagueSeason> {
  const row = await seasonRowOfGame(db, gameId);
  if (!row) throw notFound('Game not found');
  const season = leagueSeason(row);
  refuseArchived(season);
  return season;
}

/** An archived season is kept as it ended: its divisions, teams, games and formats do not change. */
export function refuseArchived(season: LeagueSeason): void {
  if (season.archived) throw conflict(`The ${season.name} season is archived; bring it back from the archive (Settings) to change it`);
}

/** The season of a division, which must not be archived: for writes to its divisions, teams, games and formats. */
export async function openSeasonOfDivision(db: Kysely<Database>, divisionId: number): Promise<LeagueSeason> {
  const season = await seasonOfDivision(db, divisionId);
  refuseArchived(season);
  return season;
}

export function seasonInfo(season: Season): SeasonInfo {
  const { id, name, year, timeZone, weeks, phase2Availability, weekendDays, holidays } = season;
  return { id, name, year, timeZone, weeks, phase2Availability, weekendDays, holidays };
}

export function seasonSummary(row: SeasonRow): SeasonSummary {
  return { id: row.id, name: row.name, start: row.first_day, end: row.last_day, current: toBool(row.is_current), archived: row.archived_at !== null };
}

export async function listSeasons(db: Kysely<Database>): Promise<SeasonSummary[]> {
  return (await allSeasons(db)).map(seasonSummary);
}
