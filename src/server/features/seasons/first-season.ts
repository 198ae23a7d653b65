import { seasonBounds, seasonWeeks, springCalendar } from '../../../shared/season';
import { leagueDate } from '../../../shared/league-time';
import type { AppContext } from '../../context';
import { write } from '../../db/write';
import { seasonValues } from './admin-service';
import { countSeasons, insertSeason, markCurrent } from './repo';

/**
 * A league without a season (a new installation) gets its first one at start: the spring season
 * that has not ended yet, on the spring calendar, in the league's time zone. The administrator
 * renames it or sets its dates in the settings.
 */
export async function ensureFirstSeason(ctx: AppContext): Promise<void> {
  if ((await countSeasons(ctx.handle.db)) > 0) return;
  const timeZone = ctx.config.LEAGUE_TIMEZONE;
  const today = leagueDate(ctx.now().toISOString(), timeZone);
  const thisYear = Number(today.slice(0, 4));
  const thisSpring = springCalendar(thisYear, timeZone);
  const calendar = today <= seasonBounds({ weeks: seasonWeeks(thisSpring) }).last ? thisSpring : springCalendar(thisYear + 1, timeZone);
  const at = ctx.now().toISOString();
  await write(ctx, ['seasons'], async (trx) => {
    if ((await countSeasons(trx)) > 0) return;
    const id = await insertSeason(trx, seasonValues(calendar.firstDay.slice(0, 4), calendar), at);
    await markCurrent(trx, id, at);
  });
}
