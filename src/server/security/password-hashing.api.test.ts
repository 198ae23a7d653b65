import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../db/seed/demo';
import { createTestApp, testEngines, type TestApp } from '../test/harness';

describe.each(testEngines())('password hashing under a flood on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t?.close();
  });

  it('checks at most two passwords at a time, and the owner signing in meanwhile gets in', async () => {
    // The real argon2 runs; the wrapper only counts how many checks run at once.
    const verify = argon2.verify.bind(argon2);
    let running = 0;
    let peak = 0;
    vi.spyOn(argon2, 'verify').mockImplementation(async (...args: Parameters<typeof argon2.verify>) => {
      running++;
      peak = Math.max(peak, running);
      try {
        return await verify(...args);
      } finally {
        running--;
      }
    });

    const login = (username: string, password: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress });
    const flood = Array.from({ length: 40 }, (_, i) => login(i % 2 ? `stranger-${i}@example.com` : DEMO_ACCOUNTS.admin, `guess-${i}`, `10.4.${i}.1`));
    const owner = login(DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach, '10.4.99.1');
    const answers = await Promise.all(flood);

    expect((await owner).statusCode).toBe(200);
    expect(answers.every((a) => a.statusCode === 401 || a.statusCode === 429)).toBe(true);
    expect(answers.filter((a) => a.statusCode === 401).length).toBeGreaterThanOrEqual(30);
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(2);
  });

  it('does not count against the owner a sign-in the server was too busy to check', async () => {
    vi.restoreAllMocks();
    const login = (username: string, password: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress });
    // More strangers at once than the hashing queue holds: it stays full for a while.
    // More strangers than the hashing queue holds keep trying, each time under a new name and address.
    let flooding = true;
    const stranger = async (worker: number) => {
      for (let n = 0; flooding; n++) await login(`flood-${worker}-${n}@example.com`, 'guess', `10.5.${worker}.${(n % 250) + 1}`);
    };
    const flood = Promise.all(Array.from({ length: 150 }, (_, worker) => stranger(worker)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Meanwhile the owner tries, one try after another, more times than the limit.
    let busy = 0;
    for (let i = 1; busy < 11 && i < 250; i++) {
      if ((await login(DEMO_ACCOUNTS.incompleteCoach, DEMO_PASSWORDS.coach, `10.6.0.${i}`)).statusCode === 503) busy++;
    }
    flooding = false;
    await flood;
    expect(busy, 'the owner met a full queue more times than the limit').toBe(11);
    expect((await login(DEMO_ACCOUNTS.incompleteCoach, DEMO_PASSWORDS.coach, '10.6.1.1')).statusCode).toBe(200);
  }, 60_000);
});
