import type { Kysely } from 'kysely';
import { isLeagueStaff } from '../../../shared/roles';
import type { DivisionAnalysis } from '../../../shared/schemas/analysis';
import type { Auth } from '../../auth';
import type { Database } from '../../db/schema';
import { Failure, forbidden, notFound } from '../../errors';
import { listAvailability } from '../availability/service';
import { listDivisions } from '../divisions/service';
import { listPlayoffFormats } from '../playoffs/service';
import { seasonOfDivisionAsked } from '../seasons/service';
import { divisionAnalysisIsPublic } from '../settings/service';
import { divisionMetrics, PYTHAGOREAN_EXPONENT, type AnalysedGame, type TeamAnalysis } from './metrics';
import { availableOn, mostBalancedSplit, poolMatchupDates, poolShapes } from './pool-split';
import { gamesOfSeason } from './repo';
import { analysisSummary } from './summary';

/**
 * League staff always read a division's analysis; visitors and coaches only while the league
 * publishes it (a setting). Otherwise they are refused as a staff-only route refuses them.
 */
async function mayRead(db: Kysely<Database>, auth: Auth | null): Promise<void> {
  if (isLeagueStaff(auth?.role) || (await divisionAnalysisIsPublic(db))) return;
  if (!auth) throw new Failure('unauthenticated', 'Sign in as league staff to see division analysis');
  throw forbidden('Division analysis is for league staff until the league makes it public');
}

export async function divisionAnalysisOf(
  db: Kysely<Database>,
  auth: Auth | null,
  divisionId: number,
  askedSeason: number | undefined,
): Promise<DivisionAnalysis> {
  await mayRead(db, auth);
  const season = await seasonOfDivisionAsked(db, divisionId, askedSeason);
  const [divisions, games, formats, availability] = await Promise.all([
    listDivisions(db, season.id),
    gamesOfSeason(db, season.id),
    listPlayoffFormats(db, season.id),
    listAvailability(db, season.id),
  ]);
  const division = divisions.find((d) => d.id === divisionId);
  if (!division) throw notFound('Division not found');
  const analysed: AnalysedGame[] = games.map((g) => ({ ...g, forfeited: g.forfeitedBy !== null }));
  const seasonParity = divisions
    .map((d) => {
      const metrics = divisionMetrics(d.teams, analysed);
      return { divisionId: d.id, divisionName: d.name, gamesPlayed: metrics.gamesPlayed, winPctSpread: metrics.winPctSpread };
    })
    .filter((d) => d.gamesPlayed > 0)
    .sort((a, b) => a.winPctSpread - b.winPctSpread);
  const metrics = divisionMetrics(division.teams, analysed);
  const share = (games: number) => ({ games, share: metrics.gamesPlayed === 0 ? 0 : games / metrics.gamesPlayed });
  const format = formats.find((f) => f.divisionId === divisionId);
  return {
    division: { id: division.id, name: division.name },
    season: { id: season.id, name: season.name },
    pythagoreanExponent: PYTHAGOREAN_EXPONENT,
    gamesPlayed: metrics.gamesPlayed,
    averageMargin: metrics.averageMargin,
    winPctSpread: metrics.winPctSpread,
    mercy: { ...share(metrics.margins.mercy), afterThree: metrics.mercyAfterThree },
    blowOuts: share(metrics.margins['blow-out']),
    closeGames: share(metrics.margins.close),
    teams: metrics.teams.map(presentTeam),
    seasonParity,
    summary: analysisSummary(division.name, season.name, metrics, seasonParity),
    split: suggestedSplit(
      metrics.teams,
      format?.pools ?? [],
      availability.filter((a) => a.team.divisionId === divisionId),
    ),
  };
}

function presentTeam(team: TeamAnalysis): DivisionAnalysis['teams'][number] {
  const { teamId, teamName, gamesPlayed, wins, losses, ties, winPct, runsScored, runsAllowed } = team;
  const { runDifferentialPerGame, pythagoreanWinPct, strengthOfSchedule, closeRecord } = team;
  return {
    teamId,
    teamName,
    gamesPlayed,
    wins,
    losses,
    ties,
    winPct,
    runsScored,
    runsAllowed,
    runDifferentialPerGame,
    pythagoreanWinPct,
    strengthOfSchedule,
    closeRecord,
  };
}

type Availability = Awaited<ReturnType<typeof listAvailability>>;

/** The Gold/Silver split that balances the pools, and how each team's availability fits each pool's dates. */
function suggestedSplit(teams: readonly TeamAnalysis[], formatPools: Parameters<typeof poolShapes>[1], availability: Availability): DivisionAnalysis['split'] {
  const split = mostBalancedSplit(teams, poolShapes(teams.length, formatPools));
  if (!split) return null;
  const pools = split.pools.map((pool) => ({ ...pool, matchupDates: poolMatchupDates(pool.teamIds, availability) }));
  return {
    ...split,
    pools,
    availability: teams.map((team) => ({
      teamId: team.teamId,
      teamName: team.teamName,
      pool: pools.find((p) => p.teamIds.includes(team.teamId))?.name ?? '',
      availableOn: pools.map((p) => ({ pool: p.name, dates: availableOn(team.teamId, p.matchupDates, availability), of: p.matchupDates.length })),
    })),
  };
}
