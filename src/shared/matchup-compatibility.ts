/** One team's phase 2 availability on one date (the parts compatibility reads). */
export interface DayAvailability {
  teamId: number;
  date: string;
  canPlayHome: boolean;
  canPlayAway: boolean;
  homeStartTimes: readonly string[];
  awayEarliestStartTime: string | null;
  awayLatestStartTime: string | null;
}

export interface SeededTeam {
  seed: number;
  team: { id: number; name: string };
}

export interface PoolMatchup {
  homeTeamSeed: number;
  awayTeamSeed: number;
  description?: string | undefined;
}

/** A game already on the calendar of a team: that team is not free that day. */
export interface BookedDay {
  teamIds: readonly number[];
  date: string;
}

export interface CompatibleDate {
  date: string;
  /** The host's start times that fall inside the visitor's window, earliest first. */
  startTimes: string[];
}

export interface MatchupCompatibility {
  matchup: PoolMatchup;
  homeTeam: SeededTeam['team'] | null;
  awayTeam: SeededTeam['team'] | null;
  dates: CompatibleDate[];
}

/**
 * The start times at which the host can host and the visitor can travel on the same date: the
 * host's listed start times within the visitor's earliest-to-latest window (an open end of the
 * window does not limit).
 */
export function overlappingStartTimes(home: DayAvailability, away: DayAvailability): string[] {
  if (!home.canPlayHome || !away.canPlayAway || home.date !== away.date) return [];
  return [...new Set(home.homeStartTimes)]
    .filter(
      (time) =>
        (away.awayEarliestStartTime === null || time >= away.awayEarliestStartTime) && (away.awayLatestStartTime === null || time <= away.awayLatestStartTime),
    )
    .sort();
}

/**
 * For each matchup of a pool, with its seeds resolved to teams, the dates on which the home team
 * can host and the away team can travel with at least one start time in common. Dates on which
 * either team already has a game are left out. A seed without a team yields no dates.
 */
export function matchupCompatibility(
  matchups: readonly PoolMatchup[],
  seeds: readonly SeededTeam[],
  availability: readonly DayAvailability[],
  booked: readonly BookedDay[] = [],
): MatchupCompatibility[] {
  const teamAt = (seed: number) => seeds.find((s) => s.seed === seed)?.team ?? null;
  const busy = (teamId: number, date: string) => booked.some((b) => b.date === date && b.teamIds.includes(teamId));
  return matchups.map((matchup) => {
    const homeTeam = teamAt(matchup.homeTeamSeed);
    const awayTeam = teamAt(matchup.awayTeamSeed);
    if (!homeTeam || !awayTeam) return { matchup, homeTeam, awayTeam, dates: [] };
    const awayDays = new Map(availability.filter((a) => a.teamId === awayTeam.id).map((a) => [a.date, a]));
    const dates = availability
      .filter((a) => a.teamId === homeTeam.id)
      .map((home) => {
        const away = awayDays.get(home.date);
        return { date: home.date, startTimes: away ? overlappingStartTimes(home, away) : [] };
      })
      .filter((d) => d.startTimes.length > 0 && !busy(homeTeam.id, d.date) && !busy(awayTeam.id, d.date))
      .sort((a, b) => a.date.localeCompare(b.date));
    return { matchup, homeTeam, awayTeam, dates };
  });
}
