import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUserPage } from '../../../../shared/schemas/people-admin';
import { shownAddress, WithAddress } from '../../../test/address';
import { findOpenDialog } from '../../../test/dialog';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../../../test/league-server';
import { optionOf } from '../../../test/listbox';
import { renderInApp } from '../../../test/render';
import { UsersCard } from './users-card';

const server = serveLeague();

const directory = (query: string) => server.asAdmin<AdminUserPage>('GET', `/api/admin/users?${query}`);
const cardNames = () => screen.queryAllByRole('article').map((card) => card.getAttribute('aria-label'));

async function openCard(at = '/admin/settings') {
  const me = await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
  const rendered = renderInApp(
    <WithAddress>
      <UsersCard />
    </WithAddress>,
    { at },
  );
  // The count line shows once the page of users has come.
  await screen.findByText(/^\d+ users?( · page \d+ of \d+)?$/, {}, { timeout: 10_000 });
  return { ...rendered, me };
}

describe('the User Management card', () => {
  it('shows a page of accounts, filters by role and searches, all in the address', async () => {
    const everyone = await directory('');
    const operations = await directory('role=org_admin');
    const { user, me } = await openCard();

    const pages = Math.ceil(everyone.total / 50);
    expect(screen.getByText(pages > 1 ? `${everyone.total} users · page 1 of ${pages}` : `${everyone.total} users`)).toBeTruthy();
    expect(cardNames()).toEqual(everyone.users.map((u) => u.name));
    // Anyone else can be deleted from here; the administrator's own account cannot.
    const mine = screen.getByRole('article', { name: me.name });
    expect(within(mine).queryByRole('button', { name: `Delete ${me.name}` })).toBeNull();

    const role = screen.getByRole('combobox', { name: 'Role' });
    await user.click(role);
    await user.click(optionOf(role, 'League Operations'));
    await waitFor(() => expect(shownAddress().get('role')).toBe('org_admin'));
    await waitFor(() => expect(cardNames()).toEqual(operations.users.map((u) => u.name)));

    await user.type(screen.getByRole('textbox', { name: 'Search users' }), 'zzz-nobody');
    await waitFor(() => expect(shownAddress().get('q')).toBe('zzz-nobody'));
    expect(await screen.findByText('No users match this search.')).toBeTruthy();
    expect(shownAddress().get('role')).toBe('org_admin');
  });

  it('opens at the search and page a link names', async () => {
    const found = await directory('q=rivera');
    expect(found.total).toBeGreaterThan(0);
    await openCard('/admin/settings?tab=users&q=rivera');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search users' }).value).toBe('rivera');
    expect(cardNames()).toEqual(found.users.map((u) => u.name));
  });

  it('says when the address asks for a page past the last one, and goes back to the first', async () => {
    const { user } = await openCard('/admin/settings?page=999');
    expect(screen.getByText(/There are no users on this page\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go back to page 1' }));
    await waitFor(() => expect(shownAddress().get('page')).toBeNull());
    await waitFor(() => expect(cardNames().length).toBeGreaterThan(0));
  });

  it('says what deleting an account removes, in numbers, before it is confirmed', async () => {
    const [coach] = (await directory(`q=${encodeURIComponent(DEMO_ACCOUNTS.oneTeamCoach)}`)).users;
    if (!coach) throw new Error('the demo has its one-team coach');
    const { user } = await openCard(`/admin/settings?q=${encodeURIComponent(DEMO_ACCOUNTS.oneTeamCoach)}`);

    await user.click(screen.getByRole('button', { name: `Delete ${coach.name}` }));
    const confirm = await findOpenDialog('Delete User');
    expect(await within(confirm).findByText('This removes 1 team place, 0 signed-in sessions and 0 unused sign-in links.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect((await directory(`q=${encodeURIComponent(DEMO_ACCOUNTS.oneTeamCoach)}`)).total).toBe(1);
  });
});
