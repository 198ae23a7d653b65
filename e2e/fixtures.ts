import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { PAGE_DATA_ID } from '../src/shared/page-rendering';
import { startServer, type RunningServer } from './support/server';

export const DEMO = {
  admin: { username: 'admin', password: 'admin2025' },
  orgAdmin: { username: 'ops@dugout.example', password: 'league2025' },
  coach: { username: 'sam.rivera@example.com', password: 'coach2025', name: 'Sam Rivera' },
  multiTeamCoach: { username: 'jordan.lee@example.com', password: 'coach2025', name: 'Jordan Lee' },
  incompleteCoach: { username: 'casey.morgan@example.com', password: 'coach2025', name: 'Casey Morgan' },
};

interface WorkerFixtures {
  server: RunningServer;
}

/**
 * A page the server rendered can be read before the application has taken it over in the browser,
 * and a click before then does nothing: a story opening a page waits for the application, as a
 * person waits for a page to respond. Pages the browser renders itself are ready when shown.
 */
export function waitingForTheApplication(page: Page): Page {
  const started = () => page.waitForFunction((dataId) => !document.getElementById(dataId) || document.documentElement.dataset.app === 'started', PAGE_DATA_ID);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await started();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await started();
    return response;
  };
  return page;
}

/** Each worker runs its own server on its own copy of the demo league. */
export const test = base.extend<object, WorkerFixtures>({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitingForTheApplication(page));
  },
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },
});

export { expect };

type Account = { username: string; password: string };

/**
 * Signs in through the API, as the sign-in form does (the page's cookies take the session), and
 * opens `landing` if given: for stories about what comes after signing in. The stories about
 * signing in itself use signInThroughForm.
 */
export async function signIn(page: Page, account: Account, landing?: string): Promise<void> {
  const response = await page.request.post('/api/login', { data: account });
  expect(response.status(), `sign-in of ${account.username}`).toBe(200);
  if (landing) await page.goto(landing);
}

/** Signs in through the sign-in form, as a person does, and waits to be taken away from it. */
export async function signInThroughForm(page: Page, account: Account): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/auth');
}

/** The dialogs open on the page, for checking them alone (expectAccessible's `within`). */
export const OPEN_DIALOG = '[role="dialog"]';

/**
 * No accessibility violation of any impact on the page as it is now: every rule axe runs by
 * default, and WCAG 2.2's target size (2.5.8), which axe leaves off unless asked. The pages hold no
 * frames, so axe runs in the page itself (legacy mode) instead of finishing its run in a new blank
 * page, and reports the nodes of violations only: five times less browser time per check, the
 * same violations found.
 *
 * `within`: a CSS selector of the part to check, for a dialog or menu opened over a page already
 * checked whole (the page behind it has not changed). `soft`: the violations are noted and the
 * story goes on, failing at its end (a walk of many screens names every screen that fails).
 */
export async function expectAccessible(page: Page, within?: string, { soft = false } = {}): Promise<void> {
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const results = await builder
    .setLegacyMode()
    .options({ resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } })
    .analyze();
  (soft ? expect.soft : expect)(
    results.violations.map((v) => `${v.id} (${v.impact ?? 'no impact'}): ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
