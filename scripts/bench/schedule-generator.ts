// `npm run bench -- --schedule`: the phase 1 schedule generator on the large league (20 divisions,
// 216 fields), through the service the API route calls, timed from the request's body to the
// proposal; the proposal is then held to the independent hard-rule checker.
import { connectDatabase } from '../../src/server/db/connect';
import { brokenHardRules } from '../../src/server/features/schedule-generator/hard-rules-check';
import { proposeSchedule } from '../../src/server/features/schedule-generator/service';
import { scheduleProposalBody } from '../../src/shared/schemas/schedule-proposal';
import { gameLengthMinutes } from '../../src/server/features/settings/service';
import { currentSeason } from '../../src/server/features/seasons/service';

export interface ScheduleGeneratorRun {
  label: string;
  gamesPerTeam: number;
  minRestDays: number;
  seconds: number;
  gamesNeeded: number;
  gamesPlaced: number;
  /** Teams whose home and away games differ by at most one, of all teams. */
  balancedTeams: number;
  teams: number;
  largestHomeAwayGap: number;
  homeFieldShare: number;
  hardRulesBroken: number;
  bottlenecks: number;
}

/** Every field offers these starts every day. */
const DAYS = [0, 1, 2, 3, 4, 5, 6];
const TIMES = ['09:00', '11:30', '14:00', '16:30', '18:00'];

/**
 * Proposes phase 1 for every division of the league: once with the rulebook's six regular games
 * per team, once with twice as many. The league's games are removed first (its
 * phase 1 is already scheduled; the generator would schedule around them).
 */
export async function measureScheduleGenerator(databaseUrl: string): Promise<ScheduleGeneratorRun[]> {
  const handle = connectDatabase(databaseUrl);
  try {
    await handle.db.deleteFrom('score_reports').execute();
    await handle.db.deleteFrom('games').execute();
    const season = await currentSeason(handle.db);
    const divisions = await handle.db.selectFrom('divisions').select(['id']).where('season_id', '=', season.id).orderBy('id').execute();
    const teams = await handle.db
      .selectFrom('teams')
      .innerJoin('divisions', 'divisions.id', 'teams.division_id')
      .select(['teams.id', 'teams.division_id'])
      .where('divisions.season_id', '=', season.id)
      .execute();
    const fields = await handle.db.selectFrom('fields').select(['id']).orderBy('id').execute();
    const homeFields = await handle.db.selectFrom('field_teams').select(['field_id', 'team_id']).execute();
    const runs: ScheduleGeneratorRun[] = [];
    for (const { label, gamesPerTeam, minRestDays } of [
      { label: "the rulebook's 6 games", gamesPerTeam: 6, minRestDays: 2 },
      { label: 'twice as many, 12 games', gamesPerTeam: 12, minRestDays: 1 },
    ]) {
      const body = scheduleProposalBody.parse({
        divisionIds: divisions.map((d) => d.id),
        gamesPerTeam,
        minRestDays,
        fields: fields.map((f) => ({ fieldId: f.id, days: DAYS, times: TIMES })),
      });
      const started = performance.now();
      const proposal = await proposeSchedule(handle.db, body);
      const seconds = (performance.now() - started) / 1000;
      const check = brokenHardRules(
        {
          divisions: divisions.map((d) => ({ id: d.id, teams: teams.filter((t) => t.division_id === d.id) })),
          weeks: season.weeks.filter((w) => w.phase === 1),
          fields: body.fields.map((f) => ({ id: f.fieldId, days: f.days, times: f.times, blackouts: f.blackouts, divisionIds: null })),
          gamesPerTeam,
          minRestDays,
          teamBlackouts: [],
          gameLengthMinutes: await gameLengthMinutes(handle.db),
          booked: [],
        },
        proposal.games,
      );
      const home = new Map<number, number>();
      for (const g of proposal.games) {
        home.set(g.homeTeamId, (home.get(g.homeTeamId) ?? 0) + 1);
        home.set(g.awayTeamId, (home.get(g.awayTeamId) ?? 0) - 1);
      }
      const gaps = teams.map((t) => Math.abs(home.get(t.id) ?? 0));
      const ownField = new Set(homeFields.map((h) => `${h.field_id}|${h.team_id}`));
      runs.push({
        label,
        gamesPerTeam,
        minRestDays,
        seconds: Math.round(seconds * 10) / 10,
        gamesNeeded: Math.ceil((teams.length * gamesPerTeam) / 2),
        gamesPlaced: proposal.games.length,
        balancedTeams: gaps.filter((g) => g <= 1).length,
        teams: teams.length,
        largestHomeAwayGap: Math.max(...gaps),
        homeFieldShare:
          Math.round((proposal.games.filter((g) => ownField.has(`${g.fieldId}|${g.homeTeamId}`)).length / Math.max(1, proposal.games.length)) * 1000) / 10,
        hardRulesBroken: check.broken.length,
        bottlenecks: proposal.bottlenecks.length,
      });
    }
    return runs;
  } finally {
    await handle.close();
  }
}

export function scheduleGeneratorSection(runs: ScheduleGeneratorRun[], machine: string): string {
  const rows = runs.map(
    (r) =>
      `| ${r.label} (${r.minRestDays} rest day${r.minRestDays === 1 ? '' : 's'}) | ${r.seconds} s | ${r.gamesPlaced} of ${r.gamesNeeded} | ${r.balancedTeams} of ${r.teams} (largest gap ${r.largestHomeAwayGap}) | ${r.homeFieldShare}% | ${r.hardRulesBroken} | ${r.bottlenecks} |`,
  );
  return [
    `Run of ${new Date().toISOString().slice(0, 10)} on ${machine}; the large league (20 divisions of 11 teams, 216 fields, 8 phase 1 weeks), every field offering 09:00, 11:30, 14:00, 16:30 and 18:00 every day; 2-hour games.`,
    '',
    '| games per team | time to propose | games placed | teams with home and away within one | games on the home team’s field | hard rules broken (independent check) | bottlenecks named |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
