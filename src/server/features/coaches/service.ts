import type { Kysely } from 'kysely';
import { isHeadCoachRole, isLeagueStaff, type StaffRole } from '../../../shared/roles';
import type { Coach } from '../../../shared/schemas/coach';
import type { CoachGame } from '../../../shared/schemas/game';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import type { Auth } from '../../auth';
import { gamesOfTeams } from '../games/service';
import { findUserById, teamStaffOf, teamStaffOfSeason, usersWithRole } from '../users/service';
import { presentCoach } from './present';
import { coachesATeam, coachNamesOfTeam } from './staff-repo';
import type { LeagueSeason, SeasonRef } from '../seasons/service';

export interface CoachTeam {
  teamId: number;
  teamName: string;
  divisionId: number;
  divisionName: string;
  role: string;
}

/**
 * A coach's own teams and games are visible to that coach and to league staff; anyone else is
 * told the coach does not exist, as for a missing one.
 */
async function requireVisibleCoach(db: Kysely<Database>, auth: Auth, coachId: number): Promise<void> {
  if (auth.userId !== coachId && !isLeagueStaff(auth.role)) throw notFound('Coach not found');
  const user = await findUserById(db, coachId);
  if (!user) throw notFound('Coach not found');
}

/** A coach's teams in a season (the current one unless another is named). */
export async function teamsOfCoach(db: Kysely<Database>, auth: Auth, coachId: number, season: SeasonRef = 'current'): Promise<CoachTeam[]> {
  await requireVisibleCoach(db, auth, coachId);
  const staff = (await teamStaffOf(db, [coachId], season)).get(coachId) ?? [];
  return staff.map((s) => ({
    teamId: s.teamId,
    teamName: s.team.name,
    divisionId: s.team.divisionId,
    divisionName: s.team.division.name,
    role: s.role,
  }));
}

/** A coach's games in a season: those of the teams the coach had that season. */
export async function gamesOfCoach(db: Kysely<Database>, auth: Auth, coachId: number, season: LeagueSeason): Promise<CoachGame[]> {
  const teams = await teamsOfCoach(db, auth, coachId, season.id);
  return gamesOfTeams(
    db,
    teams.map((t) => t.teamId),
    season,
  );
}

/**
 * Who may read coaches' phones and emails: league staff, and coaches of a team. Not anonymous
 * callers, nor a coach without a team, nor an account still on a shared first password (a password
 * others may know). An administrator acting as a coach reads what that coach reads.
 */
export async function seesContactDetails(db: Kysely<Database>, auth: Auth | null): Promise<boolean> {
  if (!auth || auth.mustChangePassword) return false;
  if (isLeagueStaff(auth.role)) return true;
  return coachesATeam(db, auth.userId);
}

/** Every coach account, by name, with their teams; contact details only for those who may read them. */
export async function listCoaches(db: Kysely<Database>, withContact: boolean): Promise<Coach[]> {
  const users = await usersWithRole(db, 'coach');
  const staff = await teamStaffOfSeason(db);
  return users.map((user) => presentCoach(user, staff.get(user.id) ?? [], withContact));
}

/**
 * A team's coaches as anyone may read them (the public team page): names and roles, head coaches
 * first. Never contact details: those are for league staff and coaches (`seesContactDetails`).
 */
export async function publicCoachesOfTeam(db: Kysely<Database>, teamId: number): Promise<{ name: string; role: StaffRole }[]> {
  const coaches = await coachNamesOfTeam(db, teamId);
  return coaches.sort((a, b) => Number(isHeadCoachRole(b.role)) - Number(isHeadCoachRole(a.role)));
}

/** Which of these team ids still exist (restoring fields keeps only their teams that do). */
export { existingTeamIds } from './staff-repo';
