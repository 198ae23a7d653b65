import type { Kysely } from 'kysely';
import type { Division, TeamRef } from '../../../shared/schemas/league';
import { sameTeamName } from '../../../shared/team-names';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { write } from '../../db/write';
import { conflict, notFound } from '../../errors';
import { actorOf } from '../auth/service';
import type { Auth } from '../../auth';
import { recordAudit } from '../audit/service';
import {
  deleteDivisionRow,
  deleteTeams,
  fieldCountOfTeam,
  findTeamOfDivision,
  gameCountsOfTeams,
  insertDivision,
  insertTeam,
  nextDivisionPosition,
  renameDivisionRow,
  renameTeamRow,
  teamBelongings,
} from './admin-repo';
import type { DivisionDeletePreview, TeamDeletePreview } from '../../../shared/schemas/division-admin';
import { divisionsOfSeason } from './repo';
import { chosenSeason, openSeasonOfDivision, refuseArchived } from '../seasons/service';
import { requireDivision, teamsOfDivision } from './service';
import { fixedSeedTeamIds } from '../../../shared/schemas/playoffs';
import { parseStored } from '../../db/stored-json';

/** Everything a division's or team's deletion changes, for the read caches. */
const DELETION_AREAS = ['divisions', 'teams', 'fields', 'playoffs', 'users', 'availability', 'announcements'] as const;
/** Every read that names a division: divisions, teams, fields, coaches, playoff formats and seeds. */
const RENAME_AREAS = ['divisions', 'teams', 'fields', 'playoffs', 'users'] as const;

function gamesClause({ games, scored }: { games: number; scored: number }): string {
  const count = `${games} game${games === 1 ? '' : 's'}`;
  return scored > 0 ? `${count}, ${scored} of them with scores` : count;
}

export async function requireTeam(db: Kysely<Database>, divisionId: number, teamId: number) {
  const team = await findTeamOfDivision(db, divisionId, teamId);
  if (!team) throw notFound('Team not found');
  return team;
}

export async function refuseDuplicateTeam(db: Kysely<Database>, divisionId: number, name: string, exceptTeamId?: number) {
  const division = await requireDivision(db, divisionId);
  const teams = await teamsOfDivision(db, divisionId);
  const existing = teams.find((t) => t.id !== exceptTeamId && sameTeamName(t.name, name));
  // Named as it is stored, which may differ from what was typed in letter case or spaces.
  if (existing) throw conflict(`${division.name} already has a team named ${existing.name}`);
}

/** A concurrent request that created the same name first turns the database's refusal into 409. */
export async function unlessDuplicate<T>(work: Promise<T>, message: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}

/** Division names are compared without regard to letter case or surrounding spaces, within a season. */
async function refuseDuplicateDivision(db: Kysely<Database>, seasonId: number, name: string, exceptDivisionId?: number) {
  const divisions = await divisionsOfSeason(db, seasonId);
  const existing = divisions.find((d) => d.id !== exceptDivisionId && d.name.trim().toLowerCase() === name.toLowerCase());
  if (existing) throw conflict(`A division named ${existing.name} already exists`);
}

/** Adds a division to a season (the current one unless another is named). */
export async function createDivision(ctx: AppContext, auth: Auth, name: string, seasonId?: number): Promise<Division> {
  const now = ctx.now();
  const id = await unlessDuplicate(
    write(ctx, ['divisions'], async (trx) => {
      const season = await chosenSeason(trx, seasonId);
      refuseArchived(season);
      await refuseDuplicateDivision(trx, season.id, name);
      const divisionId = await insertDivision(trx, season.id, name, await nextDivisionPosition(trx, season.id));
      await recordAudit(trx, actorOf(auth), { action: 'division.create', entity: 'division', entityId: divisionId, after: { name, season: season.name } }, now);
      return divisionId;
    }),
    `A division named ${name} already exists`,
  );
  return { id, name, teams: [] };
}

/** Renames a division; every page names it anew at once (its teams, fields, coaches and formats show it). */
export async function renameDivision(ctx: AppContext, auth: Auth, divisionId: number, name: string): Promise<Division> {
  const now = ctx.now();
  await unlessDuplicate(
    write(ctx, RENAME_AREAS, async (trx) => {
      const division = await requireDivision(trx, divisionId);
      await openSeasonOfDivision(trx, divisionId);
      await refuseDuplicateDivision(trx, division.season_id, name, divisionId);
      if (division.name === name) return;
      await renameDivisionRow(trx, divisionId, name);
      await recordAudit(
        trx,
        actorOf(auth),
        { action: 'division.rename', entity: 'division', entityId: divisionId, before: { name: division.name }, after: { name } },
        now,
      );
    }),
    `A division named ${name} already exists`,
  );
  const teams = await teamsOfDivision(ctx.handle.db, divisionId);
  return { id: divisionId, name, teams };
}

/** What deleting a division would take with it (its games refuse the deletion). */
export async function divisionDeletePreview(db: Kysely<Database>, divisionId: number): Promise<DivisionDeletePreview> {
  await requireDivision(db, divisionId);
  const teamIds = (await teamsOfDivision(db, divisionId)).map((t) => t.id);
  const [counts, belongings] = await Promise.all([gameCountsOfTeams(db, teamIds), teamBelongings(db, teamIds)]);
  return { teams: teamIds.length, games: counts.games, coachPlaces: belongings.staff, availabilityDates: belongings.availabilityDates };
}

/** What deleting a team would take with it (its games refuse the deletion). */
export async function teamDeletePreview(db: Kysely<Database>, divisionId: number, teamId: number): Promise<TeamDeletePreview> {
  await requireTeam(db, divisionId, teamId);
  const [counts, belongings, fields] = await Promise.all([gameCountsOfTeams(db, [teamId]), teamBelongings(db, [teamId]), fieldCountOfTeam(db, teamId)]);
  return { games: counts.games, coachPlaces: belongings.staff, availabilityDates: belongings.availabilityDates, fields };
}

/**
 * Deletes a division with its teams, their coach assignments, field links and availability, and
 * its playoff format. A division whose teams have games is refused: the games (and their scores)
 * would be lost.
 */
export async function deleteDivision(ctx: AppContext, auth: Auth, divisionId: number): Promise<void> {
  const now = ctx.now();
  await write(ctx, DELETION_AREAS, async (trx) => {
    const division = await requireDivision(trx, divisionId);
    await openSeasonOfDivision(trx, divisionId);
    const teams = await teamsOfDivision(trx, divisionId);
    const teamIds = teams.map((t) => t.id);
    const counts = await gameCountsOfTeams(trx, teamIds);
    if (counts.games > 0) {
      throw conflict(`${division.name} cannot be deleted: its teams have ${gamesClause(counts)}. Delete those games first.`);
    }
    const belongings = await teamBelongings(trx, teamIds);
    await deleteTeams(trx, teamIds);
    await deleteDivisionRow(trx, divisionId);
    await recordAudit(
      trx,
      actorOf(auth),
      {
        action: 'division.delete',
        entity: 'division',
        entityId: divisionId,
        before: { name: division.name, teams: teams.map((t) => t.name), coachAssignments: belongings.staff, availabilityDates: belongings.availabilityDates },
      },
      now,
    );
  });
}

export async function createTeam(ctx: AppContext, auth: Auth, divisionId: number, name: string): Promise<TeamRef> {
  const now = ctx.now();
  const id = await unlessDuplicate(
    write(ctx, ['teams'], async (trx) => {
      await refuseDuplicateTeam(trx, divisionId, name);
      await openSeasonOfDivision(trx, divisionId);
      const teamId = await insertTeam(trx, divisionId, name);
      await recordAudit(trx, actorOf(auth), { action: 'team.create', entity: 'team', entityId: teamId, after: { name, divisionId } }, now);
      return teamId;
    }),
    `That division already has a team named ${name}`,
  );
  return { id, name, divisionId };
}

export async function renameTeam(ctx: AppContext, auth: Auth, divisionId: number, teamId: number, name: string): Promise<TeamRef> {
  const now = ctx.now();
  await unlessDuplicate(
    write(ctx, ['teams'], async (trx) => {
      const team = await requireTeam(trx, divisionId, teamId);
      await openSeasonOfDivision(trx, divisionId);
      await refuseDuplicateTeam(trx, divisionId, name, teamId);
      await renameTeamRow(trx, teamId, name);
      await recordAudit(trx, actorOf(auth), { action: 'team.rename', entity: 'team', entityId: teamId, before: { name: team.name }, after: { name } }, now);
    }),
    `That division already has a team named ${name}`,
  );
  return { id: teamId, name, divisionId };
}

/**
 * Deletes a team with its coach assignments, field links and availability. A team that plays in
 * games, or that holds a place in its division's fixed seed list, is refused.
 */
export async function deleteTeam(ctx: AppContext, auth: Auth, divisionId: number, teamId: number): Promise<void> {
  const now = ctx.now();
  await write(ctx, DELETION_AREAS, async (trx) => {
    const division = await requireDivision(trx, divisionId);
    const team = await requireTeam(trx, divisionId, teamId);
    await openSeasonOfDivision(trx, divisionId);
    const counts = await gameCountsOfTeams(trx, [teamId]);
    if (counts.games > 0) {
      throw conflict(`${team.name} cannot be deleted: it plays in ${gamesClause(counts)}. Delete those games first.`);
    }
    const seeds = division.fixed_seed_team_ids ? parseStored(fixedSeedTeamIds, division.fixed_seed_team_ids) : [];
    if (seeds.includes(teamId)) {
      throw conflict(`${team.name} cannot be deleted: it is seed ${seeds.indexOf(teamId) + 1} of the fixed seed list of ${division.name}`);
    }
    const belongings = await teamBelongings(trx, [teamId]);
    await deleteTeams(trx, [teamId]);
    await recordAudit(
      trx,
      actorOf(auth),
      {
        action: 'team.delete',
        entity: 'team',
        entityId: teamId,
        before: { name: team.name, divisionId, coachAssignments: belongings.staff, availabilityDates: belongings.availabilityDates },
      },
      now,
    );
  });
}
