import { Anchor, Button, Group, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { PATHS } from '../../../../shared/client-routes';
import { useForm } from '@mantine/form';
import { USER_ROLES, type UserRole } from '../../../../shared/roles';
import { editUserForm, newUserBody, type EditUserForm, type ManagedUser, type UserPatchBody } from '../../../../shared/schemas/user';
import { useCreateUser, useUpdateUser } from '../../../api/users';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { zodValidate } from '../../../ui/zod-form';
import { ModalDialog } from '../../../ui/modal-dialog';

export const ROLE_LABELS: Record<UserRole, string> = { admin: 'Administrator', org_admin: 'League Operations', coach: 'Coach' };

interface Props {
  /** The account to edit; none to add one. */
  user?: ManagedUser;
  /** The signed-in administrator, who may not change their own role. */
  selfId: number;
  onClose: () => void;
}

function changesOf(user: ManagedUser, values: EditUserForm): UserPatchBody {
  const changes: UserPatchBody = {};
  if (values.username.trim().toLowerCase() !== user.username) changes.username = values.username;
  if (values.email.trim().toLowerCase() !== user.email) changes.email = values.email;
  if (values.name.trim() !== user.name) changes.name = values.name;
  if (values.phone.trim() !== (user.phone ?? '')) changes.phone = values.phone;
  if (values.role !== user.role) changes.role = values.role;
  if (values.password) changes.password = values.password;
  return changes;
}

export function UserFormDialog({ user, selfId, onClose }: Props) {
  const create = useCreateUser();
  const update = useUpdateUser();
  const form = useForm<EditUserForm>({
    initialValues: {
      username: user?.username ?? '',
      password: '',
      email: user?.email ?? '',
      role: user?.role ?? 'coach',
      name: user?.name ?? '',
      phone: user?.phone ?? '',
    },
    validate: zodValidate(user ? editUserForm : newUserBody),
  });

  const submit = form.onSubmit((values) => {
    if (!user) {
      create.mutate(values, {
        onSuccess: () => {
          notifySuccess('User added');
          onClose();
        },
        onError: (error) => notifyError('Error adding user', error, 'Failed to add user'),
      });
      return;
    }
    update.mutate(
      { id: user.id, changes: changesOf(user, values) },
      {
        onSuccess: () => {
          notifySuccess('User updated');
          onClose();
        },
        onError: (error) => notifyError('Error updating user', error, 'Failed to update user'),
      },
    );
  });

  const ownAccount = user?.id === selfId;
  return (
    <ModalDialog onClose={onClose} title={user ? 'Edit User' : 'Add User'} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" withAsterisk autoComplete="off" {...form.getInputProps('name')} />
            <TextInput label="Username" withAsterisk autoComplete="off" {...form.getInputProps('username')} />
            <TextInput label="Email" type="email" withAsterisk autoComplete="off" {...form.getInputProps('email')} />
            <TextInput label="Phone" type="tel" withAsterisk autoComplete="off" {...form.getInputProps('phone')} />
            <Select
              label="Role"
              withAsterisk
              data={USER_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
              allowDeselect={false}
              disabled={ownAccount}
              description={ownAccount ? 'You cannot change your own role' : undefined}
              {...form.getInputProps('role')}
            />
            {ownAccount ? (
              // One's own password is changed with the current one, on My Profile.
              <Text size="sm" c="dimmed" mt={{ sm: 'xl' }}>
                To change your own password, use{' '}
                <Anchor component={Link} to={PATHS.coachProfile} onClick={onClose} fz="inherit">
                  My Profile
                </Anchor>
                , which asks for your current one.
              </Text>
            ) : (
              <PasswordInput
                label="Password"
                withAsterisk={!user}
                description={user ? 'Leave blank to keep the current password' : undefined}
                autoComplete="new-password"
                {...form.getInputProps('password')}
              />
            )}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {user ? 'Save Changes' : 'Add User'}
            </Button>
          </Group>
        </Stack>
      </form>
    </ModalDialog>
  );
}
