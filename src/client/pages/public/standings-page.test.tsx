import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Division } from '../../../shared/schemas/league';
import { serveLeague } from '../../test/league-server';
import { renderInApp } from '../../test/render';
import { rowsOf } from '../../test/table-rows';
import StandingsPage from './standings-page';

const server = serveLeague();

function renderStandings(at: string) {
  return renderInApp(<StandingsPage />, { at, path: '/standings/:divisionId?' });
}

describe('standings page', () => {
  it("ranks the first division's teams by win percentage, the leader without games back", async () => {
    const [first] = await server.asAdmin<Division[]>('GET', '/api/divisions');
    renderStandings('/standings');

    const rows = rowsOf(await screen.findByRole('table', { name: `${first!.name} standings` }));
    expect(rows.map((r) => r.Team).sort()).toEqual(first!.teams.map((t) => t.name).sort());
    const percentages = rows.map((r) => Number(r['Win %']));
    expect(percentages).toEqual([...percentages].sort((a, b) => b - a));
    expect(rows[0]!.GB).toBe('-');
    for (const row of rows) expect(Number(row.GP)).toBe(Number(row.W) + Number(row.L) + Number(row.T));
  });

  it("shows another division's standings when its tab is chosen", async () => {
    const [, second] = await server.asAdmin<Division[]>('GET', '/api/divisions');
    const { user } = renderStandings('/standings');

    await user.click(await screen.findByRole('tab', { name: second!.name }));

    const table = await screen.findByRole('table', { name: `${second!.name} standings` });
    expect(screen.getByRole('tab', { name: second!.name }).getAttribute('aria-selected')).toBe('true');
    expect(rowsOf(table).map((r) => r.Team)).toHaveLength(second!.teams.length);
  });

  it('offers every division’s standings as a CSV file', async () => {
    renderStandings('/standings');
    const link = await screen.findByRole('link', { name: 'Export standings CSV' });
    expect(link.getAttribute('href')).toBe('/api/standings/export');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it("links every team's name to its page", async () => {
    const [first] = await server.asAdmin<Division[]>('GET', '/api/divisions');
    renderStandings('/standings');
    const table = await screen.findByRole('table', { name: `${first!.name} standings` });
    for (const team of first!.teams) expect(within(table).getByRole('link', { name: team.name }).getAttribute('href')).toBe(`/teams/${team.id}`);
  });

  it('says so when the address names no division', async () => {
    renderStandings('/standings/987654');
    expect(await screen.findByText('There is no such division. Choose one of the tabs above.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
