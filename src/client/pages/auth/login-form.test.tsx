import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../shared/schemas/user';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../../test/league-server';
import { renderInApp } from '../../test/render';
import AuthPage from './auth-page';

serveLeague();

/** Who the server says this browser is signed in as: null when signed out. */
async function signedInAs(): Promise<SessionUser | null> {
  const response = await fetch('/api/user');
  return response.ok ? ((await response.json()) as SessionUser) : null;
}

/** The sign-in page as a visitor opens it, with the login form showing. */
async function openLogin() {
  const rendered = renderInApp(<AuthPage />, { at: '/auth', path: '/auth' });
  await screen.findByRole('heading', { name: 'Coach Login' });
  expect(screen.getByText('Sign in to access the coach administration portal')).toBeTruthy();
  return { ...rendered, username: screen.getByLabelText('Username'), password: screen.getByLabelText('Password') };
}

describe('the login form', () => {
  it('asks for a username and a password before sending', async () => {
    const { user, username } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();

    // Spaces alone are no username.
    await user.type(username, '   ');
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORDS.coach);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.queryByText('Password is required')).toBeNull();
    expect(await signedInAs()).toBeNull();
  });

  it("tells a wrong password with the server's message and stays on the form", async () => {
    const { user, username, password } = await openLogin();
    await user.type(username, DEMO_ACCOUNTS.oneTeamCoach);
    await user.type(password, 'not-the-password-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.getByText('401: Invalid username or password')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Coach Login' })).toBeTruthy();
    expect(screen.queryByText(/^Moved to/)).toBeNull();
    expect(await signedInAs()).toBeNull();
  });

  it('signs a coach in with the right password and takes them to the coach portal', async () => {
    const { user, username, password } = await openLogin();
    await user.type(username, DEMO_ACCOUNTS.oneTeamCoach);
    await user.type(password, DEMO_PASSWORDS.coach);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Moved to /coach/directory')).toBeTruthy();
    expect(await signedInAs()).toMatchObject({ username: DEMO_ACCOUNTS.oneTeamCoach, role: 'coach' });
  });

  it('takes an administrator to the divisions', async () => {
    const { user, username, password } = await openLogin();
    await user.type(username, DEMO_ACCOUNTS.admin);
    await user.type(password, DEMO_PASSWORDS.admin);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Moved to /admin/divisions')).toBeTruthy();
    expect(await signedInAs()).toMatchObject({ username: DEMO_ACCOUNTS.admin, role: 'admin' });
  });
});
