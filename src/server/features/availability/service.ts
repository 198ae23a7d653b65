import type { Kysely } from 'kysely';
import { isLeagueStaff } from '../../../shared/roles';
import { availabilityRecord, type AvailabilityRecord, type AvailabilitySubmission } from '../../../shared/schemas/availability';
import { isWithinPhase2Window, windowText } from '../../../shared/season';
import type { AppContext } from '../../context';
import { lockRow } from '../../db/row-lock';
import { toBool, type Database } from '../../db/schema';
import { write } from '../../db/write';
import { forbidden, invalid, notFound } from '../../errors';
import { actorOf } from '../auth/service';
import type { Auth } from '../../auth';
import { recordAudit } from '../audit/service';
import { findTeam } from '../divisions/service';
import { openSeasonOfDivision, type SeasonRef } from '../seasons/service';
import { teamIdsOf } from '../users/own-teams-service';
import { availabilityRows, replaceTeamAvailability, saveGeneralNotes, type AvailabilityRow } from './repo';
import { parseStored } from '../../db/stored-json';

const NOTHING_SAVED = 'No availability has been saved for this team yet';

function present(row: AvailabilityRow): AvailabilityRecord {
  return {
    teamId: row.team_id,
    team: { name: row.team_name, divisionId: row.division_id },
    date: row.date,
    canPlayHome: toBool(row.can_play_home),
    canPlayAway: toBool(row.can_play_away),
    homeStartTimes: parseStored(availabilityRecord.shape.homeStartTimes, row.home_start_times),
    awayEarliestStartTime: row.away_earliest_start_time,
    awayLatestStartTime: row.away_latest_start_time,
    notes: row.notes,
    generalNotes: row.general_notes,
  };
}

/** Every team's availability in a season: for league staff, who schedule phase 2. */
export async function listAvailability(db: Kysely<Database>, season: SeasonRef): Promise<AvailabilityRecord[]> {
  return (await availabilityRows(db, { season })).map(present);
}

async function requireTeam(db: Kysely<Database>, teamId: number) {
  const team = await findTeam(db, teamId);
  if (!team) throw notFound('Team not found');
  return team;
}

async function isOwnTeamOrStaff(db: Kysely<Database>, auth: Auth, teamId: number): Promise<boolean> {
  return isLeagueStaff(auth.role) || (await teamIdsOf(db, auth.userId)).has(teamId);
}

/**
 * One team's availability, for its own coaches and league staff. Nothing saved, and a team the
 * caller may not see, both answer 404 alike.
 */
export async function availabilityOfTeam(db: Kysely<Database>, auth: Auth, teamId: number): Promise<AvailabilityRecord[]> {
  await requireTeam(db, teamId);
  if (!(await isOwnTeamOrStaff(db, auth, teamId))) throw notFound(NOTHING_SAVED);
  const records = (await availabilityRows(db, { teamId })).map(present);
  if (records.length === 0) throw notFound(NOTHING_SAVED);
  return records;
}

/**
 * Replaces a team's availability with the submitted dates and general notes, in one
 * transaction. Only the team's own coaches and league staff may; every date must fall within the
 * season's phase 2 window.
 */
export async function replaceAvailability(ctx: AppContext, auth: Auth, submission: AvailabilitySubmission): Promise<AvailabilityRecord[]> {
  const { db, engine } = ctx.handle;
  const { teamId } = submission;
  const team = await requireTeam(db, teamId);
  if (!(await isOwnTeamOrStaff(db, auth, teamId))) throw forbidden('You can only submit availability for your own teams');
  const season = await openSeasonOfDivision(db, team.divisionId);
  const outside = submission.dates.filter((d) => !isWithinPhase2Window(season, d.date)).map((d) => d.date);
  if (outside.length > 0) {
    throw invalid(`Availability can only be given for dates from ${windowText(season.phase2Availability)}. Outside that window: ${outside.join(', ')}`);
  }
  const now = ctx.now();
  await write(ctx, ['availability'], async (trx) => {
    // Two submissions for one team at once: the second waits for the first and then replaces it.
    if (!(await lockRow(trx, engine, 'teams', teamId))) throw notFound('Team not found');
    const before = (await availabilityRows(trx, { teamId })).map(present);
    await replaceTeamAvailability(trx, teamId, submission.dates);
    await saveGeneralNotes(trx, teamId, submission.notes, now.toISOString());
    const after = (await availabilityRows(trx, { teamId })).map(present);
    await recordAudit(trx, actorOf(auth), { action: 'availability.replace', entity: 'team', entityId: teamId, before, after }, now);
  });
  return (await availabilityRows(db, { teamId })).map(present);
}
