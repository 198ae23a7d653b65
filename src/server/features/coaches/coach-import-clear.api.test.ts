import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backup } from '../../../shared/schemas/backup';
import type { Coach } from '../../../shared/schemas/coach';
import type { CoachImportResult } from '../../../shared/schemas/coach-admin';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { createTestApp, errorMessage, json, signIn, testEngines, type TestApp } from '../../test/harness';
import { entriesOfBackup } from '../backups/service';

const HEADER = 'Division,Team,Email,FirstName,LastName';

describe.each(testEngines())('clearing all coaches in the coach import on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let orgAdmin: string;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    orgAdmin = await signIn(t.app, DEMO_ACCOUNTS.orgAdmin, DEMO_PASSWORDS.org_admin);
  });
  afterAll(async () => {
    await t?.close();
  });

  const importCsv = (payload: object, cookie = admin) => t.app.inject({ method: 'POST', url: '/api/coaches/import', headers: { cookie }, payload });
  const coaches = async () => json<Coach[]>(await t.app.inject({ url: '/api/coaches', headers: { cookie: admin } }));
  const backups = async () => json<Backup[]>(await t.app.inject({ url: '/api/admin/backups', headers: { cookie: admin } }));

  /** The coach accounts a backup holds, by email. */
  async function coachesInBackup(date: string): Promise<string[]> {
    const emails: string[] = [];
    for await (const entry of entriesOfBackup(t.ctx, date)) {
      if (entry.kind === 'row' && entry.table.name === 'users' && entry.row.role === 'coach') emails.push(String(entry.row.email));
    }
    return emails.sort();
  }

  it('is refused to an organisation administrator (403), who may still import without it', async () => {
    const before = await coaches();
    const csv = `${HEADER}\n10U,Highland Falcons,ops.added@example.com,Ops,Added`;
    const refused = await importCsv({ coachesData: csv, clearExisting: true }, orgAdmin);
    expect(refused.statusCode).toBe(403);
    errorMessage(refused, 'Only an administrator may clear all coaches. Import without clearing them, or ask an administrator.');
    expect(await coaches()).toEqual(before);
    expect(await backups()).toEqual([]);

    const allowed = await importCsv({ coachesData: csv }, orgAdmin);
    expect(allowed.statusCode).toBe(200);
    expect(json<CoachImportResult>(allowed).summary.created).toBe(1);
  });

  it('clears nothing and imports nothing when a line has an error', async () => {
    const before = await coaches();
    const response = await importCsv({
      coachesData: `${HEADER}\n10U,Highland Falcons,kept.out@example.com,Kept,Out\n10U,Nowhere Nine,bad.team@example.com,Bad,Team`,
      clearExisting: true,
      defaultPassword: 'Infield-Fly-Rule-7',
    });
    expect(response.statusCode).toBe(400);
    const message = errorMessage(response);
    expect(message).toMatch(/^No coaches were cleared or imported: 1 line has an error\. Fix it and import again\. Line 3: /);
    expect(await coaches()).toEqual(before);
    const signInOfKept = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: DEMO_ACCOUNTS.multiTeamCoach, password: DEMO_PASSWORDS.coach },
    });
    expect(signInOfKept.statusCode).toBe(200);
  });

  it('takes a backup holding every coach before it clears them, listed with the backups', async () => {
    const before = await coaches();
    const listedBefore = await backups();
    const response = await importCsv({
      coachesData: `${HEADER}\n10U,Highland Falcons,fresh.start@example.com,Fresh,Start`,
      clearExisting: true,
      defaultPassword: 'Infield-Fly-Rule-7',
    });
    expect(response.statusCode).toBe(200);
    expect(json<CoachImportResult>(response).clearResults?.coachCount).toBe(before.length);
    expect((await coaches()).map((c) => c.email)).toEqual(['fresh.start@example.com']);

    const taken = (await backups()).filter((b) => !listedBefore.some((old) => old.date === b.date));
    expect(taken).toHaveLength(1);
    expect(await coachesInBackup(taken[0]?.date ?? '')).toEqual(before.map((c) => c.email).sort());
  });
});
