import type { TeamRef } from './schemas/league';

export interface TeamGroup {
  /** The first word of the team names: the club or town. */
  name: string;
  teams: TeamRef[];
}

/** A division's teams grouped by the first word of their names, groups and teams by name. */
export function groupTeamsByFirstWord(teams: readonly TeamRef[]): TeamGroup[] {
  const groups = new Map<string, TeamRef[]>();
  for (const team of teams) {
    const name = team.name.trim().split(/\s+/)[0] ?? team.name;
    groups.set(name, [...(groups.get(name) ?? []), team]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, list]) => ({ name, teams: [...list].sort((a, b) => a.name.localeCompare(b.name)) }));
}
