import { addDays, format, parseISO } from 'date-fns';
import { hasResult, STATUS_LABELS } from '../../../shared/game-status';
import { leagueClock, leagueDate, localToUtcIso } from '../../../shared/league-time';
import type { GameStatus } from '../../../shared/schemas/game';
import type { BulkAction, BulkSelection } from '../../../shared/schemas/bulk-change';
import { toBool } from '../../db/schema';
import type { GameOfDay } from './bulk-repo';

/** Where, when and in what status a game is. */
export interface GameState {
  scheduledTime: string;
  timeTbd: boolean;
  fieldId: number | null;
  status: GameStatus;
}

export interface PlannedGame {
  game: GameOfDay;
  before: GameState;
  /** Null when the action leaves the game as it is. */
  after: GameState | null;
  unchanged: string | null;
}

/** The instants a league day starts and ends at. */
export function dayBounds(date: string, timeZone: string): { from: string; to: string } {
  const next = format(addDays(parseISO(date), 1), 'yyyy-MM-dd');
  return { from: localToUtcIso(date, '00:00', timeZone), to: localToUtcIso(next, '00:00', timeZone) };
}

/** A time range keeps the games starting within it; a game whose time is to be determined has none. */
export function withinTimeRange(game: GameOfDay, selection: BulkSelection, timeZone: string): boolean {
  if (selection.from === undefined && selection.to === undefined) return true;
  if (toBool(game.time_tbd)) return false;
  const clock = leagueClock(game.scheduled_time, timeZone);
  return (selection.from === undefined || clock >= selection.from) && (selection.to === undefined || clock < selection.to);
}

const stateOf = (game: GameOfDay): GameState => ({
  scheduledTime: game.scheduled_time,
  timeTbd: toBool(game.time_tbd),
  fieldId: game.field_id,
  status: game.status,
});

/** The same time of day on another day, shifted; a game whose time is to be determined keeps it so on the new day. */
function movedTime(before: GameState, action: Extract<BulkAction, { kind: 'move' }>, timeZone: string): string {
  const date = action.toDate ?? leagueDate(before.scheduledTime, timeZone);
  if (before.timeTbd) return localToUtcIso(date, '00:00', timeZone);
  const start = Date.parse(localToUtcIso(date, leagueClock(before.scheduledTime, timeZone), timeZone));
  return new Date(start + (action.shiftMinutes ?? 0) * 60_000).toISOString();
}

const same = (a: GameState, b: GameState) => Date.parse(a.scheduledTime) === Date.parse(b.scheduledTime) && a.fieldId === b.fieldId && a.status === b.status;

const REINSTATE_FIRST = 'Cancelled: reinstate the game to change it';

/**
 * What the action does to one game. A game with a result (completed, or its score disputed) keeps
 * its date and status; a cancelled game stays cancelled (reinstating it is a correction with its
 * own reason, decision 0044); a moved game is scheduled at its new time.
 */
export function planGame(game: GameOfDay, action: BulkAction, timeZone: string): PlannedGame {
  const before = stateOf(game);
  const keep = (unchanged: string): PlannedGame => ({ game, before, after: null, unchanged });
  if (hasResult(before.status)) return keep(`${STATUS_LABELS[before.status]}: a game with a result keeps its date and status`);
  switch (action.kind) {
    case 'cancel':
      return before.status === 'cancelled' ? keep('Already cancelled') : { game, before, after: { ...before, status: 'cancelled' }, unchanged: null };
    case 'rescheduling':
      if (before.status === 'cancelled') return keep(REINSTATE_FIRST);
      return before.status === 'rescheduling'
        ? keep('Already being rescheduled')
        : { game, before, after: { ...before, status: 'rescheduling' }, unchanged: null };
    case 'move': {
      if (before.status === 'cancelled') return keep(REINSTATE_FIRST);
      const fieldMove = action.fields?.find((f) => f.from === before.fieldId);
      const after: GameState = {
        scheduledTime: movedTime(before, action, timeZone),
        timeTbd: before.timeTbd,
        fieldId: fieldMove ? fieldMove.to : before.fieldId,
        status: 'scheduled',
      };
      return same(before, after) ? keep('Already there') : { game, before, after, unchanged: null };
    }
  }
}
