import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Division, TeamRef } from '../../../../shared/schemas/league';
import { findOpenDialog } from '../../../test/dialog';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../../../test/league-server';
import { renderInApp } from '../../../test/render';
import { EditTeamDialog } from './edit-team-dialog';

const server = serveLeague();

const divisions = () => server.asAdmin<Division[]>('GET', '/api/divisions');
const teamNamesOf = async (divisionId: number) => (await divisions()).find((d) => d.id === divisionId)!.teams.map((t) => t.name);

/** Edit Team for one team, as the divisions page opens it for the administrator. */
async function openEditTeam(team: TeamRef) {
  await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
  const onClose = vi.fn();
  const rendered = renderInApp(<EditTeamDialog team={team} onClose={onClose} />);
  const dialog = await findOpenDialog('Edit Team');
  const name = within(dialog).getByRole<HTMLInputElement>('textbox', { name: /^Team name/ });
  const save = () => rendered.user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return { ...rendered, dialog, onClose, name, save };
}

describe('edit team dialog', () => {
  it("starts with the team's name and asks for one", async () => {
    const [division] = await divisions();
    const team = division!.teams[0]!;
    const { user, name, save, onClose } = await openEditTeam(team);
    expect(name.value).toBe(team.name);

    await user.clear(name);
    await user.type(name, '   ');
    await save();

    expect(await screen.findByText('Team name is required')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(await teamNamesOf(division!.id)).toContain(team.name);
  });

  it('renames the team, the name trimmed, and says what it was', async () => {
    const [division] = await divisions();
    const team = division!.teams[1]!;
    const { user, name, save, onClose } = await openEditTeam(team);

    await user.clear(name);
    await user.type(name, '  Harbor Herons  ');
    await save();

    expect(await screen.findByText('Team updated')).toBeTruthy();
    expect(screen.getByText(`${team.name} is now Harbor Herons.`)).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    const names = await teamNamesOf(division!.id);
    expect(names).toContain('Harbor Herons');
    expect(names).not.toContain(team.name);
  });

  it("tells the server's refusal of a name another team of the division has", async () => {
    const [, division] = await divisions();
    const [team, other] = division!.teams;
    const { user, name, save, onClose } = await openEditTeam(team!);

    await user.clear(name);
    await user.type(name, other!.name.toUpperCase());
    await save();

    expect(await screen.findByText('Error updating team')).toBeTruthy();
    expect(screen.getByText(`409: ${division!.name} already has a team named ${other!.name}`)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(await teamNamesOf(division!.id)).toEqual(division!.teams.map((t) => t.name));
  });

  it('lets a team keep its name in another letter case', async () => {
    const [, , division] = await divisions();
    const team = division!.teams[0]!;
    const { user, name, save, onClose } = await openEditTeam(team);

    await user.clear(name);
    await user.type(name, team.name.toUpperCase());
    await save();

    expect(await screen.findByText('Team updated')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(await teamNamesOf(division!.id)).toContain(team.name.toUpperCase());
  });
});
