import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/schemas/game';
import type { Division } from '../../shared/schemas/league';
import type { SeasonSummary } from '../../shared/schemas/season';
import { DEMO_LOADED_AT } from '../test/demo-clock';
import { createTestApp, json, signIn, TEST_TIMEZONE, testEngines, type TestApp } from '../test/harness';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, planDemoLeague } from './demo';

/** The demo league as `npm start` loads it, on the day the tests fix: 2025 and the season after it. */
describe.each(testEngines())('the demo league as loaded (%s)', (engine) => {
  let demo: TestApp;
  let specOnly: TestApp;
  beforeAll(async () => {
    // Its clock a day after the demo was loaded, as a newcomer finds it.
    const aDayLater = new Date(DEMO_LOADED_AT.getTime() + 24 * 3600_000);
    demo = await createTestApp({ engine, seed: planDemoLeague(TEST_TIMEZONE, DEMO_LOADED_AT), now: () => aDayLater });
    specOnly = await createTestApp({ engine });
  });
  afterAll(async () => {
    await demo?.close();
    await specOnly?.close();
  });

  const read = async <T>(t: TestApp, url: string) => json<T>(await t.app.inject({ url }));
  const seasons = () => read<SeasonSummary[]>(demo, '/api/seasons');

  it('has the 2025 season and the season after it, which is current', async () => {
    expect((await seasons()).map((s) => [s.name, s.current])).toEqual([
      ['Spring 2026', true],
      ['2025', false],
    ]);
  });

  it("shows 2025 exactly as the specification's league when asked for it", async () => {
    const past = (await seasons()).find((s) => s.name === '2025')!;
    for (const url of ['/api/games', '/api/divisions', '/api/playoff-formats', '/api/11u-pool-standings']) {
      expect(await read(demo, `${url}?season=${past.id}`), url).toEqual(await read(specOnly, url));
    }
  });

  it('shows the current season by default: the same divisions and teams, phase 1 under way', async () => {
    const divisions = await read<Division[]>(demo, '/api/divisions');
    const specDivisions = await read<Division[]>(specOnly, '/api/divisions');
    expect(divisions.map((d) => [d.name, d.teams.map((t) => t.name)])).toEqual(specDivisions.map((d) => [d.name, d.teams.map((t) => t.name)]));
    expect(divisions.map((d) => d.id)).not.toEqual(specDivisions.map((d) => d.id));

    const games = await read<Game[]>(demo, '/api/games');
    expect(new Set(games.map((g) => g.status))).toEqual(new Set(['completed', 'rescheduling', 'scheduled', 'score_disputed']));
    const played = games.filter((g) => new Date(g.scheduledTime) <= DEMO_LOADED_AT);
    const toCome = games.filter((g) => new Date(g.scheduledTime) > DEMO_LOADED_AT);
    expect(played.filter((g) => g.status === 'completed').length).toBeGreaterThan(20);
    expect(toCome.length).toBeGreaterThan(20);
    expect(toCome.every((g) => g.status !== 'completed')).toBe(true);
  });

  it("lets the demo coach report a score in the current season's games, which reach the standings", async () => {
    const cookie = await signIn(demo.app, DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
    const me = json<{ id: number }>(await demo.app.inject({ url: '/api/user', headers: { cookie } }));
    const myGames = json<Game[]>(await demo.app.inject({ url: `/api/coaches/${me.id}/games`, headers: { cookie } }));
    const divisions = await read<Division[]>(demo, '/api/divisions');
    const currentTeams = new Set(divisions.flatMap((d) => d.teams.map((t) => t.id)));
    expect(myGames.length).toBeGreaterThan(0);
    expect(myGames.every((g) => currentTeams.has(g.homeTeamId) || currentTeams.has(g.awayTeamId))).toBe(true);

    // His team's last game before the demo was loaded waits for his report.
    const [unreported, ...others] = myGames.filter((g) => g.status === 'scheduled' && new Date(g.scheduledTime) <= DEMO_LOADED_AT);
    expect(others).toEqual([]);
    const response = await demo.app.inject({
      method: 'PATCH',
      url: `/api/games/${unreported!.id}/score`,
      headers: { cookie },
      payload: { homeSubmittedScore: 5, awaySubmittedScore: 3 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = (await read<Game[]>(demo, '/api/games')).find((g) => g.id === unreported!.id);
    expect(after?.status).toBe('scheduled');
  });
});
