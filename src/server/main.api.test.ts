import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pollUntil } from '../../scripts/lib/poll';
import { startServerProcess, type ServerProcess } from '../../scripts/lib/server-process';

describe('stopping the server with SIGTERM', () => {
  let dir: string;
  let server: ServerProcess;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dugout-sigterm-'));
    server = await startServerProcess({
      DATABASE_URL: `sqlite:${join(dir, 'league.db')}`,
      SEED: 'demo',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      CLIENT_DIR: '/nonexistent',
      // Sign-ins take their real time here, so that some are still being checked when the signal comes.
      PASSWORD_HASHING: 'standard',
      // The server logs each request as it comes in: the test signals once the import has come.
      LOG_LEVEL: 'info',
    });
  }, 60_000);

  afterEach(async () => {
    await server.stop('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('finishes the requests in flight, refuses new ones, and exits 0 promptly', async () => {
    const signIn = () =>
      fetch(`${server.baseURL}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'admin2025' }),
      }).then((r) => r.status);
    // Sign-ins take a while (password hashing): once the first is answered, the others are being
    // worked on when the signal comes. Ten, the account's limit: attempts beyond it at once are
    // refused before their password is checked.
    const inFlight = Array.from({ length: 10 }, signIn);
    await Promise.race(inFlight);
    const started = Date.now();
    const exit = server.stop('SIGTERM');
    expect(await Promise.all(inFlight)).toEqual(Array(10).fill(200));
    expect(await exit).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect(fetch(`${server.baseURL}/healthz`)).rejects.toThrow();
  }, 30_000);

  it('exits 0 when a keep-alive answer was already on its way as the signal came', async () => {
    const signedIn = await fetch(`${server.baseURL}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin2025' }),
    });
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    // A large coach import keeps the server busy for a while; a signal that comes meanwhile is
    // handled only once its answer has gone out, keep-alive, on a connection fetch keeps open.
    const [division] = (await (await fetch(`${server.baseURL}/api/divisions`)).json()) as { name: string; teams: { name: string }[] }[];
    const team = division?.teams[0]?.name ?? '';
    const rows = Array.from({ length: 5000 }, (_, i) => `${division?.name},"${team}",late.${i}@example.com,Late,Coach${i}`);
    const coachesData = ['Division,Team,Email,FirstName,LastName', ...rows].join('\n');
    const importing = fetch(`${server.baseURL}/api/coaches/import`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ coachesData, defaultPassword: 'Opening-Day-Bunting-25' }),
    }).then(
      (r) => r.status,
      () => 'refused',
    );
    // The signal comes once the server has the request: while it works on it, or (on a fast
    // machine) just as its answer goes out. Either way the server exits 0 without waiting out the
    // keep-alive (72 s), and the client gets the answer or a refusal, never a hang.
    const arrived = (line: string) => line.includes('incoming request') && line.includes('/api/coaches/import');
    await pollUntil('the import to reach the server', () => server.output().split('\n').some(arrived));
    const started = Date.now();
    const exit = server.stop('SIGTERM');
    expect(['refused', 200, 503]).toContain(await importing);
    expect(await exit).toBe(0);
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 30_000);
});
