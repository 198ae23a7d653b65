import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../seed/demo';
import { createTestApp, testEngines, type TestApp } from '../test/harness';

const STRANGERS_GUESS = 'guess';

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
    // The strangers' checks are held until the owner has tried: the queue stays full meanwhile.
    const verify = argon2.verify.bind(argon2);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.spyOn(argon2, 'verify').mockImplementation(async (...args: Parameters<typeof argon2.verify>) => {
      if (args[1] === STRANGERS_GUESS) await held;
      return verify(...args);
    });
    const login = (username: string, password: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress });
    // More strangers at once than the queue holds (two checked, a hundred waiting), each under a
    // name and address of their own: the first one refused shows the queue full.
    const strangers = Array.from({ length: 110 }, (_, i) => login(`flood-${i}@example.com`, STRANGERS_GUESS, `10.5.${i}.1`));
    await new Promise<void>((full) => strangers.forEach((answer) => void answer.then((a) => a.statusCode === 503 && full())));
    // Meanwhile the owner tries, one try after another, more times than the limit.
    const busy: number[] = [];
    for (let i = 1; i <= 11; i++) busy.push((await login(DEMO_ACCOUNTS.incompleteCoach, DEMO_PASSWORDS.coach, `10.6.0.${i}`)).statusCode);
    release();
    const answers = await Promise.all(strangers);
    expect(busy, 'the owner met a full queue more times than the limit').toEqual(Array(11).fill(503));
    expect(answers.filter((a) => a.statusCode === 503)).toHaveLength(8);
    expect((await login(DEMO_ACCOUNTS.incompleteCoach, DEMO_PASSWORDS.coach, '10.6.1.1')).statusCode).toBe(200);
  }, 60_000);
});
