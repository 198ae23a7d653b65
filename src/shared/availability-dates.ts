import { defaultStartTime, type WeekendRules } from './game-time';
import type { AvailabilityRecord, AvailabilitySubmissionInput } from './schemas/availability';

export type Side = 'home' | 'away';

/** One date in the coach's availability form. */
export interface DateChoice {
  date: string;
  canPlayHome: boolean;
  canPlayAway: boolean;
  homeStartTimes: string[];
  awayEarliestStartTime: string | null;
  awayLatestStartTime: string | null;
  notes: string;
}

const FLAG = { home: 'canPlayHome', away: 'canPlayAway' } as const;

function withoutSideTimes(choice: DateChoice, side: Side): DateChoice {
  return side === 'home' ? { ...choice, homeStartTimes: [] } : { ...choice, awayEarliestStartTime: null, awayLatestStartTime: null };
}

/**
 * Turns one side of a date on or off. A new date starts with that side only (a home date with the
 * usual start time of that day in the season); turning a side off while the other is off too removes the date.
 */
export function setSide(choices: readonly DateChoice[], date: string, side: Side, on: boolean, season: WeekendRules): DateChoice[] {
  const current = choices.find((c) => c.date === date);
  const flag = FLAG[side];
  if (on) {
    const base: DateChoice = current ?? {
      date,
      canPlayHome: false,
      canPlayAway: false,
      homeStartTimes: [],
      awayEarliestStartTime: null,
      awayLatestStartTime: null,
      notes: '',
    };
    const turnedOn: DateChoice = { ...base, [flag]: true };
    if (side === 'home' && !base.canPlayHome && base.homeStartTimes.length === 0) turnedOn.homeStartTimes = [defaultStartTime(season, date)];
    const others = choices.filter((c) => c.date !== date);
    return [...others, turnedOn].sort((a, b) => a.date.localeCompare(b.date));
  }
  if (!current) return [...choices];
  const otherOn = side === 'home' ? current.canPlayAway : current.canPlayHome;
  if (!otherOn) return choices.filter((c) => c.date !== date);
  return choices.map((c) => (c.date === date ? withoutSideTimes({ ...c, [flag]: false }, side) : c));
}

/** The dates of the calendar of one side: those where that side is on. */
export function datesOfSide(choices: readonly DateChoice[], side: Side): string[] {
  return choices.filter((c) => c[FLAG[side]]).map((c) => c.date);
}

/** Saved records as the form's choices, and the team's general notes. */
export function choicesFromRecords(records: readonly AvailabilityRecord[]): { choices: DateChoice[]; generalNotes: string } {
  return {
    choices: records
      .map((r) => ({
        date: r.date,
        canPlayHome: r.canPlayHome,
        canPlayAway: r.canPlayAway,
        homeStartTimes: [...r.homeStartTimes],
        awayEarliestStartTime: r.awayEarliestStartTime,
        awayLatestStartTime: r.awayLatestStartTime,
        notes: r.notes ?? '',
      }))
      .sort((a, b) => a.date.localeCompare(b.date)),
    generalNotes: records[0]?.generalNotes ?? '',
  };
}

/** The form as POST /api/team-availability takes it. */
export function submissionOf(teamId: number, generalNotes: string, choices: readonly DateChoice[]): AvailabilitySubmissionInput {
  return {
    teamId,
    notes: generalNotes,
    dates: choices.map((c) => ({
      date: c.date,
      canPlayHome: c.canPlayHome,
      canPlayAway: c.canPlayAway,
      homeStartTimes: c.canPlayHome ? c.homeStartTimes : [],
      awayEarliestStartTime: c.canPlayAway ? c.awayEarliestStartTime : null,
      awayLatestStartTime: c.canPlayAway ? c.awayLatestStartTime : null,
      notes: c.notes,
    })),
  };
}
