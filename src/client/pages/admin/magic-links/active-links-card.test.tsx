import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GeneratedLink } from '../../../../shared/schemas/magic-link';
import { findOpenDialog } from '../../../test/dialog';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../../../test/league-server';
import { renderInApp } from '../../../test/render';
import { ActiveLinksCard } from './active-links-card';

const server = serveLeague();

describe('active links card', () => {
  it('lists the coaches with a working link, and revokes one after saying what stops working', async () => {
    const link = await server.asAdmin<GeneratedLink>('POST', '/api/magic-links/single', { identifier: DEMO_ACCOUNTS.incompleteCoach });
    await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const { user } = renderInApp(<ActiveLinksCard />);
    const list = await screen.findByRole('list', { name: 'Coaches with an active link' });
    expect(within(list).getByText('Casey Morgan')).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: 'Revoke the link of Casey Morgan' }));
    const dialog = await findOpenDialog('Revoke magic link?');
    expect(within(dialog).getByText(/^1 active link of Casey Morgan, valid until .+, stops working at once/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('The link of Casey Morgan no longer works.')).toBeTruthy();
    expect(await screen.findByText('No coach has an active link.')).toBeTruthy();
    const token = new URL(link.magicLink).hash.replace('#token=', '');
    const verified = await server.league.app.inject({ method: 'POST', url: '/api/magic-links/verify', payload: { token } });
    expect(verified.statusCode).toBe(400);
  });
});
