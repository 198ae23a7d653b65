import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MailPreferences } from '../../../shared/schemas/notifications';
import type { SessionUser } from '../../../shared/schemas/user';
import { WithAddress } from '../../test/address';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../../test/league-server';
import { renderInApp } from '../../test/render';
import UnsubscribePage from './unsubscribe-page';

const server = serveLeague();

async function coach(): Promise<SessionUser> {
  const user = await server.signIn(DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
  return user;
}

const preferencesOf = async () => {
  await server.signIn(DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
  return (await (await fetch('/api/mail-preferences')).json()) as MailPreferences;
};

describe("a mail's unsubscribe page", () => {
  it('names the kind of mail and asks first; the button turns it off without sign-in; the token leaves the address', async () => {
    const { id } = await coach();
    await fetch('/api/logout', { method: 'POST' });
    const token = server.unsubscribeToken(id, 'scores');
    const { user } = renderInApp(
      <WithAddress>
        <UnsubscribePage />
      </WithAddress>,
      { at: `/unsubscribe?keep=1#token=${token}` },
    );
    expect(await screen.findByRole('heading', { name: 'Unsubscribe' })).toBeTruthy();
    expect(screen.getByText('Stop getting mail about score reports and final scores of your games?')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('');
    expect(await preferencesOf(), 'opening the page changes nothing').toEqual({ changes: true, scores: true, reminders: true, announcements: true });
    await fetch('/api/logout', { method: 'POST' });

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(/Done: you will no longer get mail about score reports and final scores of your games/)).toBeTruthy();
    expect(await preferencesOf()).toEqual({ changes: true, scores: false, reminders: true, announcements: true });
  });

  it("says so when the link is incomplete, or not the server's", async () => {
    const bad = renderInApp(<UnsubscribePage />, { at: '/unsubscribe#token=12.scores' });
    expect(await screen.findByText(/This unsubscribe link is incomplete/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    bad.unmount();

    const { user } = renderInApp(<UnsubscribePage />, { at: `/unsubscribe#token=1.changes.${'0'.repeat(64)}` });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('This unsubscribe link is not valid'));
  });
});
