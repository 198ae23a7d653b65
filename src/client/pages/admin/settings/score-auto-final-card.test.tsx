import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScoreAutoFinal } from '../../../../shared/schemas/notifications';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../../../test/league-server';
import { renderInApp } from '../../../test/render';
import { ScoreAutoFinalCard } from './score-auto-final-card';

const server = serveLeague();

describe('the lone score reports card', () => {
  it('shows the rule off with 48 hours, refuses hours out of bounds, and turns it on', async () => {
    await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const { user } = renderInApp(<ScoreAutoFinalCard />);
    const enabled = await screen.findByRole('switch', { name: /^Make a lone score report final/ });
    const hours = screen.getByRole('textbox', { name: 'Hours to wait for the other report' });
    expect(enabled).toHaveProperty('checked', false);
    expect(hours).toHaveProperty('value', '48');

    await user.click(enabled);
    await user.clear(hours);
    await user.type(hours, '12');
    await user.click(screen.getByRole('button', { name: 'Save Score Rule' }));
    expect(await screen.findByText('The hours must be a whole number from 24 to 168')).toBeTruthy();
    expect(await server.asAdmin<ScoreAutoFinal>('GET', '/api/settings/score-auto-final')).toEqual({ enabled: false, hours: 48 });

    await user.clear(hours);
    await user.type(hours, '72');
    await user.click(screen.getByRole('button', { name: 'Save Score Rule' }));
    const saved = await screen.findByText('Score rule saved');
    expect(
      within(saved.parentElement ?? document.body).getByText('A lone score report becomes final after 72 hours. The coaches are mailed the change.'),
    ).toBeTruthy();
    expect(await server.asAdmin<ScoreAutoFinal>('GET', '/api/settings/score-auto-final')).toEqual({ enabled: true, hours: 72 });
  });
});
