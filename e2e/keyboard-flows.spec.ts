import type { Locator, Page } from '@playwright/test';
import { photoWithGps } from '../src/server/test/photos';
import { DEMO, expect, expectAccessible, signIn, OPEN_DIALOG } from './fixtures';
import { isolatedTest as test, soloTest } from './support/isolated-test';

/** 10U in the demo league, the division of Sam Rivera's Highland Falcons. */
const TEN_U = 3;
const TEAM = 'Highland Falcons';
/** Sam's week-8 home game, still to be reported. */
const SAM_HOME = 'Greenville Bulldogs @ Highland Falcons, Tue, May 20, 2025 @ 6:00 PM';
/** More presses than any screen has stops before what a story goes to: beyond it, the target is out of reach. */
const MOST_PRESSES = 120;

/**
 * What the focused element shows to say it has the focus: its own outline or ring, or, for an
 * input drawn by the element beside it (a switch's track) or around it (a multiple choice field's
 * box), that element's.
 */
async function focusIndicator(page: Page): Promise<{ name: string; visible: boolean }> {
  return page.evaluate(() => {
    const shows = (element: Element | null): boolean => {
      if (!element) return false;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && style.outlineColor !== 'rgba(0, 0, 0, 0)';
      return outline || style.boxShadow !== 'none';
    };
    const focused = document.activeElement;
    // Past the page's last stop the focus leaves for the browser's own controls.
    if (!focused || focused === document.body) return { name: 'the browser', visible: true };
    // A date field's calendar button is a stop of its own inside the field, ringed by the browser
    // itself; the field then no longer matches :focus.
    if (focused instanceof HTMLInputElement && focused.type === 'date' && !focused.matches(':focus')) {
      return { name: "the date field's calendar button", visible: true };
    }
    const name = `${focused.outerHTML.slice(0, 200)}`;
    return { name, visible: shows(focused) || shows(focused.nextElementSibling) || shows(focused.closest('.mantine-Input-input')) };
  });
}

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/**
 * Presses `key` (Tab, Shift+Tab, an arrow) until `target` has the focus, checking at every stop
 * that the element reached shows it has the focus (WCAG 2.4.7).
 */
async function pressUntilFocused(page: Page, target: Locator, key = 'Tab'): Promise<void> {
  // Reading the focus of an element that is not there waits for it: a missing target fails here.
  await expect(target, 'the element the keys go to is on the page').toBeAttached();
  for (let presses = 0; presses < MOST_PRESSES && !(await isFocused(target)); presses++) {
    await page.keyboard.press(key);
    const indicator = await focusIndicator(page);
    expect(indicator.visible, `the focus on ${indicator.name} is visible`).toBe(true);
  }
  if (await isFocused(target)) return;
  throw new Error(`${String(target)} is not reached by ${key}`);
}

/** Tab presses, as many as a dialog could have stops and more, keep the focus inside it. */
async function expectFocusKeptIn(page: Page, dialog: Locator): Promise<void> {
  for (let presses = 0; presses < 30; presses++) {
    await page.keyboard.press(presses % 2 ? 'Tab' : 'Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
}

test.describe('by keyboard alone', () => {
  test("a parent finds the team's next game from the standings and subscribes to its calendar", { tag: '@phone' }, async ({ page, context, baseURL }) => {
    // The day before the Falcons' week-8 home game: the rest of their season is still to play.
    await page.clock.setFixedTime(new Date('2025-05-19T12:00:00Z'));
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL ?? '').origin });
    await page.goto(`/standings/${TEN_U}`);
    const table = page.getByRole('table', { name: '10U standings' });
    await expect(table).toBeVisible();
    const teamLink = table.getByRole('link', { name: TEAM, exact: true });
    await pressUntilFocused(page, teamLink);
    // Shift+Tab goes back the way it came, and Tab returns.
    await page.keyboard.press('Shift+Tab');
    expect(await isFocused(teamLink)).toBe(false);
    await pressUntilFocused(page, teamLink);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/teams\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: TEAM })).toBeVisible();
    const nextGame = page.getByRole('region', { name: 'Next game' });
    await expect(nextGame).toContainText(/(vs|at) /);
    await pressUntilFocused(page, nextGame.getByRole('link').first());
    await expectAccessible(page);

    // The Subscribe menu: Space opens it on its first item, the arrows move through it, Escape
    // closes it and gives the focus back to its button.
    const subscribe = page.getByRole('button', { name: `Subscribe to ${TEAM} (10U)` });
    await pressUntilFocused(page, subscribe);
    await page.keyboard.press('Space');
    const open = page.getByRole('menuitem', { name: 'Open in calendar app' });
    await expect(open).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(open).toBeHidden();
    await expect(subscribe).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(open).toBeFocused();
    const copy = page.getByRole('menuitem', { name: 'Copy link' });
    await pressUntilFocused(page, copy, 'ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/calendar\/team\/\d+\.ics$/);
    await expect(subscribe).toBeFocused();
  });

  // A database of its own: the game it reports is one that the coach portal's stories report too.
  soloTest('a coach signs in, reports a score, and the score dialog keeps and gives back the focus', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/auth');
    const username = page.getByLabel('Username');
    await pressUntilFocused(page, username);
    await page.keyboard.type(DEMO.coach.username);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(DEMO.coach.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/auth');

    await page.goto('/coach/games');
    const card = page.getByRole('article', { name: SAM_HOME });
    const submit = card.getByRole('button', { name: 'Submit Score' });
    await pressUntilFocused(page, submit);

    // Escape closes the dialog and the focus goes back to the button that opened it.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Submit Score' });
    await expect(dialog).toBeVisible();
    await expectFocusKeptIn(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(submit).toBeFocused();

    await page.keyboard.press('Space');
    await expect(dialog).toBeVisible();
    await pressUntilFocused(page, dialog.getByLabel(/\(away\)$/));
    await page.keyboard.type('3');
    await pressUntilFocused(page, dialog.getByLabel(/\(home\)$/));
    await page.keyboard.type('6');
    await pressUntilFocused(page, dialog.getByRole('button', { name: 'Submit Score' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Scores cannot be changed once submitted. Submit this score?')).toBeVisible();
    await expectAccessible(page, OPEN_DIALOG);
    await pressUntilFocused(page, dialog.getByRole('button', { name: 'Confirm Score' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The score becomes final when the other coach reports the same result.')).toBeVisible();
    await expect(card.getByText('You reported 3 - 6. Waiting for the other coach.')).toBeVisible();
  });

  test('a coach adds a field with a photo chosen through the keyboard', async ({ page }) => {
    await page.request.post('/api/login', { data: { username: DEMO.coach.username, password: DEMO.coach.password } });
    await page.goto('/coach/fields');
    await expect(page.getByRole('heading', { name: 'Fields', exact: true })).toBeVisible();
    await pressUntilFocused(page, page.getByRole('button', { name: 'Add Field' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Field' });
    await expect(dialog).toBeVisible();

    await pressUntilFocused(page, dialog.getByLabel('Field name'));
    await page.keyboard.type('Falcon Ridge');
    await pressUntilFocused(page, dialog.getByLabel('Address'));
    await page.keyboard.type('40 Falcon Way, Highland, NJ 07008');
    await expect(dialog.getByRole('checkbox', { name: 'Highland Falcons (10U)' })).toBeChecked();

    // The photo area opens the system's file chooser from the keyboard.
    // (Waiting for the chooser starts before the key is pressed: the browser is told to hand it over first.)
    const choosing = page.waitForEvent('filechooser');
    await pressUntilFocused(page, dialog.getByLabel('Add photos', { exact: true }));
    await page.keyboard.press('Enter');
    const chooser = await choosing;
    await chooser.setFiles({ name: 'ridge.jpg', mimeType: 'image/jpeg', buffer: await photoWithGps(800, 600) });
    await expect(dialog.getByRole('button', { name: 'View photo 1 full size' })).toBeVisible();
    await expectAccessible(page, OPEN_DIALOG);

    await pressUntilFocused(page, dialog.getByRole('button', { name: 'Add Field' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const card = page.getByRole('article', { name: 'Falcon Ridge' });
    await expect(card.getByRole('img', { name: 'Falcon Ridge, photo 1' })).toBeVisible();
  });

  // A database of its own: the Saturday it takes off the schedule holds games the coach portal's stories use.
  soloTest('the league office sets a rained-out Saturday to rescheduling; the confirmation keeps and gives back the focus', async ({ page }) => {
    await signIn(page, DEMO.admin, '/admin/games/bulk');
    const date = page.getByLabel(/^Date/);
    await pressUntilFocused(page, date);
    await page.keyboard.type('06072025');
    await expect(date).toHaveValue('2025-06-07');
    const move = page.getByRole('radio', { name: 'Move' });
    await pressUntilFocused(page, move);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Set to rescheduling' })).toBeChecked();
    await pressUntilFocused(page, page.getByRole('button', { name: 'Preview' }));
    await page.keyboard.press('Enter');

    const apply = page.getByRole('button', { name: /^Set to rescheduling \d+ games$/ });
    await pressUntilFocused(page, apply);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Set to rescheduling \d+ games\?$/ });
    await expect(dialog).toBeVisible();
    await expectFocusKeptIn(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(apply).toBeFocused();

    await page.keyboard.press('Enter');
    await pressUntilFocused(page, dialog.getByRole('button', { name: 'Confirm' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^\d+ games set to rescheduling\. The schedule/)).toBeVisible();
    await expectAccessible(page);
  });
});
