import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../shared/schemas/dashboard';
import type { CoachGame, Game } from '../../../shared/schemas/game';
import type { ScoreAutoFinal } from '../../../shared/schemas/notifications';
import { teamRecords } from '../../../shared/standings';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { recipientsOf, sortedUnique, withGameMail } from '../../test/game-mail';
import type { CaughtMail } from '../../test/mail-catcher';
import { errorMessage, json, signIn, testEngines } from '../../test/harness';
import { LONE_REPORT_FINAL } from '../games/score-service';
import { LISTED_GAMES, runOverdueDigest } from './overdue-digest';
import { runScoreDeadlines, SCORE_DEADLINES_JOB } from './score-deadlines';

const HOUR = 60 * 60 * 1000;
const STAFF = ['admin@dugout.example', 'ops@dugout.example'];
const at = (game: Game, hours: number) => new Date(new Date(game.scheduledTime).getTime() + hours * HOUR);
const matchup = (game: Game) => `${game.awayTeam.name} @ ${game.homeTeam.name}`;

describe.each(testEngines())('the 24-hour rule on %s', (engine) => {
  const m = withGameMail(engine);
  const report = async (game: Game, side: 'home' | 'away', home: number, away: number) => {
    const coach = await m.coachOf(side === 'home' ? game.homeTeamId : game.awayTeamId);
    const response = await m.send('PATCH', `/api/games/${game.id}/score`, coach.cookie, { homeSubmittedScore: home, awaySubmittedScore: away });
    expect(response.statusCode, response.body).toBe(200);
    return coach;
  };
  const remindersOf = async (gameId: number) =>
    (await m.t.handle.db.selectFrom('score_reminders').select('side').where('game_id', '=', gameId).orderBy('side').execute()).map((r) => r.side);
  const aboutGame = (game: Game) => (mail: { text: string }) => mail.text.includes(matchup(game));
  const reminders = (mail: CaughtMail) => (mail.headers['list-unsubscribe'] ?? '').includes('.reminders.');
  /** The job's round now. The clock of these tests goes back and forth, so the job's last round (a minute) is forgotten first. */
  const deadlines = async () => {
    await m.t.handle.db
      .updateTable('job_leases')
      .set({ last_run_key: null, leased_until: new Date(0).toISOString() })
      .where('name', '=', SCORE_DEADLINES_JOB)
      .execute();
    const done = await runScoreDeadlines(m.t.ctx, 'this process');
    if (!done) throw new Error('the score deadlines job did not run');
    return done;
  };

  describe('reminders', () => {
    it('a day after the game, the side that has not reported is reminded, once; the side that reported is not', async () => {
      const [game] = await m.unreportedGames(1);
      if (!game) throw new Error('no game');
      m.setClock(at(game, 2));
      await report(game, 'home', 5, 4);
      await m.afterQuietPeriod();

      m.setClock(at(game, 23.9));
      await deadlines();
      expect(await remindersOf(game.id)).toEqual([]);

      m.setClock(at(game, 24.1));
      expect((await deadlines()).reminded).toBeGreaterThan(0);
      expect(await remindersOf(game.id)).toEqual(['away']);
      const mails = (await m.afterQuietPeriod()).filter(aboutGame(game));
      expect(mails.every(reminders)).toBe(true);
      expect(recipientsOf(mails)).toEqual(sortedUnique(await m.staffAddresses(game.awayTeamId)));
      for (const mail of mails) {
        expect(mail.text).toContain(`${game.awayTeam.name} has not reported the score yet. Please report it in My Games.`);
        expect(mail.text).toContain('within 24 hours of the game');
        expect(mail.headers['list-unsubscribe']).toMatch(/\.reminders\./);
      }

      m.setClock(at(game, 30));
      await deadlines();
      expect(await remindersOf(game.id)).toEqual(['away']);
      expect((await m.afterQuietPeriod()).filter(aboutGame(game)), 'a reminder goes out once').toEqual([]);
    });

    it('a side that reports before the reminder goes out is not reminded; a game a week overdue gets no reminder', async () => {
      const [old] = await m.unreportedGames(1);
      if (!old) throw new Error('no game');
      const [game] = await m.unreportedGames(1, (g) => at(old, 24 * 10) < at(g, 0));
      if (!game) throw new Error('no game');
      m.setClock(at(old, 24 * 8));
      await deadlines();
      expect(await remindersOf(old.id)).toEqual([]);

      m.setClock(at(game, 24.1));
      await deadlines();
      expect(await remindersOf(game.id)).toEqual(['away', 'home']);
      await report(game, 'home', 2, 2);
      // The away coaches also hear that the home team reported; the reminders are what this is about.
      const mails = (await m.afterQuietPeriod()).filter(aboutGame(game)).filter(reminders);
      expect(recipientsOf(mails)).toEqual(sortedUnique(await m.staffAddresses(game.awayTeamId)));
    });
  });

  describe("league staff's morning list", () => {
    it('each member of league staff gets the overdue games the dashboard counts, once a day, unless they turned reminders off', async () => {
      m.setClock(new Date('2026-01-20T12:00:00Z'));
      m.newMail();
      const dashboard = json<Dashboard>(await m.send('GET', '/api/admin/dashboard', m.admin));
      expect(dashboard.overdue.count).toBeGreaterThan(0);
      expect(await runOverdueDigest(m.t.ctx, 'this process')).toBe(STAFF.length);
      const mails = m.newMail();
      expect(recipientsOf(mails)).toEqual(STAFF);
      for (const mail of mails) {
        expect(mail.subject).toBe(`${dashboard.overdue.count} games without a final score`);
        expect(mail.html.match(/<tr>/g)).toHaveLength(Math.min(dashboard.overdue.count, LISTED_GAMES) + 1);
        expect(mail.text).toContain('http://localhost:3000/admin/games?status=overdue');
        expect(mail.headers['list-unsubscribe']).toMatch(/\.reminders\./);
      }
      const first = dashboard.overdue.items[0];
      expect(mails[0]?.text).toContain(`${first?.awayTeamName} @ ${first?.homeTeamName} (${first?.divisionName})`);

      m.pass(HOUR);
      expect(await runOverdueDigest(m.t.ctx, 'this process'), 'once a day').toBeNull();

      const ops = await signIn(m.t.app, DEMO_ACCOUNTS.orgAdmin, DEMO_PASSWORDS.org_admin);
      expect((await m.send('PATCH', '/api/mail-preferences', ops, { reminders: false })).statusCode).toBe(200);
      m.pass(24 * HOUR);
      expect(await runOverdueDigest(m.t.ctx, 'this process')).toBe(1);
      expect(recipientsOf(m.newMail())).toEqual(['admin@dugout.example']);
    });
  });

  describe('a lone report made final after N hours (the league setting)', () => {
    const setting = (payload: unknown) => m.send('PUT', '/api/settings/score-auto-final', m.admin, payload);

    it('is off unless turned on, and takes 24 to 168 whole hours', async () => {
      const ops = await signIn(m.t.app, DEMO_ACCOUNTS.orgAdmin, DEMO_PASSWORDS.org_admin);
      expect(json(await m.send('GET', '/api/settings/score-auto-final', ops))).toEqual({ enabled: false, hours: 48 });
      for (const hours of [23, 169, 30.5, '48', null]) {
        const refused = await setting({ enabled: true, hours });
        expect(refused.statusCode, String(hours)).toBe(400);
        expect(errorMessage(refused)).toBe('The hours must be a whole number from 24 to 168');
      }
      expect(errorMessage(await setting({ enabled: 'yes', hours: 48 }))).toBe('enabled must be true or false');
      expect((await m.send('PUT', '/api/settings/score-auto-final', ops, { enabled: true, hours: 48 })).statusCode).toBe(403);
      expect(json(await m.send('GET', '/api/settings/score-auto-final', ops))).toEqual({ enabled: false, hours: 48 });
    });

    it('turned on: audited, every coach is told, and lone reports become final after the hours counted from the later of the report and the change', async () => {
      const [early, late] = await m.unreportedGames(2);
      if (!early || !late) throw new Error('no games');
      m.setClock(at(early, 1));
      await report(early, 'home', 9, 3);
      m.newMail();
      m.setClock(new Date(Math.max(at(early, 3).getTime(), at(late, 1).getTime())));
      const since = m.now().getTime();

      expect(json<ScoreAutoFinal>(await setting({ enabled: true, hours: 48 }))).toEqual({ enabled: true, hours: 48 });
      const audit = await m.t.handle.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity_id', '=', 'score_auto_final')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ action: 'settings.update', entity: 'setting' });
      expect(JSON.parse(audit.before_state ?? '')).toEqual({ enabled: false, hours: 48 });
      expect(JSON.parse(audit.after_state ?? '')).toEqual({ enabled: true, hours: 48 });
      const told = await m.afterQuietPeriod();
      const rule = told.filter((mail) => mail.text.includes('a score reported by only one team now becomes final 48 hours after it was reported'));
      expect(rule.filter((mail) => mail.subject === 'How scores become final has changed').length).toBeGreaterThan(0);
      const coaches = await m.t.handle.db
        .selectFrom('team_staff')
        .innerJoin('users', 'users.id', 'team_staff.user_id')
        .select('users.email')
        .distinct()
        .execute();
      expect(recipientsOf(rule)).toEqual(sortedUnique(coaches.flatMap((c) => (c.email ? [c.email] : []))));
      expect(rule[0]?.text).toContain('a score reported by only one team now becomes final 48 hours after it was reported');

      m.setClock(new Date(since + 10 * HOUR));
      await report(late, 'away', 1, 6);
      const before = await m.game(early.id);
      const division = json<Game[]>(await m.t.app.inject({ url: '/api/games' })).filter((g) => g.homeTeam.divisionId === early.homeTeam.divisionId);
      const recordsBefore = teamRecords([early.homeTeam, early.awayTeam], division, early.phase);

      m.setClock(new Date(since + 47 * HOUR));
      await deadlines();
      expect((await m.game(early.id)).status, 'the hours count from the change for a report made before it').toBe('scheduled');

      m.setClock(new Date(since + 48 * HOUR + 60_000));
      // With the lone reports of the tests above, made before the change too.
      expect((await deadlines()).finalized).toBeGreaterThanOrEqual(1);
      const final = await m.game(early.id);
      expect(final).toMatchObject({
        status: 'completed',
        homeScore: 9,
        awayScore: 3,
        finalFromReportOf: 'home',
        homeScoreVerified: true,
        awayScoreVerified: true,
      });
      expect(before.finalFromReportOf).toBeUndefined();
      expect((await m.game(late.id)).status).toBe('scheduled');

      // It counts in the standings as any final score.
      const divisionAfter = json<Game[]>(await m.t.app.inject({ url: '/api/games' })).filter((g) => g.homeTeam.divisionId === early.homeTeam.divisionId);
      const [homeAfter, awayAfter] = teamRecords([early.homeTeam, early.awayTeam], divisionAfter, early.phase);
      expect(homeAfter?.wins).toBe((recordsBefore[0]?.wins ?? 0) + (early.phase === 1 ? 1 : 0));
      expect(awayAfter?.losses).toBe((recordsBefore[1]?.losses ?? 0) + (early.phase === 1 ? 1 : 0));

      const autoAudit = await m.t.handle.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'score.auto_final')
        .where('entity_id', '=', String(early.id))
        .executeTakeFirstOrThrow();
      expect(autoAudit.actor_user_id).toBeNull();
      expect(JSON.parse(autoAudit.after_state ?? '')).toEqual({ status: 'completed', homeScore: 9, awayScore: 3, finalFromReport: 'home', hours: 48 });

      // A coach with another game made final at the same time gets both in one mail.
      const mails = (await m.afterQuietPeriod()).filter(aboutGame(early)).filter((mail) => !reminders(mail));
      expect(recipientsOf(mails)).toEqual(sortedUnique([...(await m.staffAddresses(early.homeTeamId)), ...(await m.staffAddresses(early.awayTeamId))]));
      expect(mails.map((mail) => mail.subject)).toContain(`Final score: ${early.awayTeam.name} 3, ${early.homeTeam.name} 9`);
      for (const mail of mails) {
        expect(mail.text).toContain(
          `Final score ${early.awayTeam.name} 3, ${early.homeTeam.name} 9, as ${early.homeTeam.name} reported it: no other report came within 48 hours.`,
        );
      }

      const away = await m.coachOf(early.awayTeamId);
      const tooLate = await m.send('PATCH', `/api/games/${early.id}/score`, away.cookie, { homeSubmittedScore: 9, awaySubmittedScore: 4 });
      expect(tooLate.statusCode).toBe(409);
      expect(errorMessage(tooLate)).toBe(LONE_REPORT_FINAL);
      const seen = json<CoachGame[]>(await m.send('GET', `/api/coaches/${away.userId}/games`, away.cookie));
      expect(seen.find((g) => g.id === early.id)).toMatchObject({ status: 'completed', finalFromReportOf: 'home' });

      m.setClock(new Date(since + 58 * HOUR + 60_000));
      expect((await deadlines()).finalized).toBe(1);
      expect(await m.game(late.id)).toMatchObject({ status: 'completed', homeScore: 1, awayScore: 6, finalFromReportOf: 'away' });

      // The league office corrects it as any completed game; the score is then the office's.
      const corrected = await m.send('PATCH', `/api/games/${early.id}/correct-score`, m.admin, { homeScore: 9, awayScore: 4, reason: 'The away coach called' });
      expect(corrected.statusCode).toBe(200);
      expect((await m.game(early.id)).finalFromReportOf).toBeUndefined();
    });

    it('turned off: coaches are told, and a lone report waits for the other side however long', async () => {
      m.newMail();
      expect(json(await setting({ enabled: false, hours: 48 }))).toEqual({ enabled: false, hours: 48 });
      const told = await m.afterQuietPeriod();
      expect(told.length).toBeGreaterThan(0);
      expect(told[0]?.text).toContain('no longer becomes final by itself');

      const [game] = await m.unreportedGames(1);
      if (!game) throw new Error('no game');
      m.setClock(at(game, 1));
      await report(game, 'home', 4, 0);
      await m.afterQuietPeriod();
      m.setClock(at(game, 24 * 10));
      expect((await deadlines()).finalized).toBe(0);
      expect((await m.game(game.id)).status).toBe('scheduled');
      expect(json(await setting({ enabled: false, hours: 72 }))).toEqual({ enabled: false, hours: 72 });
      expect(await m.afterQuietPeriod(), 'new hours while the rule is off change nothing for the coaches').toEqual([]);
    });
  });
});
