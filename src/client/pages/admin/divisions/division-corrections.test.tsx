import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Division, TeamRef } from '../../../../shared/schemas/league';
import { findOpenDialog } from '../../../test/dialog';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../../../test/league-server';
import { renderInApp } from '../../../test/render';
import DivisionsPage from '../divisions-page';
import { MoveTeamDialog } from './move-team-dialog';
import { RenameDivisionDialog } from './rename-division-dialog';

const server = serveLeague();

const divisions = () => server.asAdmin<Division[]>('GET', '/api/divisions');
async function divisionNamed(name: string): Promise<Division> {
  const found = (await divisions()).find((d) => d.name === name);
  if (!found) throw new Error(`no division ${name}`);
  return found;
}

describe('rename division dialog', () => {
  it("tells the server's refusal of a name the season has, then renames", async () => {
    await server.signIn(DEMO_ACCOUNTS.orgAdmin, DEMO_PASSWORDS.org_admin);
    const division = await divisionNamed('12U');
    const onClose = vi.fn();
    const { user } = renderInApp(<RenameDivisionDialog division={division} onClose={onClose} />);
    const dialog = await findOpenDialog('Rename Division');
    const name = within(dialog).getByRole('textbox', { name: 'Division name' });
    expect(name).toHaveProperty('value', '12U');

    await user.clear(name);
    await user.type(name, '11u');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('409: A division named 11U already exists')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    await user.clear(name);
    await user.type(name, '12U Majors');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('12U is now 12U Majors.')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect((await divisions()).map((d) => d.name)).toContain('12U Majors');
  });
});

describe('move team dialog', () => {
  async function openMove(team: TeamRef) {
    await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const onClose = vi.fn();
    const rendered = renderInApp(<MoveTeamDialog team={team} divisions={await divisions()} onClose={onClose} />);
    const dialog = await findOpenDialog('Move Team');
    return { ...rendered, dialog, onClose };
  }

  it('shows the games of a team that has played, and does not let it move', async () => {
    const nineU = await divisionNamed('9U');
    const team = nineU.teams[0];
    if (!team) throw new Error('9U has no team');
    const { user, dialog } = await openMove(team);
    const move = within(dialog).getByRole('button', { name: 'Move Team' });
    expect(move).toHaveProperty('disabled', true);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'New division' }), '10U');
    expect(await within(dialog).findByText(/^Games against teams of 9U: \d+ scheduled, [1-9]\d* completed\.$/)).toBeTruthy();
    expect(within(dialog).getByText(new RegExp(`^${team.name} cannot be moved: it has \\d+ games played or reported in 9U`))).toBeTruthy();
    expect(move).toHaveProperty('disabled', true);
  });

  it('shows that a new team has no games, then moves it', async () => {
    const eightU = await divisionNamed('8U');
    const team = await server.asAdmin<TeamRef>('POST', `/api/divisions/${eightU.id}/teams`, { name: 'Lakeside Movers' });
    const { user, dialog, onClose } = await openMove(team);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'New division' }), '10U');
    expect(await within(dialog).findByText('Games against teams of 8U: 0 scheduled, 0 completed.')).toBeTruthy();
    expect(within(dialog).getByText('It has no games in 8U.')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Move Team' }));
    expect(await screen.findByText('Lakeside Movers now plays in 10U.')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect((await divisionNamed('10U')).teams.map((t) => t.id)).toContain(team.id);
  });
});

describe('deleting on Division Management', () => {
  it('counts what a division takes with it, and does not offer to delete one whose teams have games', async () => {
    await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const { user } = renderInApp(<DivisionsPage />);
    const tenU = await divisionNamed('10U');
    await user.click(await screen.findByRole('button', { name: 'Delete division 10U' }));
    const dialog = await findOpenDialog('Delete Division');
    expect(within(dialog).getByText('Are you sure you want to delete the 10U division?')).toBeTruthy();
    expect(within(dialog).getByText(new RegExp(`^This removes ${tenU.teams.length} teams, \\d+ coach places? on them`))).toBeTruthy();
    expect(within(dialog).getByText(/^Its teams have \d+ games: delete those games first\.$/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Division' })).toBeNull());
  });
});
