import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveLeague } from '../../test/league-server';
import { renderInApp } from '../../test/render';
import SchedulePage from './schedule-page';
import StandingsPage from './standings-page';

// A new installation: no divisions, teams or games yet.
serveLeague({ seed: 'none' });

describe('public pages of a league without divisions', () => {
  it('standings say no division is set up yet', async () => {
    renderInApp(<StandingsPage />, { at: '/standings', path: '/standings/:divisionId?' });
    expect(await screen.findByText('No divisions have been set up yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('the schedule says no division is set up yet', async () => {
    renderInApp(<SchedulePage />, { at: '/schedule', path: '/schedule/:divisionId?' });
    expect(await screen.findByText('No divisions have been set up yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
