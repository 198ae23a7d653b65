import type { Page } from '@playwright/test';
import { PATHS } from '../src/shared/client-routes';
import type { Field } from '../src/shared/schemas/field';
import type { Division } from '../src/shared/schemas/league';
import { DEMO, expect, expectAccessible, OPEN_DIALOG, signIn, test } from './fixtures';

/** 10U in the demo league, the division of Sam Rivera's Highland Falcons. */
const TEN_U = 3;
const TEAM = 'Highland Falcons';

type Account = (typeof DEMO)[keyof typeof DEMO];

/** A dialog or menu over the page as it was checked (closed with Escape after), or a changed page. */
type Opened = typeof OPEN_DIALOG | typeof MENU | 'page';
const MENU = '[role="menu"]';

interface Ids {
  teamId: number;
  fieldId: number;
}

/** A screen as the one who uses it sees it, with the dialogs and menus it opens. */
interface Screen {
  account?: Account;
  path: (ids: Ids) => string;
  /**
   * Each opens one dialog or menu on the screen, or a part of it, and answers what to check: the
   * dialog or menu alone (the page behind it was checked whole and is closed again with Escape),
   * or the whole page, opened afresh.
   */
  opened?: Record<string, (page: Page) => Promise<Opened>>;
}

async function subscribeMenu(page: Page, label: string): Promise<Opened> {
  await page.getByRole('button', { name: `Subscribe to ${label}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Copy link' })).toBeVisible();
  return MENU;
}

async function dialog(page: Page, button: string, name: string | RegExp): Promise<Opened> {
  await page.getByRole('button', { name: button }).first().click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  return OPEN_DIALOG;
}

/** Rainouts and bulk changes with the games of the current season's first day of games previewed. */
async function previewBulkChange(page: Page): Promise<Opened> {
  const { timeZone } = (await (await page.request.get('/api/season')).json()) as { timeZone: string };
  const games = (await (await page.request.get('/api/games')).json()) as { scheduledTime: string; dateTbd: boolean }[];
  const first = games.find((g) => !g.dateTbd);
  if (!first) throw new Error('the demo league has dated games');
  await page.getByLabel(/^Date/).fill(new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(first.scheduledTime)));
  await page.getByRole('radio', { name: 'Set to rescheduling' }).check();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: /^Preview: / })).toBeVisible();
  return 'page';
}

/** A proposal for the first division, as Generate shows it. */
async function generate(page: Page): Promise<Opened> {
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('heading', { name: /^Proposed schedule/ })).toBeVisible({ timeout: 60_000 });
  return 'page';
}

/** Every route of the browser application: the record's type makes a new route join the walk. */
const SCREENS: Record<keyof typeof PATHS, Screen> = {
  home: { path: () => PATHS.home },
  auth: { path: () => PATHS.auth },
  standings: { path: () => PATHS.standings },
  standingsOf: { path: () => `/standings/${TEN_U}`, opened: { 'Subscribe menu': (page) => subscribeMenu(page, '10U games') } },
  schedule: { path: () => PATHS.schedule },
  scheduleOf: { path: () => `/schedule/${TEN_U}`, opened: { 'Subscribe menu': (page) => subscribeMenu(page, '10U games') } },
  playoffs: { path: () => PATHS.playoffs },
  // As league staff see it: the charts, tables and split (visitors see it only when the league publishes it).
  analysis: { account: DEMO.admin, path: () => PATHS.analysis },
  analysisOf: { account: DEMO.admin, path: () => `/analysis/${TEN_U}` },
  team: { path: ({ teamId }) => `/teams/${teamId}`, opened: { 'Subscribe menu': (page) => subscribeMenu(page, `${TEAM} (10U)`) } },
  field: { path: ({ fieldId }) => `/fields/${fieldId}` },
  info: { path: () => PATHS.info },
  changelog: { path: () => PATHS.changelog },
  // Without a link's token: the page says the link is not whole (the mail tests open it with one).
  unsubscribe: { path: () => PATHS.unsubscribe },
  coachProfile: { account: DEMO.coach, path: () => PATHS.coachProfile },
  coachDirectory: { account: DEMO.coach, path: () => PATHS.coachDirectory },
  coachDirectoryOf: { account: DEMO.coach, path: () => `/coach/directory/${TEN_U}` },
  coachFields: { account: DEMO.coach, path: () => PATHS.coachFields, opened: { 'Add Field': (page) => dialog(page, 'Add Field', 'Add Field') } },
  coachGames: {
    account: DEMO.coach,
    path: () => PATHS.coachGames,
    opened: {
      'score entry': (page) => dialog(page, 'Submit Score', 'Submit Score'),
      'Subscribe menu': (page) => subscribeMenu(page, 'my games'),
    },
  },
  coachAvailability: { account: DEMO.coach, path: () => PATHS.coachAvailability },
  adminDashboard: { account: DEMO.admin, path: () => PATHS.adminDashboard },
  adminGames: {
    account: DEMO.admin,
    path: () => `${PATHS.adminGames}?division=${TEN_U}`,
    opened: {
      'Add Game': (page) => dialog(page, 'Add Game', 'Add Game'),
      'Edit Game': (page) => dialog(page, 'Edit game', /^Edit Game \d+$/),
      'score entry': (page) => dialog(page, 'Enter scores of game', 'Enter Game Scores'),
    },
  },
  adminBulkChange: {
    account: DEMO.admin,
    path: () => PATHS.adminBulkChange,
    opened: { 'a preview': (page) => previewBulkChange(page) },
  },
  adminScheduleGenerator: {
    account: DEMO.admin,
    path: () => PATHS.adminScheduleGenerator,
    opened: {
      'a proposal': generate,
      // Over the proposal the step before opened, and checked.
      'Change dialog': (page) => dialog(page, 'Change', /^Change /),
      'fields and their slots': async (page) => {
        await page.getByRole('button', { name: /^Fields and their slots/ }).click();
        await expect(page.getByRole('group', { name: 'Days of the week' }).first()).toBeVisible();
        return 'page';
      },
    },
  },
  adminCoaches: { account: DEMO.admin, path: () => PATHS.adminCoaches },
  adminCoachImport: { account: DEMO.admin, path: () => PATHS.adminCoachImport },
  adminMagicLinks: { account: DEMO.admin, path: () => PATHS.adminMagicLinks },
  adminMagicLinksTest: { account: DEMO.admin, path: () => PATHS.adminMagicLinksTest },
  adminImpersonation: { account: DEMO.admin, path: () => PATHS.adminImpersonation },
  adminDivisions: { account: DEMO.admin, path: () => PATHS.adminDivisions },
  adminFields: {
    account: DEMO.admin,
    path: () => PATHS.adminFields,
    opened: {
      'Add Field': (page) => dialog(page, 'Add Field', 'Add Field'),
      'Edit Field': (page) => dialog(page, 'Edit', /^Edit /),
    },
  },
  adminSettings: { account: DEMO.admin, path: () => PATHS.adminSettings },
  adminAvailability: { account: DEMO.admin, path: () => PATHS.adminAvailability },
  adminAudit: { account: DEMO.admin, path: () => PATHS.adminAudit },
  adminAnnouncements: { account: DEMO.admin, path: () => PATHS.adminAnnouncements },
};

async function idsOf(page: Page): Promise<Ids> {
  const divisions = (await (await page.request.get('/api/divisions')).json()) as Division[];
  const team = divisions.find((d) => d.id === TEN_U)?.teams.find((t) => t.name === TEAM);
  const fields = (await (await page.request.get('/api/fields')).json()) as Field[];
  if (!team || !fields[0]) throw new Error(`the demo league has the ${TEAM} and fields`);
  return { teamId: team.id, fieldId: fields[0].id };
}

/** The screen has read what it shows: its heading is there and nothing is still loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}

/** The walk's stories: one per account the screens are seen as, each signing in and loading the application once. */
const ACCOUNTS = [...new Set(Object.values(SCREENS).map((screen) => screen.account))];

test.describe('every screen meets WCAG 2.2 AA', { tag: '@phone' }, () => {
  for (const account of ACCOUNTS) {
    test(`every screen as ${account?.username ?? 'a visitor'} sees it, with its dialogs and menus`, async ({ page, isMobile }) => {
      test.setTimeout(300_000);
      const ids = await idsOf(page);
      if (account) await signIn(page, account);
      const screens = Object.entries(SCREENS).filter(([, screen]) => screen.account === account);
      for (const [route, screen] of screens) {
        // Each screen is a step of its own, and a violation is noted without stopping the walk:
        // the story names every screen that fails, not only the first.
        await test.step(`${route} (${PATHS[route as keyof typeof PATHS]})`, async () => {
          await page.goto(screen.path(ids));
          await settled(page);
          await expectAccessible(page, undefined, { soft: true });
          // A dialog or menu is laid out alike at both widths: it is checked at the desktop's.
          if (isMobile) return;
          for (const [name, open] of Object.entries(screen.opened ?? {})) {
            await test.step(name, async () => {
              const opened = await open(page);
              await expectAccessible(page, opened === 'page' ? undefined : opened, { soft: true });
              await page.keyboard.press('Escape');
              await expect(page.locator(opened === 'page' ? OPEN_DIALOG : opened)).toHaveCount(0);
            });
          }
        });
      }
    });
  }

  test("an address the application doesn't know: its 404 page", async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expectAccessible(page);
  });
});
