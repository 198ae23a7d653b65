import type { Kysely } from 'kysely';
import { addDays, parseISO } from 'date-fns';
import { leagueDate, localToUtcIso } from '../../../shared/league-time';
import { isoDate, seasonBounds, seasonWeeks, weekOfDate, type SeasonCalendar } from '../../../shared/season';
import { fixedSeedTeamIds } from '../../../shared/schemas/playoffs';
import type { NewSeasonBody, SeasonDeletePreview, SeasonDetail, SeasonPreview, SeasonUpdateBody } from '../../../shared/schemas/season';
import { newSeasonBody } from '../../../shared/schemas/season';
import type { Auth } from '../../auth';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { parseStored } from '../../db/stored-json';
import { isUniqueViolation } from '../../db/unique-violation';
import { write, type DataArea } from '../../db/write';
import { conflict, notFound } from '../../errors';
import { recordAudit } from '../audit/service';
import { actorOf } from '../auth/service';
import { divisionsOfSeason, insertDivision, insertTeam } from '../divisions/service';
import {
  countGamesOutside,
  phasesOfGames,
  setPhaseOfGames,
  countSeasons,
  deleteSeasonRow,
  findSeason,
  findSeasonByName,
  gameCountOfSeason,
  insertSeason,
  markCurrent,
  updateSeasonRow,
  type SeasonValues,
} from './repo';
import {
  deleteSeasonContents,
  fieldLinksOfTeams,
  formatsOfDivisions,
  insertFieldLinks,
  insertFormat,
  insertStaff,
  moveFieldsToSeason,
  setFixedSeeds,
  staffOfTeams,
  teamsOfDivisions,
} from './rollover-repo';
import { calendarOf, currentSeason, leagueSeason, requireSeason, seasonSummary } from './service';

/** Everything a season's creation, switch or removal can change for the read caches. */
const SEASON_AREAS: readonly DataArea[] = ['seasons', 'divisions', 'teams', 'games', 'fields', 'playoffs', 'users', 'availability', 'announcements'];

export function seasonValues(name: string, calendar: SeasonCalendar): SeasonValues {
  const { first, last } = seasonBounds({ weeks: seasonWeeks(calendar) });
  return { name, calendar: JSON.stringify(calendar), first_day: first, last_day: last };
}

async function refuseTakenName(db: Kysely<Database>, name: string, exceptId?: number): Promise<void> {
  const taken = await findSeasonByName(db, name);
  if (taken && taken.id !== exceptId) throw conflict(`A season named ${taken.name} already exists`);
}

/** What the season being carried from holds, as the new season would take it. */
async function carriedFrom(db: Kysely<Database>, body: ReturnType<typeof newSeasonBody.parse>) {
  const from = body.fromSeasonId === undefined ? await currentSeason(db) : await requireSeason(db, body.fromSeasonId);
  const { carry } = body;
  const divisions = carry.divisions ? await divisionsOfSeason(db, from.id) : [];
  const teams = carry.teams
    ? await teamsOfDivisions(
        db,
        divisions.map((d) => d.id),
      )
    : [];
  const teamIds = teams.map((t) => t.id);
  const staff = carry.coachAssignments ? await staffOfTeams(db, teamIds) : [];
  const fieldLinks = await fieldLinksOfTeams(db, teamIds);
  const formats = carry.playoffFormats
    ? await formatsOfDivisions(
        db,
        divisions.map((d) => d.id),
      )
    : [];
  return { from, divisions, teams, staff, fieldLinks, formats };
}

export async function previewSeason(ctx: AppContext, input: NewSeasonBody): Promise<SeasonPreview> {
  const body = newSeasonBody.parse(input);
  const db = ctx.handle.db;
  await refuseTakenName(db, body.name);
  const carried = await carriedFrom(db, body);
  const { first, last } = seasonBounds({ weeks: seasonWeeks(body.calendar) });
  const anyCarried = body.carry.divisions;
  return {
    name: body.name,
    start: first,
    end: last,
    weeks: seasonWeeks(body.calendar).length,
    makeCurrent: body.makeCurrent,
    fromSeason: anyCarried ? { id: carried.from.id, name: carried.from.name } : null,
    divisions: carried.divisions.map((d) => ({
      name: d.name,
      teams: carried.teams.filter((t) => t.division_id === d.id).map((t) => t.name),
      playoffFormat: carried.formats.some((f) => f.division_id === d.id),
    })),
    coachAssignments: carried.staff.length,
    fieldLinks: carried.fieldLinks.length,
  };
}

/**
 * Creates a season in one transaction, with what it carries from an earlier one: divisions (with
 * their order), teams by name, coach assignments, the teams' home fields and playoff formats. A
 * division's fixed seed list comes along when its teams do.
 */
export async function createSeason(ctx: AppContext, auth: Auth, input: NewSeasonBody): Promise<SeasonDetail> {
  const body = newSeasonBody.parse(input);
  const at = ctx.now().toISOString();
  try {
    const id = await write(ctx, SEASON_AREAS, async (trx) => {
      await refuseTakenName(trx, body.name);
      const carried = await carriedFrom(trx, body);
      const seasonId = await insertSeason(trx, seasonValues(body.name, body.calendar), at);
      const newTeamIds = new Map<number, number>();
      for (const division of carried.divisions) {
        const divisionId = await insertDivision(trx, seasonId, division.name, division.position);
        for (const team of carried.teams.filter((t) => t.division_id === division.id)) {
          newTeamIds.set(team.id, await insertTeam(trx, divisionId, team.name));
        }
        const fixed = division.fixed_seed_team_ids === null ? [] : parseStored(fixedSeedTeamIds, division.fixed_seed_team_ids);
        const carriedSeeds = fixed.map((teamId) => newTeamIds.get(teamId)).filter((teamId) => teamId !== undefined);
        if (carriedSeeds.length > 0 && carriedSeeds.length === fixed.length) await setFixedSeeds(trx, divisionId, carriedSeeds);
        const format = carried.formats.find((f) => f.division_id === division.id);
        if (format) await insertFormat(trx, divisionId, format.format, at);
      }
      const onNewTeam = <T extends { team_id: number }>(row: T) => {
        const teamId = newTeamIds.get(row.team_id);
        return teamId === undefined ? [] : [{ ...row, team_id: teamId }];
      };
      await insertStaff(trx, carried.staff.flatMap(onNewTeam));
      await insertFieldLinks(trx, carried.fieldLinks.flatMap(onNewTeam));
      if (body.makeCurrent || (await countSeasons(trx)) === 1) await makeCurrent(trx, seasonId, at);
      await recordAudit(
        trx,
        actorOf(auth),
        {
          action: 'season.create',
          entity: 'season',
          entityId: seasonId,
          after: {
            name: body.name,
            calendar: body.calendar,
            carriedFrom: body.carry.divisions ? carried.from.name : null,
            divisions: carried.divisions.length,
            teams: newTeamIds.size,
            coachAssignments: carried.staff.length,
            playoffFormats: carried.formats.length,
            current: body.makeCurrent,
          },
        },
        ctx.now(),
      );
      return seasonId;
    });
    return await seasonDetail(ctx.handle.db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`A season named ${body.name} already exists`);
    throw error;
  }
}

async function makeCurrent(db: Kysely<Database>, seasonId: number, at: string): Promise<void> {
  await markCurrent(db, seasonId, at);
  await moveFieldsToSeason(db, seasonId);
}

export async function seasonDetail(db: Kysely<Database>, id: number): Promise<SeasonDetail> {
  const row = await findSeason(db, id);
  if (!row) throw notFound('Season not found');
  return { ...seasonSummary(row), calendar: calendarOf(row) };
}

/**
 * Renames a season, changes its calendar, makes it current, or archives it (or brings it back).
 * The current season cannot be archived; an archived one cannot be made current. A calendar that
 * would leave a game of the season outside its weeks is refused.
 */
export async function updateSeason(ctx: AppContext, auth: Auth, id: number, body: SeasonUpdateBody): Promise<SeasonDetail> {
  const at = ctx.now().toISOString();
  try {
    await write(ctx, body.current ? SEASON_AREAS : body.calendar ? ['seasons', 'games'] : ['seasons'], async (trx) => {
      const row = await findSeason(trx, id);
      if (!row) throw notFound('Season not found');
      const season = leagueSeason(row);
      const archiving = body.archived === true && !season.archived;
      if (archiving && (season.current || body.current))
        throw conflict(`The ${season.name} season is current and cannot be archived; make another season current first`);
      if (body.current && season.archived && body.archived !== false) {
        throw conflict(`The ${season.name} season is archived; bring it back from the archive before making it current`);
      }
      if (body.name !== undefined) await refuseTakenName(trx, body.name, id);
      if (body.calendar) {
        await refuseGamesOutside(trx, id, body.calendar);
        await rephaseGames(trx, id, body.calendar);
      }
      const values: Partial<SeasonValues> & { archived_at?: string | null } = {};
      if (body.name !== undefined || body.calendar) Object.assign(values, seasonValues(body.name ?? season.name, body.calendar ?? calendarOf(row)));
      if (body.archived !== undefined && body.archived !== season.archived) values.archived_at = body.archived ? at : null;
      await updateSeasonRow(trx, id, values, at);
      if (body.current && !season.current) await makeCurrent(trx, id, at);
      await recordAudit(
        trx,
        actorOf(auth),
        {
          action: 'season.update',
          entity: 'season',
          entityId: id,
          before: { name: season.name, current: season.current, archived: season.archived },
          after: body,
        },
        ctx.now(),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error) && body.name) throw conflict(`A season named ${body.name} already exists`);
    throw error;
  }
  return seasonDetail(ctx.handle.db, id);
}

/** Games keep their dates: a calendar that leaves one of them outside the season is refused, naming how many. */
async function refuseGamesOutside(db: Kysely<Database>, seasonId: number, calendar: SeasonCalendar): Promise<void> {
  const { first, last } = seasonBounds({ weeks: seasonWeeks(calendar) });
  const dayAfter = isoDate(addDays(parseISO(last), 1));
  const outside = await countGamesOutside(db, seasonId, localToUtcIso(first, '00:00', calendar.timeZone), localToUtcIso(dayAfter, '00:00', calendar.timeZone));
  if (outside > 0)
    throw conflict(
      `${outside} game${outside === 1 ? '' : 's'} of this season would fall outside ${first} to ${last}; move ${outside === 1 ? 'it' : 'them'} first`,
    );
}

/** A game's phase follows its week: a calendar with other phase lengths moves games between phases. */
async function rephaseGames(db: Kysely<Database>, seasonId: number, calendar: SeasonCalendar): Promise<void> {
  const weeks = seasonWeeks(calendar);
  const moves = new Map<1 | 2 | 3, number[]>();
  for (const game of await phasesOfGames(db, seasonId)) {
    const phase = weekOfDate({ weeks }, leagueDate(game.scheduled_time, calendar.timeZone))?.phase;
    if (phase !== undefined && phase !== game.phase) moves.set(phase, [...(moves.get(phase) ?? []), game.id]);
  }
  for (const [phase, ids] of moves) await setPhaseOfGames(db, ids, phase);
}

/** What deleting a season would take with it, in numbers. Writes nothing. */
export async function seasonDeletePreview(db: Kysely<Database>, id: number): Promise<SeasonDeletePreview> {
  await requireSeason(db, id);
  const divisionIds = (await divisionsOfSeason(db, id)).map((d) => d.id);
  const [teams, formats, games] = await Promise.all([teamsOfDivisions(db, divisionIds), formatsOfDivisions(db, divisionIds), gameCountOfSeason(db, id)]);
  const staff = await staffOfTeams(
    db,
    teams.map((t) => t.id),
  );
  return { divisions: divisionIds.length, teams: teams.length, coachPlaces: staff.length, playoffFormats: formats.length, games };
}

/** A season with games is kept (its results are the league's history); the current season is kept too. */
export async function deleteSeason(ctx: AppContext, auth: Auth, id: number): Promise<void> {
  await write(ctx, SEASON_AREAS, async (trx) => {
    const season = await requireSeason(trx, id);
    if (season.current) throw conflict(`The ${season.name} season is current and cannot be deleted`);
    const games = await gameCountOfSeason(trx, id);
    if (games > 0) throw conflict(`The ${season.name} season has ${games} game${games === 1 ? '' : 's'} and cannot be deleted; archive it instead`);
    await deleteSeasonContents(trx, id);
    await deleteSeasonRow(trx, id);
    await recordAudit(trx, actorOf(auth), { action: 'season.delete', entity: 'season', entityId: id, before: { name: season.name } }, ctx.now());
  });
}
