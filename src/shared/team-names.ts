/** Team names compare without regard to letter case or repeated spaces. */
export function sameTeamName(a: string, b: string): boolean {
  const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
  return key(a) === key(b);
}

export interface TeamNameDuplicate {
  name: string;
  /** 'existing': the division already has the team; 'repeated': the list names it twice. */
  reason: 'existing' | 'repeated';
}

export interface TeamNamesToAdd {
  names: string[];
  duplicates: TeamNameDuplicate[];
}

/**
 * The Import Teams text, one team name per line: lines are trimmed (inner runs of spaces become
 * one), blank lines dropped, and names the division already has or the list repeats are set aside
 * as duplicates.
 */
export function teamNamesToAdd(text: string, existing: readonly string[]): TeamNamesToAdd {
  const names: string[] = [];
  const duplicates: TeamNameDuplicate[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const name = line.trim().replace(/\s+/g, ' ');
    if (!name) continue;
    if (existing.some((e) => sameTeamName(e, name))) duplicates.push({ name, reason: 'existing' });
    else if (names.some((n) => sameTeamName(n, name))) duplicates.push({ name, reason: 'repeated' });
    else names.push(name);
  }
  return { names, duplicates };
}

/** One of a coach's own teams, with its division. */
export interface OwnTeam {
  teamId: number;
  teamName: string;
  divisionId: number;
  divisionName: string;
}

/**
 * A team's name as a coach reads it: with its division beside it ('Greenville Bulldogs (10U)') when
 * it is one of the coach's teams and another of them has the same name.
 */
export function ownTeamLabel(team: { id: number; name: string }, own: readonly OwnTeam[]): string {
  const mine = own.find((t) => t.teamId === team.id);
  if (!mine || !own.some((t) => t.teamId !== team.id && sameTeamName(t.teamName, mine.teamName))) return team.name;
  return `${team.name} (${mine.divisionName})`;
}
