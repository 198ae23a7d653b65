import type { Kysely } from 'kysely';
import { holdsSlot } from '../../../shared/clashes';
import { leagueSlot } from '../../../shared/league-time';
import { scheduleProposalBody, type ScheduleProposal } from '../../../shared/schemas/schedule-proposal';
import type { z } from 'zod';
import type { Field } from '../../../shared/schemas/field';
import type { Database } from '../../db/schema';
import { invalid, listedProblems } from '../../errors';
import { listTeams, requireDivision } from '../divisions/service';
import { requireField } from '../fields/service';
import { listGames } from '../games/service';
import { openSeasonOfDivision } from '../seasons/service';
import { gameLengthMinutes } from '../settings/service';
import { generateSchedule } from './generate';
import { lockedGameProblems } from './locked-games';
import type { GeneratorField, GeneratorInput } from './league-input';
import { softGoalScores } from './scores';

type ProposalRequest = z.output<typeof scheduleProposalBody>;

/** A field as the generators see it: its home teams, the divisions it may host, the slots it offers. */
export function generatorField(field: Field, slots: Pick<GeneratorField, 'days' | 'times' | 'blackouts'>): GeneratorField {
  // The admin's field rule: a field no team has claimed hosts any division.
  const divisionsOfField =
    field.teams.length === 0 ? null : [...new Set([...(field.divisionId === null ? [] : [field.divisionId]), ...field.teams.map((t) => t.divisionId)])];
  return {
    id: field.id,
    name: field.name,
    homeTeamIds: field.teams.map((t) => t.id),
    divisionIds: divisionsOfField,
    days: slots.days,
    times: slots.times,
    blackouts: slots.blackouts,
  };
}

/** The generator's input from the request and the league: the divisions' teams, the fields' teams, the games already booked. */
export async function generatorInput(db: Kysely<Database>, body: ProposalRequest): Promise<GeneratorInput> {
  const divisionIds = [...new Set(body.divisionIds)];
  const divisions = await Promise.all(divisionIds.map((id) => requireDivision(db, id)));
  const seasons = await Promise.all(divisionIds.map((id) => openSeasonOfDivision(db, id)));
  const season = seasons[0]!;
  if (seasons.some((s) => s.id !== season.id)) throw invalid('Choose divisions of one season');
  const teams = (await listTeams(db, season.id)).filter((t) => divisionIds.includes(t.divisionId));
  const teamIds = new Set(teams.map((t) => t.id));
  const fieldIds = [...new Set(body.fields.map((f) => f.fieldId))];
  if (fieldIds.length !== body.fields.length) throw invalid('Give each field once');
  const stored = await Promise.all(fieldIds.map((id) => requireField(db, id, season.id)));
  const fields = body.fields.map((slots, index) => generatorField(stored[index]!, slots));
  for (const blackout of body.teamBlackouts) {
    if (!teamIds.has(blackout.teamId)) throw invalid(`Team ${blackout.teamId} is not a team of the chosen divisions`);
  }
  const phase1 = season.weeks.filter((w) => w.phase === 1);
  const outside = body.weeks?.find((week) => !phase1.some((w) => w.week === week));
  if (outside !== undefined) throw invalid(`Week ${outside} is not a week of phase 1`);
  const weeks = phase1.filter((w) => body.weeks?.includes(w.week) ?? true).map(({ week, start, end }) => ({ week, start, end }));
  const slotKey = (g: { homeTeamId: number; awayTeamId: number; date: string; time: string }) => `${g.homeTeamId}|${g.awayTeamId}|${g.date}|${g.time}`;
  const lockedKeys = new Set(body.locked.map(slotKey));
  const games = (await listGames(db, season)).filter((g) => holdsSlot(g.status));
  const dated = games.filter((g) => !g.dateTbd && !g.timeTbd).map((g) => ({ id: g.id, slot: leagueSlot(g, season.timeZone) }));
  // A locked game already accepted is the same game, not a second one.
  const acceptedLocks = new Set(dated.filter(({ slot }) => lockedKeys.has(slotKey(slot))).map(({ id }) => id));
  const booked = dated.filter(({ id }) => !acceptedLocks.has(id)).map(({ slot }) => slot);
  const playedBefore = games
    .filter((g) => g.phase === 1 && teamIds.has(g.homeTeamId) && teamIds.has(g.awayTeamId) && !acceptedLocks.has(g.id))
    .map(({ homeTeamId, awayTeamId }) => ({ homeTeamId, awayTeamId }));
  const input: GeneratorInput = {
    divisions: divisions.map((d) => ({ id: d.id, name: d.name, teams: teams.filter((t) => t.divisionId === d.id).map((t) => ({ id: t.id, name: t.name })) })),
    weeks,
    fields,
    gamesPerTeam: body.gamesPerTeam,
    minRestDays: body.minRestDays,
    teamBlackouts: new Map(body.teamBlackouts.map((b) => [b.teamId, new Set(b.dates)])),
    gameLengthMinutes: await gameLengthMinutes(db),
    locked: body.locked,
    booked,
    playedBefore,
  };
  const problems = lockedGameProblems(input);
  if (problems.length > 0) throw invalid(`Nothing was generated. ${listedProblems(problems)}`);
  return input;
}

/** A proposed phase 1 schedule for the divisions: nothing is written. */
export async function proposeSchedule(db: Kysely<Database>, body: ProposalRequest): Promise<ScheduleProposal> {
  const input = await generatorInput(db, body);
  const result = await generateSchedule(input);
  const teamName = new Map(input.divisions.flatMap((d) => d.teams.map((t) => [t.id, t.name] as const)));
  const fieldName = new Map(input.fields.map((f) => [f.id, f.name]));
  const games = [...result.games].sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.fieldId - b.fieldId);
  return {
    games: games.map((g) => ({
      ...g,
      homeTeamName: teamName.get(g.homeTeamId) ?? '',
      awayTeamName: teamName.get(g.awayTeamId) ?? '',
      fieldName: fieldName.get(g.fieldId) ?? '',
    })),
    unplaced: result.unplaced.map(({ pairing, week }) => ({
      divisionId: pairing.divisionId,
      homeTeamId: pairing.homeTeamId,
      awayTeamId: pairing.awayTeamId,
      homeTeamName: teamName.get(pairing.homeTeamId) ?? '',
      awayTeamName: teamName.get(pairing.awayTeamId) ?? '',
      week,
    })),
    bottlenecks: result.bottlenecks,
    scores: softGoalScores(input, result.games),
  };
}
