import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CoachImportResult } from '../../shared/schemas/coach-admin';
import type { Division } from '../../shared/schemas/league';
import { serveLeague } from '../test/league-server';
import { renderInApp } from '../test/render';
import { RequireSignIn } from './require-sign-in';

const server = serveLeague();
const SHARED_PASSWORD = 'Opening-Day-Lantern-25';

/** A coach the administrator imported with the league's shared first password. */
async function importCoachWithSharedPassword(email: string): Promise<void> {
  const [division] = await server.asAdmin<Division[]>('GET', '/api/divisions');
  const team = division?.teams[0];
  if (!division || !team) throw new Error('The demo league has no team');
  const imported = await server.asAdmin<CoachImportResult>('POST', '/api/coaches/import', {
    coachesData: `Division,Team,Email,FirstName,LastName\n${division.name},${team.name},${email},Riley,Park`,
    defaultPassword: SHARED_PASSWORD,
  });
  expect(imported.summary).toMatchObject({ created: 1, errors: 0 });
}

function renderCoachPortal() {
  return renderInApp(
    <Routes>
      <Route element={<RequireSignIn />}>
        <Route path="/coach/games" element={<p>Your games</p>} />
      </Route>
    </Routes>,
    { at: '/coach/games' },
  );
}

describe('the choose-password step of a coach given the shared password', () => {
  it('stands before every signed-in page and checks both fields before sending', async () => {
    await importCoachWithSharedPassword('riley.checks@example.com');
    await server.signIn('riley.checks@example.com', SHARED_PASSWORD);
    const { user } = renderCoachPortal();

    await screen.findByRole('heading', { name: 'Choose your own password' });
    expect(screen.queryByText('Your games')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();

    await user.type(screen.getByLabelText('New Password'), 'dugoutdugout');
    await user.type(screen.getByLabelText('Confirm Password'), 'dugout-dugout');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByText('Password must contain at least one letter and one number')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(screen.queryByText('Your games')).toBeNull();
  });

  it('refuses the shared password again, then lets the coach in with their own', async () => {
    await importCoachWithSharedPassword('riley.chooses@example.com');
    await server.signIn('riley.chooses@example.com', SHARED_PASSWORD);
    const { user } = renderCoachPortal();

    const password = await screen.findByLabelText('New Password');
    await user.type(password, SHARED_PASSWORD);
    await user.type(screen.getByLabelText('Confirm Password'), SHARED_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByText('400: Please choose a password different from the one you were given')).toBeTruthy();

    await user.clear(password);
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(password, 'Riley-Bullpen-Compass-7');
    await user.type(screen.getByLabelText('Confirm Password'), 'Riley-Bullpen-Compass-7');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));

    expect(await screen.findByText('Your games')).toBeTruthy();
    expect(screen.getByText('Your own password is set. Welcome to the coach portal.')).toBeTruthy();
  });
});
