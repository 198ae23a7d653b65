import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminCoachPage } from '../../../shared/schemas/people-admin';
import { shownAddress, WithAddress } from '../../test/address';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../../test/league-server';
import { renderInApp } from '../../test/render';
import { PHONE_SCREEN, setScreenWidth } from '../../test/screen-width';
import { rowsOf } from '../../test/table-rows';
import CoachesPage from './coaches-page';

const server = serveLeague();

/** The count line: "77 coaches · page 1 of 2", or "3 coaches" on one page. */
const counted = (n: number) => new RegExp(`^${n} ${n === 1 ? 'coach' : 'coaches'}( · page \\d+ of \\d+)?$`);
const directory = (query: string) => server.asAdmin<AdminCoachPage>('GET', `/api/admin/coaches?${query}`);

async function openDirectory(at = '/admin/coaches') {
  await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
  const rendered = renderInApp(
    <WithAddress>
      <CoachesPage />
    </WithAddress>,
    { at },
  );
  await screen.findByRole('heading', { name: 'Coach Directory' }, { timeout: 10_000 });
  return rendered;
}

describe('the Coach Directory page', () => {
  it('opens a directory of more than 60 coaches as a list, pages through it, and keeps the grid one click away', async () => {
    const everyone = await directory('pageSize=200');
    expect(everyone.total).toBeGreaterThan(60);
    const { user } = await openDirectory();

    expect(screen.getByText(`${everyone.total} coaches · page 1 of ${Math.ceil(everyone.total / 50)}`)).toBeTruthy();
    expect(rowsOf(screen.getByRole('table')).map((r) => r.Email)).toEqual(everyone.coaches.slice(0, 50).map((c) => c.email ?? ''));

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(shownAddress().get('page')).toBe('2'));
    await waitFor(() => expect(rowsOf(screen.getByRole('table')).map((r) => r.Email)).toEqual(everyone.coaches.slice(50, 100).map((c) => c.email ?? '')));

    await user.click(screen.getByRole('radio', { name: 'Grid' }));
    await waitFor(() => expect(shownAddress().get('view')).toBe('grid'));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(Math.min(everyone.total - 50, 50));
  });

  it("shows cards on a phone, each with the coach's buttons, even for the list the address asks for", async () => {
    const firstPage = await directory('pageSize=50');
    setScreenWidth(PHONE_SCREEN);
    await openDirectory('/admin/coaches?view=list');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'View' })).toBeNull();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(firstPage.coaches.map((c) => c.name));
    const [first] = firstPage.coaches;
    within(cards[0]!).getByRole('button', { name: `Edit ${first!.name}` });
    within(cards[0]!).getByRole('button', { name: `Delete ${first!.name}` });
  });

  it('says when the address asks for a page past the last one, and goes back to the first', async () => {
    const everyone = await directory('pageSize=1');
    const { user } = await openDirectory('/admin/coaches?view=list&page=999');
    expect(await screen.findByText(/There are no coaches on this page\./)).toBeTruthy();
    expect(screen.queryByText(/No coaches yet/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Go back to page 1' }));
    await waitFor(() => expect(shownAddress().get('page')).toBeNull());
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(everyone.total).toBeGreaterThan(0);
  });

  it('searches by team name once typing pauses, and says when nothing matches', async () => {
    const [someone] = (await directory('sort=team')).coaches.filter((c) => c.teamStaff.length > 0);
    const teamName = someone!.teamStaff[0]!.team.name;
    const expected = await directory(`q=${encodeURIComponent(teamName)}`);
    const { user } = await openDirectory('/admin/coaches?view=list');

    await user.type(screen.getByRole('textbox', { name: 'Search coaches' }), teamName);
    await waitFor(() => expect(shownAddress().get('q')).toBe(teamName));
    expect(await screen.findByText(counted(expected.total))).toBeTruthy();
    expect(rowsOf(screen.getByRole('table')).map((r) => r.Email)).toEqual(expected.coaches.map((c) => c.email ?? ''));

    await user.clear(screen.getByRole('textbox', { name: 'Search coaches' }));
    await user.type(screen.getByRole('textbox', { name: 'Search coaches' }), 'zzz-nobody');
    expect(await screen.findByText('No coaches match this search.')).toBeTruthy();
    expect(screen.getByText(counted(0))).toBeTruthy();
  });

  it('narrows to the coaches who never signed in and to those missing contact details, from the address too', async () => {
    // The one-team coach has signed in once; the directory no longer lists them as never signed in.
    await server.signIn(DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
    const never = await directory('signedIn=never&pageSize=200');
    const missing = await directory('missing=contact&pageSize=200');
    expect(never.total).toBeGreaterThan(0);
    const { user } = await openDirectory('/admin/coaches?view=list');

    await user.click(screen.getByRole('checkbox', { name: 'Not yet signed in' }));
    await waitFor(() => expect(shownAddress().get('signedIn')).toBe('never'));
    expect(await screen.findByText(counted(never.total))).toBeTruthy();
    const shown = rowsOf(screen.getByRole('table')).map((r) => r.Email);
    expect(shown).toEqual(never.coaches.slice(0, 50).map((c) => c.email ?? ''));
    expect(shown).not.toContain(DEMO_ACCOUNTS.oneTeamCoach);

    await user.click(screen.getByRole('checkbox', { name: 'Not yet signed in' }));
    await user.click(screen.getByRole('checkbox', { name: 'Missing phone or team-app name' }));
    await waitFor(() => expect(shownAddress().get('missing')).toBe('contact'));
    expect(shownAddress().get('signedIn')).toBeNull();
    expect(await screen.findByText(counted(missing.total))).toBeTruthy();
  });

  it('sorts by email both ways', async () => {
    const down = await directory('sort=email&dir=desc');
    const { user } = await openDirectory('/admin/coaches?view=list&sort=email');
    expect(within(screen.getByRole('table')).getAllByRole('row').length).toBeGreaterThan(1);

    await user.click(screen.getByRole('button', { name: 'Sorted ascending: sort descending' }));
    await waitFor(() => expect(shownAddress().get('dir')).toBe('desc'));
    await waitFor(() => expect(rowsOf(screen.getByRole('table')).map((r) => r.Email)).toEqual(down.coaches.map((c) => c.email ?? '')));
  });
});
