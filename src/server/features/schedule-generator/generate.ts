import type { Bottleneck, HardRule } from '../../../shared/schemas/schedule-proposal';
import { dayNumber } from './days';
import { clockOf, minutesOf } from '../../../shared/game-time';
import type { FixedGame, GeneratorInput } from './league-input';
import { necessaryConditions } from './necessary';
import { meetings, meetingsOf, orient, pairKey, type Pairing } from './pairings';
import { slotsBetween, type Slot } from './slots';
import { solveAssignment, type AtMostOne, type Choice } from './week-model';

export interface PlacedGame {
  divisionId: number;
  homeTeamId: number;
  awayTeamId: number;
  fieldId: number;
  date: string;
  time: string;
  week: number;
  locked: boolean;
}

export interface GeneratorResult {
  games: PlacedGame[];
  unplaced: { pairing: Pairing; week: number }[];
  bottlenecks: Bottleneck[];
}

/** Which hard rules a solve keeps: all of them, or all but one when finding a bottleneck. */
interface Rules {
  restDays: number;
  onePerDay: boolean;
  teamDates: boolean;
  fieldCapacity: boolean;
}

/** One week's solve: its slots, the pairings tried in it (those carried from earlier weeks first), what was booked before it. */
interface WeekAttempt {
  week: GeneratorInput['weeks'][number];
  slots: Slot[];
  pairings: Pairing[];
  before: Booked;
}

/** What is booked so far: starts per field and date, game days per team. */
interface Booked {
  fieldStarts: Map<string, number[]>;
  teamDays: Map<number, number[]>;
}

const COST_AWAY_TEAMS_FIELD = 1;
const COST_OTHER_FIELD = 3;

function book(booked: Booked, fieldId: number | null, date: string, minutes: number, teamIds: number[]): void {
  const key = `${fieldId}|${date}`;
  if (fieldId !== null) booked.fieldStarts.set(key, [...(booked.fieldStarts.get(key) ?? []), minutes]);
  for (const team of teamIds) booked.teamDays.set(team, [...(booked.teamDays.get(team) ?? []), dayNumber(date)]);
}

function copyOf(booked: Booked): Booked {
  return { fieldStarts: new Map(booked.fieldStarts), teamDays: new Map(booked.teamDays) };
}

/**
 * The pairings of every division with home and away set: the games each team needs against the
 * opponents it has met least (the division's games on the schedule count as meetings), less the
 * locked games. A locked game that is one of those pairings takes its place, so generating again
 * around games locked from a proposal keeps the rest of it; when a locked game pairs teams the plan
 * does not, the plan is made again around all the locked games, counted as games and meetings.
 */
function pairingsToPlace(input: GeneratorInput): Pairing[] {
  const met = meetingsOf(input.playedBefore);
  return input.divisions.flatMap((division) => {
    const teamIds = division.teams.map((t) => t.id).sort((a, b) => a - b);
    const locked = input.locked.filter((g) => teamIds.includes(g.homeTeamId));
    const plan = orient(meetings(teamIds, input.gamesPerTeam, { met }), division.id);
    for (const game of locked) {
      const at = plan.findIndex((p) => pairKey(p.homeTeamId, p.awayTeamId) === pairKey(game.homeTeamId, game.awayTeamId));
      if (at < 0) {
        const played = new Map<number, number>();
        for (const g of locked) for (const team of [g.homeTeamId, g.awayTeamId]) played.set(team, (played.get(team) ?? 0) + 1);
        return orient(meetings(teamIds, input.gamesPerTeam, { met: meetingsOf(locked, met), played }), division.id);
      }
      plan.splice(at, 1);
    }
    return plan;
  });
}

class WeekPlanner {
  private readonly homeFields = new Map<number, Set<number>>();
  private readonly fieldDivisions = new Map<number, number[] | null>();

  constructor(private readonly input: GeneratorInput) {
    for (const field of input.fields) this.fieldDivisions.set(field.id, field.divisionIds);
    for (const field of input.fields) for (const team of field.homeTeamIds) this.homeFields.set(team, (this.homeFields.get(team) ?? new Set()).add(field.id));
  }

  private teamFree(team: number, slot: Slot, rules: Rules, booked: Booked): boolean {
    if (rules.teamDates && this.input.teamBlackouts.get(team)?.has(slot.date)) return false;
    if (!rules.onePerDay) return true;
    return (booked.teamDays.get(team) ?? []).every((day) => Math.abs(day - slot.day) > rules.restDays);
  }

  private fieldFree(slot: Slot, rules: Rules, booked: Booked): boolean {
    if (!rules.fieldCapacity) return true;
    const starts = booked.fieldStarts.get(`${slot.fieldId}|${slot.date}`) ?? [];
    return starts.every((start) => Math.abs(start - slot.minutes) >= this.input.gameLengthMinutes);
  }

  private cost(pairing: Pairing, fieldId: number): number {
    if (this.homeFields.get(pairing.homeTeamId)?.has(fieldId)) return 0;
    if (this.homeFields.get(pairing.awayTeamId)?.has(fieldId)) return COST_AWAY_TEAMS_FIELD;
    return COST_OTHER_FIELD;
  }

  /** Choices of pairings for slots, and the groups of which at most one may be taken. */
  private model(pairings: Pairing[], slots: Slot[], rules: Rules, booked: Booked, homeOnly: boolean) {
    const choices: Choice[] = [];
    pairings.forEach((pairing, p) => {
      const ownFields = homeOnly && (this.homeFields.has(pairing.homeTeamId) || this.homeFields.has(pairing.awayTeamId));
      slots.forEach((slot, s) => {
        const cost = this.cost(pairing, slot.fieldId);
        if (ownFields && cost === COST_OTHER_FIELD) return;
        if (!(this.fieldDivisions.get(slot.fieldId) ?? [pairing.divisionId]).includes(pairing.divisionId)) return;
        if (!this.fieldFree(slot, rules, booked)) return;
        if (!this.teamFree(pairing.homeTeamId, slot, rules, booked) || !this.teamFree(pairing.awayTeamId, slot, rules, booked)) return;
        choices.push({ pairing: p, slot: s, cost });
      });
    });
    const groups: AtMostOne[] = [];
    if (rules.fieldCapacity) {
      const byFieldDate = groupBy(choices, (c) => `${slots[c.slot]!.fieldId}|${slots[c.slot]!.date}`);
      for (const list of byFieldDate.values()) {
        for (const minutes of new Set(list.map((i) => slots[choices[i]!.slot]!.minutes))) {
          groups.push(
            list.filter((i) => slots[choices[i]!.slot]!.minutes >= minutes && slots[choices[i]!.slot]!.minutes < minutes + this.input.gameLengthMinutes),
          );
        }
      }
    }
    if (rules.onePerDay) {
      const byTeam = new Map<number, number[]>();
      choices.forEach((choice, index) => {
        const pairing = pairings[choice.pairing]!;
        for (const team of [pairing.homeTeamId, pairing.awayTeamId]) byTeam.set(team, [...(byTeam.get(team) ?? []), index]);
      });
      for (const list of byTeam.values()) {
        for (const day of new Set(list.map((i) => slots[choices[i]!.slot]!.day))) {
          groups.push(list.filter((i) => slots[choices[i]!.slot]!.day >= day && slots[choices[i]!.slot]!.day <= day + rules.restDays));
        }
      }
    }
    return { choices, groups };
  }

  /** Places what it can of the pairings, on their teams' fields first, then anywhere; books them. */
  async place(pairings: Pairing[], slots: Slot[], rules: Rules, booked: Booked): Promise<(Slot | null)[]> {
    const placed: (Slot | null)[] = pairings.map(() => null);
    for (const homeOnly of [true, false]) {
      const open = pairings.map((_, p) => p).filter((p) => placed[p] === null);
      if (open.length === 0) break;
      const { choices, groups } = this.model(
        open.map((p) => pairings[p]!),
        slots,
        rules,
        booked,
        homeOnly,
      );
      const taken = await solveAssignment(open.length, choices, groups);
      taken.forEach((choice, at) => {
        if (choice === null) return;
        const slot = slots[choices[choice]!.slot]!;
        const pairing = pairings[open[at]!]!;
        placed[open[at]!] = slot;
        book(booked, slot.fieldId, slot.date, slot.minutes, [pairing.homeTeamId, pairing.awayTeamId]);
      });
    }
    return placed;
  }
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  items.forEach((item, index) => groups.set(key(item), [...(groups.get(key(item)) ?? []), index]));
  return groups;
}

const RELAXATIONS: { rule: HardRule; relax: (rules: Rules) => Rules; told: string }[] = [
  { rule: 'team-dates', relax: (r) => ({ ...r, teamDates: false }), told: "the teams' unavailable dates" },
  { rule: 'rest-days', relax: (r) => ({ ...r, restDays: 0 }), told: 'the rest days between games' },
  { rule: 'one-game-per-day', relax: (r) => ({ ...r, onePerDay: false }), told: 'one game per team per day' },
  { rule: 'field-slots', relax: (r) => ({ ...r, fieldCapacity: false }), told: 'one game at a time on a field' },
];

/**
 * Proposes a phase 1 schedule: pairings round by round (pairings.ts), rounds spread over the
 * weeks, then each week's pairings assigned to the fields' slots by a MILP, week after week (a
 * team's last games of one week count for its rest before the next); a game a week has no room
 * for is tried again in the weeks after it. Games no week could take are answered with the rule
 * that stops them: the week they were first tried in is solved again with each rule group set
 * aside in turn, and the first whose absence places them is named.
 */
export async function generateSchedule(input: GeneratorInput): Promise<GeneratorResult> {
  const rules: Rules = { restDays: input.minRestDays, onePerDay: true, teamDates: true, fieldCapacity: true };
  const booked: Booked = { fieldStarts: new Map(), teamDays: new Map() };
  const weekOfDate = (date: string) => input.weeks.find((w) => w.start <= date && date <= w.end)?.week ?? 0;
  const fixedGame = (game: FixedGame & { fieldId: number }, divisionId: number): PlacedGame => ({
    ...game,
    week: weekOfDate(game.date),
    locked: true,
    divisionId,
  });
  for (const game of [...input.booked, ...input.locked]) book(booked, game.fieldId, game.date, minutesOf(game.time), [game.homeTeamId, game.awayTeamId]);
  const divisionOf = new Map(input.divisions.flatMap((d) => d.teams.map((t) => [t.id, d.id] as const)));
  const games: PlacedGame[] = input.locked.map((game) => fixedGame(game, divisionOf.get(game.homeTeamId) ?? 0));
  const unplaced: GeneratorResult['unplaced'] = [];
  const bottlenecks = necessaryConditions(input);
  const pairings = pairingsToPlace(input);
  const rounds = Math.max(0, ...pairings.map((p) => p.round + 1));
  const planner = new WeekPlanner(input);
  // A week's games it has no room for are tried again in the weeks after it.
  let carried: { pairing: Pairing; attempt: WeekAttempt }[] = [];
  for (const [index, week] of input.weeks.entries()) {
    const own = pairings.filter((p) => Math.floor((p.round * input.weeks.length) / rounds) === index);
    if (own.length === 0 && carried.length === 0) continue;
    const slots = slotsBetween(input.fields, week.start, week.end);
    const attempt: WeekAttempt = { week, slots, pairings: [...carried.map((c) => c.pairing), ...own], before: copyOf(booked) };
    const firstTried = [...carried.map((c) => c.attempt), ...own.map(() => attempt)];
    const placed = await planner.place(attempt.pairings, slots, rules, booked);
    carried = [];
    placed.forEach((slot, p) => {
      const pairing = attempt.pairings[p]!;
      if (slot === null) carried.push({ pairing, attempt: firstTried[p]! });
      else {
        const { divisionId, homeTeamId, awayTeamId } = pairing;
        games.push({ divisionId, homeTeamId, awayTeamId, fieldId: slot.fieldId, date: slot.date, time: clockOf(slot.minutes), week: week.week, locked: false });
      }
    });
  }
  // What no week had room for: named by the week it was first tried in, with the rule that stopped it there.
  for (const attempt of [...new Set(carried.map((c) => c.attempt))]) {
    const left = carried.filter((c) => c.attempt === attempt).map((c) => c.pairing);
    for (const pairing of left) unplaced.push({ pairing, week: attempt.week.week });
    bottlenecks.push(await bottleneckOfWeek(planner, attempt, left, rules));
  }
  return { games, unplaced, bottlenecks };
}

async function bottleneckOfWeek(planner: WeekPlanner, attempt: WeekAttempt, left: Pairing[], rules: Rules): Promise<Bottleneck> {
  const { week, slots, pairings, before } = attempt;
  const teamIds = [...new Set(left.flatMap((p) => [p.homeTeamId, p.awayTeamId]))].sort((a, b) => a - b);
  const dates = [...new Set(slots.map((s) => s.date))];
  const games = `${left.length} game${left.length === 1 ? '' : 's'}`;
  for (const { rule, relax, told } of RELAXATIONS) {
    const relaxed = relax(rules);
    if ((Object.keys(rules) as (keyof Rules)[]).every((key) => relaxed[key] === rules[key])) continue;
    // The whole week again, from what was booked before it.
    const placed = await planner.place(pairings, slots, relaxed, copyOf(before));
    if (placed.every((slot) => slot !== null)) {
      return {
        rule,
        message: `Week ${week.week} (${week.start} to ${week.end}): ${games} could not be placed in this week or a later one; without ${told} they could be in this week.`,
        teamIds,
        dates,
      };
    }
  }
  return {
    rule: 'field-slots',
    message: `Week ${week.week} (${week.start} to ${week.end}): ${games} could not be placed in this week or a later one, even setting aside any one rule: the week has too few slots on the fields its divisions may use.`,
    teamIds,
    dates,
  };
}
