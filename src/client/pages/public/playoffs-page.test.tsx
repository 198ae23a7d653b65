import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Division } from '../../../shared/schemas/league';
import type { SeededTeam } from '../../../shared/schemas/playoffs';
import { serveLeague } from '../../test/league-server';
import { renderInApp } from '../../test/render';
import PlayoffsPage from './playoffs-page';

const server = serveLeague();

async function divisionNamed(name: string): Promise<Division> {
  const found = (await server.asAdmin<Division[]>('GET', '/api/divisions')).find((d) => d.name === name);
  if (!found) throw new Error(`The demo league has no ${name} division`);
  return found;
}

const renderPlayoffs = (at: string) => renderInApp(<PlayoffsPage />, { at, path: '/playoffs' });

describe('playoffs page', () => {
  it('opens the division tab of its address, and the first division for one that means nothing', async () => {
    const twelveU = await divisionNamed('12U');
    const shared = renderPlayoffs(`/playoffs?division=${twelveU.id}`);
    expect(await screen.findByRole('tab', { name: '12U', selected: true })).toBeTruthy();
    shared.unmount();

    const [first] = await server.asAdmin<Division[]>('GET', '/api/divisions');
    renderPlayoffs('/playoffs?division=nonsense');
    expect(await screen.findByRole('tab', { name: first!.name, selected: true })).toBeTruthy();
  });

  it('shows the team holding each seed, provisional while phase 1 games still wait for their results', async () => {
    const tenU = await divisionNamed('10U');
    const seeds = await server.asAdmin<SeededTeam[]>('GET', `/api/divisions/${tenU.id}/seeds`);
    renderPlayoffs(`/playoffs?division=${tenU.id}`);

    // 2025's week 8 left 10U games without a final score.
    expect(await screen.findByText('Provisional seeds')).toBeTruthy();
    const gold = screen.getByRole('region', { name: 'Gold Pool' });
    const [holder] = within(gold).getAllByRole('link', { name: seeds[0]!.team.name });
    expect(holder?.parentElement?.textContent).toBe(`Seed 1 (${seeds[0]!.team.name})`);
    expect(holder?.getAttribute('href')).toBe(`/teams/${seeds[0]!.team.id}`);
  });

  it("follows a division's fixed seed list, which nothing makes provisional", async () => {
    const elevenU = await divisionNamed('11U');
    const seeds = await server.asAdmin<SeededTeam[]>('GET', `/api/divisions/${elevenU.id}/seeds`);
    renderPlayoffs(`/playoffs?division=${elevenU.id}`);

    expect(await screen.findByText("Seeds follow the division's fixed seed list.")).toBeTruthy();
    expect(screen.queryByText('Provisional seeds')).toBeNull();
    const holders = screen.getAllByRole('link', { name: seeds[1]!.team.name });
    expect(holders.some((link) => link.parentElement?.textContent === `Seed 2 (${seeds[1]!.team.name})`)).toBe(true);
  });
});
