import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MailPreferences } from '../../../../shared/schemas/notifications';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../../../test/league-server';
import { renderInApp } from '../../../test/render';
import { MailPreferencesCard } from './mail-preferences-card';

const server = serveLeague();

const ownPreferences = async () => (await (await fetch('/api/mail-preferences')).json()) as MailPreferences;

describe("My Profile's mail choices", () => {
  it('shows every kind on, and a switch turns one off and on again at once, saved on the server', async () => {
    const coach = await server.signIn(DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
    const { user } = renderInApp(<MailPreferencesCard user={coach} />);
    const changes = await screen.findByRole('switch', { name: /^Changes to my games/ });
    expect(screen.getByText(`Dugout mails ${coach.email} about your games.`, { exact: false })).toBeTruthy();
    for (const name of ['Changes to my games', 'Scores of my games', 'Reminders', 'League announcements'])
      expect(screen.getByRole('switch', { name: new RegExp(`^${name}`) })).toHaveProperty('checked', true);
    expect(screen.queryByRole('switch', { name: /^Score disputes waiting/ })).toBeNull();

    await user.click(changes);
    const saved = await screen.findByText('Mail choices saved');
    expect(within(saved.parentElement ?? document.body).getByText('Changes to my games: no more mails.')).toBeTruthy();
    expect(await ownPreferences()).toEqual({ changes: false, scores: true, reminders: true, announcements: true });
    expect(screen.getByRole('switch', { name: /^Changes to my games/ })).toHaveProperty('checked', false);

    await user.click(screen.getByRole('switch', { name: /^Changes to my games/ }));
    expect(await screen.findByText('Changes to my games: you get these mails.')).toBeTruthy();
    expect(await ownPreferences()).toEqual({ changes: true, scores: true, reminders: true, announcements: true });
  });

  it('shows league staff that mail about a dispute waiting stays on', async () => {
    const admin = await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    renderInApp(<MailPreferencesCard user={admin} />);
    const disputes = await screen.findByRole('switch', { name: /^Score disputes waiting/ });
    expect(disputes).toHaveProperty('checked', true);
    expect(disputes).toHaveProperty('disabled', true);
    expect(screen.getByText('League staff always get these: a dispute needs someone to decide it.')).toBeTruthy();
    expect(screen.getByText(/Each morning, the games without a final score/)).toBeTruthy();
  });
});
