import { leagueSlot } from '../../../../shared/league-time';
import type { Field } from '../../../../shared/schemas/field';
import type { Game } from '../../../../shared/schemas/game';
import type { SeasonInfo } from '../../../../shared/schemas/league';
import type { ProposedGame, ProposedGameBody } from '../../../../shared/schemas/schedule-proposal';
import type { ProposalRequest } from '../../../api/schedule-proposals';

/** A field's weekly slots as the form holds them (days of the week as '0' Sunday to '6' Saturday). */
export interface FieldSlots {
  used: boolean;
  days: string[];
  times: string[];
  blackouts: string[];
}

export interface TeamDates {
  teamId: string | null;
  dates: string[];
}

export interface GeneratorSettings {
  divisionIds: string[];
  gamesPerTeam: number;
  minRestDays: number;
  weeks: string[];
  /** Slots changed from the defaults, by field id. */
  fields: Record<number, FieldSlots>;
  teamDates: TeamDates[];
}

/** The rulebook's regular games of phase 1 (6 regular plus 2 playoff games are guaranteed). */
export const RULEBOOK_GAMES = 6;
const WEEKDAY_EVENINGS = ['2', '4'];
const DEFAULT_TIMES = ['09:00', '11:30', '14:00', '17:30'];

export const phase1Weeks = (season: SeasonInfo) => season.weeks.filter((w) => w.phase === 1);

/** The weeks still to come (all of phase 1 before it starts or once it is over), every division's rulebook games, a day's rest. */
export function defaultSettings(season: SeasonInfo, firstDivisionId: number | undefined, today: string): GeneratorSettings {
  const weeks = phase1Weeks(season);
  const ahead = weeks.filter((w) => w.start > today);
  return {
    divisionIds: firstDivisionId === undefined ? [] : [String(firstDivisionId)],
    gamesPerTeam: RULEBOOK_GAMES,
    minRestDays: 1,
    weeks: (ahead.length > 0 ? ahead : weeks).map((w) => String(w.week)),
    fields: {},
    teamDates: [],
  };
}

/** A field with no slots chosen yet: the season's weekend days and two weekday evenings, four start times. */
export function defaultSlots(season: SeasonInfo): FieldSlots {
  const days = [...new Set([...season.weekendDays.map(String), ...WEEKDAY_EVENINGS])].sort();
  return { used: true, days, times: DEFAULT_TIMES, blackouts: [] };
}

export const slotsOf = (settings: GeneratorSettings, season: SeasonInfo, fieldId: number) => settings.fields[fieldId] ?? defaultSlots(season);

/** The fields every chosen division may play on (those a game of it may be booked on), each once, by name. */
export function fieldsOfDivisions(lists: (Field[] | undefined)[]): Field[] {
  const byId = new Map(lists.flatMap((list) => list ?? []).map((f) => [f.id, f]));
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export const gameBody = ({ homeTeamId, awayTeamId, fieldId, date, time }: ProposedGameBody): ProposedGameBody => ({
  homeTeamId,
  awayTeamId,
  fieldId,
  date,
  time,
});

/**
 * How the administrator has kept a game of the proposal: as proposed and locked, moved, or added to
 * the schedule already (still sent as locked, so its teams' games count it and it is not proposed again).
 */
export type Kept = 'locked' | 'changed' | 'accepted';

export interface ProposalRow extends ProposedGame {
  kept: Kept | null;
  /** The id the schedule gave the game when it was accepted. */
  gameId?: number;
}

type Slot = Pick<ProposedGameBody, 'homeTeamId' | 'awayTeamId' | 'date' | 'time'> & { fieldId: number | null };

export const rowKey = (g: Slot) => `${g.homeTeamId}-${g.awayTeamId}-${g.fieldId}-${g.date}-${g.time}`;

/**
 * The ids of the games an accept booked, by the `rowKey` of the proposed game each one is: the
 * accept answers the games as the schedule lists them, not in the order they were sent.
 */
export function bookedIds(games: Game[], timeZone: string): Map<string, number> {
  return new Map(games.map((game) => [rowKey(leagueSlot(game, timeZone)), game.id]));
}

/** The request for the form's settings, with the games the administrator keeps. */
export function proposalRequest(settings: GeneratorSettings, season: SeasonInfo, fields: Field[], kept: ProposalRow[], teamIds: Set<number>): ProposalRequest {
  return {
    divisionIds: settings.divisionIds.map(Number),
    gamesPerTeam: settings.gamesPerTeam,
    minRestDays: settings.minRestDays,
    weeks: settings.weeks.map(Number).sort((a, b) => a - b),
    fields: fields.flatMap((field) => {
      const slots = slotsOf(settings, season, field.id);
      return slots.used ? [{ fieldId: field.id, days: slots.days.map(Number), times: slots.times, blackouts: slots.blackouts }] : [];
    }),
    teamBlackouts: settings.teamDates.flatMap(({ teamId, dates }) =>
      teamId !== null && teamIds.has(Number(teamId)) && dates.length > 0 ? [{ teamId: Number(teamId), dates }] : [],
    ),
    locked: kept.map(gameBody),
  };
}

/** The proposal's games as rows: a game sent back as kept stays marked as the administrator kept it. */
export function rowsOf(games: ProposedGame[], kept: ProposalRow[]): ProposalRow[] {
  const how = new Map(kept.map((row) => [rowKey(row), row]));
  return games.map((game) => {
    const before = game.locked ? how.get(rowKey(game)) : undefined;
    return { ...game, kept: game.locked ? (before?.kept ?? 'locked') : null, gameId: before?.gameId };
  });
}
