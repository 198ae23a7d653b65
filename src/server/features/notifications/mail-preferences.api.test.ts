import { describe, expect, it } from 'vitest';
import type { MailPreferences } from '../../../shared/schemas/notifications';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { recipientsOf, withGameMail } from '../../test/game-mail';
import { errorMessage, json, signIn, testEngines } from '../../test/harness';
import type { CaughtMail } from '../../test/mail-catcher';
import { DISPUTES_ALWAYS } from './preferences-service';
import { unsubscribeToken } from './unsubscribe-token';

const ALL_ON: MailPreferences = { changes: true, scores: true, reminders: true, announcements: true };

/** The link of a mail's List-Unsubscribe header, as a path the test app answers. */
function unsubscribePath(mail: CaughtMail | undefined): string {
  const header = mail?.headers['list-unsubscribe'] ?? '';
  const url = /^<(.+)>$/.exec(header)?.[1];
  if (!url) throw new Error(`no List-Unsubscribe link in '${header}'`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

describe.each(testEngines())('choosing which mails one gets, on %s', (engine) => {
  const m = withGameMail(engine);
  const preferences = async (cookie: string) => json<MailPreferences>(await m.send('GET', '/api/mail-preferences', cookie));
  const preferencesOf = async (userId: number) => {
    const rows = await m.t.handle.db.selectFrom('mail_opt_outs').select('kind').where('user_id', '=', userId).orderBy('kind').execute();
    return rows.map((r) => r.kind);
  };
  /** Moves a game by half an hour; answers it as it was. */
  const moveAGame = async () => {
    const [game] = await m.unreportedGames(1);
    if (!game) throw new Error('no game');
    const scheduledTime = new Date(new Date(game.scheduledTime).getTime() + 30 * 60_000).toISOString();
    const body = { homeTeamId: game.homeTeamId, awayTeamId: game.awayTeamId, fieldId: game.fieldId, scheduledTime, allowFieldClash: true };
    expect((await m.send('PATCH', `/api/games/${game.id}`, m.admin, body)).statusCode).toBe(200);
    return game;
  };

  it('everyone gets every kind until they turn one off on their profile; the change is audited', async () => {
    const coach = await signIn(m.t.app, DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
    expect(await preferences(coach)).toEqual(ALL_ON);
    const changed = await m.send('PATCH', '/api/mail-preferences', coach, { reminders: false });
    expect(json(changed)).toEqual({ ...ALL_ON, reminders: false });
    expect(await preferences(coach)).toEqual({ ...ALL_ON, reminders: false });
    expect(json(await m.send('PATCH', '/api/mail-preferences', coach, { reminders: true, scores: false }))).toEqual({ ...ALL_ON, scores: false });
    const audit = await m.t.handle.db.selectFrom('audit_log').selectAll().where('action', '=', 'user.mail_preferences').orderBy('id').execute();
    expect(audit.map((a) => JSON.parse(a.after_state ?? '{}') as unknown)).toEqual([
      { ...ALL_ON, reminders: false, via: 'profile' },
      { ...ALL_ON, scores: false, via: 'profile' },
    ]);
    expect(json(await m.send('PATCH', '/api/mail-preferences', coach, { scores: true }))).toEqual(ALL_ON);
  });

  it('refuses what is not a choice, and callers who are not signed in', async () => {
    const coach = await signIn(m.t.app, DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
    expect(errorMessage(await m.send('PATCH', '/api/mail-preferences', coach, {}))).toBe('Say which kind of mail to turn on or off');
    expect(errorMessage(await m.send('PATCH', '/api/mail-preferences', coach, { changes: 'no' }))).toBe('changes must be true or false');
    expect((await m.send('GET', '/api/mail-preferences', null)).statusCode).toBe(401);
    expect((await m.send('PATCH', '/api/mail-preferences', null, { changes: false })).statusCode).toBe(401);
  });

  it('league staff cannot turn off mail about a dispute waiting', async () => {
    const ops = await signIn(m.t.app, DEMO_ACCOUNTS.orgAdmin, DEMO_PASSWORDS.org_admin);
    const refused = await m.send('PATCH', '/api/mail-preferences', ops, { disputes: false });
    expect(refused.statusCode).toBe(403);
    expect(errorMessage(refused)).toBe(DISPUTES_ALWAYS);
    expect(json(await m.send('PATCH', '/api/mail-preferences', ops, { disputes: true }))).toEqual(ALL_ON);
  });

  it('a coach asking to turn dispute mail off is told who gets it, and nothing changes', async () => {
    const coach = await signIn(m.t.app, DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
    const refused = await m.send('PATCH', '/api/mail-preferences', coach, { disputes: false, scores: false });
    expect(refused.statusCode).toBe(403);
    expect(errorMessage(refused)).toBe(DISPUTES_ALWAYS);
    expect(json(await m.send('GET', '/api/mail-preferences', coach))).toEqual(ALL_ON);
  });

  it('a coach who turned a kind off gets no mail of it, and still gets the others', async () => {
    const [game] = await m.unreportedGames(1);
    if (!game) throw new Error('no game');
    const away = await m.coachOf(game.awayTeamId);
    const home = await m.coachOf(game.homeTeamId);
    expect((await m.send('PATCH', '/api/mail-preferences', away.cookie, { changes: false })).statusCode).toBe(200);
    const scheduledTime = new Date(new Date(game.scheduledTime).getTime() + 30 * 60_000).toISOString();
    const moved = { homeTeamId: game.homeTeamId, awayTeamId: game.awayTeamId, fieldId: game.fieldId, scheduledTime, allowFieldClash: true };
    expect((await m.send('PATCH', `/api/games/${game.id}`, m.admin, moved)).statusCode).toBe(200);
    const changes = await m.afterQuietPeriod();
    expect(recipientsOf(changes)).toContain(home.email);
    expect(recipientsOf(changes)).not.toContain(away.email);
    expect((await m.send('PATCH', `/api/games/${game.id}/score`, home.cookie, { homeSubmittedScore: 3, awaySubmittedScore: 1 })).statusCode).toBe(200);
    expect(recipientsOf(await m.afterQuietPeriod())).toContain(away.email);
    expect((await m.send('PATCH', '/api/mail-preferences', away.cookie, { changes: true })).statusCode).toBe(200);
  });

  it("a mail's one-click link: opening it changes nothing, a POST without sign-in turns that kind off, once and for all", async () => {
    const game = await moveAGame();
    const mails = await m.afterQuietPeriod();
    const coach = await m.coachOf(game.homeTeamId);
    const mail = mails.find((each) => each.to.includes(coach.email));
    const path = unsubscribePath(mail);
    expect(path).toMatch(new RegExp(`^/api/mail-preferences/unsubscribe\\?token=${coach.userId}\\.changes\\.[0-9a-f]{64}$`));
    expect(mail?.text).toContain(`Stop mail about changes to your games (date, time, field, cancellations): http://localhost:3000${path}`);
    expect(mail?.html).toContain(`href="http://localhost:3000${path}"`);

    const opened = await m.send('GET', path, null);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/unsubscribe#token=${new URL(path, 'http://x').searchParams.get('token')}`);
    expect(await preferencesOf(coach.userId), 'a GET (a person or a mail scanner opening the link) changes nothing').toEqual([]);

    // What a mail program sends (RFC 8058): no cookie, no Origin, the form body.
    const posted = await m.t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(json(posted)).toEqual({ kind: 'changes' });
    expect(await preferencesOf(coach.userId)).toEqual(['changes']);
    expect(await preferences(coach.cookie)).toEqual({ ...ALL_ON, changes: false });
    const audit = await m.t.handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'user.mail_preferences')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_user_id: coach.userId, entity_id: String(coach.userId) });
    expect(JSON.parse(audit.after_state ?? '{}')).toEqual({ ...ALL_ON, changes: false, via: 'link' });

    const multipart = await m.t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(multipart.statusCode, 'again, as multipart/form-data: nothing more to do').toBe(200);
    expect(await preferencesOf(coach.userId)).toEqual(['changes']);

    await moveAGame();
    const next = await m.afterQuietPeriod();
    expect(recipientsOf(next)).not.toContain(coach.email);
    await m.send('PATCH', '/api/mail-preferences', coach.cookie, { changes: true });
  });

  it('refuses a link the server did not sign, and one whose account is gone', async () => {
    const coach = await signIn(m.t.app, DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
    const user = json<{ id: number }>(await m.send('GET', '/api/user', coach));
    const forged = unsubscribeToken('not the server secret', user.id, 'scores');
    const refused = await m.send('POST', `/api/mail-preferences/unsubscribe?token=${forged}`, null);
    expect(refused.statusCode).toBe(400);
    expect(errorMessage(refused)).toMatch(/^This unsubscribe link is not valid/);
    const otherKind = unsubscribeToken(m.t.ctx.secret, user.id, 'scores').replace('.scores.', '.changes.');
    expect((await m.send('POST', `/api/mail-preferences/unsubscribe?token=${otherKind}`, null)).statusCode).toBe(400);
    expect(errorMessage(await m.send('POST', '/api/mail-preferences/unsubscribe?token=12.everything.abc', null))).toBe(
      'This unsubscribe link is incomplete. Open it from the mail again.',
    );
    expect((await m.send('GET', '/api/mail-preferences/unsubscribe', null)).statusCode).toBe(400);
    expect(await preferencesOf(user.id)).toEqual([]);

    const gone = unsubscribeToken(m.t.ctx.secret, 999_999, 'scores');
    const missing = await m.send('POST', `/api/mail-preferences/unsubscribe?token=${gone}`, null);
    expect(missing.statusCode).toBe(404);
    expect(errorMessage(missing)).toBe('The account this link was sent to no longer exists');
  });
});
