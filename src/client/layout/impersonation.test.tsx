import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Coach } from '../../shared/schemas/coach';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../test/league-server';
import { renderInApp } from '../test/render';
import { ImpersonationBanner } from './impersonation-banner';
import { ImpersonationExpiry } from './impersonation-expiry';

/** The server's clock runs this far behind the real one, so an impersonation can end while a test runs. */
let serverLag = 0;
const server = serveLeague({ now: () => new Date(Date.now() - serverLag) });

/** 30 minutes, less this: how long an impersonation started with the clock held back lasts in real time. */
const LEFT_WHEN_STARTED = 1000;

/** The administrator acting as Sam, as the impersonation page starts it; answers Sam's name. */
async function actAsSam(lastsMs?: number): Promise<string> {
  const sam = (await server.asAdmin<Coach[]>('GET', '/api/coaches')).find((c) => c.email === DEMO_ACCOUNTS.oneTeamCoach);
  if (!sam) throw new Error('The demo league has no Sam');
  await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
  serverLag = lastsMs === undefined ? 0 : 30 * 60_000 - lastsMs;
  const started = await fetch(`/api/impersonate/${sam.id}`, { method: 'POST' });
  serverLag = 0;
  if (!started.ok) throw new Error(`Impersonation refused: ${started.status}`);
  return sam.name;
}

function renderCoachPage() {
  return renderInApp(
    <>
      <ImpersonationBanner />
      <ImpersonationExpiry />
      <p>Coach games</p>
    </>,
    { at: '/coach/games', path: '/coach/games' },
  );
}

describe('impersonation band', () => {
  it('says whom the administrator acts as, and takes them back to the games on request', async () => {
    const name = await actAsSam();
    const { user } = renderCoachPage();

    expect(await screen.findByText(`IMPERSONATION MODE: You are currently acting as ${name} (${DEMO_ACCOUNTS.oneTeamCoach})`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'End Impersonation' }));

    expect(await screen.findByText('You have returned to your admin account.')).toBeTruthy();
    expect(await screen.findByText('Moved to /admin/games')).toBeTruthy();
  });

  it('tells the administrator when the 30 minutes run out, and takes them back to the games', async () => {
    await actAsSam(LEFT_WHEN_STARTED);
    renderCoachPage();
    await screen.findByRole('region', { name: 'Impersonation' });

    // At the end the page reads the session again; the server answers that the impersonation ended.
    expect(await screen.findByText('The 30-minute impersonation session expired. You have returned to your admin account.')).toBeTruthy();
    expect(await screen.findByText('Moved to /admin/games')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Impersonation' })).toBeNull();
  });
});
