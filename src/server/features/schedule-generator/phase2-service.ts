import type { Kysely } from 'kysely';
import { holdsSlot } from '../../../shared/clashes';
import { leagueSlot } from '../../../shared/league-time';
import type { Phase2Proposal } from '../../../shared/schemas/phase2-proposal';
import type { phase2ProposalBody } from '../../../shared/schemas/phase2-proposal';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { invalid } from '../../errors';
import { listAvailability } from '../availability/service';
import { requireDivision } from '../divisions/service';
import { listFields, requireField } from '../fields/service';
import { listGames } from '../games/service';
import { divisionSeeds, listPlayoffFormats } from '../playoffs/service';
import { openSeasonOfDivision } from '../seasons/service';
import { gameLengthMinutes } from '../settings/service';
import type { Phase2Input, Phase2Matchup } from './phase2/input';
import { proposePhase2 } from './phase2/propose';
import { generatorField } from './service';

type Phase2Request = z.output<typeof phase2ProposalBody>;

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/** The proposer's input: the divisions' matchups by their seeds, the season's availability, the fields, the games already booked. */
export async function phase2Input(db: Kysely<Database>, body: Phase2Request): Promise<Phase2Input & { scheduled: Phase2Proposal['scheduled'] }> {
  const divisionIds = [...new Set(body.divisionIds)];
  const divisions = await Promise.all(divisionIds.map((id) => requireDivision(db, id)));
  const seasons = await Promise.all(divisionIds.map((id) => openSeasonOfDivision(db, id)));
  const season = seasons[0]!;
  if (seasons.some((s) => s.id !== season.id)) throw invalid('Choose divisions of one season');
  const phase2 = season.weeks.filter((w) => w.phase === 2);
  if (phase2.length === 0) throw invalid(`The ${season.name} season has no phase 2 weeks`);
  const window = { start: phase2[0]!.start, end: phase2[phase2.length - 1]!.end };
  const formats = await listPlayoffFormats(db, season.id);
  const matchups: Phase2Matchup[] = [];
  for (const division of divisions) {
    const format = formats.find((f) => f.divisionId === division.id);
    if (!format) throw invalid(`${division.name} has no playoff format`);
    const seeds = await divisionSeeds(db, division.id);
    const teamAt = (seed: number) => seeds.find((s) => s.seed === seed)?.team ?? null;
    for (const pool of format.pools) {
      for (const { homeTeamSeed, awayTeamSeed } of pool.matchups ?? []) {
        matchups.push({ divisionId: division.id, pool: pool.name, homeTeamSeed, awayTeamSeed, homeTeam: teamAt(homeTeamSeed), awayTeam: teamAt(awayTeamSeed) });
      }
    }
  }
  const availability = (await listAvailability(db, season.id)).filter((a) => divisionIds.includes(a.team.divisionId));
  let fields;
  if (body.fields) {
    const fieldIds = [...new Set(body.fields.map((f) => f.fieldId))];
    if (fieldIds.length !== body.fields.length) throw invalid('Give each field once');
    fields = await Promise.all(body.fields.map(async (slots) => generatorField(await requireField(db, slots.fieldId, season.id), slots)));
  } else {
    // The home coach names the start time in phase 2: every field the divisions use, at any of them.
    const times = [...new Set(availability.flatMap((a) => a.homeStartTimes))].sort();
    const usable = new Map((await Promise.all(divisionIds.map((divisionId) => listFields(db, { divisionId, selector: true })))).flat().map((f) => [f.id, f]));
    fields = [...usable.values()].map((field) => generatorField(field, { days: EVERY_DAY, times, blackouts: [] }));
  }
  const games = await listGames(db, season);
  const booked = games.filter((g) => holdsSlot(g.status) && !g.dateTbd && !g.timeTbd).map((g) => leagueSlot(g, season.timeZone));
  // A matchup whose phase 2 game is on the schedule already (as the compatibility card shows it) is not proposed again.
  const gameOf = (m: Phase2Matchup) =>
    games.find((g) => g.phase === 2 && g.status !== 'cancelled' && g.homeTeamId === m.homeTeam?.id && g.awayTeamId === m.awayTeam?.id);
  const scheduled = matchups.flatMap((m) => {
    const game = gameOf(m);
    return game && m.homeTeam && m.awayTeam
      ? [
          {
            divisionId: m.divisionId,
            pool: m.pool,
            homeTeamSeed: m.homeTeamSeed,
            awayTeamSeed: m.awayTeamSeed,
            homeTeamId: m.homeTeam.id,
            awayTeamId: m.awayTeam.id,
            homeTeamName: m.homeTeam.name,
            awayTeamName: m.awayTeam.name,
            gameId: game.id,
          },
        ]
      : [];
  });
  return {
    matchups: matchups.filter((m) => !gameOf(m)),
    availability,
    fields,
    window,
    gameLengthMinutes: await gameLengthMinutes(db),
    booked,
    scheduled,
  };
}

/** A proposed phase 2 schedule for the divisions: nothing is written. */
export async function proposePhase2Schedule(db: Kysely<Database>, body: Phase2Request): Promise<Phase2Proposal> {
  const { scheduled, ...input } = await phase2Input(db, body);
  const result = await proposePhase2(input);
  const fieldName = new Map(input.fields.map((f) => [f.id, f.name]));
  const matchupOf = (index: number) => {
    const { divisionId, pool, homeTeamSeed, awayTeamSeed } = input.matchups[index]!;
    return { divisionId, pool, homeTeamSeed, awayTeamSeed };
  };
  return {
    scheduled,
    games: result.games.map((game) => {
      const { homeTeam, awayTeam } = input.matchups[game.matchup]!;
      return {
        ...matchupOf(game.matchup),
        homeTeamId: homeTeam!.id,
        awayTeamId: awayTeam!.id,
        homeTeamName: homeTeam!.name,
        awayTeamName: awayTeam!.name,
        fieldId: game.fieldId,
        fieldName: fieldName.get(game.fieldId) ?? '',
        date: game.date,
        time: game.time,
      };
    }),
    unplaced: result.unplaced.map(({ matchup, rule, reason }) => {
      const { homeTeam, awayTeam } = input.matchups[matchup]!;
      return {
        ...matchupOf(matchup),
        homeTeamId: homeTeam?.id ?? null,
        awayTeamId: awayTeam?.id ?? null,
        homeTeamName: homeTeam?.name ?? null,
        awayTeamName: awayTeam?.name ?? null,
        rule,
        reason,
      };
    }),
  };
}
