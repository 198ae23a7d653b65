import { format, parseISO } from 'date-fns';
import { overlappingStartTimes, type DayAvailability } from '../../../../shared/matchup-compatibility';
import { clockOf, minutesOf } from '../../../../shared/game-time';
import { slotsBetween, type Slot } from '../slots';
import { solveAssignment, type AtMostOne, type Choice } from '../week-model';
import type { Phase2Rule } from '../../../../shared/schemas/phase2-proposal';
import type { Phase2Input, Phase2Matchup, Phase2Result } from './input';

const COST_AWAY_TEAMS_FIELD = 1;
const COST_OTHER_FIELD = 3;

type Analysis = { slots: Slot[] } | { rule: Phase2Rule; reason: string };

const dayText = (date: string) => format(parseISO(date), 'MMM d');
const datesText = (dates: string[]) => (dates.length === 0 ? 'no date' : dates.map(dayText).join(', '));

/** Starts per field and date, and the dates each team already plays. */
class Bookings {
  readonly fieldStarts = new Map<string, number[]>();
  readonly teamDates = new Map<number, Set<string>>();

  book(fieldId: number | null, date: string, minutes: number, teamIds: number[]): void {
    if (fieldId !== null) this.fieldStarts.set(`${fieldId}|${date}`, [...(this.fieldStarts.get(`${fieldId}|${date}`) ?? []), minutes]);
    for (const team of teamIds) this.teamDates.set(team, (this.teamDates.get(team) ?? new Set()).add(date));
  }

  plays(team: number, date: string): boolean {
    return this.teamDates.get(team)?.has(date) ?? false;
  }

  fieldFree(slot: Slot, lengthMinutes: number): boolean {
    return (this.fieldStarts.get(`${slot.fieldId}|${slot.date}`) ?? []).every((start) => Math.abs(start - slot.minutes) >= lengthMinutes);
  }
}

class Phase2Planner {
  private readonly availability = new Map<string, DayAvailability>();
  private readonly slotsByDate = new Map<string, Slot[]>();
  private readonly homeFields = new Map<number, Set<number>>();
  private readonly fieldDivisions = new Map<number, number[] | null>();
  readonly booked = new Bookings();

  constructor(private readonly input: Phase2Input) {
    for (const day of input.availability) this.availability.set(`${day.teamId}|${day.date}`, day);
    for (const slot of slotsBetween(input.fields, input.window.start, input.window.end))
      this.slotsByDate.set(slot.date, [...(this.slotsByDate.get(slot.date) ?? []), slot]);
    for (const field of input.fields) {
      this.fieldDivisions.set(field.id, field.divisionIds);
      for (const team of field.homeTeamIds) this.homeFields.set(team, (this.homeFields.get(team) ?? new Set()).add(field.id));
    }
    for (const game of input.booked) this.booked.book(game.fieldId, game.date, minutesOf(game.time), [game.homeTeamId, game.awayTeamId]);
  }

  private datesOf(teamId: number, side: 'canPlayHome' | 'canPlayAway'): string[] {
    return this.input.availability
      .filter((a) => a.teamId === teamId && a[side] && a.date >= this.input.window.start && a.date <= this.input.window.end)
      .map((a) => a.date)
      .sort();
  }

  cost(matchup: Phase2Matchup, fieldId: number): number {
    if (this.homeFields.get(matchup.homeTeam!.id)?.has(fieldId)) return 0;
    if (this.homeFields.get(matchup.awayTeam!.id)?.has(fieldId)) return COST_AWAY_TEAMS_FIELD;
    return COST_OTHER_FIELD;
  }

  /** The slots a matchup may take, rule by rule; the first rule that leaves none is the reason. */
  analyse(matchup: Phase2Matchup): Analysis {
    const { homeTeam: home, awayTeam: away } = matchup;
    if (!home || !away) {
      const seed = home ? matchup.awayTeamSeed : matchup.homeTeamSeed;
      return { rule: 'seeds', reason: `No team holds seed ${seed} of ${matchup.pool}` };
    }
    const hosting = this.datesOf(home.id, 'canPlayHome');
    const travelling = this.datesOf(away.id, 'canPlayAway');
    const common = hosting.filter((date) => travelling.includes(date));
    if (common.length === 0) {
      return { rule: 'common-date', reason: `No common date: ${home.name} can host ${datesText(hosting)}; ${away.name} can travel ${datesText(travelling)}` };
    }
    const timed = common.flatMap((date) =>
      overlappingStartTimes(this.availability.get(`${home.id}|${date}`)!, this.availability.get(`${away.id}|${date}`)!).map((time) => ({ date, time })),
    );
    if (timed.length === 0) {
      return {
        rule: 'start-time',
        reason: `No common start time: on ${datesText(common)} the start times of ${home.name} fall outside the times ${away.name} can travel`,
      };
    }
    const open = timed.filter(({ date }) => !this.booked.plays(home.id, date) && !this.booked.plays(away.id, date));
    if (open.length === 0) {
      return {
        rule: 'one-game-per-day',
        reason: `${home.name} or ${away.name} already has a game on every common date (${datesText([...new Set(timed.map((t) => t.date))])})`,
      };
    }
    const offered = open.flatMap(({ date, time }) =>
      (this.slotsByDate.get(date) ?? []).filter(
        (slot) => slot.minutes === minutesOf(time) && (this.fieldDivisions.get(slot.fieldId) ?? [matchup.divisionId]).includes(matchup.divisionId),
      ),
    );
    const openText = open.map(({ date, time }) => `${dayText(date)} ${time}`).join(', ');
    if (offered.length === 0) return { rule: 'field-slots', reason: `No field offers a slot at a common time (${openText})` };
    const free = offered.filter((slot) => this.booked.fieldFree(slot, this.input.gameLengthMinutes));
    if (free.length === 0) return { rule: 'field-slots', reason: `No field free at a common time (${openText}): other games hold them` };
    return { slots: free };
  }

  /** Choices of the matchups for their slots, and the groups of which at most one may be taken. */
  model(matchups: Phase2Matchup[], slotsOf: Slot[][], teamDays: boolean) {
    const choices: Choice[] = [];
    const slotOf: Slot[] = [];
    matchups.forEach((matchup, m) => {
      for (const slot of slotsOf[m]!) {
        choices.push({ pairing: m, slot: slotOf.length, cost: this.cost(matchup, slot.fieldId) });
        slotOf.push(slot);
      }
    });
    const groups: AtMostOne[] = [];
    const byFieldDate = groupBy(slotOf, (s) => `${s.fieldId}|${s.date}`);
    for (const list of byFieldDate.values()) {
      for (const minutes of new Set(list.map((i) => slotOf[i]!.minutes))) {
        groups.push(list.filter((i) => slotOf[i]!.minutes >= minutes && slotOf[i]!.minutes < minutes + this.input.gameLengthMinutes));
      }
    }
    if (teamDays) {
      const byTeamDate = new Map<string, number[]>();
      choices.forEach((choice, index) => {
        const matchup = matchups[choice.pairing]!;
        for (const team of [matchup.homeTeam!.id, matchup.awayTeam!.id]) {
          const key = `${team}|${slotOf[index]!.date}`;
          byTeamDate.set(key, [...(byTeamDate.get(key) ?? []), index]);
        }
      });
      groups.push(...byTeamDate.values());
    }
    return { choices, slotOf, groups };
  }
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  items.forEach((item, index) => groups.set(key(item), [...(groups.get(key(item)) ?? []), index]));
  return groups;
}

/**
 * Proposes the phase 2 games: each division in turn (in the input's order), its matchups that can
 * be placed at all are assigned to free slots by a MILP (one game per team per date, one game at a
 * time on a field, the home team's fields first). A matchup left out is answered with the first
 * rule that leaves it no slot: its seeds, a common date, a common start time, its teams' days, the
 * fields; one the solve left out is answered by solving again without the one-game-per-day rule.
 */
export async function proposePhase2(input: Phase2Input): Promise<Phase2Result> {
  const planner = new Phase2Planner(input);
  const result: Phase2Result = { games: [], unplaced: [] };
  const divisionIds = [...new Set(input.matchups.map((m) => m.divisionId))];
  for (const divisionId of divisionIds) {
    const indexes = input.matchups.flatMap((m, i) => (m.divisionId === divisionId ? [i] : []));
    const placeable: number[] = [];
    const slotsOf: Slot[][] = [];
    for (const index of indexes) {
      const analysis = planner.analyse(input.matchups[index]!);
      if ('rule' in analysis) result.unplaced.push({ matchup: index, ...analysis });
      else {
        placeable.push(index);
        slotsOf.push(analysis.slots);
      }
    }
    const matchups = placeable.map((i) => input.matchups[i]!);
    const { choices, slotOf, groups } = planner.model(matchups, slotsOf, true);
    const taken = await solveAssignment(matchups.length, choices, groups);
    const left: number[] = [];
    taken.forEach((choice, m) => {
      if (choice === null) return void left.push(m);
      const slot = slotOf[choices[choice]!.slot]!;
      const matchup = matchups[m]!;
      result.games.push({ matchup: placeable[m]!, fieldId: slot.fieldId, date: slot.date, time: clockOf(slot.minutes) });
      planner.booked.book(slot.fieldId, slot.date, slot.minutes, [matchup.homeTeam!.id, matchup.awayTeam!.id]);
    });
    if (left.length === 0) continue;
    const relaxed = planner.model(matchups, slotsOf, false);
    const withoutTeamDays = await solveAssignment(matchups.length, relaxed.choices, relaxed.groups);
    for (const m of left) {
      const { homeTeam, awayTeam } = matchups[m]!;
      result.unplaced.push(
        withoutTeamDays[m] !== null
          ? {
              matchup: placeable[m]!,
              rule: 'one-game-per-day',
              reason: `${homeTeam!.name} or ${awayTeam!.name} has another playoff game on every date this one could be played`,
            }
          : { matchup: placeable[m]!, rule: 'field-slots', reason: "No field free at a common time: the division's other playoff games hold them" },
      );
    }
  }
  result.games.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.fieldId - b.fieldId);
  result.unplaced.sort((a, b) => a.matchup - b.matchup);
  return result;
}
