import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STAFF_ROLE_LABELS } from '../../../../shared/roles';
import type { Coach } from '../../../../shared/schemas/coach';
import type { Division } from '../../../../shared/schemas/league';
import { findOpenDialog } from '../../../test/dialog';
import { optionOf } from '../../../test/listbox';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../../../test/league-server';
import { renderInApp } from '../../../test/render';
import { CoachFormDialog } from './coach-form-dialog';

const server = serveLeague();

/** A password the server finds hard enough to guess. */
const STRONG_PASSWORD = 'lantern orchard pebble 47';

const coachWithEmail = async (email: string) => (await server.asAdmin<Coach[]>('GET', '/api/coaches')).find((c) => c.email === email);

/** Add Coach, or Edit Coach when given one, as the coach directory opens it for the administrator. */
async function openCoachForm(coach?: Coach) {
  await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
  const divisions = await server.asAdmin<Division[]>('GET', '/api/divisions');
  const onClose = vi.fn();
  const rendered = renderInApp(<CoachFormDialog coach={coach} divisions={divisions} onClose={onClose} />);
  const dialog = await findOpenDialog(coach ? 'Edit Coach' : 'Add Coach');
  const textbox = (label: string | RegExp) => within(dialog).getByRole<HTMLInputElement>('textbox', { name: label });
  const password = () => within(dialog).getByLabelText<HTMLInputElement>(coach ? 'New Password' : 'Password');
  const choice = (label: string) => within(dialog).getByLabelText<HTMLInputElement>(label, { selector: 'input' });
  /** Opens the combobox and picks the option. */
  const choose = async (label: string, option: string) => {
    const combobox = choice(label);
    await rendered.user.click(combobox);
    await rendered.user.click(optionOf(combobox, option));
  };
  // Pasted, not typed: each keystroke re-renders the whole form, and no test here is about keystrokes.
  const fill = async (field: HTMLElement, text: string) => {
    await rendered.user.click(field);
    await rendered.user.paste(text);
  };
  return { ...rendered, divisions, dialog, onClose, textbox, password, choice, choose, fill };
}

const teamLabel = (division: Division, index: number) => `${division.teams[index]!.name} (${division.name})`;

describe('add coach dialog', () => {
  it('names what is missing or wrong, and sends nothing', async () => {
    const { user, dialog, textbox, password, onClose, fill } = await openCoachForm();
    await user.click(within(dialog).getByRole('button', { name: 'Add Coach' }));

    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByText('Please choose a team')).toBeTruthy();

    await fill(textbox('Full Name'), 'Riley Park');
    await fill(textbox('Email'), 'riley.park@');
    await fill(password(), 'abc12');
    await user.click(within(dialog).getByRole('button', { name: 'Add Coach' }));

    expect(screen.queryByText('Full name is required')).toBeNull();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(await coachWithEmail('riley.park@')).toBeUndefined();
  });

  it('starts with one head coach row that cannot be removed; a team taken in one row cannot be taken in another', async () => {
    const { user, dialog, divisions, choice, choose } = await openCoachForm();
    const division = divisions[0]!;
    expect(choice('Role on team 1').value).toBe(STAFF_ROLE_LABELS.head_coach);
    expect(within(dialog).queryByRole('button', { name: 'Remove team 1' })).toBeNull();

    await choose('Team 1', teamLabel(division, 0));
    await user.click(within(dialog).getByRole('button', { name: 'Add Team' }));
    expect(choice('Role on team 2').value).toBe(STAFF_ROLE_LABELS.assistant_coach);

    await choose('Team 2', teamLabel(division, 0));
    expect(choice('Team 2').value).toBe('');
    expect(choice('Team 1').value).toBe(teamLabel(division, 0));

    await user.click(within(dialog).getByRole('button', { name: 'Remove team 2' }));
    expect(within(dialog).queryByRole('combobox', { name: 'Team 2' })).toBeNull();
  });

  it('keeps each later row as it was when a row above it is removed', async () => {
    const { user, dialog, divisions, choice, choose } = await openCoachForm();
    const division = divisions[0]!;

    await choose('Team 1', teamLabel(division, 0));
    await user.click(within(dialog).getByRole('button', { name: 'Add Team' }));
    await choose('Team 2', teamLabel(division, 1));
    await user.click(within(dialog).getByRole('button', { name: 'Add Team' }));
    await choose('Team 3', teamLabel(division, 2));
    await choose('Role on team 3', STAFF_ROLE_LABELS.director);

    await user.click(within(dialog).getByRole('button', { name: 'Remove team 2' }));

    expect(choice('Team 1').value).toBe(teamLabel(division, 0));
    expect(choice('Team 2').value).toBe(teamLabel(division, 2));
    expect(choice('Role on team 2').value).toBe(STAFF_ROLE_LABELS.director);
    expect(within(dialog).queryByRole('combobox', { name: 'Team 3' })).toBeNull();
  });

  it('adds the coach with the teams and roles chosen', async () => {
    const { user, dialog, divisions, textbox, password, onClose, fill, choose } = await openCoachForm();
    const [first, second] = divisions;

    await fill(textbox('Full Name'), 'Morgan Ellis');
    await fill(textbox('Email'), 'morgan.ellis@example.com');
    await fill(password(), STRONG_PASSWORD);
    await fill(textbox(/^Phone/), '(555) 010-4455');
    await choose('Team 1', teamLabel(first!, 1));
    await user.click(within(dialog).getByRole('button', { name: 'Add Team' }));
    await choose('Team 2', teamLabel(second!, 2));
    await choose('Role on team 2', STAFF_ROLE_LABELS.director);
    await user.click(within(dialog).getByRole('button', { name: 'Add Coach' }));

    expect(await screen.findByText('Coach added')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    const added = await coachWithEmail('morgan.ellis@example.com');
    expect(added).toMatchObject({ name: 'Morgan Ellis', phone: '(555) 010-4455', gameChangerTeamName: null });
    expect(added!.teamStaff.map((s) => [s.teamId, s.role]).sort()).toEqual(
      [
        [first!.teams[1]!.id, 'head_coach'],
        [second!.teams[2]!.id, 'director'],
      ].sort(),
    );
  });

  it("tells the server's refusal of an email another account has", async () => {
    const { user, dialog, divisions, textbox, password, onClose, fill, choose } = await openCoachForm();

    await fill(textbox('Full Name'), 'Sam Again');
    await fill(textbox('Email'), DEMO_ACCOUNTS.oneTeamCoach);
    await fill(password(), STRONG_PASSWORD);
    await choose('Team 1', teamLabel(divisions[0]!, 3));
    await user.click(within(dialog).getByRole('button', { name: 'Add Coach' }));

    expect(await screen.findByText('Error adding coach')).toBeTruthy();
    expect(screen.getByText('409: An account with that email already exists')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect((await server.asAdmin<Coach[]>('GET', '/api/coaches')).filter((c) => c.name === 'Sam Again')).toEqual([]);
  });
  it("tells the server's refusal of a password that is easy to guess", async () => {
    const { user, dialog, divisions, textbox, password, onClose, fill, choose } = await openCoachForm();

    await fill(textbox('Full Name'), 'Avery Stone');
    await fill(textbox('Email'), 'avery.stone@example.com');
    await fill(password(), 'baseball2025');
    await choose('Team 1', teamLabel(divisions[0]!, 4));
    await user.click(within(dialog).getByRole('button', { name: 'Add Coach' }));

    expect(await screen.findByText('Error adding coach')).toBeTruthy();
    expect(screen.getByText(/^400: This password is too easy to guess/)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(await coachWithEmail('avery.stone@example.com')).toBeUndefined();
  });
});

describe('edit coach dialog', () => {
  it("shows the coach's details and teams in the order of the coach's team list", async () => {
    const coach = (await coachWithEmail(DEMO_ACCOUNTS.multiTeamCoach))!;
    expect(coach.teamStaff.length).toBeGreaterThan(1);
    const { textbox, choice, dialog } = await openCoachForm(coach);

    expect(textbox('Full Name').value).toBe(coach.name);
    expect(textbox('Email').value).toBe(coach.email);
    expect(textbox(/^Phone/).value).toBe(coach.phone);
    expect(within(dialog).getByText('Leave blank to keep the current password')).toBeTruthy();
    coach.teamStaff.forEach((staff, index) => {
      expect(choice(`Team ${index + 1}`).value).toBe(`${staff.team.name} (${staff.team.division.name})`);
      expect(choice(`Role on team ${index + 1}`).value).toBe(STAFF_ROLE_LABELS[staff.role]);
    });
    expect(within(dialog).queryByRole('combobox', { name: `Team ${coach.teamStaff.length + 1}` })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });

  it('saves a change, keeping the password when it is left blank and the teams as they were', async () => {
    const coach = (await coachWithEmail(DEMO_ACCOUNTS.multiTeamCoach))!;
    const { user, dialog, textbox, onClose } = await openCoachForm(coach);

    await user.clear(textbox(/^Phone/));
    await user.paste('(555) 019-0001');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Coach updated')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    const saved = (await coachWithEmail(DEMO_ACCOUNTS.multiTeamCoach))!;
    expect(saved.phone).toBe('(555) 019-0001');
    expect(saved.teamStaff).toEqual(coach.teamStaff);
    await expect(server.signIn(DEMO_ACCOUNTS.multiTeamCoach, DEMO_PASSWORDS.coach)).resolves.toMatchObject({ id: coach.id });
  });

  it('removes a team the administrator takes away', async () => {
    const coach = (await coachWithEmail(DEMO_ACCOUNTS.multiTeamCoach))!;
    const [kept, removed] = coach.teamStaff;
    const { user, dialog, onClose } = await openCoachForm(coach);

    await user.click(within(dialog).getByRole('button', { name: 'Remove team 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Coach updated')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    const saved = (await coachWithEmail(DEMO_ACCOUNTS.multiTeamCoach))!;
    expect(saved.teamStaff.map((s) => [s.teamId, s.role])).toEqual([[kept!.teamId, kept!.role]]);
    expect(saved.teamStaff.map((s) => s.teamId)).not.toContain(removed!.teamId);
  });

  it('keeps the teams in the order given, even when a later one is of an earlier division', async () => {
    const coach = (await coachWithEmail(DEMO_ACCOUNTS.multiTeamCoach))!;
    const first = coach.teamStaff[0]!;
    const rows = coach.teamStaff.length;
    const { user, dialog, divisions, choose, unmount } = await openCoachForm(coach);
    const eightU = divisions.find((d) => d.name === '8U')!;
    // Listed by division, the 8U team would come first.
    expect(divisions.indexOf(eightU)).toBeLessThan(divisions.findIndex((d) => d.id === first.team.divisionId));

    await user.click(within(dialog).getByRole('button', { name: 'Add Team' }));
    await choose(`Team ${rows + 1}`, teamLabel(eightU, 0));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Coach updated')).toBeTruthy();

    const saved = (await coachWithEmail(DEMO_ACCOUNTS.multiTeamCoach))!;
    expect(saved.teamStaff.map((s) => s.teamId)).toEqual([...coach.teamStaff.map((s) => s.teamId), eightU.teams[0]!.id]);
    unmount();
    const reopened = await openCoachForm(saved);
    expect(reopened.choice('Team 1').value).toBe(`${first.team.name} (${first.team.division.name})`);
    expect(reopened.choice(`Team ${rows + 1}`).value).toBe(teamLabel(eightU, 0));
  });

  it('sets a new password when one is typed, and the old one no longer signs in', async () => {
    const coach = (await coachWithEmail(DEMO_ACCOUNTS.oneTeamCoach))!;
    const { user, dialog, password, onClose, fill } = await openCoachForm(coach);

    await fill(password(), STRONG_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Coach updated')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    await expect(server.signIn(DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach)).rejects.toThrow('Invalid username or password');
    await expect(server.signIn(DEMO_ACCOUNTS.oneTeamCoach, STRONG_PASSWORD)).resolves.toMatchObject({ id: coach.id });
  });
});
