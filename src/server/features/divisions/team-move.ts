import type { Kysely } from 'kysely';
import type { TeamMovePreview } from '../../../shared/schemas/division-admin';
import type { TeamRef } from '../../../shared/schemas/league';
import { fixedSeedTeamIds } from '../../../shared/schemas/playoffs';
import type { Auth } from '../../auth';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { parseStored } from '../../db/stored-json';
import { write } from '../../db/write';
import { conflict, invalid } from '../../errors';
import { recordAudit } from '../audit/service';
import { actorOf } from '../auth/service';
import { openSeasonOfDivision } from '../seasons/service';
import { deleteGameRows, fieldCountOfTeam, gamesOfTeam, moveTeamRow, teamBelongings } from './admin-repo';
import { refuseDuplicateTeam, requireTeam, unlessDuplicate } from './admin-service';
import { requireDivision } from './service';

/** A move changes the team's division in every read, and takes its unplayed games off the schedule. */
const MOVE_AREAS = ['divisions', 'teams', 'games', 'fields', 'playoffs', 'users', 'availability'] as const;

const games = (n: number) => `${n} game${n === 1 ? '' : 's'}`;

/** The team, both divisions and its games, or the reason the move cannot be asked at all (4xx). */
async function moveOf(db: Kysely<Database>, divisionId: number, teamId: number, toDivisionId: number) {
  const team = await requireTeam(db, divisionId, teamId);
  const from = await requireDivision(db, divisionId);
  const to = await requireDivision(db, toDivisionId);
  if (to.id === from.id) throw invalid(`${team.name} is already in ${from.name}`);
  if (to.season_id !== from.season_id) throw invalid('A team can move only to another division of the same season');
  const teamGames = await gamesOfTeam(db, teamId);
  const played = teamGames.filter((g) => g.played);
  const seeds = from.fixed_seed_team_ids ? parseStored(fixedSeedTeamIds, from.fixed_seed_team_ids) : [];
  const seed = seeds.indexOf(teamId) + 1;
  // Played games count in the standings of the division they were played in: they cannot follow the team.
  const refusal =
    played.length > 0
      ? `${team.name} cannot be moved: it has ${games(played.length)} played or reported in ${from.name}, which count in its standings`
      : seed > 0
        ? `${team.name} cannot be moved: it is seed ${seed} of the fixed seed list of ${from.name}`
        : null;
  return { team, from, to, teamGames, played, refusal };
}

/** What moving the team would do, in numbers, and whether it is refused. Writes nothing. */
export async function teamMovePreview(db: Kysely<Database>, divisionId: number, teamId: number, toDivisionId: number): Promise<TeamMovePreview> {
  const { team, from, to, teamGames, played, refusal } = await moveOf(db, divisionId, teamId, toDivisionId);
  const [belongings, fields] = await Promise.all([teamBelongings(db, [teamId]), fieldCountOfTeam(db, teamId)]);
  return {
    team: { id: team.id, name: team.name },
    from: { id: from.id, name: from.name },
    to: { id: to.id, name: to.name },
    scheduledGames: teamGames.length - played.length,
    completedGames: played.length,
    coachPlaces: belongings.staff,
    fields,
    refusal,
  };
}

/**
 * Moves a team to another division of the same season, in one transaction. Its coaches, fields and
 * availability stay with it; its games not yet played (all against teams of its old division) are
 * taken off the schedule and kept in the audit entry. Refused while it has played games or a
 * fixed seed (decision 0045).
 */
export async function moveTeam(ctx: AppContext, auth: Auth, divisionId: number, teamId: number, toDivisionId: number): Promise<TeamRef> {
  const now = ctx.now();
  const team = await unlessDuplicate(
    write(ctx, MOVE_AREAS, async (trx) => {
      const move = await moveOf(trx, divisionId, teamId, toDivisionId);
      await openSeasonOfDivision(trx, divisionId);
      if (move.refusal) throw conflict(move.refusal);
      await refuseDuplicateTeam(trx, toDivisionId, move.team.name);
      await deleteGameRows(
        trx,
        move.teamGames.map((g) => g.id),
      );
      await moveTeamRow(trx, teamId, toDivisionId);
      await recordAudit(
        trx,
        actorOf(auth),
        {
          action: 'team.move',
          entity: 'team',
          entityId: teamId,
          before: { name: move.team.name, divisionId, division: move.from.name },
          after: {
            divisionId: toDivisionId,
            division: move.to.name,
            removedGames: move.teamGames.map((g) => ({
              id: g.id,
              status: g.status,
              homeTeamId: g.home_team_id,
              awayTeamId: g.away_team_id,
              scheduledTime: g.scheduled_time,
              fieldId: g.field_id,
            })),
          },
        },
        now,
      );
      return move.team;
    }),
    'That division already has a team of this name',
  );
  return { id: teamId, name: team.name, divisionId: toDivisionId };
}
