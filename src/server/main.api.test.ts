import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../scripts/lib/server-process';

describe('stopping the server with SIGTERM', () => {
  let dir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dugout-sigterm-'));
    server = await startServerProcess({
      DATABASE_URL: `sqlite:${join(dir, 'league.db')}`,
      SEED: 'demo',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      CLIENT_DIR: '/nonexistent',
    });
  }, 60_000);

  afterAll(async () => {
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
    // worked on when the signal comes.
    const inFlight = Array.from({ length: 16 }, signIn);
    await Promise.race(inFlight);
    const started = Date.now();
    const exit = server.stop('SIGTERM');
    expect(await Promise.all(inFlight)).toEqual(Array(16).fill(200));
    expect(await exit).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect(fetch(`${server.baseURL}/healthz`)).rejects.toThrow();
  }, 30_000);
});
