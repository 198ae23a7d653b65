import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Game } from '../../../shared/schemas/game';
import { findOpenDialog } from '../../test/dialog';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../../test/league-server';
import { renderInApp } from '../../test/render';
import { PHONE_SCREEN, setScreenWidth, WIDE_SCREEN } from '../../test/screen-width';
import ScheduleGeneratorPage from './schedule-generator-page';

const server = serveLeague();

afterEach(() => setScreenWidth(WIDE_SCREEN));

/** The proposal of one game a team for the first division, and the game the first "Choose" box names, accepted. */
async function acceptFirstGame() {
  await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
  const { user } = renderInApp(<ScheduleGeneratorPage />);
  const perTeam = await screen.findByRole('textbox', { name: 'New games per team' });
  await user.clear(perTeam);
  await user.type(perTeam, '1');
  const generate = screen.getByRole('button', { name: 'Generate' });
  await waitFor(() => expect(generate).toHaveProperty('disabled', false));
  await user.click(generate);
  const choose = (await screen.findAllByRole('checkbox', { name: /^Choose .* @ / }, { timeout: 20_000 }))[0]!;
  const teams = choose
    .getAttribute('aria-label')!
    .replace(/^Choose /, '')
    .split(',')[0]!;
  await user.click(choose);
  await user.click(screen.getByRole('button', { name: 'Accept chosen (1)' }));
  await user.click(within(await findOpenDialog('Add 1 game to the schedule?')).getByRole('button', { name: 'Add 1 game' }));
  // The server books the game and the page re-renders the whole proposal: slow in a busy test run.
  await screen.findByText('1 game added to the schedule', undefined, { timeout: 20_000 });
  const [away, home] = teams.split(' @ ');
  const games = await server.asAdmin<Game[]>('GET', '/api/games');
  const booked = games.filter((g) => g.awayTeam.name === away && g.homeTeam.name === home).sort((a, b) => b.id - a.id)[0]!;
  return { teams, booked };
}

describe('the schedule generator', () => {
  it('shows a game it added with the Game ID the schedule gave it, the others still new', async () => {
    const { teams, booked } = await acceptFirstGame();
    const table = within(screen.getByRole('region', { name: 'Proposed games' })).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    const added = rows.find((row) => row.textContent?.includes(teams))!;
    expect(within(added).getAllByRole('cell')[1]!.textContent).toBe(String(booked.id));
    expect(added.textContent).toContain('On the schedule');
    expect(rows.filter((row) => row !== added).every((row) => within(row).getAllByRole('cell')[1]!.textContent === 'new')).toBe(true);
  }, 60_000);

  it('on a phone, names the card of a game it added by its game id', async () => {
    setScreenWidth(PHONE_SCREEN);
    const { teams, booked } = await acceptFirstGame();
    const card = screen.getByRole('article', { name: new RegExp(`^Game ${booked.id}: ${teams}`) });
    expect(card.textContent).toContain(`Game ID: ${booked.id}`);
  }, 60_000);
});
