import { describe, expect, it } from 'vitest';
import type { Game } from '../../../shared/schemas/game';
import { connectDatabase } from '../../db/connect';
import { write } from '../../db/write';
import { retryKeptMail } from '../../jobs/mail-retry';
import { createMailer } from '../../mail/mailer';
import { recipientsOf, sortedUnique, withGameMail } from '../../test/game-mail';
import { testEngines } from '../../test/harness';
import { startMailCatcher } from '../../test/mail-catcher';
import { LONGEST_WAIT_MS, QUIET_MS, runDigests, sendDigests } from './digest';
import { recordGameChanges } from './service';

const MINUTE = 60_000;
const later = (game: Game, minutes: number) => new Date(new Date(game.scheduledTime).getTime() + minutes * MINUTE).toISOString();

describe.each(testEngines())('one mail for many changes, on %s', (engine) => {
  const m = withGameMail(engine);
  const move = async (game: Game, minutes: number) => {
    const body = {
      homeTeamId: game.homeTeamId,
      awayTeamId: game.awayTeamId,
      fieldId: game.fieldId,
      scheduledTime: later(game, minutes),
      allowFieldClash: true,
    };
    const response = await m.send('PATCH', `/api/games/${game.id}`, m.admin, body);
    expect(response.statusCode, response.body).toBe(200);
  };
  /** Games of one team, each against another team. */
  const gamesOfOneTeam = async (count: number) => {
    const [first] = await m.unreportedGames(1);
    if (!first) throw new Error('no game');
    const team = first.homeTeamId;
    const rest = await m.unreportedGames(count - 1, (g) => g.homeTeamId === team || g.awayTeamId === team);
    return { team, games: [first, ...rest] };
  };

  it("many changes to one coach's games within the quiet period go out as one mail; a change after it starts a new one", async () => {
    const { team, games } = await gamesOfOneTeam(4);
    const coaches = await m.staffAddresses(team);
    const toCoaches = (mails: { to: string[] }[]) => mails.filter((mail) => mail.to.some((to) => coaches.includes(to)));
    const earlier = [];
    for (const game of games) {
      await move(game, 20);
      m.pass(2 * MINUTE);
      // The other teams' coaches, with one game each, get theirs once it has been quiet for them.
      const sent = await m.digestNow();
      expect(toCoaches(sent), "still changing the team's games: nothing goes out to its coaches yet").toEqual([]);
      earlier.push(...sent);
    }
    const mails = [...earlier, ...(await m.afterQuietPeriod())];
    for (const coach of coaches) {
      const theirs = mails.filter((mail) => mail.to.includes(coach));
      expect(theirs, coach).toHaveLength(1);
      expect(theirs[0]?.subject).toBe('Changes to 4 of your games');
      for (const game of games) expect(theirs[0]?.text).toContain(`${game.awayTeam.name} @ ${game.homeTeam.name}`);
      expect(theirs[0]?.html.match(/<tr>/g)).toHaveLength(5);
    }
    expect(recipientsOf(mails), 'one mail to each coach of any of these games').toEqual(
      sortedUnique((await Promise.all(games.flatMap((g) => [m.staffAddresses(g.homeTeamId), m.staffAddresses(g.awayTeamId)]))).flat()),
    );

    const [next] = games;
    if (!next) throw new Error('no game');
    await move(next, 40);
    const again = await m.afterQuietPeriod();
    expect(again.filter((mail) => mail.to.includes(coaches[0] ?? ''))).toHaveLength(1);
    expect(again[0]?.subject).toBe(`Game moved: ${next.awayTeam.name} @ ${next.homeTeam.name}`);
  });

  it('a game moved twice reads as one move from where it was; a game moved back where it was is left out', async () => {
    const [twice, back] = await m.unreportedGames(2);
    if (!twice || !back) throw new Error('no games');
    await move(twice, 15);
    await move(twice, 45);
    await move(back, 15);
    await move(back, 0);
    const mails = await m.afterQuietPeriod();
    const moved = await m.game(twice.id);
    const aboutTwice = mails.filter((mail) => mail.text.includes(`${twice.awayTeam.name} @ ${twice.homeTeam.name}`));
    expect(aboutTwice.length).toBeGreaterThan(0);
    for (const mail of aboutTwice) {
      expect(mail.text).toContain(`Moved. It was ${twice.formattedTime}, at ${twice.field?.name}.`);
      expect(mail.text).toContain(moved.formattedTime);
      expect(mail.text.match(/Moved\./g)).toHaveLength(1);
    }
    const onlyBack = sortedUnique([...(await m.staffAddresses(back.homeTeamId)), ...(await m.staffAddresses(back.awayTeamId))]).filter(
      (coach) => !aboutTwice.some((mail) => mail.to.includes(coach)),
    );
    expect(mails.filter((mail) => mail.to.some((to) => onlyBack.includes(to)))).toEqual([]);
  });

  it('changes that keep coming are mailed 30 minutes after the first, and the rest after their own quiet period', async () => {
    const { team, games } = await gamesOfOneTeam(2);
    const [game] = games;
    if (!game) throw new Error('no game');
    const coach = (await m.staffAddresses(team))[0] ?? '';
    const start = m.now().getTime();
    let minutes = 0;
    let sent: Awaited<ReturnType<typeof m.digestNow>> = [];
    while (sent.length === 0) {
      minutes += 3;
      await move(game, minutes);
      m.pass(3 * MINUTE);
      sent = (await m.digestNow()).filter((mail) => mail.to.includes(coach));
    }
    expect(m.now().getTime() - start).toBeGreaterThanOrEqual(LONGEST_WAIT_MS);
    expect(m.now().getTime() - start).toBeLessThan(LONGEST_WAIT_MS + QUIET_MS);
    expect(sent).toHaveLength(1);
    await move(game, minutes + 3);
    expect(
      (await m.afterQuietPeriod()).filter((mail) => mail.to.includes(coach)),
      'the move after the mail comes in the next one',
    ).toHaveLength(1);
  });

  it('a bulk change of 80 games in one transaction mails each coach once', async () => {
    const games = await m.unreportedGames(80);
    await write(m.t.ctx, ['games'], async (trx) => {
      const rows = await trx
        .selectFrom('games')
        .selectAll()
        .where(
          'id',
          'in',
          games.map((g) => g.id),
        )
        .execute();
      const moved = rows.map((row) => ({ ...row, scheduled_time: new Date(new Date(row.scheduled_time).getTime() + 24 * 60 * MINUTE).toISOString() }));
      for (const row of moved) await trx.updateTable('games').set({ scheduled_time: row.scheduled_time }).where('id', '=', row.id).execute();
      await recordGameChanges(
        trx,
        rows.map((before, i) => ({ before, after: moved[i] ?? before })),
        { now: m.now(), actorUserId: null },
      );
    });
    const mails = await m.afterQuietPeriod();
    const coaches = sortedUnique((await Promise.all(games.flatMap((g) => [m.staffAddresses(g.homeTeamId), m.staffAddresses(g.awayTeamId)]))).flat());
    expect(recipientsOf(mails)).toEqual(coaches);
  });

  it('runs once when two processes tick at once', async () => {
    const [game] = await m.unreportedGames(1);
    if (!game) throw new Error('no game');
    await move(game, 25);
    m.pass(QUIET_MS + MINUTE);
    const other = connectDatabase(m.t.ctx.config.DATABASE_URL, engine === 'postgres' ? { schema: m.t.handle.schema, poolSize: 2 } : {});
    try {
      const runs = await Promise.all([runDigests(m.t.ctx, 'process-a'), runDigests({ ...m.t.ctx, handle: other }, 'process-b')]);
      expect(runs.filter((r) => r !== null)).toHaveLength(1);
      expect(recipientsOf(m.newMail())).toEqual(sortedUnique([...(await m.staffAddresses(game.homeTeamId)), ...(await m.staffAddresses(game.awayTeamId))]));
      expect(await runDigests(m.t.ctx, 'process-a'), 'the same minute is not run again').toBeNull();
    } finally {
      await other.close();
    }
  });

  it('a mail server that is down loses nothing: the mail waits in the outbox, its unsubscribe link with it, and goes out when the server is back', async () => {
    const [game] = await m.unreportedGames(1);
    if (!game) throw new Error('no game');
    await move(game, 35);
    m.pass(QUIET_MS + MINUTE);
    const probe = await startMailCatcher();
    const port = Number(new URL(probe.url).port);
    await probe.close();
    const down = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Dugout <no-reply@dugout.local>', db: m.t.handle.db, log: m.t.ctx.log, now: m.now });
    const coaches = sortedUnique([...(await m.staffAddresses(game.homeTeamId)), ...(await m.staffAddresses(game.awayTeamId))]);
    try {
      await m.t.handle.db.deleteFrom('mail_outbox').execute();
      expect(await sendDigests({ ...m.t.ctx, mailer: down })).toBe(coaches.length);
      const kept = await m.t.handle.db.selectFrom('mail_outbox').selectAll().orderBy('to_address').execute();
      expect(kept.map((row) => row.to_address)).toEqual(coaches);
      expect(await m.t.handle.db.selectFrom('notification_events').select('id').execute()).toEqual([]);

      const back = await startMailCatcher(port);
      try {
        expect(await retryKeptMail({ ...m.t.ctx, mailer: down }, 'this process')).toBe(coaches.length);
        expect(recipientsOf(back.messages)).toEqual(coaches);
        for (const mail of back.messages) {
          expect(mail.subject).toBe(`Game moved: ${game.awayTeam.name} @ ${game.homeTeam.name}`);
          expect(mail.headers['list-unsubscribe']).toMatch(/\/api\/mail-preferences\/unsubscribe\?token=\d+\.changes\./);
          expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
        }
      } finally {
        // The mailer's pooled connection first: the server's close waits for it.
        down.close();
        await back.close();
      }
    } finally {
      down.close();
    }
  });
});
