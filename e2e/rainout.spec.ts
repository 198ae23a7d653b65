import Database from 'better-sqlite3';
import type { Game } from '../src/shared/schemas/game';
import { DEMO, expect, expectAccessible, signIn } from './fixtures';
import { mailTest as test } from './support/mail-test';

// The demo's 2025 season: Saturday 7 June has games still to be played and games already scored;
// nothing is on the Sunday after it.
const SATURDAY = '2025-06-07';
const SUNDAY = '2025-06-08';
const TIME_ZONE = 'America/New_York';
const dayOf = (game: Game) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date(game.scheduledTime));

test.describe('a rainout', () => {
  test("the league office moves a rained-out Saturday to Sunday: the schedule shows it, and the coaches' mail comes", async ({ page, ownServer, mail }) => {
    // The mail goes out after the digest's next minute, once the quiet period is over.
    test.setTimeout(180_000);
    const games = (await (await page.request.get('/api/games')).json()) as Game[];
    const onSaturday = games.filter((g) => !g.dateTbd && dayOf(g) === SATURDAY);
    const toMove = onSaturday.filter((g) => g.status === 'scheduled');
    const moved = toMove[0];
    if (!moved) throw new Error('the demo has games to play on the Saturday');

    await signIn(page, DEMO.admin, '/admin/games');
    await page.getByRole('link', { name: 'Rainouts and bulk changes' }).click();
    await expect(page.getByRole('heading', { name: 'Rainouts and bulk changes', level: 1 })).toBeVisible();
    await page.getByLabel(/^Date/).fill(SATURDAY);
    await page.getByLabel('New date').fill(SUNDAY);
    await page.getByRole('button', { name: 'Preview' }).click();

    const staying = onSaturday.length - toMove.length;
    await expect(page.getByRole('heading', { name: `Preview: ${toMove.length} games to change, ${staying} games staying as they are` })).toBeVisible();
    const preview = page.getByRole('list', { name: 'Games selected' });
    const item = preview.getByRole('listitem').filter({ hasText: `${moved.awayTeam.name} @ ${moved.homeTeam.name}` });
    await expect(item.getByText(/^Now: Sat, Jun 7, 2025/)).toBeVisible();
    await expect(item.getByText(/^After: Sun, Jun 8, 2025/)).toBeVisible();
    await expect(preview.getByText('Stays as it is: Completed: a game with a result keeps its date and status').first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: `Move ${toMove.length} games` }).click();
    const dialog = page.getByRole('dialog', { name: `Move ${toMove.length} games?` });
    await expect(dialog.getByText(`${toMove.length} games of Sat, Jun 7, 2025 will be moved`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(`${toMove.length} games moved. The schedule, the team pages and the calendars show it now.`)).toBeVisible();

    // The public schedule, by team, shows the game on the Sunday.
    await page.goto(`/schedule/${moved.homeTeam.divisionId}?view=team&team=${moved.homeTeamId}`);
    const row = page.getByRole('row').filter({ hasText: `${moved.awayTeam.name} @ ${moved.homeTeam.name}` });
    await expect(row.filter({ hasText: 'Sun, Jun 8' })).toHaveCount(1);
    await expect(row.filter({ hasText: 'Sat, Jun 7' })).toHaveCount(0);

    // Five quiet minutes pass for the notices the move recorded.
    const db = new Database(ownServer.dbPath);
    db.prepare('update notification_events set created_at = ?').run(new Date(Date.now() - 10 * 60_000).toISOString());
    db.close();
    const coachMail = await mail.waitFor((m) => m.text.includes(`${moved.awayTeam.name} @ ${moved.homeTeam.name}`), 120_000);
    expect(coachMail.text).toContain('Moved. It was Sat, Jun 7, 2025');
    expect(coachMail.text).toContain('Sun, Jun 8, 2025');
  });
});
