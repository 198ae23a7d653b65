import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Coach } from '../../shared/schemas/coach';
import type { CoachImportResult } from '../../shared/schemas/coach-admin';
import type { Division } from '../../shared/schemas/league';
import type { LinkImportResult } from '../../shared/schemas/magic-link';
import type { RouteEntry } from '../app';
import type { DatabaseHandle } from '../db/connect';
import { adminCookie, apiRoutes, expectClientError, fillPath, SESSION_CHANGING } from '../test/api-routes';
import { databaseDigest } from '../test/database-digest';
import { countRows, createTestApp, json, testEngines, type TestApp } from '../test/harness';
import { multipart } from '../test/photos';

/** Classic attempts to end a quoted value and run SQL of one's own. */
const INJECTIONS = [
  "' OR 1=1 --",
  "' OR '1'='1",
  "'; DROP TABLE games; --",
  '"; DROP TABLE users; --',
  '1 UNION SELECT password_hash FROM users',
  "x' UNION SELECT username, password_hash FROM users --",
  '1; DELETE FROM sessions',
  "admin'--",
  "') OR ('a'='a",
  '1) OR (1=1',
  "'||(SELECT password_hash FROM users LIMIT 1)||'",
];

/** The kinds above, one each, for the sweep over every route (a request each per place, so fewer). */
const SWEEP = [
  "' OR 1=1 --",
  "'; DROP TABLE games; --",
  '1 UNION SELECT password_hash FROM users',
  "x' UNION SELECT username, password_hash FROM users --",
  "') OR ('a'='a",
];

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
};

type Path = (string | number)[];

function jsonSchemaOf(schema: unknown): JsonSchema | null {
  return schema instanceof z.ZodType ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : null;
}

/** A plausible value for a schema (strings are fitted afterwards, see `fitStrings`). */
function plausible(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.[0]) return plausible(alternatives[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array':
      return schema.items ? [plausible(schema.items)] : [];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausible(value)]));
    default:
      return 'Injected value 1';
  }
}

/** Strings of the shapes the API's schemas ask for: names, emails, times, dates, backup names. */
const STRING_SHAPES = [
  'Injected value 1',
  'injected@example.com',
  '2025-05-31T14:00:00.000Z',
  '2025-05-31',
  '2025-05-20T04-00-00-000Z',
  '10:00',
  '(555) 123-4567',
];

const samePath = (a: readonly PropertyKey[], b: Path) => a.length === b.length && a.every((key, i) => String(key) === String(b[i]));

/**
 * Gives every string slot of the body a value its schema accepts, so that a request with one
 * injected string has it refused (or taken) for that string, not for a neighbour's shape.
 */
function fitStrings(schema: z.ZodType, body: unknown, slots: Path[]): unknown {
  let fitted = body;
  for (const slot of slots) {
    const accepted = STRING_SHAPES.find((shape) => {
      const result = schema.safeParse(withValueAt(fitted, slot, shape));
      return result.success || !result.error.issues.some((issue) => samePath(issue.path, slot));
    });
    if (accepted) fitted = withValueAt(fitted, slot, accepted);
  }
  return fitted;
}

/** Where a schema takes a string: each is a place to put an injection. */
function stringSlots(schema: JsonSchema, path: Path = []): Path[] {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.some((a) => a.type === 'string') ? [path] : stringSlots(alternatives[0] ?? {}, path);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string' && !schema.enum && schema.const === undefined) return [path];
  if (type === 'array' && schema.items) return stringSlots(schema.items, [...path, 0]);
  if (type === 'object') return Object.entries(schema.properties ?? {}).flatMap(([key, value]) => stringSlots(value, [...path, key]));
  return [];
}

function withValueAt(value: unknown, path: Path, replacement: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = withValueAt(copy[head], rest, replacement);
  return copy;
}

interface Probe {
  method: string;
  url: string;
  payload?: unknown;
}

/** Every request that carries one injection in one place: a path parameter, a query value or a body string. */
function probesOf(route: RouteEntry): Probe[] {
  const params = route.url.match(/:([A-Za-z]+)/g)?.map((p) => p.slice(1)) ?? [];
  const bodySchema = jsonSchemaOf(route.schema?.body);
  const slots = bodySchema ? stringSlots(bodySchema) : [];
  const body = bodySchema ? fitStrings(route.schema?.body as z.ZodType, plausible(bodySchema), slots) : undefined;
  const querySchema = jsonSchemaOf(route.schema?.querystring);
  const queryKeys = [...Object.keys(querySchema?.properties ?? {}), ...(route.method === 'GET' ? ['q'] : [])];
  const base = { method: route.method, ...(body === undefined ? {} : { payload: body }) };
  return SWEEP.flatMap((injection) => [
    ...params.map((name) => ({ ...base, url: fillPath(route.url, { [name]: injection }) })),
    ...queryKeys.map((key) => ({ ...base, url: `${fillPath(route.url, {})}?${new URLSearchParams({ [key]: injection }).toString()}` })),
    ...slots.map((slot) => ({ ...base, url: fillPath(route.url, {}), payload: withValueAt(body, slot, injection) })),
  ]);
}

async function tableNames(handle: DatabaseHandle): Promise<string[]> {
  const rows =
    handle.engine === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table' order by name`.execute(handle.db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() order by table_name`.execute(
          handle.db,
        );
  return rows.rows.map((r) => r.name);
}

/** What a password hash looks like, alone or in a list a UNION would make. */
const PASSWORD_HASH = /\$argon2(id|i|d)\$/;

describe.each(testEngines())('SQL injection attempts (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());

  it('match no account when they stand for an email in a sign-in link file or a sign-in', async () => {
    const cookie = await adminCookie(t);
    const before = await countRows(t.handle, 'magic_links');
    const file = Papa.unparse({ fields: ['Email'], data: [...INJECTIONS, "x' OR '1'='1@example.com"].map((email) => [email]) });
    const body = multipart([{ name: 'file', filename: 'links.csv', contentType: 'text/csv', data: file }]);
    const response = await t.app.inject({ method: 'POST', url: '/api/magic-links/import', headers: { ...body.headers, cookie }, payload: body.payload });
    expect(response.statusCode).toBe(200);
    expect(json<LinkImportResult>(response)).toMatchObject({ total: INJECTIONS.length + 1, imported: 0 });
    expect(await countRows(t.handle, 'magic_links')).toBe(before);
    for (const username of INJECTIONS) {
      const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password: "' OR '1'='1" } });
      expect(login.statusCode, username).toBe(401);
    }
  });

  it('are harmless in every path parameter, query string and body string of every route', async () => {
    const tablesBefore = await tableNames(t.handle);
    const routes = apiRoutes(t);
    let cookie = await adminCookie(t);
    let digest = await databaseDigest(t.handle);
    let sent = 0;
    for (const route of routes) {
      for (const probe of probesOf(route)) {
        const response: LightMyRequestResponse = await t.app.inject({
          method: probe.method as 'POST',
          url: probe.url,
          headers: { cookie },
          ...(probe.payload === undefined ? {} : { payload: probe.payload as object }),
        });
        sent++;
        const what = `${probe.method} ${probe.url} ${JSON.stringify(probe.payload)?.slice(0, 160) ?? ''}`;
        expectClientError(response, what);
        expect(response.body, what).not.toMatch(PASSWORD_HASH);
        const after = await databaseDigest(t.handle);
        if (response.statusCode >= 400 && !SESSION_CHANGING.has(route.url)) expect(after, `${what} was refused but changed the database`).toBe(digest);
        digest = after;
        // Probes may sign out, change the administrator's password or switch user: sign in afresh then.
        if (SESSION_CHANGING.has(route.url) || response.statusCode === 401 || response.headers['set-cookie']) cookie = await adminCookie(t);
      }
    }
    expect(sent).toBeGreaterThan(routes.length * SWEEP.length);
    expect(await tableNames(t.handle)).toEqual(tablesBefore);
    for (const table of ['users', 'games', 'teams', 'divisions']) expect(await countRows(t.handle, table), table).toBeGreaterThan(0);
  }, 300_000);

  it('stores them as plain text: a team and a coach named with one read back exactly as typed', async () => {
    const cookie = await adminCookie(t);
    const gamesBefore = await countRows(t.handle, 'games');
    const divisions = json<Division[]>(await t.app.inject({ url: '/api/divisions' }));
    const division = divisions[0];
    if (!division) throw new Error('the demo league has divisions');
    for (const [index, name] of INJECTIONS.entries()) {
      const added = await t.app.inject({
        method: 'POST',
        url: `/api/divisions/${division.id}/teams`,
        headers: { cookie },
        payload: { name: `${name} ${index}` },
      });
      expect(added.statusCode, name).toBeLessThan(300);
    }
    const teams = json<Division[]>(await t.app.inject({ url: '/api/divisions' }))
      .find((d) => d.id === division.id)
      ?.teams.map((team) => team.name);
    for (const [index, name] of INJECTIONS.entries()) expect(teams, name).toContain(`${name} ${index}`);

    const csv = Papa.unparse({
      fields: ['Division', 'Team', 'Email', 'FirstName', 'LastName'],
      data: INJECTIONS.map((name, i) => [division.name, division.teams[0]?.name ?? '', `inj${i}@example.com`, name, 'Doe']),
    });
    const imported = await t.app.inject({ method: 'POST', url: '/api/coaches/import', headers: { cookie }, payload: { coachesData: csv } });
    expect(json<CoachImportResult>(imported).summary.created).toBe(INJECTIONS.length);
    const coaches = json<Coach[]>(await t.app.inject({ url: '/api/coaches', headers: { cookie } }));
    for (const name of INJECTIONS)
      expect(
        coaches.map((c) => c.name),
        name,
      ).toContain(`${name} Doe`);
    expect(await countRows(t.handle, 'games')).toBe(gamesBefore);
  });
});
