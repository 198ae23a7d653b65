import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PoolStandingRow } from '../../../../shared/schemas/playoffs';
import { renderInApp } from '../../../test/render';
import { rowsOf } from '../../../test/table-rows';
import { PoolStandingsTable } from './pool-standings-table';

const row = (seed: number, name: string, wins: number, losses: number, ties: number, runDiff: number, gamesBack: number): PoolStandingRow => ({
  seed,
  team: { id: seed, name },
  wins,
  losses,
  ties,
  runsScored: 40 + runDiff,
  runsAllowed: 40,
  runDiff,
  winPercentage: (wins + ties / 2) / (wins + losses + ties),
  gamesBack,
});

describe('a pool standings table', () => {
  it('reads as the standings do: the leader first and in bold, games back from it, the run difference signed', () => {
    renderInApp(
      <PoolStandingsTable
        pool="Gold Pool"
        rows={[row(1, 'Lakeview Hawks', 3, 1, 0, 9, 0), row(4, 'Summit Cyclones', 2, 2, 0, 0, 1), row(2, 'Granite Raptors', 1, 2, 1, -7, 1.5)]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Gold Pool standings' });
    expect(rowsOf(table)).toEqual([
      { Seed: '1', Team: 'Lakeview Hawks', W: '3', L: '1', T: '0', 'Win %': '.750', GB: '-', RS: '49', RA: '40', DIFF: '+9' },
      { Seed: '4', Team: 'Summit Cyclones', W: '2', L: '2', T: '0', 'Win %': '.500', GB: '1.0', RS: '40', RA: '40', DIFF: '0' },
      { Seed: '2', Team: 'Granite Raptors', W: '1', L: '2', T: '1', 'Win %': '.375', GB: '1.5', RS: '33', RA: '40', DIFF: '-7' },
    ]);
    const [, leader, second] = screen.getAllByRole('row');
    expect(leader!.style.fontWeight).toBe('700');
    expect(second!.style.fontWeight).toBe('');
  });

  it("links each team's name to its page", () => {
    renderInApp(<PoolStandingsTable pool="Gold Pool" rows={[row(1, 'Lakeview Hawks', 3, 1, 0, 9, 0), row(4, 'Summit Cyclones', 2, 2, 0, 0, 1)]} />);
    expect(screen.getByRole('link', { name: 'Lakeview Hawks' }).getAttribute('href')).toBe('/teams/1');
    expect(screen.getByRole('link', { name: 'Summit Cyclones' }).getAttribute('href')).toBe('/teams/4');
  });

  it('says the format is pending while the pool has no teams', () => {
    renderInApp(<PoolStandingsTable pool="Silver Pool" rows={[]} />);
    expect(screen.getByText('Format pending - teams will be announced when available')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
