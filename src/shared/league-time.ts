import { TZDate } from '@date-fns/tz';

/** Games are wall-clock events in the league's time zone; storage is UTC. */
export function localToUtcIso(localDate: string, localTime: string, timeZone: string): string {
  const [y, m, d] = localDate.split('-').map(Number);
  const [hh, mm] = localTime.split(':').map(Number);
  const zoned = new TZDate(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0, timeZone);
  return new Date(zoned.getTime()).toISOString();
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  weekday: string;
  hour: number;
  minute: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const formatters = new Map<string, Intl.DateTimeFormat>();
/** Games share start times: the clock of an instant is remembered (a few thousand at most). */
const clocks = new Map<string, WallClock>();
const MAX_CLOCKS = 5000;

/** The wall clock in a time zone at an instant. One formatter per zone, made once: thousands of games format fast. */
function wallClock(utcIso: string, timeZone: string): WallClock {
  const key = `${timeZone} ${utcIso}`;
  const known = clocks.get(key);
  if (known) return known;
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const clock: WallClock = { year: 0, month: 1, day: 1, weekday: '', hour: 0, minute: 0 };
  for (const part of formatter.formatToParts(new Date(utcIso))) {
    if (part.type === 'weekday') clock.weekday = part.value;
    else if (part.type === 'year' || part.type === 'month' || part.type === 'day' || part.type === 'hour' || part.type === 'minute') {
      clock[part.type] = Number(part.value);
    }
  }
  if (clocks.size >= MAX_CLOCKS) clocks.clear();
  clocks.set(key, clock);
  return clock;
}

const two = (n: number) => String(n).padStart(2, '0');

const TOKENS: Record<string, (c: WallClock) => string> = {
  yyyy: (c) => String(c.year),
  MMM: (c) => MONTHS[c.month - 1] ?? '',
  MM: (c) => two(c.month),
  dd: (c) => two(c.day),
  d: (c) => String(c.day),
  EEE: (c) => c.weekday,
  HH: (c) => two(c.hour),
  h: (c) => String(c.hour % 12 === 0 ? 12 : c.hour % 12),
  mm: (c) => two(c.minute),
  a: (c) => (c.hour < 12 ? 'AM' : 'PM'),
};
const TOKEN = /yyyy|MMM|MM|dd|d|EEE|HH|h|mm|a/g;

/**
 * An instant as league-local text, with the date-fns tokens the product uses: yyyy, MMM, MM, dd,
 * d, EEE, HH, h, mm, a (e.g. 'EEE, MMM d, yyyy @ h:mm a'). Other letters are taken as they are.
 */
export function formatLeague(utcIso: string, timeZone: string, pattern: string): string {
  const clock = wallClock(utcIso, timeZone);
  return pattern.replace(TOKEN, (token) => TOKENS[token]?.(clock) ?? token);
}

export function leagueDate(utcIso: string, timeZone: string): string {
  return formatLeague(utcIso, timeZone, 'yyyy-MM-dd');
}

export function leagueClock(utcIso: string, timeZone: string): string {
  return formatLeague(utcIso, timeZone, 'HH:mm');
}

/** 'HH:mm' as '6:00 PM'. */
export function clockLabel(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

const zoneNames = new Map<string, Intl.DateTimeFormat>();

/** A time zone's short name at an instant, as people in it read it: 'EDT', 'CST'; elsewhere 'GMT+2'. */
export function zoneAbbreviation(utcIso: string, timeZone: string): string {
  let formatter = zoneNames.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
    zoneNames.set(timeZone, formatter);
  }
  return formatter.formatToParts(new Date(utcIso)).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * A game's clock in the league's time zone ('6:00 PM'), naming the zone ('6:00 PM EDT') when a
 * clock in the viewer's zone would read otherwise at that instant. `viewerZone` null: unknown (as
 * on the server), the zone is not named.
 */
export function clockForViewer(utcIso: string, timeZone: string, viewerZone: string | null): string {
  const clock = formatLeague(utcIso, timeZone, 'h:mm a');
  if (viewerZone === null || viewerZone === timeZone) return clock;
  const sameWallClock = formatLeague(utcIso, viewerZone, 'yyyy-MM-dd HH:mm') === formatLeague(utcIso, timeZone, 'yyyy-MM-dd HH:mm');
  return sameWallClock ? clock : `${clock} ${zoneAbbreviation(utcIso, timeZone)}`;
}

/** A timed game's teams and field, with its date and start time on the league's clock. */
export function leagueSlot<T extends { homeTeamId: number; awayTeamId: number; fieldId: number | null; scheduledTime: string }>(game: T, timeZone: string) {
  return {
    homeTeamId: game.homeTeamId,
    awayTeamId: game.awayTeamId,
    fieldId: game.fieldId,
    date: leagueDate(game.scheduledTime, timeZone),
    time: leagueClock(game.scheduledTime, timeZone),
  };
}
