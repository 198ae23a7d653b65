import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coach } from '../../shared/schemas/coach';
import type { Field } from '../../shared/schemas/field';
import type { CoachGame, Game } from '../../shared/schemas/game';
import type { SeasonInfo } from '../../shared/schemas/league';
import type { SessionUser } from '../../shared/schemas/user';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../seed/demo';
import { readAuthorizationTable, ROLES, routeKey, type AuthorizationRow, type Role } from '../test/authorization-table';
import { createTestApp, json, signIn, testEngines, type TestApp } from '../test/harness';
import { multipart, photoWithGps } from '../test/photos';
import { isServerRoute } from './client-app';

interface Call {
  method: string;
  url: string;
  payload?: object | string | Buffer;
  headers?: Record<string, string>;
}

/** A request the server must turn away (or let through) before reading its body. */
const PROBE_TYPE = 'application/x-authorization-probe';

const SAMPLE_PARAMS: Record<string, string> = { token: 'no-such-token', date: '2025-05-20' };

function probeOf(row: AuthorizationRow): Call {
  const url = row.path.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE_PARAMS[name] ?? '999999');
  if (row.method === 'GET') return { method: row.method, url };
  return { method: row.method, url, payload: 'probe', headers: { 'content-type': PROBE_TYPE } };
}

/** The demo league as the tests need it, read through the API. */
interface League {
  user: Record<Exclude<Role, 'anonymous'>, SessionUser>;
  jordan: Coach;
  samTeamId: number;
  otherTeamId: number;
  reportableGame: CoachGame;
  awayGame: CoachGame;
  strangersGame: Game;
  ownField: Field;
  strangersField: Field;
  phase2Day: string;
  teamlessCoach: string;
}

interface OwnCalls {
  /** Sent first, by the same role, when the own record must exist before it can be read. */
  before?: Call;
  own: Call;
  other: Call;
}
type OwnCase = (league: League, role: Role) => Promise<OwnCalls> | OwnCalls;

/**
 * For each row with `own`: a call on the role's own record (must succeed) and one on somebody
 * else's (must be refused with 403, or 404 where the record is not theirs to see).
 */
const OWN_CASES: Record<string, OwnCase> = {
  'PATCH /api/users/{id}': (l, role) => {
    const me = l.user[role as Exclude<Role, 'anonymous'>];
    const someoneElse = role === 'coach' ? l.jordan.id : l.user.coach.id;
    return {
      own: { method: 'PATCH', url: `/api/users/${me.id}`, payload: { name: me.name } },
      other: { method: 'PATCH', url: `/api/users/${someoneElse}`, payload: { name: 'Not Mine' } },
    };
  },
  'GET /api/coaches/{id}/teams': (l) => ({
    own: { method: 'GET', url: `/api/coaches/${l.user.coach.id}/teams` },
    other: { method: 'GET', url: `/api/coaches/${l.jordan.id}/teams` },
  }),
  'GET /api/coaches/{id}/games': (l) => ({
    own: { method: 'GET', url: `/api/coaches/${l.user.coach.id}/games` },
    other: { method: 'GET', url: `/api/coaches/${l.jordan.id}/games` },
  }),
  'PATCH /api/games/{id}/score': (l) => ({
    own: { method: 'PATCH', url: `/api/games/${l.reportableGame.id}/score`, payload: { homeSubmittedScore: '4', awaySubmittedScore: '2' } },
    other: { method: 'PATCH', url: `/api/games/${l.strangersGame.id}/score`, payload: { homeSubmittedScore: '4', awaySubmittedScore: '2' } },
  }),
  'PATCH /api/games/{id}/field': (l) => ({
    own: { method: 'PATCH', url: `/api/games/${l.reportableGame.id}/field`, payload: { fieldId: null } },
    other: { method: 'PATCH', url: `/api/games/${l.awayGame.id}/field`, payload: { fieldId: null } },
  }),
  'POST /api/fields': (l) => ({
    own: { method: 'POST', url: '/api/fields', payload: { name: 'Own Park', address: '1 Own Way', teamIds: [l.samTeamId] } },
    other: { method: 'POST', url: '/api/fields', payload: { name: 'Other Park', address: '2 Other Way', teamIds: [l.otherTeamId] } },
  }),
  'PATCH /api/fields/{id}': (l) => ({
    own: { method: 'PATCH', url: `/api/fields/${l.ownField.id}`, payload: fieldBody(l.ownField) },
    other: { method: 'PATCH', url: `/api/fields/${l.strangersField.id}`, payload: fieldBody(l.strangersField) },
  }),
  'GET /api/fields/{id}/delete-preview': (l) => ({
    own: { method: 'GET', url: `/api/fields/${l.ownField.id}/delete-preview` },
    other: { method: 'GET', url: `/api/fields/${l.strangersField.id}/delete-preview` },
  }),
  'DELETE /api/fields/{id}': (l) => ({
    own: { method: 'DELETE', url: `/api/fields/${l.ownField.id}` },
    other: { method: 'DELETE', url: `/api/fields/${l.strangersField.id}` },
  }),
  'POST /api/upload': async (l) => {
    const photo = multipart([{ name: 'image', filename: 'park.jpg', contentType: 'image/jpeg', data: await photoWithGps(64, 48) }]);
    return {
      own: { method: 'POST', url: '/api/upload', ...photo },
      other: { method: 'POST', url: '/api/upload', ...photo, headers: { ...photo.headers, cookie: l.teamlessCoach } },
    };
  },
  'POST /api/team-availability': (l) => ({
    own: { method: 'POST', url: '/api/team-availability', payload: availability(l.samTeamId, l.phase2Day) },
    other: { method: 'POST', url: '/api/team-availability', payload: availability(l.otherTeamId, l.phase2Day) },
  }),
  'GET /api/team-availability/{teamId}': (l) => ({
    before: { method: 'POST', url: '/api/team-availability', payload: availability(l.samTeamId, l.phase2Day) },
    own: { method: 'GET', url: `/api/team-availability/${l.samTeamId}` },
    other: { method: 'GET', url: `/api/team-availability/${l.otherTeamId}` },
  }),
};

/**
 * Rows whose route admits a role the table refuses, so the refusal comes from the service: a
 * realistic call that must still be refused.
 */
const SERVICE_REFUSALS: Record<string, (league: League) => Call> = {
  'PATCH /api/games/{id}/score': (l) => ({
    method: 'PATCH',
    url: `/api/games/${l.awayGame.id}/score`,
    payload: { homeSubmittedScore: '1', awaySubmittedScore: '1' },
  }),
  'POST /api/impersonate/{coachId}': (l) => ({ method: 'POST', url: `/api/impersonate/${l.user.coach.id}` }),
};

function fieldBody(field: Field) {
  return { name: field.name, address: field.address, teamIds: field.teams.map((t) => t.id) };
}

function availability(teamId: number, date: string) {
  return { teamId, notes: '', dates: [{ date, canPlayHome: true, canPlayAway: false, homeStartTimes: ['10:00'] }] };
}

const rows = readAuthorizationTable();

describe.each(testEngines())('the Authorization table of the README on %s', (engine) => {
  let t: TestApp;
  const cookies = {} as Record<Role, string>;
  let league: League;

  const send = (call: Call, role: Role): Promise<LightMyRequestResponse> => {
    const headers = { ...(role === 'anonymous' ? {} : { cookie: cookies[role] }), ...call.headers };
    return t.app.inject({ method: call.method as 'GET', url: call.url, payload: call.payload, headers });
  };
  const describeCall = (call: Call, role: Role, response: LightMyRequestResponse) =>
    `${role}: ${call.method} ${call.url} answered ${response.statusCode} ${response.body.slice(0, 200)}`;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    cookies.anonymous = '';
    cookies.coach = await signIn(t.app, DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
    cookies.org_admin = await signIn(t.app, DEMO_ACCOUNTS.orgAdmin, DEMO_PASSWORDS.org_admin);
    cookies.admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    league = await readLeague();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function readLeague(): Promise<League> {
    const get = async <T>(url: string, cookie = cookies.admin) => json<T>(await t.app.inject({ url, headers: { cookie } }));
    const user = {
      coach: await get<SessionUser>('/api/user', cookies.coach),
      org_admin: await get<SessionUser>('/api/user', cookies.org_admin),
      admin: await get<SessionUser>('/api/user', cookies.admin),
    };
    const samTeamId = user.coach.teamStaff[0]?.teamId ?? 0;
    const coaches = await get<Coach[]>('/api/coaches');
    const jordan = coaches.find((c) => c.email === DEMO_ACCOUNTS.multiTeamCoach);
    const samGames = await get<CoachGame[]>(`/api/coaches/${user.coach.id}/games`, cookies.coach);
    const now = new Date().toISOString();
    const reportableGame = samGames.find(
      (g) => g.isHomeTeam && g.status === 'scheduled' && g.scheduledTime < now && !g.scoreReports.some((r) => r.side === 'home'),
    );
    const awayGame = samGames.find((g) => !g.isHomeTeam && g.scheduledTime < now);
    const games = await get<Game[]>('/api/games');
    const strangersGame = games.find((g) => g.homeTeamId !== samTeamId && g.awayTeamId !== samTeamId && g.status === 'scheduled');
    const fields = await get<Field[]>('/api/fields');
    const ownField = fields.find((f) => f.teams.some((team) => team.id === samTeamId));
    const strangersField = fields.find((f) => f.teams.length > 0 && !f.teams.some((team) => team.id === samTeamId));
    const otherTeamId = strangersField?.teams[0]?.id;
    const season = await get<SeasonInfo>('/api/season');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie: cookies.admin },
      payload: {
        username: 'teamless@example.com',
        password: 'Bench-Warmer-Sunflower-3',
        email: 'teamless@example.com',
        role: 'coach',
        name: 'Teamless Coach',
        phone: '(555) 000-0000',
      },
    });
    expect(created.statusCode).toBe(201);
    const teamlessCoach = await signIn(t.app, 'teamless@example.com', 'Bench-Warmer-Sunflower-3');
    if (!jordan || !reportableGame || !awayGame || !strangersGame || !ownField || !strangersField || otherTeamId === undefined) {
      throw new Error('The demo league lacks a record the authorization walk needs');
    }
    return {
      user,
      jordan,
      samTeamId,
      otherTeamId,
      reportableGame,
      awayGame,
      strangersGame,
      ownField,
      strangersField,
      phase2Day: season.phase2Availability.start,
      teamlessCoach,
    };
  }

  it('has exactly one row for every API route and calendar feed the server has, and no row for a route it lacks', () => {
    const routes = t.app.routeTable.filter((r) => isServerRoute(r.url)).map((r) => routeKey(r.method, r.url));
    const listed = rows.map((r) => routeKey(r.method, r.path));
    expect(
      routes.filter((key) => !listed.includes(key)),
      'routes without a row in README.md',
    ).toEqual([]);
    expect(
      listed.filter((key) => !routes.includes(key)),
      'rows in README.md for routes that do not exist',
    ).toEqual([]);
    expect(
      listed.filter((key, i) => listed.indexOf(key) !== i),
      'routes listed twice',
    ).toEqual([]);
  });

  it.each(rows.map((row) => [routeKey(row.method, row.path), row] as const))('%s answers every role as the table says', async (key, row) => {
    for (const role of ROLES) {
      const permission = row.who[role];
      const probe = probeOf(row);
      const response = await send(probe, role);
      if (permission === 'no') {
        if (response.statusCode === 401 || response.statusCode === 403) {
          expect(response.statusCode, describeCall(probe, role, response)).toBe(role === 'anonymous' ? 401 : 403);
          continue;
        }
        const realistic = SERVICE_REFUSALS[key];
        expect(realistic, `${describeCall(probe, role, response)}: the table says no; add a call to SERVICE_REFUSALS that the service refuses`).toBeDefined();
        if (!realistic) continue;
        const call = realistic(league);
        const refused = await send(call, role);
        expect([401, 403], describeCall(call, role, refused)).toContain(refused.statusCode);
        continue;
      }
      expect([401, 403], describeCall(probe, role, response)).not.toContain(response.statusCode);
      if (permission === 'yes') continue;

      const ownCase = OWN_CASES[key];
      expect(ownCase, `${key} has 'own' for ${role}: add its own and other calls to OWN_CASES`).toBeDefined();
      if (!ownCase) continue;
      const { before, own, other } = await ownCase(league, role);
      if (before) expect((await send(before, role)).statusCode, `${key}: preparing the own record`).toBeLessThan(300);
      const ownAnswer = await send(own, role);
      expect(ownAnswer.statusCode, describeCall(own, role, ownAnswer)).toBeLessThan(300);
      const otherAnswer = await send(other, role);
      expect([403, 404], describeCall(other, role, otherAnswer)).toContain(otherAnswer.statusCode);
    }
  });
});
