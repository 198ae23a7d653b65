import type { AppContext } from '../../context';
import { write } from '../../db/write';
import { gameNamer, storeNotices, type Told } from './notices-store';
import { overdueGames } from './overdue-games';
import { gameRows, insertReminders, remindersSent, staffOfTeams } from './repo';

/**
 * Games overdue for longer than this get no reminder: a league that starts using Dugout's mail, or
 * a game left overdue for days, is the league office's to see to (the daily list), not a late nag.
 */
export const REMINDER_WINDOW_DAYS = 7;
/** The most games reminded of in one run; the rest follow in the next. */
const GAMES_PER_RUN = 1000;

type Side = 'home' | 'away';

/**
 * The 24-hour rule: a day after a game's time, the coaches of a side that has not reported its
 * score get one reminder (kind: reminders), mailed by the digest job. Each reminder is recorded
 * with the game's time then, so it goes out once, and again only if the game is moved and falls
 * overdue at its new time. Answers how many sides were reminded.
 */
export async function remindLateScores(ctx: AppContext): Promise<number> {
  const { db } = ctx.handle;
  const now = ctx.now();
  const { games } = await overdueGames(db, now, { sinceDays: REMINDER_WINDOW_DAYS, limit: GAMES_PER_RUN });
  const missing = games.flatMap((g) => [
    ...(g.homeScoreVerified ? [] : [{ game: g, side: 'home' as Side }]),
    ...(g.awayScoreVerified ? [] : [{ game: g, side: 'away' as Side }]),
  ]);
  if (missing.length === 0) return 0;

  return write(ctx, [], async (trx) => {
    const ids = [...new Set(missing.map((m) => m.game.id))];
    const sent = new Set((await remindersSent(trx, ids)).map((r) => `${r.game_id}:${r.side}:${r.scheduled_time}`));
    const due = missing.filter(({ game, side }) => !sent.has(`${game.id}:${side}:${game.scheduledTime}`));
    if (due.length === 0) return 0;
    const rows = await gameRows(
      trx,
      due.map((d) => d.game.id),
    );
    const row = new Map(rows.map((r) => [r.id, r]));
    const lineOf = await gameNamer(trx, rows);
    const teamOf = (gameId: number, side: Side) => {
      const game = row.get(gameId);
      return game === undefined ? -1 : side === 'home' ? game.home_team_id : game.away_team_id;
    };
    const staff = await staffOfTeams(
      trx,
      due.map((d) => teamOf(d.game.id, d.side)),
    );
    const told: Told[] = [];
    for (const { game, side } of due) {
      const gameRow = row.get(game.id);
      if (!gameRow) continue;
      const line = lineOf(gameRow);
      const team = side === 'home' ? line.home : line.away;
      for (const coach of staff.filter((s) => s.team_id === teamOf(game.id, side))) {
        told.push({ userId: coach.user_id, kind: 'reminders', gameId: game.id, notice: { type: 'reminder', game: line, team, side } });
      }
    }
    await storeNotices(trx, told, now);
    await insertReminders(
      trx,
      due.map(({ game, side }) => ({ game_id: game.id, side, scheduled_time: game.scheduledTime, sent_at: now.toISOString() })),
    );
    return due.length;
  });
}
