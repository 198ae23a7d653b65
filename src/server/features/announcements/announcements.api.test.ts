import { describe, expect, it } from 'vitest';
import type { AdminAnnouncement, AnnouncementInput, PublicAnnouncement } from '../../../shared/schemas/announcements';
import type { Division } from '../../../shared/schemas/league';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { recipientsOf, sortedUnique, withGameMail } from '../../test/game-mail';
import { errorMessage, json, signIn, testEngines } from '../../test/harness';
import { runLeased } from '../../jobs/job-lease';
import { divisionOfAnotherSeason } from '../../test/other-season';
import { ANNOUNCEMENT_JOBS } from './scheduled-jobs';
import { NOT_THIS_SEASON } from './service';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

describe.each(testEngines())('announcements on %s', (engine) => {
  const m = withGameMail(engine);
  const iso = (fromNowMs: number) => new Date(m.now().getTime() + fromNowMs).toISOString();
  const input = (overrides: Partial<AnnouncementInput> = {}): AnnouncementInput => ({
    title: 'Fields closed Saturday',
    text: 'Rain all morning: every game of Saturday is moved to Sunday.',
    divisionId: null,
    startsAt: iso(-MINUTE),
    endsAt: iso(2 * HOUR),
    mail: false,
    ...overrides,
  });
  const post = async (body: AnnouncementInput, cookie = m.admin) => m.send('POST', '/api/admin/announcements', cookie, body);
  const created = async (body: AnnouncementInput) => {
    const response = await post(body);
    expect(response.statusCode, response.body).toBe(201);
    return json<AdminAnnouncement>(response);
  };
  const showing = async () => json<PublicAnnouncement[]>(await m.send('GET', '/api/announcements', null)).map((a) => a.title);
  const divisions = async () => json<Division[]>(await m.send('GET', '/api/divisions', null));
  /** The announcements job's round now (its last round is forgotten first: the tests move the clock back and forth). */
  const jobRound = async () => {
    await m.t.handle.db.deleteFrom('job_leases').where('name', '=', 'announcements').execute();
    const job = ANNOUNCEMENT_JOBS[0];
    if (!job) throw new Error('no announcements job');
    const done = await job.run(m.t.ctx, 'this process');
    expect(done, 'the job ran').not.toBeNull();
    return done;
  };
  const clear = async () => {
    for (const a of json<AdminAnnouncement[]>(await m.send('GET', '/api/admin/announcements', m.admin))) {
      await m.send('DELETE', `/api/admin/announcements/${a.id}`, m.admin);
    }
  };

  it('an announcement that has started shows at once to everyone, and ends at its time', async () => {
    await clear();
    const made = await created(input());
    expect(made).toMatchObject({ state: 'showing', divisionId: null, divisionName: null, mail: false, mailedAt: null });
    expect(await showing()).toEqual(['Fields closed Saturday']);

    m.pass(2 * HOUR + MINUTE);
    expect(await jobRound()).toEqual({ turned: 1 });
    expect(await showing()).toEqual([]);
    const [listed] = json<AdminAnnouncement[]>(await m.send('GET', '/api/admin/announcements', m.admin));
    expect(listed?.state).toBe('ended');
  });

  it('one that starts later shows when its start has passed, and not before', async () => {
    await clear();
    await created(input({ title: 'Picture day', startsAt: iso(30 * MINUTE), endsAt: iso(3 * HOUR) }));
    expect(await showing()).toEqual([]);
    expect(await jobRound()).toEqual({ turned: 0 });
    m.pass(31 * MINUTE);
    expect(await jobRound()).toEqual({ turned: 1 });
    expect(await showing()).toEqual(['Picture day']);
  });

  it("is mailed once to the coaches of its division when it starts, with an unsubscribe link, and not to other divisions' coaches", async () => {
    await clear();
    const tenU = (await divisions()).find((d) => d.name === '10U');
    if (!tenU) throw new Error('no 10U');
    const tenUCoaches = await m.t.handle.db
      .selectFrom('team_staff')
      .innerJoin('teams', 'teams.id', 'team_staff.team_id')
      .innerJoin('users', 'users.id', 'team_staff.user_id')
      .select('users.email')
      .where('teams.division_id', '=', tenU.id)
      .execute();
    m.newMail();
    await created(input({ title: '10U rainout', divisionId: tenU.id, startsAt: iso(10 * MINUTE), mail: true }));
    expect(await m.afterQuietPeriod(), 'nothing is mailed before it starts').toEqual([]);

    m.pass(10 * MINUTE);
    await jobRound();
    const mails = await m.afterQuietPeriod();
    expect(recipientsOf(mails)).toEqual(sortedUnique(tenUCoaches.flatMap((c) => (c.email ? [c.email] : []))));
    const [mail] = mails;
    expect(mail?.subject).toBe('League announcement: 10U rainout');
    expect(mail?.text).toContain('Rain all morning: every game of Saturday is moved to Sunday.');
    expect(mail?.headers['list-unsubscribe']).toContain('.announcements.');

    // Edited while it shows: not mailed again.
    const [listed] = json<AdminAnnouncement[]>(await m.send('GET', '/api/admin/announcements', m.admin));
    expect(listed?.mailedAt).not.toBeNull();
    const edited = await m.send(
      'PUT',
      `/api/admin/announcements/${listed?.id}`,
      m.admin,
      input({ title: '10U rainout (updated)', divisionId: tenU.id, mail: true }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    await jobRound();
    expect(await m.afterQuietPeriod()).toEqual([]);
  });

  it('a coach who turned announcements off is not mailed them', async () => {
    await clear();
    const sam = await signIn(m.t.app, DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
    expect((await m.send('PATCH', '/api/mail-preferences', sam, { announcements: false })).statusCode).toBe(200);
    m.newMail();
    await created(input({ title: 'League news', mail: true }));
    const mails = await m.afterQuietPeriod();
    expect(mails.length).toBeGreaterThan(1);
    expect(recipientsOf(mails)).not.toContain(DEMO_ACCOUNTS.oneTeamCoach);
    expect((await m.send('PATCH', '/api/mail-preferences', sam, { announcements: true })).statusCode).toBe(200);
  });

  it('refuses what cannot be shown, writing nothing', async () => {
    await clear();
    errorMessage(await post(input({ endsAt: iso(-2 * MINUTE) })), 'The end must come after the start');
    errorMessage(await post(input({ startsAt: iso(-3 * HOUR), endsAt: iso(-HOUR) })), 'The end must be in the future');
    errorMessage(await post(input({ title: '   ' })), 'Title is required');
    errorMessage(await post(input({ text: 'x'.repeat(2001) })), 'Text must be at most 2000 characters');
    errorMessage(await post({ ...input(), startsAt: 'Saturday' }), 'Start must be an ISO date and time');
    const unknownDivision = await post(input({ divisionId: 999_999 }));
    expect(unknownDivision.statusCode).toBe(404);
    errorMessage(unknownDivision, 'Division not found');
    const { db } = m.t.handle;
    const elsewhere = await divisionOfAnotherSeason(db, '10U');
    errorMessage(await post(input({ divisionId: elsewhere.divisionId })), NOT_THIS_SEASON);
    await db.deleteFrom('divisions').where('id', '=', elsewhere.divisionId).execute();
    await db.deleteFrom('seasons').where('id', '=', elsewhere.seasonId).execute();
    const missing = await m.send('PUT', '/api/admin/announcements/999999', m.admin, input());
    expect(missing.statusCode).toBe(404);
    expect(json<AdminAnnouncement[]>(await m.send('GET', '/api/admin/announcements', m.admin))).toEqual([]);
  });

  it('league staff post them; coaches and visitors cannot; every change is audited', async () => {
    await clear();
    const ops = await signIn(m.t.app, DEMO_ACCOUNTS.orgAdmin, DEMO_PASSWORDS.org_admin);
    const sam = await signIn(m.t.app, DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
    expect((await post(input(), sam)).statusCode).toBe(403);
    expect((await m.send('POST', '/api/admin/announcements', null, input())).statusCode).toBe(401);
    const made = json<AdminAnnouncement>(await post(input({ title: 'From the office' }), ops));
    expect((await m.send('DELETE', `/api/admin/announcements/${made.id}`, ops)).statusCode).toBe(200);
    expect(await showing()).toEqual([]);
    const actions = await m.t.handle.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'announcement')
      .where('entity_id', '=', String(made.id))
      .execute();
    expect(actions.map((a) => a.action).sort()).toEqual(['announcement.create', 'announcement.delete']);
  });

  it('runs once across processes sharing the database each minute', async () => {
    const key = m.now().toISOString().slice(0, 16);
    await m.t.handle.db.deleteFrom('job_leases').where('name', '=', 'announcements').execute();
    const first = await runLeased(m.t.handle.db, m.now, { name: 'announcements', leaseMs: 50_000 }, key, 'one', () => Promise.resolve('ran'));
    const second = await runLeased(m.t.handle.db, m.now, { name: 'announcements', leaseMs: 50_000 }, key, 'two', () => Promise.resolve('ran'));
    expect([first, second]).toEqual(['ran', null]);
  });
});
