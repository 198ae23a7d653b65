import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../../../shared/schemas/game';
import type { Division, SeasonInfo } from '../../../../shared/schemas/league';
import type { PlayoffFormat, SeededTeam } from '../../../../shared/schemas/playoffs';
import { findOpenDialog } from '../../../test/dialog';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../../../test/league-server';
import { renderInApp } from '../../../test/render';
import { ProposalCard } from './proposal-card';

const server = serveLeague();

let division: Division;
let timeZone: string;
let matchup: string;

/** 12U without its phase 2 games, its Gold Pool's first matchup able to meet on 21 June at 1:00 PM. */
beforeAll(async () => {
  division = (await server.asAdmin<Division[]>('GET', '/api/divisions')).find((d) => d.name === '12U')!;
  ({ timeZone } = await server.asAdmin<SeasonInfo>('GET', '/api/season'));
  const format = (await server.asAdmin<PlayoffFormat[]>('GET', '/api/playoff-formats')).find((f) => f.divisionId === division.id);
  const first = format?.pools[0]?.matchups?.[0];
  const seeds = await server.asAdmin<SeededTeam[]>('GET', `/api/divisions/${division.id}/seeds`);
  const team = (seed: number | undefined) => seeds.find((s) => s.seed === seed)!.team;
  const [home, away] = [team(first?.homeTeamSeed), team(first?.awayTeamSeed)];
  matchup = `${away.name} @ ${home.name}`;
  const answers = [
    { teamId: home.id, dates: [{ date: '2025-06-21', canPlayHome: true, canPlayAway: false, homeStartTimes: ['13:00'] }] },
    { teamId: away.id, dates: [{ date: '2025-06-21', canPlayHome: false, canPlayAway: true, awayEarliestStartTime: '11:00', awayLatestStartTime: '15:00' }] },
  ];
  for (const { teamId, dates } of answers) await server.asAdmin('POST', '/api/team-availability', { teamId, notes: null, dates });
  const teamIds = division.teams.map((t) => t.id);
  for (const game of (await server.asAdmin<Game[]>('GET', '/api/games')).filter((g) => g.phase === 2 && teamIds.includes(g.homeTeamId))) {
    await server.asAdmin('DELETE', `/api/games/${game.id}`);
  }
});

const phase2Games = async () => {
  const teamIds = division.teams.map((t) => t.id);
  return (await server.asAdmin<Game[]>('GET', '/api/games')).filter((g) => g.phase === 2 && teamIds.includes(g.homeTeamId));
};

async function propose() {
  await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
  const view = renderInApp(<ProposalCard divisionId={division.id} timeZone={timeZone} />);
  await view.user.click(screen.getByRole('button', { name: 'Propose schedule' }));
  await screen.findByRole('table', { name: 'Proposed games' });
  return view;
}

describe('the phase 2 proposer card', () => {
  it('asks before booking the chosen games, saying how many and that a clash books none, and books nothing when cancelled', async () => {
    const { user } = await propose();
    for (const box of screen.getAllByRole('checkbox')) if (box.getAttribute('aria-label') !== `Accept ${matchup}`) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Accept chosen (1)' }));

    const dialog = await findOpenDialog('Add 1 game to the schedule?');
    expect(dialog.textContent).toContain('The game is added to the schedule as shown, unless it double-books a team or a field.');
    expect(dialog.textContent).toContain(`Sat, Jun 21, 2025 1:00 PM: ${matchup}`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await phase2Games()).toHaveLength(0);
  });

  it('shows a game it booked with the id the schedule gave it, and leaves the other games to accept', async () => {
    const { user } = await propose();
    const others = screen.getAllByRole('checkbox').length - 1;
    for (const box of screen.getAllByRole('checkbox')) if (box.getAttribute('aria-label') !== `Accept ${matchup}`) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Accept chosen (1)' }));
    await user.click(within(await findOpenDialog('Add 1 game to the schedule?')).getByRole('button', { name: 'Add 1 game' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const [booked] = await phase2Games();
    const row = await screen.findByRole('row', { name: new RegExp(`Added: game ${booked!.id} .*${matchup}`) });
    expect(within(row).queryByRole('checkbox')).toBeNull();
    expect(screen.getAllByRole('checkbox')).toHaveLength(others);
    expect(screen.getByRole('button', { name: 'Accept chosen (0)' })).toHaveProperty('disabled', true);
  });

  it('asks before Accept all too, and books the games not booked yet once confirmed', async () => {
    const { user } = await propose();
    const games = screen.getAllByRole('checkbox').length;
    const before = (await phase2Games()).length;
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    const dialog = await findOpenDialog(`Add ${games} game${games === 1 ? '' : 's'} to the schedule?`);
    expect(await phase2Games()).toHaveLength(before);
    await user.click(within(dialog).getByRole('button', { name: `Add ${games} game${games === 1 ? '' : 's'}` }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await phase2Games()).toHaveLength(before + games);
    expect(screen.getByRole('button', { name: 'Accept all' })).toHaveProperty('disabled', true);
  });
});
