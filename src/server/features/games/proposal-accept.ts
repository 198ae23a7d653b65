import { localToUtcIso } from '../../../shared/league-time';
import type { Game } from '../../../shared/schemas/game';
import type { ProposedGameBody } from '../../../shared/schemas/schedule-proposal';
import type { Auth } from '../../auth';
import type { AppContext } from '../../context';
import { lockSchedule } from '../../db/row-lock';
import { dbBool } from '../../db/schema';
import { write } from '../../db/write';
import { conflict, invalid, listedProblems } from '../../errors';
import { recordAudit } from '../audit/service';
import { actorOf } from '../auth/service';
import { listFields } from '../fields/service';
import { openSeasonOfDivision, type LeagueSeason } from '../seasons/service';
import { phaseOfDate } from './admin-checks';
import { insertGames, teamsByIds } from './admin-repo';
import { clashesOfPaste } from './clashes';
import { listGames } from './service';

/**
 * Books the chosen games of a schedule proposal in one transaction. Each game keeps the rules of a
 * game the administrator adds by hand (teams of one division, a field of the home team or of the
 * division, a date within an open season); a game that would clash with the schedule or with
 * another chosen game refuses the whole accept (409), each clash named by its place in the list.
 * `onlyPhase`: every game's date must be in that phase (the phase 2 proposer's accept).
 */
export async function acceptProposedGames(ctx: AppContext, auth: Auth, games: ProposedGameBody[], onlyPhase?: 1 | 2 | 3): Promise<Game[]> {
  const now = ctx.now();
  const { ids, seasons } = await write(ctx, ['games'], async (trx) => {
    await lockSchedule(trx, ctx.handle.engine);
    const teams = new Map((await teamsByIds(trx, [...new Set(games.flatMap((g) => [g.homeTeamId, g.awayTeamId]))])).map((t) => [t.id, t]));
    const seasonOf = new Map<number, LeagueSeason>();
    const fieldsOf = new Map<number, Map<number, string>>();
    const problems: string[] = [];
    const planned = [];
    for (const [index, game] of games.entries()) {
      const label = `Game ${index + 1}`;
      const home = teams.get(game.homeTeamId);
      const away = teams.get(game.awayTeamId);
      if (!home || !away || home.id === away.id || home.division_id !== away.division_id) {
        problems.push(`${label}: the home and away teams must be two teams of one division`);
        continue;
      }
      const divisionId = home.division_id;
      if (!seasonOf.has(divisionId)) {
        seasonOf.set(divisionId, await openSeasonOfDivision(trx, divisionId));
        const fields = await listFields(trx, { divisionId, selector: true });
        fieldsOf.set(divisionId, new Map(fields.map((f) => [f.id, f.name])));
      }
      const season = seasonOf.get(divisionId)!;
      const fieldName = fieldsOf.get(divisionId)!.get(game.fieldId);
      if (fieldName === undefined) {
        problems.push(`${label}: field ${game.fieldId} is not a field of the home team or of its division`);
        continue;
      }
      let phase: 1 | 2 | 3;
      try {
        phase = phaseOfDate(season, game.date);
      } catch (error) {
        problems.push(`${label}: ${(error as Error).message}`);
        continue;
      }
      if (onlyPhase !== undefined && phase !== onlyPhase) {
        problems.push(`${label}: ${game.date} is not in phase ${onlyPhase}`);
        continue;
      }
      planned.push({
        index,
        game,
        phase,
        fieldName,
        homeName: home.name,
        awayName: away.name,
        scheduledTime: localToUtcIso(game.date, game.time, season.timeZone),
        season,
      });
    }
    if (problems.length > 0) throw invalid(`No games were accepted. ${listedProblems(problems)}`);
    const timeZones = new Set(planned.map((p) => p.season.timeZone));
    const clashes = [];
    for (const timeZone of timeZones) {
      const pasted = planned
        .filter((p) => p.season.timeZone === timeZone)
        .map((p) => ({
          line: p.index + 1,
          slot: {
            homeTeamId: p.game.homeTeamId,
            awayTeamId: p.game.awayTeamId,
            fieldId: p.game.fieldId,
            scheduledTime: p.scheduledTime,
            dateTbd: false,
            timeTbd: false,
          },
          homeTeamName: p.homeName,
          awayTeamName: p.awayName,
          fieldName: p.fieldName,
        }));
      clashes.push(...(await clashesOfPaste(trx, pasted, timeZone, { repeats: true, where: (line) => `listed as game ${line}` })));
    }
    if (clashes.length > 0) {
      const named = clashes.sort((a, b) => a.line - b.line).map((c) => `Game ${c.line}: ${c.reason}`);
      throw conflict(`No games were accepted. ${listedProblems(named)}`);
    }
    const ids = await insertGames(
      trx,
      planned.map((p) => ({
        home_team_id: p.game.homeTeamId,
        away_team_id: p.game.awayTeamId,
        field_id: p.game.fieldId,
        scheduled_time: p.scheduledTime,
        date_tbd: dbBool(false),
        time_tbd: dbBool(false),
        status: 'scheduled',
        phase: p.phase,
        home_score: null,
        away_score: null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })),
    );
    await recordAudit(trx, actorOf(auth), { action: 'game.accept-proposal', entity: 'game', after: { gameIds: ids } }, now);
    return { ids, seasons: [...new Map([...seasonOf.values()].map((s) => [s.id, s])).values()] };
  });
  const created = new Set(ids);
  const listed = await Promise.all(seasons.map((season) => listGames(ctx.handle.db, season)));
  return listed.flat().filter((g) => created.has(g.id));
}
