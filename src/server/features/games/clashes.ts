import type { Kysely } from 'kysely';
import { clashBetween, FIELD_CLASH_HINT, type Booking, type ClashKind } from '../../../shared/clashes';
import { leagueDate } from '../../../shared/league-time';
import { toBool, type Database } from '../../db/schema';
import { conflict } from '../../errors';
import { gameLengthMinutes } from '../settings/service';
import type { SeasonClash } from '../../../shared/schemas/game-admin';
import { holdersBetween, holdersOfSeason, sameMatchupTimeTbd, type SlotHolder } from './clash-repo';
import { formattedTime } from '../../../shared/game-display';

/** Where and when a game is (to be) played. */
interface GameSlot {
  homeTeamId: number;
  awayTeamId: number;
  fieldId: number | null;
  /** ISO instant; the day's start in the league's time zone when the time is to be determined. */
  scheduledTime: string;
  dateTbd: boolean;
  timeTbd: boolean;
}

interface Clash {
  kind: ClashKind;
  /** The game already on the schedule. */
  other: SlotHolder;
}

function bookingOf(slot: GameSlot, timeZone: string): Booking {
  return {
    homeTeamId: slot.homeTeamId,
    awayTeamId: slot.awayTeamId,
    fieldId: slot.fieldId,
    start: slot.dateTbd || slot.timeTbd ? null : Date.parse(slot.scheduledTime),
    date: slot.dateTbd ? null : leagueDate(slot.scheduledTime, timeZone),
  };
}

/** Where and when a stored game is played. */
export function slotOfGame(row: Pick<SlotHolder, 'home_team_id' | 'away_team_id' | 'field_id' | 'scheduled_time' | 'date_tbd' | 'time_tbd'>): GameSlot {
  return {
    homeTeamId: row.home_team_id,
    awayTeamId: row.away_team_id,
    fieldId: row.field_id,
    scheduledTime: row.scheduled_time,
    dateTbd: toBool(row.date_tbd),
    timeTbd: toBool(row.time_tbd),
  };
}

const SEVERITY: Record<ClashKind, number> = { duplicate: 0, team: 1, field: 2 };

/** A minute's slack each way: the exact overlap is decided on the instants, not on stored text. */
const SLACK_MS = 60_000;

/** The clashes a game would have with the games on the schedule, the worst first. */
async function clashesOf(
  db: Kysely<Database>,
  slot: GameSlot,
  context: { timeZone: string; lengthMinutes: number; excludeGameIds?: readonly number[] },
): Promise<Clash[]> {
  if (slot.dateTbd) return [];
  const excludeGameIds = context.excludeGameIds ?? [];
  const start = Date.parse(slot.scheduledTime);
  const reach = context.lengthMinutes * 60_000 + SLACK_MS;
  const holders = slot.timeTbd
    ? await sameMatchupTimeTbd(db, { ...slot, excludeGameIds })
    : await holdersBetween(db, {
        from: new Date(start - reach).toISOString(),
        to: new Date(start + reach).toISOString(),
        teamIds: [slot.homeTeamId, slot.awayTeamId],
        fieldIds: slot.fieldId === null ? [] : [slot.fieldId],
        excludeGameIds,
      });
  const booking = bookingOf(slot, context.timeZone);
  return holders
    .flatMap((other) => {
      const kind = clashBetween(booking, bookingOf(slotOfGame(other), context.timeZone), context.lengthMinutes);
      return kind ? [{ kind, other }] : [];
    })
    .sort((a, b) => SEVERITY[a.kind] - SEVERITY[b.kind] || a.other.id - b.other.id);
}

/** The name of the team of `other` that also plays in the game of these teams. */
function sharedTeamName(teamIds: readonly number[], other: { homeTeamId: number; homeName: string; awayName: string }): string {
  return teamIds.includes(other.homeTeamId) ? other.homeName : other.awayName;
}

const namesOf = (game: SlotHolder) => ({ homeTeamId: game.home_team_id, homeName: game.home_name, awayName: game.away_name });

/** '2 hours', '90 minutes', '2 hours 30 minutes'. */
function lengthText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (rest === 0) return hours === 1 ? '1 hour' : `${hours} hours`;
  return hours < 2 ? `${minutes} minutes` : `${hours} hours ${rest} minutes`;
}

/** 'Harbor Mavericks @ Highland Falcons, Sat, May 31, 2025 @ 10:00 AM at Riverside Park (game 12)'. */
function describeGame(game: SlotHolder, timeZone: string): string {
  const when = formattedTime(game.scheduled_time, toBool(game.date_tbd), toBool(game.time_tbd), timeZone);
  const where = game.field_name ? ` at ${game.field_name}` : '';
  return `${game.away_name} @ ${game.home_name}, ${when}${where} (game ${game.id})`;
}

/** What an administrator reads when a game would clash: which game it clashes with, and how. */
function clashMessage(clash: Clash, slot: GameSlot, context: { timeZone: string; lengthMinutes: number }): string {
  const { other } = clash;
  const described = describeGame(other, context.timeZone);
  const within = `within ${lengthText(context.lengthMinutes)} of this game`;
  switch (clash.kind) {
    case 'duplicate':
      return `This game is already on the schedule: ${described}`;
    case 'team':
      return `${sharedTeamName([slot.homeTeamId, slot.awayTeamId], namesOf(other))} already plays ${within}: ${described}`;
    case 'field':
      return `${other.field_name ?? 'The field'} already hosts a game ${within}: ${described}. ${FIELD_CLASH_HINT}`;
  }
}

/**
 * Refuses a game that would put a team in two games at once or repeat a game on the schedule, and
 * one that would share its field with another game unless the administrator allows it (a field
 * with a second diamond). Answers the games whose field clash was allowed, for the audit log.
 * `fieldOnly` checks the field alone (a game moved to another field, its teams and time kept).
 */
export async function requireNoClash(
  db: Kysely<Database>,
  slot: GameSlot,
  options: { timeZone: string; excludeGameId?: number; allowFieldClash?: boolean; fieldOnly?: boolean },
): Promise<number[]> {
  const lengthMinutes = await gameLengthMinutes(db);
  const context = { timeZone: options.timeZone, lengthMinutes };
  const found = await clashesOf(db, slot, { ...context, excludeGameIds: options.excludeGameId === undefined ? [] : [options.excludeGameId] });
  // A change of field alone answers only for the field: the teams and the time stay as they were.
  const clashes = options.fieldOnly === true ? found.filter((c) => c.kind === 'field') : found;
  const refused = clashes.find((c) => c.kind !== 'field' || options.allowFieldClash !== true);
  if (refused) throw conflict(clashMessage(refused, slot, context));
  return clashes.map((c) => c.other.id);
}

/** A game of a pasted schedule, with the names its clash messages use. */
export interface PastedGame {
  line: number;
  slot: GameSlot;
  homeTeamName: string;
  awayTeamName: string;
  fieldName: string | null;
}

/** A clash of a pasted line: how, and with which game on the schedule or which earlier line. */
export interface PasteClash {
  line: number;
  kind: ClashKind;
  reason: string;
  with: { gameId: number } | { line: number };
}

/**
 * Every clash of a paste's games with the games on the schedule and with the paste's earlier
 * lines, one problem each, on the line that would cause it. Exact repeats are the schedule text
 * check's to report (shared/schedule-text.ts) unless `repeats` asks for them here. `where` names
 * the earlier game's place ('on line 3' by default). Games in `excludeGameIds` are not on the
 * schedule for this check (games that the paste itself moves).
 */
export async function clashesOfPaste(
  db: Kysely<Database>,
  pasted: readonly PastedGame[],
  timeZone: string,
  options: { repeats?: boolean; where?: (line: number) => string; excludeGameIds?: readonly number[] } = {},
): Promise<PasteClash[]> {
  const repeats = options.repeats === true;
  const where = options.where ?? ((line: number) => `on line ${line}`);
  const timed = pasted.filter((p) => !p.slot.dateTbd && !p.slot.timeTbd);
  if (timed.length === 0) return [];
  const lengthMinutes = await gameLengthMinutes(db);
  const context = { timeZone, lengthMinutes };
  const starts = timed.map((p) => Date.parse(p.slot.scheduledTime));
  const reach = lengthMinutes * 60_000 + SLACK_MS;
  const holders = await holdersBetween(db, {
    from: new Date(Math.min(...starts) - reach).toISOString(),
    to: new Date(Math.max(...starts) + reach).toISOString(),
    teamIds: [...new Set(timed.flatMap((p) => [p.slot.homeTeamId, p.slot.awayTeamId]))],
    fieldIds: [...new Set(timed.flatMap((p) => (p.slot.fieldId === null ? [] : [p.slot.fieldId])))],
    excludeGameIds: options.excludeGameIds ?? [],
  });
  const within = `within ${lengthText(lengthMinutes)} of this game`;
  // Each game's booking once: the comparisons below are every line against every other.
  const holderBookings = holders.map((other) => bookingOf(slotOfGame(other), timeZone));
  const bookings = timed.map((game) => bookingOf(game.slot, timeZone));
  const problems: PasteClash[] = [];
  timed.forEach((game, index) => {
    const booking = bookings[index]!;
    holders.forEach((other, at) => {
      const kind = clashBetween(booking, holderBookings[at]!, lengthMinutes);
      if (kind && (kind !== 'duplicate' || repeats)) {
        problems.push({ line: game.line, kind, reason: clashMessage({ kind, other }, game.slot, context), with: { gameId: other.id } });
      }
    });
    timed.slice(0, index).forEach((earlier, at) => {
      const kind = clashBetween(booking, bookings[at]!, lengthMinutes);
      const clash = { line: game.line, with: { line: earlier.line } };
      if (kind === 'team') {
        const names = { homeTeamId: earlier.slot.homeTeamId, homeName: earlier.homeTeamName, awayName: earlier.awayTeamName };
        problems.push({
          ...clash,
          kind,
          reason: `${sharedTeamName([game.slot.homeTeamId, game.slot.awayTeamId], names)} already plays ${within}, ${where(earlier.line)}`,
        });
      } else if (kind === 'field') {
        problems.push({ ...clash, kind, reason: `${earlier.fieldName ?? 'The field'} already hosts the game ${where(earlier.line)} ${within}` });
      } else if (kind === 'duplicate' && repeats) {
        problems.push({ ...clash, kind, reason: `The same game is ${where(earlier.line)}` });
      }
    });
  });
  return problems;
}

/**
 * Every pair of the season's games that double-book a team or a field, as the schedule stands (a
 * field clash allowed when it was booked is listed too: the list is for checking).
 */
export async function seasonClashes(db: Kysely<Database>, season: { id: number; timeZone: string }): Promise<SeasonClash[]> {
  const lengthMinutes = await gameLengthMinutes(db);
  const games = await holdersOfSeason(db, season.id);
  const { timeZone } = season;
  const length = `within ${lengthText(lengthMinutes)}`;
  const bookings = games.map((game) => bookingOf(slotOfGame(game), timeZone));
  const starts = games.map((game) => Date.parse(game.scheduled_time));
  const clashes: SeasonClash[] = [];
  games.forEach((first, index) => {
    for (let next = index + 1; next < games.length; next++) {
      // In order of time: a game starting a whole length later, or more, clashes with nothing.
      if (starts[next]! - starts[index]! >= lengthMinutes * 60_000) break;
      const kind = clashBetween(bookings[index]!, bookings[next]!, lengthMinutes);
      if (!kind) continue;
      const second = games[next]!;
      const both = `${describeGame(first, timeZone)} and ${describeGame(second, timeZone)}`;
      const message =
        kind === 'duplicate'
          ? `The same game twice: ${both}`
          : kind === 'team'
            ? `${sharedTeamName([first.home_team_id, first.away_team_id], namesOf(second))} plays two games ${length}: ${both}`
            : `${first.field_name ?? 'A field'} hosts two games ${length}: ${both}`;
      clashes.push({ kind, gameIds: [first.id, second.id], message });
    }
  });
  return clashes;
}
