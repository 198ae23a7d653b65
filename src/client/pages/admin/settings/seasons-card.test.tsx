import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Division } from '../../../../shared/schemas/league';
import type { SeasonSummary } from '../../../../shared/schemas/season';
import { findOpenDialog } from '../../../test/dialog';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../../../test/league-server';
import { renderInApp } from '../../../test/render';
import { SeasonsCard } from './seasons-card';

const server = serveLeague();

const seasons = () => server.asAdmin<SeasonSummary[]>('GET', '/api/seasons');

async function openCard() {
  await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
  const rendered = renderInApp(<SeasonsCard />);
  const list = await screen.findByRole('list', { name: 'Seasons' });
  return { ...rendered, list };
}

describe('seasons card', () => {
  it('starts the next season a year after the last, previews what it carries, and creates it without switching', async () => {
    const { user, list } = await openCard();
    expect(within(list).getByRole('listitem', { name: 'The 2025 season' }).textContent).toContain('Current');

    await user.click(screen.getByRole('button', { name: 'Start a New Season' }));
    const dialog = await findOpenDialog('Start a New Season');
    expect(within(dialog).getByRole('textbox', { name: 'Season name' })).toHaveProperty('value', '2026');
    expect(within(dialog).getByText('Wed, Apr 1, 2026')).toBeTruthy();
    expect(within(dialog).getByText('Mon, May 25, 2026')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('The 2026 season')).toBeTruthy();
    const divisions = await server.asAdmin<Division[]>('GET', '/api/divisions');
    const teams = divisions.reduce((n, d) => n + d.teams.length, 0);
    expect(within(dialog).getByText(new RegExp(`^From 2025: ${divisions.length} divisions, ${teams} teams, \\d+ coach assignments`))).toBeTruthy();
    expect(await seasons()).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Create Season' }));
    expect(await screen.findByText('2026 is ready; make it current from the list when it starts.')).toBeTruthy();
    const [created] = await seasons();
    expect(created).toMatchObject({ name: '2026', start: '2026-04-01', current: false });
    const carried = await server.asAdmin<Division[]>('GET', `/api/divisions?season=${created!.id}`);
    expect(carried.map((d) => d.name)).toEqual(divisions.map((d) => d.name));
  });

  it('names what is wrong with a calendar before anything is sent', async () => {
    const { user } = await openCard();
    await user.click(screen.getByRole('button', { name: 'Start a New Season' }));
    const dialog = await findOpenDialog('Start a New Season');
    const name = within(dialog).getByRole('textbox', { name: 'Season name' });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('Season name is required')).toBeTruthy();

    await user.type(name, '2025');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('409: A season named 2025 already exists')).toBeTruthy();
  });

  it('makes a season current after asking, and deletes one without games', async () => {
    const { user, list } = await openCard();
    const row = await within(list).findByRole('listitem', { name: 'The 2026 season' });
    await user.click(within(row).getByRole('button', { name: 'Actions for 2026' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Make current' }));
    const confirm = await findOpenDialog('Make 2026 the current season?');
    await user.click(within(confirm).getByRole('button', { name: 'Make Current' }));
    expect(await screen.findByText('2026 is now the current season')).toBeTruthy();
    expect((await seasons()).find((s) => s.current)?.name).toBe('2026');

    const old = await within(list).findByRole('listitem', { name: 'The 2025 season' });
    await user.click(within(old).getByRole('button', { name: 'Actions for 2025' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    // A season with games is not offered for deletion: the dialog says why, and Delete cannot be pressed.
    const refused = await findOpenDialog('Delete 2025?');
    expect(within(refused).getByText(/It has \d+ games, so it cannot be deleted; archive it instead\./)).toBeTruthy();
    expect(within(refused).getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', true);
    await user.click(within(refused).getByRole('button', { name: 'Cancel' }));
    expect(await seasons()).toHaveLength(2);
  });
});
