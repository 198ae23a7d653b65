import type { Kysely } from 'kysely';
import { leagueDate } from '../../../shared/league-time';
import { seasonBounds, weekOfDate, type Season } from '../../../shared/season';
import type { Database } from '../../db/schema';
import { invalid } from '../../errors';
import { isFieldForDivision, isFieldOfTeam, requireField } from '../fields/service';
import { teamsByIds } from './admin-repo';

/** The teams of a game exist and play in one division; answers that division. */
export async function requireMatchup(db: Kysely<Database>, homeTeamId: number, awayTeamId: number): Promise<number> {
  if (homeTeamId === awayTeamId) throw invalid('Home and away teams must be different');
  const teams = await teamsByIds(db, [homeTeamId, awayTeamId]);
  const home = teams.find((t) => t.id === homeTeamId);
  const away = teams.find((t) => t.id === awayTeamId);
  if (!home) throw invalid('The home team does not exist');
  if (!away) throw invalid('The away team does not exist');
  if (home.division_id !== away.division_id) throw invalid('Home and away teams must be in the same division');
  return home.division_id;
}

/**
 * A game's field is TBD (null), one of the home team's fields, or (the administrator's picker) a
 * field of the division or one without teams, as the fields stand in the division's season.
 */
export async function requireGameField(db: Kysely<Database>, fieldId: number | null, homeTeamId: number, divisionId: number, seasonId: number): Promise<void> {
  if (fieldId === null) return;
  const field = await requireField(db, fieldId, seasonId);
  if (!isFieldOfTeam(field, homeTeamId) && !isFieldForDivision(field, divisionId)) {
    throw invalid(`${field.name} is not a field of the home team or of its division`);
  }
}

/** The phase of a game on this league-local date; a date outside the season is refused. */
export function phaseOfDate(season: Season, localDate: string): 1 | 2 | 3 {
  const week = weekOfDate(season, localDate);
  if (!week) {
    const { first, last } = seasonBounds(season);
    throw invalid(`The game date must be within the ${season.name} season (${first} to ${last})`);
  }
  return week.phase;
}

/** The phase of a game at this instant, on the season's clock. */
export function phaseOfTime(season: Season, scheduledTime: string): 1 | 2 | 3 {
  return phaseOfDate(season, leagueDate(scheduledTime, season.timeZone));
}
