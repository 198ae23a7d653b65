import { countsForPhase, teamRecords, type ScoredGame, type TeamRecord } from './standings';

/** A game as its standings see it, with its id and its teams' names. */
export interface ChangedGame extends ScoredGame {
  id: number;
  homeTeam: { name: string };
  awayTeam: { name: string };
}

/** One team's record before and after a change: 'Harbor Mavericks 5-2 → 6-2'. */
export interface RecordChange {
  teamName: string;
  before: string;
  after: string;
}

export interface StandingsChange {
  /** Which table the game counts in: phase 1 standings, phase 2 pool standings, or neither. */
  table: 'standings' | 'pool standings' | null;
  teams: RecordChange[];
}

/** 'W-L', with the ties as a third number once there are any. */
export function recordText(record: Pick<TeamRecord, 'wins' | 'losses' | 'ties'>): string {
  return record.ties > 0 ? `${record.wins}-${record.losses}-${record.ties}` : `${record.wins}-${record.losses}`;
}

const TABLES: Record<number, StandingsChange['table']> = { 1: 'standings', 2: 'pool standings' };

/**
 * What a change of one game's status or score does to its two teams' records in the table it
 * counts in (phase 1 standings, phase 2 pool standings; the championship counts in neither).
 * `games` are the games the records are made of (the division's); `changed` is the game as it
 * will be.
 */
export function standingsChange(games: readonly ChangedGame[], changed: ChangedGame): StandingsChange {
  const table = TABLES[changed.phase] ?? null;
  if (table === null) return { table, teams: [] };
  const teams = [
    { id: changed.homeTeamId, name: changed.homeTeam.name },
    { id: changed.awayTeamId, name: changed.awayTeam.name },
  ];
  const after = games.some((g) => g.id === changed.id) ? games.map((g) => (g.id === changed.id ? changed : g)) : [...games, changed];
  const was = games.find((g) => g.id === changed.id);
  const counted = (was !== undefined && countsForPhase(was, changed.phase)) || countsForPhase(changed, changed.phase);
  const recordsBefore = teamRecords(teams, games, changed.phase);
  const recordsAfter = teamRecords(teams, after, changed.phase);
  return {
    table: counted ? table : null,
    teams: counted
      ? teams.map((team, index) => ({ teamName: team.name, before: recordText(recordsBefore[index]!), after: recordText(recordsAfter[index]!) }))
      : [],
  };
}
