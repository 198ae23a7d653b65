import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../../shared/schemas/game';
import type { Division } from '../../../shared/schemas/league';
import type { PlayoffFormat, PlayoffFormatBody, PoolStandings, SeededTeam } from '../../../shared/schemas/playoffs';
import { computeStandings } from '../../../shared/standings';
import { planSpecSeason } from '../../seed/demo';
import { createTestApp, errorMessage, json, testEngines, TEST_TIMEZONE, type TestApp, signInDemoRoles, divisionNamed } from '../../test/harness';

describe.each(testEngines())('playoff format editing API on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let orgAdmin: string;
  let coach: string;
  let divisions: Division[];

  beforeAll(async () => {
    t = await createTestApp({ engine });
    ({ admin, orgAdmin, coach } = await signInDemoRoles(t.app));
    divisions = json<Division[]>(await t.app.inject({ url: '/api/divisions' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const division = (name: string) => divisionNamed(divisions, name);
  const put = (divisionId: number | string, body: unknown, cookie: string | null = admin) =>
    t.app.inject({ method: 'PUT', url: `/api/playoff-formats/${divisionId}`, ...(cookie ? { headers: { cookie } } : {}), payload: body as object });
  const formatOf = async (divisionId: number) =>
    json<PlayoffFormat[]>(await t.app.inject({ url: '/api/playoff-formats' })).find((f) => f.divisionId === divisionId);

  const threePools: PlayoffFormatBody = {
    pools: [
      {
        name: 'Gold Pool',
        description: 'Seeds 1-3 play each other once.',
        seedsIncluded: [1, 2, 3],
        matchups: [
          { homeTeamSeed: 1, awayTeamSeed: 3, description: 'Seed 1 hosts Seed 3' },
          { homeTeamSeed: 2, awayTeamSeed: 1 },
        ],
      },
      { name: 'Silver Pool', description: 'Seeds 4-5.', seedsIncluded: [4, 5], matchups: [{ homeTeamSeed: 4, awayTeamSeed: 5 }] },
      { name: 'Bronze Pool', description: 'Seeds 6-7.', seedsIncluded: [6, 7] },
    ],
    championship: { description: 'Gold Pool winner hosts Silver Pool winner.', participants: ['Gold Pool 1st', 'Silver Pool 1st'], hostingSeed: 1 },
  };

  it('GET /api/divisions/{id}/seeds answers the phase 1 order, or the fixed seed list of 11U, saying which', async () => {
    const tenU = division('10U');
    const games = json<Game[]>(await t.app.inject({ url: `/api/games?divisionId=${tenU.id}` }));
    const response = await t.app.inject({ url: `/api/divisions/${tenU.id}/seeds` });
    expect(response.statusCode).toBe(200);
    expect(json<SeededTeam[]>(response)).toEqual(
      computeStandings(tenU.teams, games).map((row, i) => ({ seed: i + 1, team: { id: row.teamId, name: row.teamName }, basis: 'standings' })),
    );
    const fixed = planSpecSeason(TEST_TIMEZONE).divisions.find((d) => d.name === '11U')?.fixedSeedTeamIds ?? [];
    const elevenU = json<SeededTeam[]>(await t.app.inject({ url: `/api/divisions/${division('11U').id}/seeds` }));
    expect(elevenU.map((s) => s.team.id)).toEqual(fixed);
    expect(new Set(elevenU.map((s) => s.basis))).toEqual(new Set(['fixed']));
    expect((await t.app.inject({ url: '/api/divisions/9999/seeds' })).statusCode).toBe(404);
  });

  it('replaces a division format, shows it to everyone and records the change', async () => {
    const nineU = division('9U');
    const before = await formatOf(nineU.id);
    const response = await put(nineU.id, threePools, orgAdmin);
    expect(response.statusCode).toBe(200);
    const saved = json<PlayoffFormat>(response);
    expect(saved).toMatchObject({ divisionId: nineU.id, divisionName: '9U', ...threePools });
    expect(await formatOf(nineU.id)).toEqual(saved);
    const standings = json<PoolStandings>(await t.app.inject({ url: `/api/divisions/${nineU.id}/pool-standings` }));
    expect(Object.keys(standings)).toEqual(['Gold Pool', 'Silver Pool', 'Bronze Pool']);
    expect(standings['Bronze Pool']).toHaveLength(2);
    const audit = await t.handle.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'playoff_format.save', entity: 'playoff_format', entity_id: String(nineU.id) });
    expect(JSON.parse(audit.before_state ?? '{}')).toEqual({ pools: before?.pools, championship: before?.championship });
  });

  it('gives a division without a format its first one', async () => {
    const created = json<Division>(await t.app.inject({ method: 'POST', url: '/api/divisions', headers: { cookie: admin }, payload: { name: '13U' } }));
    for (const name of ['A', 'B']) {
      await t.app.inject({ method: 'POST', url: `/api/divisions/${created.id}/teams`, headers: { cookie: admin }, payload: { name } });
    }
    expect(await formatOf(created.id)).toBeUndefined();
    const body = {
      pools: [{ name: 'Final', description: '', seedsIncluded: [1, 2], matchups: [{ homeTeamSeed: 1, awayTeamSeed: 2 }] }],
      championship: { description: 'The final.', participants: [] },
    };
    expect((await put(created.id, body)).statusCode).toBe(200);
    expect((await formatOf(created.id))?.pools[0]?.name).toBe('Final');
  });

  it('refuses formats that do not fit the division, naming every problem, and keeps the old one', async () => {
    const twelveU = division('12U');
    const before = await formatOf(twelveU.id);
    const cases: [unknown, string | RegExp][] = [
      [{ ...threePools, pools: [{ name: 'Gold Pool', description: '', seedsIncluded: [1, 9] }] }, 'Gold Pool: Seed 9 does not exist: the division has 8 teams'],
      [
        {
          ...threePools,
          pools: [
            { name: 'A', description: '', seedsIncluded: [1, 2] },
            { name: 'B', description: '', seedsIncluded: [2, 3] },
          ],
        },
        'Seed 2 is in both A and B',
      ],
      [
        {
          ...threePools,
          pools: [
            {
              name: 'A',
              description: '',
              seedsIncluded: [1, 2],
              matchups: [
                { homeTeamSeed: 1, awayTeamSeed: 3 },
                { homeTeamSeed: 2, awayTeamSeed: 2 },
              ],
            },
          ],
        },
        'A: seed 3 of a matchup is not in this pool; A: a matchup needs two different seeds (seed 2 twice)',
      ],
      [
        { ...threePools, championship: { description: '', participants: [], hostingSeed: 12 } },
        'Championship: Seed 12 does not exist: the division has 8 teams',
      ],
      [{ ...threePools, pools: [] }, 'A playoff format needs at least one pool'],
      [{ ...threePools, pools: [{ name: ' ', description: '', seedsIncluded: [1] }] }, 'Pool name is required'],
      [{ pools: threePools.pools }, /^Championship is required$/],
      [{ ...threePools, pools: [{ name: 'A', description: '', seedsIncluded: [0] }] }, 'Seeds included must be at least 1'],
    ];
    for (const [body, message] of cases) {
      const response = await put(twelveU.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      errorMessage(response, message, JSON.stringify(body));
    }
    expect(await formatOf(twelveU.id)).toEqual(before);
  });

  it('answers 404 for an unknown division and refuses coaches and visitors', async () => {
    const missing = await put(9999, threePools);
    expect(missing.statusCode).toBe(404);
    errorMessage(missing, 'Division not found');
    expect((await put('abc', threePools)).statusCode).toBe(400);
    expect((await put(division('10U').id, threePools, coach)).statusCode).toBe(403);
    expect((await put(division('10U').id, threePools, null)).statusCode).toBe(401);
  });

  it('ranks a pool by completed phase 2 games only: win percentage, then run differential', async () => {
    const eightU = division('8U');
    // One pool of all eight seeds, so a phase 1 result cannot move a team out of it.
    const seeds = eightU.teams.map((_, i) => i + 1);
    await put(eightU.id, { pools: [{ name: 'Test Pool', description: '', seedsIncluded: seeds }], championship: { description: '', participants: [] } });
    const first = json<PoolStandings>(await t.app.inject({ url: `/api/divisions/${eightU.id}/pool-standings` }))['Test Pool'] ?? [];
    const [a, b, c] = first.map((r) => r.team.id) as [number, number, number];
    const before = new Map(first.map((r) => [r.team.id, r]));
    const play = async (home: number, away: number, when: string, score?: [number, number]) => {
      const game = json<Game>(
        await t.app.inject({
          method: 'POST',
          url: '/api/games',
          headers: { cookie: admin },
          payload: { homeTeamId: home, awayTeamId: away, fieldId: null, scheduledTime: when },
        }),
      );
      if (score) {
        await t.app.inject({
          method: 'PATCH',
          url: `/api/games/${game.id}/direct-score`,
          headers: { cookie: admin },
          payload: { homeScore: score[0], awayScore: score[1] },
        });
      }
      return game;
    };
    // b beats a 10-0 and c beats a 2-1: b and c each gain a win, b by far more runs.
    await play(b, a, '2025-06-10T22:00:00.000Z', [10, 0]);
    await play(c, a, '2025-06-11T22:00:00.000Z', [2, 1]);
    // Not counted: a phase 1 game, a scheduled phase 2 game and a cancelled one.
    await play(a, b, '2025-05-20T22:00:00.000Z', [20, 0]);
    await play(a, c, '2025-06-12T22:00:00.000Z');
    const cancelled = await play(a, b, '2025-06-13T22:00:00.000Z');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/games/${cancelled.id}`,
      headers: { cookie: admin },
      payload: { homeTeamId: a, awayTeamId: b, fieldId: null, scheduledTime: cancelled.scheduledTime, status: 'cancelled' },
    });

    const rows = json<PoolStandings>(await t.app.inject({ url: `/api/divisions/${eightU.id}/pool-standings` }))['Test Pool'] ?? [];
    const gained = (id: number) => {
      const row = rows.find((r) => r.team.id === id);
      const old = before.get(id);
      return { wins: (row?.wins ?? 0) - (old?.wins ?? 0), losses: (row?.losses ?? 0) - (old?.losses ?? 0), runDiff: (row?.runDiff ?? 0) - (old?.runDiff ?? 0) };
    };
    expect(gained(a)).toEqual({ wins: 0, losses: 2, runDiff: -11 });
    expect(gained(b)).toEqual({ wins: 1, losses: 0, runDiff: 10 });
    expect(gained(c)).toEqual({ wins: 1, losses: 0, runDiff: 1 });
    for (let i = 1; i < rows.length; i++) {
      const [up, down] = [rows[i - 1], rows[i]];
      if (!up || !down) continue;
      expect(up.winPercentage > down.winPercentage || (up.winPercentage === down.winPercentage && up.runDiff >= down.runDiff)).toBe(true);
    }
    expect(rows.map((r) => r.seed)).toEqual(seeds);
  });
});
