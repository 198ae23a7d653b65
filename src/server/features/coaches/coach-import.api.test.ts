import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coach } from '../../../shared/schemas/coach';
import type { CoachImportResult } from '../../../shared/schemas/coach-admin';
import type { SessionUser } from '../../../shared/schemas/user';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { countRows, createTestApp, errorMessage, json, signIn, testEngines, type TestApp } from '../../test/harness';
import { authLinkIn, startMailCatcher, tokenOfAuthLink, type MailCatcher } from '../../test/mail-catcher';

const HEADER = 'Division,Team,Email,FirstName,LastName';

describe.each(testEngines())('coach import on %s', (engine) => {
  let t: TestApp;
  let mail: MailCatcher;
  let admin: string;

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ engine, smtpUrl: mail.url });
    admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
  });
  afterAll(async () => {
    await t?.close();
    await mail?.close();
  });

  const importCsv = (payload: object, cookie = admin) => t.app.inject({ method: 'POST', url: '/api/coaches/import', headers: { cookie }, payload });
  const coaches = async () => json<Coach[]>(await t.app.inject({ url: '/api/coaches', headers: { cookie: admin } }));

  it('is for league staff only', async () => {
    const coach = await signIn(t.app, DEMO_ACCOUNTS.multiTeamCoach, DEMO_PASSWORDS.coach);
    expect((await importCsv({ coachesData: `${HEADER}\n` }, coach)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/coaches/import', payload: { coachesData: HEADER } })).statusCode).toBe(401);
    const ops = await signIn(t.app, DEMO_ACCOUNTS.orgAdmin, DEMO_PASSWORDS.org_admin);
    const allowed = await importCsv({ coachesData: `${HEADER}\n10U,Highland Falcons,ops.import@example.com,Ops,Import` }, ops);
    expect(allowed.statusCode).toBe(200);
  });

  it("answers 'Please enter coach data in CSV format' for an empty paste, and names missing columns", async () => {
    for (const coachesData of ['', '   \n ']) {
      const response = await importCsv({ coachesData });
      expect(response.statusCode).toBe(400);
      errorMessage(response, 'Please enter coach data in CSV format');
    }
    const noColumns = await importCsv({ coachesData: 'Division,Team,Email\n10U,Highland Falcons,a@example.com' });
    expect(noColumns.statusCode).toBe(400);
    errorMessage(noColumns, 'The first line must name the columns Division, Team, Email, FirstName, LastName; missing: FirstName, LastName.');
  });

  describe('without a default password', () => {
    const csv = [
      `\uFEFF${HEADER}`,
      '10U,Highland Falcons,Riley.Quinn@Example.com,Riley,Quinn',
      '"10U","Greenville Bulldogs","riley.quinn@example.com","Riley","Quinn"',
      '8U,Harbor Mavericks,"pat.o\'neil@example.com","Pat ""PJ""",O\'Neil',
      '10u,Highland Falcons,bad.division@example.com,Bad,Division',
      '10U,Nowhere Nine,bad.team@example.com,Bad,Team',
      '10U,Highland Falcons,not-an-email,No,Email',
      `12U,Greenville Bulldogs,${DEMO_ACCOUNTS.oneTeamCoach},Sam,Rivera`,
      '10U,Highland Falcons,ops@dugout.example,Ops,Person',
      '',
    ].join('\r\n');
    let first: CoachImportResult;

    it('creates the good rows, reports every bad one by line, and mails new coaches a sign-in link', async () => {
      const users = await countRows(t.handle, 'users');
      const response = await importCsv({ coachesData: csv, clearExisting: false });
      expect(response.statusCode).toBe(200);
      first = json<CoachImportResult>(response);
      expect(first.summary).toEqual({ totalParsed: 8, created: 4, errors: 4 });
      expect(first.clearResults).toBeNull();
      expect(first.created).toEqual([
        { name: 'Riley Quinn', email: 'riley.quinn@example.com', division: '10U', team: 'Highland Falcons' },
        { name: 'Riley Quinn', email: 'riley.quinn@example.com', division: '10U', team: 'Greenville Bulldogs' },
        { name: 'Pat "PJ" O\'Neil', email: "pat.o'neil@example.com", division: '8U', team: 'Harbor Mavericks' },
        { name: 'Sam Rivera', email: DEMO_ACCOUNTS.oneTeamCoach, division: '12U', team: 'Greenville Bulldogs' },
      ]);
      expect(first.errors).toEqual([
        "Line 5: division '10u' does not exist (did you mean '10U'?)",
        "Line 6: team 'Nowhere Nine' is not in division '10U'",
        "Line 7: 'not-an-email' is not a valid email address",
        'Line 9: ops@dugout.example belongs to an account that is not a coach',
      ]);
      // Two new accounts (Riley and Pat); Sam already had one.
      expect(await countRows(t.handle, 'users')).toBe(users + 2);

      const riley = (await coaches()).find((c) => c.email === 'riley.quinn@example.com');
      expect(riley?.teamStaff.map((s) => [s.team.name, s.role]).sort()).toEqual([
        ['Greenville Bulldogs', 'head_coach'],
        ['Highland Falcons', 'head_coach'],
      ]);
      const sam = (await coaches()).find((c) => c.email === DEMO_ACCOUNTS.oneTeamCoach);
      expect(sam?.teamStaff.map((s) => s.team.division.name)).toEqual(['10U', '12U']);
      // Sam keeps his password.
      expect((await signIn(t.app, DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach)).length).toBeGreaterThan(0);
    });

    it('lets a new coach choose a password through the mailed link, and no one else gets mail', async () => {
      const message = await mail.waitFor((m) => m.to.includes('riley.quinn@example.com'));
      const link = authLinkIn(message);
      const token = tokenOfAuthLink(link);
      const set = await t.app.inject({ method: 'POST', url: '/api/magic-links/set-password', payload: { token, password: 'riley-pass1' } });
      expect(set.statusCode).toBe(200);
      expect((await signIn(t.app, 'riley.quinn@example.com', 'riley-pass1')).length).toBeGreaterThan(0);
      await mail.waitFor((m) => m.to.includes("pat.o'neil@example.com"));
      // One mail per new account: Riley's second team and Sam's new team send none.
      await t.ctx.mailer.drain();
      expect(mail.messages.filter((m) => m.to.includes('riley.quinn@example.com'))).toHaveLength(1);
      expect(mail.messages.filter((m) => m.to.includes(DEMO_ACCOUNTS.oneTeamCoach))).toHaveLength(0);
    });

    it('creates nothing when the same import is repeated', async () => {
      const users = await countRows(t.handle, 'users');
      const staff = await countRows(t.handle, 'team_staff');
      const mails = mail.messages.length;
      const again = json<CoachImportResult>(await importCsv({ coachesData: csv }));
      expect(again.summary).toEqual({ totalParsed: 8, created: 0, errors: 4 });
      expect(again.created).toEqual([]);
      expect(again.errors).toEqual(first.errors);
      expect(await countRows(t.handle, 'users')).toBe(users);
      expect(await countRows(t.handle, 'team_staff')).toBe(staff);
      await t.ctx.mailer.drain();
      expect(mail.messages.length).toBe(mails);
      const audit = await t.handle.db
        .selectFrom('audit_log')
        .select('after_state')
        .where('action', '=', 'coach.import')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.after_state ?? '{}')).toMatchObject({ summary: { totalParsed: 8, created: 0, errors: 4 } });
    });
  });

  describe('with a default password', () => {
    it('gives new coaches that password, to be changed at their first sign-in, and mails no link', async () => {
      const mails = mail.messages.length;
      const response = await importCsv({
        coachesData: `${HEADER}\n9U,${await firstTeamOf('9U')},jo.park@example.com,Jo,Park`,
        defaultPassword: 'Opening-Day-Bunting-25',
      });
      expect(json<CoachImportResult>(response).summary).toEqual({ totalParsed: 1, created: 1, errors: 0 });
      const signedIn = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'jo.park@example.com', password: 'Opening-Day-Bunting-25' },
      });
      expect(signedIn.statusCode).toBe(200);
      expect(json<SessionUser>(signedIn).mustChangePassword).toBe(true);
      await t.ctx.mailer.drain();
      expect(mail.messages.length).toBe(mails);
    });

    it('refuses a default password shorter than 6 characters', async () => {
      const response = await importCsv({ coachesData: `${HEADER}\n9U,X,a@example.com,A,B`, defaultPassword: 'short' });
      expect(response.statusCode).toBe(400);
      errorMessage(response, 'Password must be at least 6 characters');
    });

    it('refuses a common default password, importing nobody', async () => {
      const response = await importCsv({ coachesData: `${HEADER}\n10U,Highland Falcons,weak.default@example.com,Wes,Default`, defaultPassword: 'welcome1' });
      expect(response.statusCode).toBe(400);
      errorMessage(response, /^This password is too easy to guess/);
      expect(await t.handle.db.selectFrom('users').select('id').where('email', '=', 'weak.default@example.com').executeTakeFirst()).toBeUndefined();
    });
  });

  async function firstTeamOf(division: string): Promise<string> {
    const divisions = json<{ name: string; teams: { name: string }[] }[]>(await t.app.inject({ url: '/api/divisions' }));
    const name = divisions.find((d) => d.name === division)?.teams[0]?.name;
    if (!name) throw new Error(`no team in ${division}`);
    return name;
  }

  it('clears every coach first when asked, reporting what it removed, in the same transaction', async () => {
    const before = await coaches();
    const places = before.reduce((n, c) => n + c.teamStaff.length, 0);
    const response = await importCsv({
      coachesData: `${HEADER}\n10U,Highland Falcons,fresh.start@example.com,Fresh,Start`,
      clearExisting: true,
      defaultPassword: 'Opening-Day-Bunting-25',
    });
    expect(response.statusCode).toBe(200);
    const result = json<CoachImportResult>(response);
    expect(result.clearResults).toEqual({ coachCount: before.length, teamStaffCount: places });
    expect((await coaches()).map((c) => c.email)).toEqual(['fresh.start@example.com']);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: DEMO_ACCOUNTS.multiTeamCoach, password: DEMO_PASSWORDS.coach } }))
        .statusCode,
    ).toBe(401);
    // Administrators stay.
    expect((await t.app.inject({ url: '/api/user', headers: { cookie: admin } })).statusCode).toBe(200);
  });

  it('keeps every coach when the import is refused, even with clearExisting', async () => {
    const before = await coaches();
    const response = await importCsv({ coachesData: 'Name,Email\nA,a@example.com', clearExisting: true });
    expect(response.statusCode).toBe(400);
    expect(await coaches()).toEqual(before);
  });
});
