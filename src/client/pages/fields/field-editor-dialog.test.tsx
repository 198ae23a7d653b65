import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Field } from '../../../shared/schemas/field';
import type { Division } from '../../../shared/schemas/league';
import type { SessionUser } from '../../../shared/schemas/user';
import { findOpenDialog } from '../../test/dialog';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../../test/league-server';
import { renderInApp } from '../../test/render';
import { FieldEditorDialog } from './field-editor-dialog';
import type { FieldTeam } from './field-form-values';

const server = serveLeague();

const ownTeamsOf = (coach: SessionUser): FieldTeam[] => coach.teamStaff.map((s) => ({ id: s.team.id, name: s.team.name, divisionName: s.team.division.name }));

/** Add Field as a coach's fields page opens it. */
async function openAddField(username: string) {
  const coach = await server.signIn(username, DEMO_PASSWORDS.coach);
  const divisions = await server.asAdmin<Division[]>('GET', '/api/divisions');
  const ownTeams = ownTeamsOf(coach);
  const onClose = vi.fn();
  const rendered = renderInApp(<FieldEditorDialog mode="coach" field={null} divisions={divisions} ownTeams={ownTeams} divisionId={null} onClose={onClose} />);
  const dialog = await findOpenDialog('Add Field');
  return { ...rendered, dialog, ownTeams, onClose };
}

const fieldNamed = async (name: string) => (await server.asAdmin<Field[]>('GET', '/api/fields')).find((f) => f.name === name);

describe("a coach's add field dialog", () => {
  it('asks for a name, an address and one of their teams', async () => {
    const { user, dialog, onClose } = await openAddField(DEMO_ACCOUNTS.multiTeamCoach);
    for (const box of within(dialog).getAllByRole('checkbox')) expect(box).toHaveProperty('checked', false);

    await user.click(within(dialog).getByRole('button', { name: 'Add Field' }));

    expect(await screen.findByText('Field name is required')).toBeTruthy();
    expect(screen.getByText('Field address is required')).toBeTruthy();
    expect(screen.getByText('At least one team must be selected')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('adds the field for the team the coach ticks', async () => {
    const { user, dialog, ownTeams, onClose } = await openAddField(DEMO_ACCOUNTS.multiTeamCoach);
    const [first, second] = ownTeams;

    await user.click(within(dialog).getByRole('textbox', { name: /^Field name/ }));
    await user.paste('Cedar Park Diamond 2');
    await user.click(within(dialog).getByRole('textbox', { name: /^Address/ }));
    await user.paste('12 Cedar Lane');
    await user.click(within(dialog).getByRole('checkbox', { name: `${second!.name} (${second!.divisionName})` }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Field' }));

    expect(await screen.findByText('Field added')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    const saved = await fieldNamed('Cedar Park Diamond 2');
    expect(saved).toMatchObject({ address: '12 Cedar Lane' });
    expect(saved!.teams.map((t) => t.id)).toEqual([second!.id]);
    expect(saved!.teams.map((t) => t.id)).not.toContain(first!.id);
  });

  it("starts with a one-team coach's team ticked", async () => {
    const { dialog, ownTeams } = await openAddField(DEMO_ACCOUNTS.oneTeamCoach);
    expect(ownTeams).toHaveLength(1);
    expect(within(dialog).getByRole('checkbox', { name: `${ownTeams[0]!.name} (${ownTeams[0]!.divisionName})` })).toHaveProperty('checked', true);
  });
});
