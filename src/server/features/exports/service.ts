import type { Kysely } from 'kysely';
import { STAFF_ROLE_LABELS } from '../../../shared/roles';
import type { TeamStaffEntry } from '../../../shared/schemas/user';
import { divisionStandings, formatWinPct, STANDINGS_COLUMNS } from '../../../shared/standings';
import type { Database } from '../../db/schema';
import { formulaSafeCsv } from '../../http/csv-file';
import { listDivisions } from '../divisions/service';
import { listGames } from '../games/service';
import { chosenSeason } from '../seasons/service';
import { teamStaffOfSeason, usersWithRole } from '../users/service';

const CONTACT_COLUMNS = ['Name', 'Email', 'Phone', 'Game Changer Team Name', 'Teams'];

/** '10U - Harbor Mavericks (Head Coach); 12U - Bay Comets (Assistant Coach)'. */
function teamsText(staff: readonly TeamStaffEntry[]): string {
  return staff.map((place) => `${place.team.division.name} - ${place.team.name} (${STAFF_ROLE_LABELS[place.role]})`).join('; ');
}

/** Every coach account with its contact details and its teams in the season, by name. */
export async function coachContactsCsv(db: Kysely<Database>, seasonId: number | undefined): Promise<string> {
  const season = await chosenSeason(db, seasonId);
  const [coaches, staff] = await Promise.all([usersWithRole(db, 'coach'), teamStaffOfSeason(db, season.id)]);
  return formulaSafeCsv(
    CONTACT_COLUMNS,
    coaches.map((coach) => [coach.name, coach.email, coach.phone, coach.game_changer_team_name, teamsText(staff.get(coach.id) ?? [])]),
  );
}

/**
 * The phase 1 standings of every division of the season, a division after another in the league's
 * order, with the standings page's columns. Games back and the run difference are numbers (the
 * leader's games back is 0), so a spreadsheet can sort them.
 */
export async function standingsCsv(db: Kysely<Database>, seasonId: number | undefined): Promise<string> {
  const season = await chosenSeason(db, seasonId);
  const [divisions, games] = await Promise.all([listDivisions(db, season.id), listGames(db, season)]);
  const rows = divisions.flatMap((division) =>
    divisionStandings(division.teams, games).map((row) => [
      division.name,
      row.teamName,
      row.wins,
      row.losses,
      row.ties,
      row.gamesPlayed,
      formatWinPct(row.winPct),
      row.gamesBack,
      row.runsScored,
      row.runsAllowed,
      row.runDifferential,
    ]),
  );
  return formulaSafeCsv(['Division', ...STANDINGS_COLUMNS], rows);
}
