import { DEMO, expect, expectAccessible, signIn } from './fixtures';
import { isolatedTest as test } from './support/isolated-test';

test.describe('phase 2 availability', () => {
  test('a coach saves availability, reloads and sees it again', { tag: '@phone' }, async ({ page, isMobile }) => {
    // A phone shows one month at a time.
    const showJune = async () => {
      if (isMobile) await page.getByRole('button', { name: 'Next month' }).click();
    };
    test.slow();
    await signIn(page, DEMO.coach);
    await page.goto('/coach/phase2-availability');
    await expect(page.getByRole('heading', { name: 'Phase 2 Availability' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Team' })).toHaveValue('Highland Falcons (10U)');
    await expect(page.getByText('No dates chosen yet. Pick them on the calendar.')).toBeVisible();

    await page.getByRole('button', { name: 'Submit Availability' }).click();
    await expect(page.getByText('Missing Information')).toBeVisible();
    await expect(page.getByText('Please select a team and add at least one available date.')).toBeVisible();

    // The calendar covers the season's phase 2 window only.
    await expect(page.getByRole('button', { name: 'Sunday, May 25, 2025' })).toBeDisabled();

    await page.getByRole('tab', { name: 'HOME' }).click();
    await page.getByRole('button', { name: 'Tuesday, May 27, 2025' }).click();
    const may27 = page.getByRole('listitem', { name: 'Tue, May 27' });
    await expect(may27.getByRole('switch', { name: 'Home on Tue, May 27' })).toBeChecked();
    await expect(may27.getByRole('switch', { name: 'Away on Tue, May 27' })).not.toBeChecked();
    await expect(may27.getByText('6:00 PM')).toBeVisible();

    await page.getByRole('tab', { name: 'AWAY' }).click();
    await page.getByRole('button', { name: 'Saturday, May 31, 2025' }).click();
    await page.getByRole('button', { name: 'Tuesday, May 27, 2025' }).click();
    await expect(may27.getByRole('switch', { name: 'Away on Tue, May 27' })).toBeChecked();
    await may27.getByRole('combobox', { name: 'Earliest away start on Tue, May 27' }).click();
    await page.getByRole('option', { name: '5:30 PM' }).click();
    // The latest start offers nothing before the earliest.
    await may27.getByRole('combobox', { name: 'Latest away start on Tue, May 27' }).click();
    await expect(page.getByRole('option', { name: '5:30 PM' })).toBeVisible();
    await expect(page.getByRole('option', { name: '5:15 PM' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await may27.getByRole('textbox', { name: 'Notes for Tue, May 27' }).fill('Only if the field is dry');

    // Turning one side off while the other is off removes the date.
    const may31 = page.getByRole('listitem', { name: 'Sat, May 31' });
    await expect(may31).toBeVisible();
    await may31.getByRole('switch', { name: 'Away on Sat, May 31' }).click();
    await expect(may31).toHaveCount(0);
    await showJune();
    await expect(page.getByRole('button', { name: 'Tuesday, June 24, 2025' })).toBeDisabled();
    await page.getByRole('button', { name: 'Sunday, June 15, 2025' }).click();

    await page.getByLabel('General notes').fill('Several players are away the week of June 9.');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Submit Availability' }).click();
    await expect(page.getByText('Availability submitted')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Available dates (2)' })).toBeVisible();
    await expect(may27.getByRole('switch', { name: 'Home on Tue, May 27' })).toBeChecked();
    await expect(may27.getByRole('switch', { name: 'Away on Tue, May 27' })).toBeChecked();
    await expect(may27.getByRole('combobox', { name: 'Earliest away start on Tue, May 27' })).toHaveValue('5:30 PM');
    await expect(may27.getByRole('textbox', { name: 'Notes for Tue, May 27' })).toHaveValue('Only if the field is dry');
    await expect(page.getByRole('listitem', { name: 'Sun, Jun 15' }).getByRole('switch', { name: 'Away on Sun, Jun 15' })).toBeChecked();
    await expect(page.getByLabel('General notes')).toHaveValue('Several players are away the week of June 9.');
    await expect(page.getByRole('button', { name: 'Tuesday, May 27, 2025' })).toHaveAttribute('data-selected', 'true');
  });

  test("a failure other than 'nothing saved' gives the Error Loading Data notice", async ({ page }) => {
    await page.route('**/api/team-availability/*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Database is down"}' }),
    );
    await signIn(page, DEMO.multiTeamCoach);
    await page.goto('/coach/phase2-availability');
    await expect(page.getByText('500: Database is down')).toBeVisible();
    await expect(page.getByText('Error Loading Data').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Availability' })).toHaveCount(0);
  });

  test('the page is for coaches', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/coach/phase2-availability');
    await expect(page.getByText('Please log in as a coach to submit availability.')).toBeVisible();
  });
});
