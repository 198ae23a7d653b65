import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coach } from '../../../shared/schemas/coach';
import type { Division } from '../../../shared/schemas/league';
import type { AdminCoachPage } from '../../../shared/schemas/people-admin';
import { DEMO_ACCOUNTS } from '../../seed/demo';
import { createTestApp, errorMessage, json, testEngines, type TestApp, signInDemoRoles } from '../../test/harness';

describe.each(testEngines())('the coach directory search on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let orgAdmin: string;
  let coach: string;
  let all: Coach[];
  let divisions: Division[];

  beforeAll(async () => {
    t = await createTestApp({ engine });
    ({ admin, orgAdmin, coach } = await signInDemoRoles(t.app));
    all = json<Coach[]>(await t.app.inject({ url: '/api/coaches', headers: { cookie: admin } }));
    divisions = json<Division[]>(await t.app.inject({ url: '/api/divisions' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const ask = (query: string, cookie = admin) => t.app.inject({ url: `/api/admin/coaches${query}`, headers: { cookie } });
  const page = async (query: string, cookie = admin) => {
    const response = await ask(query, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return json<AdminCoachPage>(response);
  };
  const names = (p: AdminCoachPage) => p.coaches.map((c) => c.name);

  it('is for league staff only', async () => {
    expect((await t.app.inject({ url: '/api/admin/coaches' })).statusCode).toBe(401);
    expect((await ask('', coach)).statusCode).toBe(403);
    expect((await page('', orgAdmin)).total).toBe(all.length);
  });

  it('answers every coach by name by default, a page of 50, in the coach list shape with the last sign-in', async () => {
    const first = await page('');
    expect(first.total).toBe(all.length);
    expect(first).toMatchObject({ page: 1, pageSize: 50 });
    const byName = [...all].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id);
    expect(names(first)).toEqual(byName.slice(0, 50).map((c) => c.name));
    const sam = (await page('?q=sam.rivera')).coaches[0];
    const listed = all.find((c) => c.email === DEMO_ACCOUNTS.oneTeamCoach);
    expect(sam && { ...sam, lastSignedInAt: undefined }).toEqual({ ...listed, lastSignedInAt: undefined });
    expect(sam?.lastSignedInAt).not.toBeNull();
  });

  it('pages through the coaches without losing or repeating one', async () => {
    const seen: string[] = [];
    for (let p = 1; p <= Math.ceil(all.length / 7); p += 1) seen.push(...names(await page(`?pageSize=7&page=${p}`)));
    expect(seen).toHaveLength(all.length);
    expect(new Set(seen).size).toBe(all.length);
    expect((await page(`?pageSize=7&page=${Math.ceil(all.length / 7) + 1}`)).coaches).toEqual([]);
  });

  it('finds coaches by every word of the search in name, email, phone or team, whatever the case', async () => {
    expect(names(await page('?q=RIVERA'))).toEqual(all.filter((c) => c.name.includes('Rivera')).map((c) => c.name));
    expect((await page('?q=sam.rivera@EXAMPLE')).coaches.map((c) => c.email)).toEqual([DEMO_ACCOUNTS.oneTeamCoach]);
    const withPhone = all.find((c) => c.phone);
    const byPhone = await page(`?q=${encodeURIComponent(withPhone?.phone ?? '')}`);
    expect(byPhone.coaches.map((c) => c.id)).toContain(withPhone?.id);
    const byTeam = await page('?q=highland%20falcons&pageSize=200');
    const onFalcons = all.filter((c) => c.teamStaff.some((s) => s.team.name === 'Highland Falcons'));
    expect(byTeam.coaches.map((c) => c.id).sort()).toEqual(onFalcons.map((c) => c.id).sort());
    const samOnFalcons = onFalcons.filter((c) => [c.name, c.email].join(' ').toLowerCase().includes('sam'));
    expect(names(await page('?q=Sam%20%20falcons'))).toEqual(samOnFalcons.map((c) => c.name));
    expect(samOnFalcons.map((c) => c.email)).toContain(DEMO_ACCOUNTS.oneTeamCoach);
    expect((await page('?q=%25')).total).toBe(0);
    expect((await page('?q=_')).total).toBe(0);
  });

  it('filters by division and staff role, together or apart', async () => {
    const tenU = divisions.find((d) => d.name === '10U');
    if (!tenU) throw new Error('no 10U');
    const inTenU = all.filter((c) => c.teamStaff.some((s) => s.team.divisionId === tenU.id));
    expect((await page(`?division=${tenU.id}&pageSize=200`)).coaches.map((c) => c.id).sort()).toEqual(inTenU.map((c) => c.id).sort());
    const directors = all.filter((c) => c.teamStaff.some((s) => s.role === 'director_head_coach'));
    expect((await page('?role=director_head_coach&pageSize=200')).coaches.map((c) => c.id).sort()).toEqual(directors.map((c) => c.id).sort());
    const both = all.filter((c) => c.teamStaff.some((s) => s.role === 'assistant_coach' && s.team.divisionId === tenU.id));
    expect((await page(`?role=assistant_coach&division=${tenU.id}&pageSize=200`)).total).toBe(both.length);
  });

  it('finds the coaches who never signed in, and those missing a phone or team-app name', async () => {
    const never = await page('?signedIn=never&pageSize=200');
    expect(never.coaches.every((c) => c.lastSignedInAt === null)).toBe(true);
    expect(never.coaches.map((c) => c.email)).not.toContain(DEMO_ACCOUNTS.oneTeamCoach);
    const missing = await page('?missing=contact&pageSize=200');
    const expected = all.filter((c) => !c.phone || !c.gameChangerTeamName);
    expect(missing.coaches.map((c) => c.id).sort()).toEqual(expected.map((c) => c.id).sort());
    expect(missing.coaches.map((c) => c.email)).toContain(DEMO_ACCOUNTS.incompleteCoach);
  });

  it('sorts by email and by first team name, either way', async () => {
    const emails = names(await page('?sort=email&pageSize=200')).length;
    expect(emails).toBe(all.length);
    const byEmail = (await page('?sort=email&dir=desc&pageSize=200')).coaches.map((c) => c.email ?? '');
    expect(byEmail).toEqual([...byEmail].sort((a, b) => b.localeCompare(a)));
    const byTeam = (await page('?sort=team&pageSize=200')).coaches;
    const firstTeams = byTeam.map((c) => c.teamStaff.map((s) => s.team.name.toLowerCase()).sort()[0]);
    const withTeam = firstTeams.filter((n): n is string => n !== undefined);
    expect(withTeam).toEqual([...withTeam].sort());
    expect(firstTeams.slice(withTeam.length).every((n) => n === undefined)).toBe(true);
  });

  it('refuses malformed parameters with a clear message', async () => {
    errorMessage(await ask('?sort=phone'), 'Sort must be name, email or team');
    errorMessage(await ask('?dir=up'), 'Direction must be asc or desc');
    errorMessage(await ask('?page=0'), 'Page must be 1 or more');
    errorMessage(await ask('?pageSize=500'), 'Page size must be at most 200');
    errorMessage(await ask('?role=captain'), 'Role must be one of head_coach, assistant_coach, director, director_head_coach, director_assistant_coach');
    errorMessage(await ask('?division=abc'), 'Division must be a number');
    errorMessage(await ask('?signedIn=yes'), /signedIn/);
    errorMessage(await ask('?colour=red'), 'Unknown query parameter: colour');
    expect((await ask('?sort=phone')).statusCode).toBe(400);
  });
});
