import type { LeaguePlan } from './plan';

/** The ids a copied season's rows were given, by the ids of the rows they copy. */
export interface CopiedSeason {
  team: (id: number) => number;
  division: (id: number) => number;
}

/**
 * Adds to `result` the set-up of `source`'s season under season `seasonId`: its divisions, teams,
 * coach assignments, playoff formats and the teams' home fields, with ids after the highest
 * already in `result`. Accounts and fields are the league's and are not copied.
 */
export function copySeasonSetup(result: LeaguePlan, source: LeaguePlan, seasonId: number): CopiedSeason {
  let nextDivision = maxId(result.divisions);
  let nextTeam = maxId(result.teams);
  const divisionIds = new Map(source.divisions.map((d) => [d.id, ++nextDivision]));
  const teamIds = new Map(source.teams.map((t) => [t.id, ++nextTeam]));
  const team = (id: number) => teamIds.get(id) ?? id;
  const division = (id: number) => divisionIds.get(id) ?? id;
  result.divisions = [
    ...result.divisions,
    ...source.divisions.map((d) => ({ ...d, id: division(d.id), seasonId, fixedSeedTeamIds: d.fixedSeedTeamIds?.map(team) ?? null })),
  ];
  result.teams = [...result.teams, ...source.teams.map((t) => ({ ...t, id: team(t.id), divisionId: division(t.divisionId) }))];
  result.teamStaff = [...result.teamStaff, ...source.teamStaff.filter((s) => teamIds.has(s.teamId)).map((s) => ({ ...s, teamId: team(s.teamId) }))];
  result.playoffFormats = [
    ...result.playoffFormats,
    ...source.playoffFormats.filter((f) => divisionIds.has(f.divisionId)).map((f) => ({ ...f, divisionId: division(f.divisionId) })),
  ];
  result.fields = result.fields.map((f) => ({ ...f, teamIds: [...f.teamIds, ...f.teamIds.filter((id) => teamIds.has(id)).map(team)] }));
  return { team, division };
}

export function maxId(rows: readonly { id: number }[]): number {
  return rows.reduce((max, row) => Math.max(max, row.id), 0);
}
