/** What the generator schedules: read from the league (service.ts) or built by a test. */
export interface GeneratorTeam {
  id: number;
  name: string;
}

export interface GeneratorDivision {
  id: number;
  name: string;
  teams: GeneratorTeam[];
}

export interface GeneratorField {
  id: number;
  name: string;
  /** The teams whose home field this is. */
  homeTeamIds: number[];
  /** The divisions whose games it may host; null: any division (the admin's field rule, fields/service.ts). */
  divisionIds: number[] | null;
  /** Days of the week (0 Sunday to 6 Saturday) and start times (HH:mm) it offers. */
  days: number[];
  times: string[];
  blackouts: string[];
}

/** A game that holds its field and its teams already: locked in the proposal, or on the schedule. */
export interface FixedGame {
  homeTeamId: number;
  awayTeamId: number;
  /** Null: a game on the schedule whose field is to be determined (it holds its teams only). */
  fieldId: number | null;
  date: string;
  time: string;
}

export interface GeneratorInput {
  divisions: GeneratorDivision[];
  /** The season's phase 1 weeks, in order (league-local dates). */
  weeks: { week: number; start: string; end: string }[];
  fields: GeneratorField[];
  gamesPerTeam: number;
  minRestDays: number;
  /** Dates each team cannot play. */
  teamBlackouts: Map<number, Set<string>>;
  gameLengthMinutes: number;
  /** Games the administrator keeps: they count towards the teams' games. */
  locked: (FixedGame & { fieldId: number })[];
  /** Games already on the schedule: the proposal stays clear of them. */
  booked: FixedGame[];
  /** The chosen divisions' phase 1 games on the schedule: meetings the new games spread opponents around. */
  playedBefore: { homeTeamId: number; awayTeamId: number }[];
}
