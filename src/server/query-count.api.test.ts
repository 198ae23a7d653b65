import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachImportResult } from '../shared/schemas/coach-admin';
import type { Game } from '../shared/schemas/game';
import type { GameImportResult } from '../shared/schemas/game-admin';
import { BATCH_SIZE } from './db/batches';
import type { Engine } from './db/connect';
import { dbBool } from './db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from './seed/demo';
import { planGrowthLeague } from './seed/large';
import { withPastSeasons } from './seed/past-seasons';
import type { LeaguePlan } from './seed/plan';
import { createTestApp, signIn, testEngines, TEST_TIMEZONE, type TestApp } from './test/harness';
import { isCacheBookkeeping, queryLog, type QueryLog } from './test/query-log';

/**
 * No request runs a query per row: each main endpoint runs as many queries on the demo league as
 * on a league three times its size, and on that league after four past seasons of the same size,
 * and few; a read answered from the cache runs none for its data; an import of twice the rows runs
 * as many queries.
 */

const CLOCK = new Date('2025-06-15T16:00:00.000Z');
// A Saturday evening of phase 2 before CLOCK: a game then takes score reports.
const GAME_TIME = '2025-06-14T18:00:00-04:00';

interface League {
  label: string;
  t: TestApp;
  log: QueryLog;
  admin: string;
  coach: string;
  coachId: number;
  coachEmail: string;
  /** A team the coach is head coach of, with saved availability and a field. */
  teamId: number;
  teamName: string;
  fieldId: number;
  opponentId: number;
  divisionId: number;
  divisionName: string;
  divisionTeamNames: string[];
  /** What resolving the caller's session costs a signed-in request. */
  sessionLookup: string[];
  /** The game the writes create and then change. */
  gameId: number;
}

async function openLeague(engine: Engine, label: string, seed: 'demo' | LeaguePlan): Promise<League> {
  const log = queryLog();
  const t = await createTestApp({ engine, seed, now: () => CLOCK, onQuery: log.onQuery });
  const { db } = t.handle;
  const picked = await db
    .selectFrom('team_staff')
    .innerJoin('users', 'users.id', 'team_staff.user_id')
    .innerJoin('teams', 'teams.id', 'team_staff.team_id')
    .innerJoin('divisions', 'divisions.id', 'teams.division_id')
    .innerJoin('field_teams', 'field_teams.team_id', 'teams.id')
    .where('team_staff.role', '=', 'head_coach')
    .where('teams.id', 'in', db.selectFrom('team_availability').select('team_id'))
    .where('divisions.season_id', 'in', db.selectFrom('seasons').select('id').where('is_current', '=', dbBool(true)))
    .select(['users.id as coachId', 'users.email', 'teams.id as teamId', 'teams.name as teamName', 'field_teams.field_id as fieldId'])
    .select(['divisions.id as divisionId', 'divisions.name as divisionName'])
    .orderBy('users.id')
    .executeTakeFirstOrThrow();
  const divisionTeams = await db.selectFrom('teams').select(['id', 'name']).where('division_id', '=', picked.divisionId).orderBy('id').execute();
  const { email, ...place } = picked;
  const coachEmail = email ?? '';
  const coach = await signIn(t.app, coachEmail, DEMO_PASSWORDS.coach);
  // A coach may not list accounts: the refusal comes right after the session is known.
  const sessionLookup = await log.during(() => t.app.inject({ url: '/api/users', headers: { cookie: coach } }));
  return {
    ...place,
    label,
    t,
    log,
    admin: await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin),
    coach,
    coachEmail,
    opponentId: divisionTeams.find((team) => team.id !== picked.teamId)?.id ?? -1,
    divisionTeamNames: divisionTeams.map((team) => team.name),
    sessionLookup,
    gameId: -1,
  };
}

/** The statements one request runs, and its body; the request must succeed (200 or 201). */
async function measure(league: League, request: InjectOptions & { url: string }): Promise<{ statements: string[]; body: string }> {
  let response: Awaited<ReturnType<TestApp['app']['inject']>> | undefined;
  const statements = await league.log.during(async () => {
    response = await league.t.app.inject(request);
  });
  const label = `${request.method ?? 'GET'} ${request.url} on the ${league.label} league`;
  expect([200, 201], `${label}: ${response?.body.slice(0, 300)}`).toContain(response?.statusCode);
  return { statements, body: response?.body ?? '' };
}

/** What a request costs besides keeping the read cache current on PostgreSQL. */
const queryCount = (statements: string[]) => statements.filter((s) => !isCacheBookkeeping(s)).length;

type Caller = 'admin' | 'coach' | null;

const headers = (league: League, who: Caller) => (who ? { cookie: league[who] } : {});

interface Probe {
  name: string;
  who: Caller;
  request: (league: League) => Omit<InjectOptions, 'headers'> & { url: string };
  /** The queries the request runs (session lookup, transaction and version bumps included). */
  budget: number;
  /** Answered by the read cache once built. */
  cached?: boolean;
  /** Queries a cached answer still runs after the session lookup, to choose the caller's copy. */
  copyChoice?: number;
  remember?: (league: League, body: string) => void;
}

const read = (path: string, who: Caller, budget: number, url: (l: League) => string, cached = false): Probe => ({
  name: `GET ${path}${who ? ` as ${who}` : ''}`,
  who,
  budget,
  cached,
  request: (l) => ({ url: url(l) }),
});

const READS: Probe[] = [
  // The season's row gives the clock the games are shown on.
  read('/api/games', null, 3, () => '/api/games', true),
  read('/api/games?divisionId=', null, 3, (l) => `/api/games?divisionId=${l.divisionId}`, true),
  read('/api/divisions', null, 2, () => '/api/divisions', true),
  read('/api/teams', null, 1, () => '/api/teams', true),
  read('/api/teams/{id}', null, 2, (l) => `/api/teams/${l.teamId}`, true),
  read('/api/fields', null, 3, () => '/api/fields', true),
  read('/api/fields?divisionId=', null, 4, (l) => `/api/fields?divisionId=${l.divisionId}`, true),
  read('/api/fields/{id}', null, 3, (l) => `/api/fields/${l.fieldId}`, true),
  read('/api/playoff-formats', null, 1, () => '/api/playoff-formats', true),
  read('/api/divisions/{id}/pool-standings', null, 4, (l) => `/api/divisions/${l.divisionId}/pool-standings`, true),
  read('/api/divisions/{id}/seeds (phase 1 standings order)', null, 3, (l) => `/api/divisions/${l.divisionId}/seeds`, true),
  read('/api/season', null, 1, () => '/api/season', true),
  read('/api/coaches', null, 2, () => '/api/coaches', true),
  // Whether the coach coaches a team decides if the answer carries contact details.
  { ...read('/api/coaches', 'coach', 5, () => '/api/coaches', true), copyChoice: 1 },
  read('/api/user', 'coach', 4, () => '/api/user'),
  read('/api/coaches/{id}/teams', 'coach', 4, (l) => `/api/coaches/${l.coachId}/teams`),
  read('/api/coaches/{id}/games', 'coach', 7, (l) => `/api/coaches/${l.coachId}/games`),
  read('/api/team-availability/{teamId}', 'coach', 5, (l) => `/api/team-availability/${l.teamId}`),
  read('/api/team-availability', 'admin', 3, () => '/api/team-availability'),
  read('/api/users', 'admin', 3, () => '/api/users'),
  // The count, the page, and the page's team places: searched, filtered and sorted in SQL.
  read('/api/admin/coaches', 'admin', 5, () => '/api/admin/coaches?q=e&role=head_coach&sort=team&page=2&pageSize=20'),
  read('/api/admin/users', 'admin', 4, () => '/api/admin/users?q=e&role=coach&sort=email&page=2&pageSize=20'),
  read('/api/audit-log', 'admin', 7, () => '/api/audit-log'),
  // The season, the count, the page and its games' score reports, whatever the league's size.
  read('/api/admin/games', 'admin', 6, () => '/api/admin/games'),
  read(
    '/api/admin/games (filtered, searched, sorted, a later page)',
    'admin',
    6,
    (l) => `/api/admin/games?division=${l.divisionId}&status=scheduled&q=a&sort=field&page=2&pageSize=10`,
  ),
  read('/api/admin/games/export', 'admin', 4, (l) => `/api/admin/games/export?division=${l.divisionId}`),
  // The season, a count and the first items of each section, the clash check's two reads, the clashes' divisions.
  read('/api/admin/dashboard', 'admin', 17, () => '/api/admin/dashboard'),
  read('/api/admin/coaches/export', 'admin', 5, () => '/api/admin/coaches/export'),
  read('/api/standings/export', null, 5, () => '/api/standings/export'),
  // The division's season, then its divisions, teams, games, playoff formats and availability, each read once.
  read('/api/divisions/{id}/analysis', 'admin', 8, (l) => `/api/divisions/${l.divisionId}/analysis`),
];

// In this order: the game is created, moved to the coach's field, then reported.
const WRITES: Probe[] = [
  {
    name: 'POST /api/games',
    who: 'admin',
    budget: 15,
    request: (l) => ({
      method: 'POST',
      url: '/api/games',
      payload: { homeTeamId: l.teamId, awayTeamId: l.opponentId, fieldId: null, scheduledTime: GAME_TIME },
    }),
    remember: (l, body) => {
      l.gameId = (JSON.parse(body) as Game).id;
    },
  },
  // Both write what the coaches of the game are to be told: its teams' and fields' names, their staff, the notices.
  {
    name: 'PATCH /api/games/{id}/field',
    who: 'coach',
    budget: 23,
    request: (l) => ({ method: 'PATCH', url: `/api/games/${l.gameId}/field`, payload: { fieldId: l.fieldId } }),
  },
  {
    name: 'PATCH /api/games/{id}/score',
    who: 'coach',
    budget: 18,
    request: (l) => ({ method: 'PATCH', url: `/api/games/${l.gameId}/score`, payload: { homeSubmittedScore: 6, awaySubmittedScore: 4 } }),
  },
  read('/api/games/{id}/score-reports', 'admin', 4, (l) => `/api/games/${l.gameId}/score-reports`),
  // A new sign-in link for every coach of the league, each with its audit row.
  read('/api/magic-links/export', 'admin', 8, () => '/api/magic-links/export'),
  {
    name: 'POST /api/team-availability',
    who: 'coach',
    budget: 16,
    request: (l) => ({
      method: 'POST',
      url: '/api/team-availability',
      payload: {
        teamId: l.teamId,
        notes: 'Weeknights after 6.',
        dates: [
          { date: '2025-06-07', canPlayHome: true, canPlayAway: false, homeStartTimes: ['10:00'] },
          { date: '2025-06-08', canPlayHome: false, canPlayAway: true, awayEarliestStartTime: '09:00', awayLatestStartTime: '16:00' },
        ],
      },
    }),
  },
];

interface BulkWrite {
  name: string;
  budget: number;
  /** An administrator's request carrying `units` times the same mix of rows, new in each `batch`. */
  request: (league: League, units: number, batch: string) => Omit<InjectOptions, 'headers'> & { url: string };
  /** What the answer says about those rows. */
  check: (body: string, units: number) => void;
}

const COACH_IMPORT: BulkWrite = {
  // Per unit: a new coach on two teams, a coach already on the team (changes nothing) and a line naming no team.
  name: 'POST /api/coaches/import',
  budget: 13,
  request: (l, units, batch) => {
    const [first = '', second = ''] = l.divisionTeamNames;
    const lines = Array.from({ length: units }, (_, n) => {
      const email = `import.${batch}.${n}@example.com`;
      return [
        `${l.divisionName},${first},${email},New,Coach ${n}`,
        `${l.divisionName},${second},${email},New,Coach ${n}`,
        `${l.divisionName},${l.teamName},${l.coachEmail},Head,Coach`,
        `${l.divisionName},No Such Team,nobody.${batch}.${n}@example.com,No,Team`,
      ];
    });
    const coachesData = ['Division,Team,Email,FirstName,LastName', ...lines.flat()].join('\n');
    return { method: 'POST', url: '/api/coaches/import', payload: { coachesData, defaultPassword: 'Opening-Day-Bunting-25' } };
  },
  check: (body, units) => expect((JSON.parse(body) as CoachImportResult).summary).toEqual({ totalParsed: 4 * units, created: 2 * units, errors: units }),
};

const BULK_WRITES: BulkWrite[] = [
  COACH_IMPORT,
  {
    // Per unit: two evening games of the coach's division, on a day of their own.
    name: 'POST /api/games/import',
    budget: 21,
    request: (l, units, batch) => {
      const teams = l.divisionTeamNames;
      const days = batch === 'small' ? ['Tue Jun 17', 'Wed Jun 18'] : ['Tue Jun 24', 'Wed Jun 25', 'Thu Jun 26', 'Fri Jun 27'];
      const lines = days
        .slice(0, units)
        .flatMap((day, n) => [
          `${teams[n] ?? ''} @ ${teams[n + 1] ?? ''} - ${day} @ 6:00 PM`,
          `${teams[n + 2] ?? ''} @ ${teams[n + 3] ?? ''} - ${day} @ 7:30 PM`,
        ]);
      return { method: 'POST', url: '/api/games/import', payload: { divisionId: l.divisionId, gamesText: lines.join('\n') } };
    },
    check: (body, units) => expect((JSON.parse(body) as GameImportResult).created).toBe(2 * units),
  },
];

describe.each(testEngines())('queries per request on %s', (engine) => {
  let leagues: League[] = [];
  const firstBuild = new Map<string, number>();

  beforeAll(async () => {
    const larger = planGrowthLeague(TEST_TIMEZONE, 3);
    leagues = [
      await openLeague(engine, 'demo', 'demo'),
      await openLeague(engine, 'three times larger', larger),
      // The same league after four seasons: what a current-season request costs does not grow with them.
      await openLeague(engine, 'three times larger, with four past seasons', withPastSeasons(larger, 4)),
    ];
  });
  afterAll(async () => {
    for (const league of leagues) await league.t.close();
  });

  const cacheHit = (league: League, who: Caller) => (who ? league.sessionLookup : []);

  /** The request's query count, the same on every league and within its budget. */
  const countOnBoth = async (probe: Probe) => {
    const counts: number[] = [];
    for (const league of leagues) {
      const request = { ...probe.request(league), headers: headers(league, probe.who) };
      const built = await measure(league, request);
      expect(built.statements.filter((s) => !isCacheBookkeeping(s) && !league.sessionLookup.includes(s)).length).toBeGreaterThan(0);
      counts.push(queryCount(built.statements));
      probe.remember?.(league, built.body);
      if (!probe.cached) continue;
      const hit = await measure(league, request);
      expect(hit.body).toBe(built.body);
      const hitStatements = hit.statements.filter((s) => !isCacheBookkeeping(s));
      expect(hitStatements.slice(0, cacheHit(league, probe.who).length)).toEqual(cacheHit(league, probe.who));
      expect(hitStatements).toHaveLength(cacheHit(league, probe.who).length + (probe.copyChoice ?? 0));
    }
    expect(counts, 'queries on the demo league, the larger one, and the larger one with past seasons').toEqual(leagues.map(() => probe.budget));
    return probe.budget;
  };

  it.each(READS)('$name runs the same few queries on every league, and none for its data once cached', async (probe) => {
    firstBuild.set(probe.name, await countOnBoth(probe));
  });

  it.each(WRITES)('$name runs the same few queries on every league', async (probe) => {
    await countOnBoth(probe);
  });

  it.each(BULK_WRITES)('$name of twice the rows runs as many queries, on every league', async (bulk) => {
    const counts: number[] = [];
    for (const league of leagues) {
      for (const [units, batch] of [
        [2, 'small'],
        [4, 'large'],
      ] as const) {
        const { statements, body } = await measure(league, { ...bulk.request(league, units, batch), headers: headers(league, 'admin') });
        bulk.check(body, units);
        counts.push(queryCount(statements));
      }
    }
    expect(counts, 'queries for 2 and 4 units, on each league in turn').toEqual(Array.from({ length: 2 * leagues.length }, () => bulk.budget));
  });

  it('runs one more statement per further 500 looked-up emails, new accounts or team places of a coach import', async () => {
    const [demo] = leagues;
    if (!demo) throw new Error('no league');
    const units = 600;
    const { statements, body } = await measure(demo, { ...COACH_IMPORT.request(demo, units, 'huge'), headers: headers(demo, 'admin') });
    COACH_IMPORT.check(body, units);
    const further = (rows: number) => Math.ceil(rows / BATCH_SIZE) - 1;
    const emails = units + 1;
    expect(queryCount(statements)).toBe(COACH_IMPORT.budget + further(emails) + further(units) + further(2 * units));
  });

  it('builds cached reads again after the writes, with the same queries as the first time', async () => {
    const games = READS.find((p) => p.name === 'GET /api/games?divisionId=');
    const coaches = READS.find((p) => p.name === 'GET /api/coaches');
    for (const league of leagues) {
      for (const [probe, written] of [
        [games, `"id":${league.gameId},`],
        [coaches, '"name":"New Coach 3"'],
      ] as const) {
        if (!probe) throw new Error('no such read');
        const rebuilt = await measure(league, probe.request(league));
        expect(rebuilt.body).toContain(written);
        expect(queryCount(rebuilt.statements)).toBe(firstBuild.get(probe.name));
      }
    }
  });
});
