import type { Phase2Rule } from '../../../../shared/schemas/phase2-proposal';
import type { DayAvailability } from '../../../../shared/matchup-compatibility';
import type { FixedGame, GeneratorField } from '../league-input';

/** One matchup of a division's playoff format, its seeds resolved to teams (null: no team holds the seed). */
export interface Phase2Matchup {
  divisionId: number;
  pool: string;
  homeTeamSeed: number;
  awayTeamSeed: number;
  homeTeam: { id: number; name: string } | null;
  awayTeam: { id: number; name: string } | null;
}

/** What the phase 2 proposer schedules: read from the league (service.ts) or built by a test. */
export interface Phase2Input {
  /** Every matchup to place, in the order the divisions are scheduled (division, then pool order). */
  matchups: Phase2Matchup[];
  /** The teams' phase 2 availability: which dates they can host or travel, and at what times. */
  availability: DayAvailability[];
  /** The fields with their slots (the phase 1 slot model). */
  fields: GeneratorField[];
  /** The phase 2 weeks (league-local dates). */
  window: { start: string; end: string };
  gameLengthMinutes: number;
  /** Games already on the schedule: the proposal stays clear of their fields and their teams' days. */
  booked: FixedGame[];
}

export interface Phase2Game {
  /** The matchup's place in the input. */
  matchup: number;
  fieldId: number;
  date: string;
  time: string;
}

export interface Phase2Result {
  games: Phase2Game[];
  unplaced: { matchup: number; rule: Phase2Rule; reason: string }[];
}
