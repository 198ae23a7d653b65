// `npm run bench -- --phase2`: the phase 2 proposer on the large league (20 divisions, 216 fields),
// through the service the API route calls, timed from the request's body to the proposal; the
// proposal is then held to the independent hard-rule checker.
import { connectDatabase } from '../../src/server/db/connect';
import { phase2Input, proposePhase2Schedule } from '../../src/server/features/schedule-generator/phase2-service';
import { brokenPhase2Rules } from '../../src/server/features/schedule-generator/phase2/phase2-rules-check';
import { currentSeason } from '../../src/server/features/seasons/service';
import { phase2ProposalBody } from '../../src/shared/schemas/phase2-proposal';

export interface Phase2ProposerRun {
  seconds: number;
  divisions: number;
  matchups: number;
  gamesPlaced: number;
  /** Matchups left out, by the rule named. */
  unplacedByRule: Record<string, number>;
  homeFieldShare: number;
  hardRulesBroken: number;
}

/**
 * Proposes phase 2 for every division of the large league at once, from its formats, its seeds
 * (the phase 1 standings) and every team's availability, on the divisions' fields at the home
 * teams' start times. Games already booked in phase 2 and later are removed first.
 */
export async function measurePhase2Proposer(databaseUrl: string): Promise<Phase2ProposerRun> {
  const handle = connectDatabase(databaseUrl);
  try {
    const later = handle.db.selectFrom('games').select('id').where('phase', '>=', 2);
    await handle.db.deleteFrom('score_reports').where('game_id', 'in', later).execute();
    await handle.db.deleteFrom('games').where('phase', '>=', 2).execute();
    const season = await currentSeason(handle.db);
    const divisions = await handle.db.selectFrom('divisions').select(['id']).where('season_id', '=', season.id).orderBy('id').execute();
    const body = phase2ProposalBody.parse({ divisionIds: divisions.map((d) => d.id) });
    const started = performance.now();
    const proposal = await proposePhase2Schedule(handle.db, body);
    const seconds = (performance.now() - started) / 1000;
    // The league as the proposer was given it; the placements are checked by the separate checker.
    const league = await phase2Input(handle.db, body);
    const check = brokenPhase2Rules(
      {
        ...league,
        matchups: league.matchups.map((m) => ({ divisionId: m.divisionId, homeTeamId: m.homeTeam?.id ?? null, awayTeamId: m.awayTeam?.id ?? null })),
      },
      proposal.games,
    );
    const ownField = new Set(league.fields.flatMap((f) => f.homeTeamIds.map((team) => `${f.id}|${team}`)));
    const unplacedByRule: Record<string, number> = {};
    for (const u of proposal.unplaced) unplacedByRule[u.rule] = (unplacedByRule[u.rule] ?? 0) + 1;
    return {
      seconds: Math.round(seconds * 10) / 10,
      divisions: divisions.length,
      matchups: league.matchups.length,
      gamesPlaced: proposal.games.length,
      unplacedByRule,
      homeFieldShare:
        Math.round((proposal.games.filter((g) => ownField.has(`${g.fieldId}|${g.homeTeamId}`)).length / Math.max(1, proposal.games.length)) * 1000) / 10,
      hardRulesBroken: check.broken.length,
    };
  } finally {
    await handle.close();
  }
}

export function phase2ProposerSection(run: Phase2ProposerRun, machine: string): string {
  const unplaced = Object.entries(run.unplacedByRule)
    .map(([rule, count]) => `${count} ${rule}`)
    .join(', ');
  return [
    `Run of ${new Date().toISOString().slice(0, 10)} on ${machine}; the large league (${run.divisions} divisions, 216 fields), every team's phase 2 availability, seeds from the phase 1 standings; 2-hour games.`,
    '',
    '| time to propose | matchups placed | matchups left out (rule named) | games on the home team’s field | hard rules broken (independent check) |',
    '|---|---|---|---|---|',
    `| ${run.seconds} s | ${run.gamesPlaced} of ${run.matchups} | ${unplaced || 'none'} | ${run.homeFieldShare}% | ${run.hardRulesBroken} |`,
  ].join('\n');
}
