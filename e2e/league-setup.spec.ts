import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { startServerProcess, type ServerProcess } from '../scripts/lib/server-process';
import { CLIENT_DIR } from './support/server';

/** A server on an installation without any account, as a new league starts in production. */
const test = base.extend<object, { emptyServer: ServerProcess }>({
  emptyServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dir = mkdtempSync(join(tmpdir(), 'dugout-e2e-empty-'));
      const server = await startServerProcess({
        NODE_ENV: 'production',
        DATABASE_URL: `sqlite:${join(dir, 'league.db')}`,
        SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-123',
        CLIENT_DIR,
        BACKUP_DIR: join(dir, 'backups'),
      });
      await use(server);
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ emptyServer }, use) => {
    await use(emptyServer.baseURL);
  },
});

async function fillAccount(page: Page, username: string, name: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(`${username}@league.example`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
}

test('a new installation asks for the setup token from the server log, refuses a wrong one and creates the administrator with it', async ({
  page,
  emptyServer,
}) => {
  const logged = /open (\S+) and enter this one-time setup token: (\S+) /.exec(emptyServer.output());
  expect(logged?.[1]).toBe(`${emptyServer.baseURL}/auth?mode=setup`);
  const token = logged?.[2] ?? '';

  await page.goto('/auth?mode=setup');
  await expect(page.getByRole('heading', { name: 'Set Up the League' })).toBeVisible();
  await expect(
    page.getByText('This installation has no account yet. Create its administrator with the setup token the server printed in its log.'),
  ).toBeVisible();

  await fillAccount(page, 'chief', 'League Chief', 'Chief-2025-key');
  await page.getByRole('button', { name: 'Create Administrator' }).click();
  await expect(page.getByText('Enter the setup token from the server log')).toBeVisible();

  await page.getByLabel('Setup token').fill('a-guessed-token');
  await page.getByRole('button', { name: 'Create Administrator' }).click();
  await expect(page.getByText('Registration failed')).toBeVisible();
  await expect(
    page.getByText("That is not this installation's setup token: copy the one-time setup token from the server log to create the administrator account."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?mode=setup$/);

  await page.getByLabel('Setup token').fill(token);
  await page.getByRole('button', { name: 'Create Administrator' }).click();
  await page.waitForURL((url) => url.pathname !== '/auth');
  await expect(page.getByText('League Chief')).toBeVisible();

  // The token is spent: the same form now only says registration is closed.
  await page.context().clearCookies();
  await page.goto('/auth?mode=setup');
  await page.getByLabel('Setup token').fill(token);
  await fillAccount(page, 'second', 'Second Person', 'Second-2025-key');
  await page.getByRole('button', { name: 'Create Administrator' }).click();
  await expect(page.getByText('Registration is closed. Ask a league administrator for an account.')).toBeVisible();
});

test('the application is served without source maps', async ({ page, request }) => {
  await page.goto('/');
  const scripts = await page.locator('script[src]').evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(await (await request.get(script)).text()).not.toContain('sourceMappingURL');
    expect((await request.get(`${script}.map`)).status(), `${script}.map`).toBe(404);
  }
});
