import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { addDays, parseISO } from 'date-fns';
import ical, { ICalEventStatus, type ICalEventData } from 'ical-generator';
import { gameTimeLabel } from '../../../shared/game-display';
import { STATUS_LABELS } from '../../../shared/game-status';
import { leagueDate } from '../../../shared/league-time';
import { isoDate, PHASE_LABELS, weekOfDate, type Season } from '../../../shared/season';
import { toBool } from '../../db/schema';
import type { FeedGameRow } from './repo';

/** What every event of a feed shares: the season's clock and weeks, the game length, the league's address. */
export interface FeedSetting {
  season: Pick<Season, 'id' | 'timeZone' | 'weeks'> & { current: boolean };
  gameMinutes: number;
  /** The league's address (PUBLIC_URL): events link to the schedule, and their UIDs carry its host. */
  publicUrl: string;
}

export interface Feed {
  /** The calendar's name, as a calendar app lists it. */
  name: string;
  games: readonly FeedGameRow[];
}

/** Calendar apps are asked to look for changes hourly (they may take longer). */
const REFRESH_SECONDS = 3600;

/** A day as an all-day event's date: its calendar date, whatever the process's time zone. */
const dayOf = (localDate: string) => new Date(`${localDate}T00:00:00Z`);
const dayAfter = (localDate: string) => dayOf(isoDate(addDays(parseISO(localDate), 1)));

/**
 * When the event is: a game with a time at its time on the league's clock, for the league's game
 * length; one whose time is to be decided all day on its date; one whose date is to be decided
 * across the week it is meant for (its placeholder day when that is outside the season's weeks).
 */
function timing(game: FeedGameRow, setting: FeedSetting): Pick<ICalEventData, 'start' | 'end' | 'allDay' | 'timezone'> {
  const { timeZone } = setting.season;
  const day = leagueDate(game.scheduled_time, timeZone);
  if (toBool(game.date_tbd)) {
    const week = weekOfDate(setting.season, day);
    return { allDay: true, start: dayOf(week?.start ?? day), end: dayAfter(week?.end ?? day) };
  }
  if (toBool(game.time_tbd)) return { allDay: true, start: dayOf(day), end: dayAfter(day) };
  const start = new TZDate(game.scheduled_time, timeZone);
  return { start, end: new TZDate(start.getTime() + setting.gameMinutes * 60_000, timeZone), timezone: timeZone };
}

function isFinal(game: FeedGameRow): game is FeedGameRow & { home_score: number; away_score: number } {
  return game.status === 'completed' && game.home_score !== null && game.away_score !== null;
}

/** "10U: Harbor Mavericks @ Highland Falcons", with the score once final and what is still open. */
function summaryOf(game: FeedGameRow): string {
  const teams = isFinal(game) ? `${game.away_name} ${game.away_score} @ ${game.home_name} ${game.home_score}` : `${game.away_name} @ ${game.home_name}`;
  const dateTbd = toBool(game.date_tbd);
  const open = game.status === 'scheduled' ? gameTimeLabel({ dateTbd, timeTbd: dateTbd || toBool(game.time_tbd) }, '') : STATUS_LABELS[game.status];
  const note = isFinal(game) ? 'Final' : open;
  return `${game.division_name}: ${teams}${note ? ` (${note})` : ''}`;
}

function resultLines(game: FeedGameRow): string[] {
  if (isFinal(game)) {
    const forfeit = game.forfeited_by === null ? [] : [`Forfeit by ${game.forfeited_by === 'home' ? game.home_name : game.away_name}`];
    return [`Final: ${game.away_name} ${game.away_score}, ${game.home_name} ${game.home_score}`, ...forfeit];
  }
  switch (game.status) {
    case 'cancelled':
      return ['This game is cancelled.'];
    case 'rescheduling':
      return ['This game is being rescheduled: its new date is still to be set.'];
    case 'score_disputed':
      return ['The score is disputed: the league office is settling it.'];
    default:
      if (toBool(game.date_tbd)) return ['The date and time are still to be decided.'];
      return toBool(game.time_tbd) ? ['The start time is still to be decided.'] : [];
  }
}

function descriptionOf(game: FeedGameRow, scheduleUrl: string): string {
  const field = game.field_name === null ? ['Field: to be decided'] : [`Field: ${game.field_name}, ${game.field_address ?? ''}`];
  const instructions = game.field_instructions ? [`Field instructions: ${game.field_instructions}`] : [];
  return [`${game.division_name}, ${PHASE_LABELS[game.phase]}`, ...resultLines(game), ...field, ...instructions, `Schedule: ${scheduleUrl}`].join('\n');
}

function statusOf(game: FeedGameRow): ICalEventStatus {
  if (game.status === 'cancelled') return ICalEventStatus.CANCELLED;
  if (game.status === 'rescheduling' || toBool(game.date_tbd) || toBool(game.time_tbd)) return ICalEventStatus.TENTATIVE;
  return ICalEventStatus.CONFIRMED;
}

/**
 * A feed as iCalendar text. It holds nothing but what the games hold (no clock reading), so the
 * same games give the same bytes in every process: the ETag is stable and calendar apps that ask
 * again get 304.
 */
export function icsOf(feed: Feed, setting: FeedSetting): string {
  const { season, publicUrl } = setting;
  const host = new URL(publicUrl).hostname;
  const calendar = ical({
    name: feed.name,
    prodId: { company: 'Dugout', product: 'League calendar', language: 'EN' },
    // Only the generator: a calendar-wide zone would write DTSTAMP in it, where it must be UTC.
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: REFRESH_SECONDS,
    x: [['X-WR-TIMEZONE', season.timeZone]],
  });
  for (const game of feed.games) {
    const scheduleUrl = `${publicUrl}/schedule/${game.home_division_id}${season.current ? '' : `?season=${season.id}`}`;
    calendar.createEvent({
      id: `game-${game.id}@${host}`,
      sequence: game.sequence,
      stamp: game.updated_at,
      lastModified: game.updated_at,
      ...timing(game, setting),
      status: statusOf(game),
      summary: summaryOf(game),
      description: descriptionOf(game, scheduleUrl),
      location: game.field_name === null ? null : { title: game.field_name, address: game.field_address ?? undefined },
      url: scheduleUrl,
    });
  }
  return calendar.toString();
}
