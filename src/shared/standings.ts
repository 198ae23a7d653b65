/** The parts of a game that standings read. */
export interface ScoredGame {
  homeTeamId: number;
  awayTeamId: number;
  status: string;
  phase: number;
  homeScore: number | null;
  awayScore: number | null;
}

export interface TeamRecord {
  teamId: number;
  teamName: string;
  wins: number;
  losses: number;
  ties: number;
  runsScored: number;
  runsAllowed: number;
  runDifferential: number;
  gamesPlayed: number;
  winPct: number;
}

export interface StandingsRow extends TeamRecord {
  gamesBack: number;
}

/** A game counts when it is completed in the given phase with both scores known. */
export function countsForPhase(game: ScoredGame, phase: number): boolean {
  return game.status === 'completed' && game.phase === phase && game.homeScore !== null && game.awayScore !== null;
}

export function teamRecords(teams: ReadonlyArray<{ id: number; name: string }>, games: ReadonlyArray<ScoredGame>, phase: number): TeamRecord[] {
  const records = new Map<number, TeamRecord>();
  for (const team of teams) {
    records.set(team.id, {
      teamId: team.id,
      teamName: team.name,
      wins: 0,
      losses: 0,
      ties: 0,
      runsScored: 0,
      runsAllowed: 0,
      runDifferential: 0,
      gamesPlayed: 0,
      winPct: 0,
    });
  }
  for (const game of games) {
    if (!countsForPhase(game, phase)) continue;
    const home = records.get(game.homeTeamId);
    const away = records.get(game.awayTeamId);
    const homeRuns = game.homeScore ?? 0;
    const awayRuns = game.awayScore ?? 0;
    if (home) tally(home, homeRuns, awayRuns);
    if (away) tally(away, awayRuns, homeRuns);
  }
  return [...records.values()];
}

function tally(record: TeamRecord, scored: number, allowed: number): void {
  record.gamesPlayed += 1;
  record.runsScored += scored;
  record.runsAllowed += allowed;
  record.runDifferential = record.runsScored - record.runsAllowed;
  if (scored > allowed) record.wins += 1;
  else if (scored < allowed) record.losses += 1;
  else record.ties += 1;
  record.winPct = (record.wins + record.ties / 2) / record.gamesPlayed;
}

/**
 * Regular-season order: win percentage, then run differential, then runs scored; the team name
 * last so that equal records always list in the same order.
 */
export function compareStandings(a: TeamRecord, b: TeamRecord): number {
  return b.winPct - a.winPct || b.runDifferential - a.runDifferential || b.runsScored - a.runsScored || a.teamName.localeCompare(b.teamName);
}

/** Pool order (phase 2): win percentage, then run differential; the team name keeps it stable. */
export function comparePoolStandings(a: TeamRecord, b: TeamRecord): number {
  return b.winPct - a.winPct || b.runDifferential - a.runDifferential || a.teamName.localeCompare(b.teamName);
}

export function withGamesBack(sorted: TeamRecord[]): StandingsRow[] {
  const leader = sorted[0];
  return sorted.map((record) => ({
    ...record,
    gamesBack: leader ? (leader.wins - record.wins + (record.losses - leader.losses)) / 2 : 0,
  }));
}

/** The columns of a standings table, in the order the standings page shows them. */
export const STANDINGS_COLUMNS = ['Team', 'W', 'L', 'T', 'GP', 'Win %', 'GB', 'RS', 'RA', 'DIFF'] as const;

/** Phase 1 standings of a division from a list of games: only games between its own teams count. */
export function divisionStandings(teams: ReadonlyArray<{ id: number; name: string }>, games: ReadonlyArray<ScoredGame>): StandingsRow[] {
  const teamIds = new Set(teams.map((t) => t.id));
  return computeStandings(
    teams,
    games.filter((g) => teamIds.has(g.homeTeamId) && teamIds.has(g.awayTeamId)),
  );
}

/** Phase 1 standings of a division, computed from its game list (spec section 9). */
export function computeStandings(teams: ReadonlyArray<{ id: number; name: string }>, games: ReadonlyArray<ScoredGame>): StandingsRow[] {
  return withGamesBack(teamRecords(teams, games, 1).sort(compareStandings));
}

/** '.500', '1.000', '.000'. */
export function formatWinPct(winPct: number): string {
  const fixed = winPct.toFixed(3);
  return fixed.startsWith('0') ? fixed.slice(1) : fixed;
}

/** '-' for the leader (first row), otherwise one decimal. */
export function formatGamesBack(row: StandingsRow, index: number): string {
  return index === 0 ? '-' : row.gamesBack.toFixed(1);
}
