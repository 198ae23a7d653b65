import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ManagedUser } from '../../../../shared/schemas/user';
import { findOpenDialog } from '../../../test/dialog';
import { listboxOf, optionOf } from '../../../test/listbox';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../../../test/league-server';
import { renderInApp } from '../../../test/render';
import { UserFormDialog } from './user-form-dialog';

const server = serveLeague();

/** A password the server finds hard enough to guess, long enough for an administrator. */
const STRONG_PASSWORD = 'copper meadow kettle 83';

const users = () => server.asAdmin<ManagedUser[]>('GET', '/api/users');
const userNamed = async (username: string) => (await users()).find((u) => u.username === username);

/** Add User, or Edit User when given one, as the settings page opens it for the signed-in administrator. */
async function openUserForm(editing?: (admin: { id: number }) => Promise<ManagedUser>) {
  const admin = await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
  const account = editing ? await editing(admin) : undefined;
  const onClose = vi.fn();
  const rendered = renderInApp(<UserFormDialog user={account} selfId={admin.id} onClose={onClose} />);
  const dialog = await findOpenDialog(account ? 'Edit User' : 'Add User');
  const textbox = (label: RegExp) => within(dialog).getByRole<HTMLInputElement>('textbox', { name: label });
  const fields = {
    name: () => textbox(/^Name/),
    username: () => textbox(/^Username/),
    email: () => textbox(/^Email/),
    phone: () => textbox(/^Phone/),
    password: () => within(dialog).getByLabelText<HTMLInputElement>(/^Password/),
    role: () => within(dialog).getByRole<HTMLInputElement>('combobox', { name: /^Role/ }),
  };
  // Pasted, not typed: each keystroke re-renders the whole form, and no test here is about keystrokes.
  const fill = async (field: HTMLElement, text: string) => {
    await rendered.user.click(field);
    await rendered.user.paste(text);
  };
  const save = () => rendered.user.click(within(dialog).getByRole('button', { name: account ? 'Save Changes' : 'Add User' }));
  return { ...rendered, admin, account, dialog, onClose, fields, fill, save };
}

describe('add user dialog', () => {
  it('names each field that is missing or too short, and sends nothing', async () => {
    const { fields, save, onClose, fill } = await openUserForm();
    await save();

    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Phone number is required')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();

    await fill(fields.name(), 'Quinn Harper');
    await fill(fields.username(), 'quinn.harper');
    await fill(fields.email(), 'quinn.harper@example');
    await fill(fields.phone(), '555-0101');
    await fill(fields.password(), 'short');
    await save();

    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.queryByText('Username is required')).toBeNull();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Phone number is required')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(await userNamed('quinn.harper')).toBeUndefined();
  });

  it('offers the three roles, Coach first chosen', async () => {
    const { user, fields } = await openUserForm();
    expect(fields.role().value).toBe('Coach');
    await user.click(fields.role());
    expect(
      within(listboxOf(fields.role()))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Administrator', 'League Operations', 'Coach']);
  });

  it('adds the user in the role chosen, who can then sign in', async () => {
    const { user, fields, save, onClose, fill } = await openUserForm();

    await fill(fields.name(), 'Taylor Brooks');
    await fill(fields.username(), 'taylor.brooks');
    await fill(fields.email(), 'taylor.brooks@example.com');
    await fill(fields.phone(), '(555) 013-7788');
    await user.click(fields.role());
    await user.click(optionOf(fields.role(), 'League Operations'));
    await fill(fields.password(), STRONG_PASSWORD);
    await save();

    expect(await screen.findByText('User added')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(await userNamed('taylor.brooks')).toMatchObject({
      name: 'Taylor Brooks',
      email: 'taylor.brooks@example.com',
      phone: '(555) 013-7788',
      role: 'org_admin',
    });
    await expect(server.signIn('taylor.brooks', STRONG_PASSWORD)).resolves.toMatchObject({ role: 'org_admin' });
  });

  it("tells the server's refusal of a username that is taken", async () => {
    const { fields, save, onClose, fill } = await openUserForm();
    const before = (await users()).length;

    await fill(fields.name(), 'Another Robin');
    await fill(fields.username(), DEMO_ACCOUNTS.orgAdmin);
    await fill(fields.email(), 'another.robin@example.com');
    await fill(fields.phone(), '(555) 013-9900');
    await fill(fields.password(), STRONG_PASSWORD);
    await save();

    expect(await screen.findByText('Error adding user')).toBeTruthy();
    expect(screen.getByText('409: That username is already taken')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(await users()).toHaveLength(before);
  });
});

describe('edit user dialog', () => {
  const orgAdmin = async () => (await userNamed(DEMO_ACCOUNTS.orgAdmin))!;

  it('shows the account as it is, the password left blank to keep it', async () => {
    const { fields, account, dialog } = await openUserForm(orgAdmin);

    expect(fields.name().value).toBe(account!.name);
    expect(fields.username().value).toBe(account!.username);
    expect(fields.email().value).toBe(account!.email);
    expect(fields.phone().value).toBe(account!.phone);
    expect(fields.role().value).toBe('League Operations');
    expect(fields.role().hasAttribute('disabled')).toBe(false);
    expect(fields.password().value).toBe('');
    expect(within(dialog).getByText('Leave blank to keep the current password')).toBeTruthy();
  });

  it('saves a new name and role, keeping the password', async () => {
    const { user, fields, save, account, onClose } = await openUserForm(orgAdmin);

    await user.clear(fields.name());
    await user.paste('Robin Ellis-Park');
    await user.click(fields.role());
    await user.click(optionOf(fields.role(), 'Administrator'));
    await save();

    expect(await screen.findByText('User updated')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(await userNamed(DEMO_ACCOUNTS.orgAdmin)).toEqual({ ...account, name: 'Robin Ellis-Park', role: 'admin' });
    await expect(server.signIn(DEMO_ACCOUNTS.orgAdmin, DEMO_PASSWORDS.org_admin)).resolves.toMatchObject({ role: 'admin' });
  });

  it("asks for a phone number and a long enough password before saving another user's account", async () => {
    const casey = async () => (await userNamed(DEMO_ACCOUNTS.incompleteCoach))!;
    const { fields, save, account, onClose, fill } = await openUserForm(casey);
    expect(fields.phone().value).toBe('');

    await fill(fields.password(), 'abc');
    await save();

    expect(await screen.findByText('Phone number is required')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(await userNamed(DEMO_ACCOUNTS.incompleteCoach)).toEqual(account);
  });

  it("sets another user's password", async () => {
    const sam = async () => (await userNamed(DEMO_ACCOUNTS.oneTeamCoach))!;
    const { fields, save, onClose, fill } = await openUserForm(sam);

    await fill(fields.password(), STRONG_PASSWORD);
    await save();

    expect(await screen.findByText('User updated')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    await expect(server.signIn(DEMO_ACCOUNTS.oneTeamCoach, STRONG_PASSWORD)).resolves.toMatchObject({ username: DEMO_ACCOUNTS.oneTeamCoach });
  });

  it('does not let the administrator change their own role', async () => {
    const self = async (admin: { id: number }) => (await users()).find((u) => u.id === admin.id)!;
    const { fields, dialog } = await openUserForm(self);

    expect(fields.role().value).toBe('Administrator');
    expect(fields.role().hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText('You cannot change your own role')).toBeTruthy();
  });

  it('sends the administrator to My Profile for their own password, which asks for the current one', async () => {
    const self = async (admin: { id: number }) => (await users()).find((u) => u.id === admin.id)!;
    const { dialog } = await openUserForm(self);

    expect(within(dialog).queryByLabelText(/^Password/)).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'My Profile' }).getAttribute('href')).toBe('/coach/profile');
  });
});
