/**
 * The real server for component tests: the app built on a fresh SQLite league (the demo league
 * unless told otherwise), listening on a free loopback port. While it runs, the client's fetch
 * reaches it as a browser on the same origin would: relative addresses resolve against it, and the
 * session cookie it sets is sent back.
 */
import type { HTTPMethods } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../server/seed/demo';
import type { OptionalMailKind } from '../../shared/schemas/notifications';
import type { SessionUser } from '../../shared/schemas/user';
import { unsubscribeToken } from '../../server/features/notifications/unsubscribe-token';
import { createTestApp, signIn, type TestApp, type TestAppOptions } from '../../server/test/harness';

export { DEMO_ACCOUNTS, DEMO_PASSWORDS };

export interface LeagueServer {
  /** The app and its database. */
  readonly league: TestApp;
  /** Signs the client in through POST /api/login, as the sign-in form would; later calls carry the session. */
  signIn(username: string, password: string): Promise<SessionUser>;
  /** A call as the demo administrator, apart from the client's session: to set up or check what a test needs. */
  asAdmin<T>(method: HTTPMethods, url: string, payload?: object): Promise<T>;
  /** The token of the unsubscribe link this server puts in its mail to a person about a kind of mail. */
  unsubscribeToken(userId: number, kind: OptionalMailKind): string;
}

function browserLikeFetch(nodeFetch: typeof fetch, origin: string, cookies: Map<string, string>): typeof fetch {
  return async (input, init) => {
    const address = input instanceof Request ? input.url : String(input);
    const headers = new Headers(init?.headers);
    if (cookies.size > 0) headers.set('Cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await nodeFetch(new URL(address, origin), { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const split = pair.indexOf('=');
      const name = pair.slice(0, split).trim();
      const value = pair.slice(split + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
}

/** Starts the server before this file's tests and stops it after them; each test starts signed out. */
export function serveLeague(options: Partial<TestAppOptions> = {}): LeagueServer {
  const cookies = new Map<string, string>();
  const nodeFetch = globalThis.fetch;
  let running: TestApp | undefined;
  let adminCookie: string | undefined;

  beforeAll(async () => {
    running = await createTestApp({ engine: 'sqlite', ...options });
    const origin = await running.app.listen({ host: '127.0.0.1', port: 0 });
    globalThis.fetch = browserLikeFetch(nodeFetch, origin, cookies);
  });
  afterEach(() => {
    cookies.clear();
  });
  afterAll(async () => {
    globalThis.fetch = nodeFetch;
    await running?.close();
  });

  const server: LeagueServer = {
    get league() {
      if (!running) throw new Error('The league server starts before the tests (beforeAll)');
      return running;
    },
    async signIn(username, password) {
      const response = await fetch('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      if (!response.ok) throw new Error(`Sign-in of ${username} failed: ${response.status} ${await response.text()}`);
      return (await response.json()) as SessionUser;
    },
    async asAdmin<T>(method: HTTPMethods, url: string, payload?: object) {
      const { app } = server.league;
      adminCookie ??= await signIn(app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
      const response = await app.inject({ method, url, headers: { cookie: adminCookie }, ...(payload ? { payload } : {}) });
      if (response.statusCode >= 300) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
      return (response.body ? JSON.parse(response.body) : undefined) as T;
    },
    unsubscribeToken: (userId, kind) => unsubscribeToken(server.league.ctx.secret, userId, kind),
  };
  return server;
}
