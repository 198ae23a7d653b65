import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Division } from '../../../../shared/schemas/league';
import { findOpenDialog } from '../../../test/dialog';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../../../test/league-server';
import { renderInApp } from '../../../test/render';
import { AddDivisionDialog } from './add-division-dialog';
import { ImportTeamsDialog } from './import-teams-dialog';

const server = serveLeague();

async function divisionNamed(name: string): Promise<Division | undefined> {
  return (await server.asAdmin<Division[]>('GET', '/api/divisions')).find((d) => d.name === name);
}

describe('add division dialog', () => {
  async function openAddDivision() {
    await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const onClose = vi.fn();
    const rendered = renderInApp(<AddDivisionDialog season={undefined} onClose={onClose} />);
    const dialog = await findOpenDialog('Add Division');
    return { ...rendered, onClose, name: within(dialog).getByRole('textbox', { name: 'Division name' }) };
  }

  it("asks for a name, and tells the server's refusal of one the league has", async () => {
    const [existing] = await server.asAdmin<Division[]>('GET', '/api/divisions');
    const { user, name, onClose } = await openAddDivision();

    await user.click(screen.getByRole('button', { name: 'Add Division' }));
    expect(await screen.findByText('Division name is required')).toBeTruthy();

    await user.type(name, existing!.name);
    await user.click(screen.getByRole('button', { name: 'Add Division' }));
    expect(await screen.findByText(`409: A division named ${existing!.name} already exists`)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('adds the division, its name trimmed', async () => {
    const { user, name, onClose } = await openAddDivision();
    await user.type(name, '  13U  ');
    await user.click(screen.getByRole('button', { name: 'Add Division' }));

    expect(await screen.findByText('13U is ready for its teams.')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(await divisionNamed('13U')).toMatchObject({ teams: [] });
  });
});

describe('import teams dialog', () => {
  async function openImportTeams(division: Division) {
    await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const divisions = await server.asAdmin<Division[]>('GET', '/api/divisions');
    const onClose = vi.fn();
    const rendered = renderInApp(<ImportTeamsDialog divisions={divisions} divisionId={division.id} onClose={onClose} />);
    const dialog = await findOpenDialog('Import Teams');
    return { ...rendered, onClose, names: within(dialog).getByRole('textbox', { name: 'Team names' }) };
  }

  it('shows what it will add and skip, then adds the new names only', async () => {
    const [division] = await server.asAdmin<Division[]>('GET', '/api/divisions');
    const existing = division!.teams[0]!.name;
    const { user, names, onClose } = await openImportTeams(division!);

    await user.click(names);
    await user.paste(`Riverside Owls\n${existing}\n\n  Lakeside Storm  \nRiverside Owls`);

    expect(screen.getByText(`2 teams to add to ${division!.name}.`)).toBeTruthy();
    expect(screen.getByText(`Already in ${division!.name}: ${existing}; listed twice: Riverside Owls.`)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add Teams' }));

    expect(
      await screen.findByText(
        `2 teams added to ${division!.name}. Skipped duplicates (already in ${division!.name}: ${existing}; listed twice: Riverside Owls).`,
      ),
    ).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    const teams = (await divisionNamed(division!.name))!.teams.map((t) => t.name);
    expect(teams).toEqual(expect.arrayContaining(['Riverside Owls', 'Lakeside Storm']));
    expect(teams.filter((t) => t === existing)).toHaveLength(1);
  });

  it('adds nothing when every name is already there', async () => {
    const [, division] = await server.asAdmin<Division[]>('GET', '/api/divisions');
    const { user, names, onClose } = await openImportTeams(division!);

    await user.click(names);
    await user.paste(division!.teams.map((t) => t.name).join('\n'));
    expect(screen.getByText(`0 teams to add to ${division!.name}.`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Teams' }));

    expect(await screen.findByText('Every name is already in the division or listed twice')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect((await divisionNamed(division!.name))!.teams).toHaveLength(division!.teams.length);
  });
});
