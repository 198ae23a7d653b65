import { ActionIcon, Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconLink, IconPencil, IconSearch, IconTrash, IconUpload, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../../shared/client-routes';
import type { ManagedUser } from '../../../../shared/schemas/user';
import { useSession } from '../../../api/session';
import { useDeleteUser, useUsers } from '../../../api/users';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { PageLoader } from '../../../ui/page-loader';
import { ROLE_LABELS, UserFormDialog } from './user-form-dialog';

const ROLE_COLORS = { admin: 'red.9', org_admin: 'navy.8', coach: 'teal.9' } as const;

/** Accounts whose name, username, email or role matches every word of the search. */
function shownOf(users: ManagedUser[], search: string): ManagedUser[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return users.filter((user) => {
    const text = [user.name, user.username, user.email, ROLE_LABELS[user.role]].join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

type Dialog = { kind: 'add' } | { kind: 'edit'; user: ManagedUser } | null;

function UserCard({ user, isSelf, onEdit, onDelete }: { user: ManagedUser; isSelf: boolean; onEdit: () => void; onDelete: () => void }) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={user.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={700} truncate>
            {user.name}
          </Text>
          <Badge color={ROLE_COLORS[user.role]} w="fit-content">
            {ROLE_LABELS[user.role]}
          </Badge>
          <Text size="sm" truncate>
            {user.email ?? user.username}
          </Text>
          <Text size="sm" c={user.phone ? undefined : 'dimmed'}>
            {user.phone ?? 'No phone'}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={`Edit ${user.name}`} onClick={onEdit}>
            <IconPencil size={18} />
          </ActionIcon>
          {!isSelf && (
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${user.name}`} onClick={onDelete}>
              <IconTrash size={18} />
            </ActionIcon>
          )}
        </Group>
      </Group>
    </Card>
  );
}

interface GridProps {
  users: ManagedUser[];
  selfId: number | undefined;
  onEdit: (user: ManagedUser) => void;
  onDelete: (user: ManagedUser) => void;
}

/** The accounts as cards, with a search over name, username, email and role. */
function UserGrid({ users, selfId, onEdit, onDelete }: GridProps) {
  const [search, setSearch] = useState('');
  const shown = shownOf(users, search);
  return (
    <>
      <TextInput
        label="Search users"
        placeholder="Name, username, email or role"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {shown.length} of {users.length} users
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {shown.map((user) => (
          <UserCard key={user.id} user={user} isSelf={user.id === selfId} onEdit={() => onEdit(user)} onDelete={() => onDelete(user)} />
        ))}
      </SimpleGrid>
    </>
  );
}

/** The User Management card: every account, with add, edit and delete. */
export function UsersCard() {
  const users = useUsers();
  const { user: me } = useSession();
  const remove = useDeleteUser();
  const [dialog, setDialog] = useState<Dialog>(null);

  const confirmDelete = (user: ManagedUser) =>
    modals.openConfirmModal({
      title: 'Delete User',
      children: (
        <Stack gap="xs">
          <Text size="sm">Are you sure you want to delete this user?</Text>
          <Text size="sm" c="dimmed">
            {user.name} ({user.email ?? user.username}) will no longer be able to sign in. Their team places are removed too. This cannot be undone.
          </Text>
        </Stack>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(user.id, {
          onSuccess: () => notifySuccess('User deleted'),
          onError: (error) => notifyError('Error deleting user', error, 'Failed to delete user'),
        }),
    });

  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack>
        <Group justify="space-between" align="center">
          <Title order={2} size="h3">
            User Management
          </Title>
          <Group gap="xs">
            <Button component={Link} to={PATHS.adminCoachImport} variant="default" leftSection={<IconUpload size={16} />}>
              Import Coaches
            </Button>
            <Button component={Link} to={PATHS.adminMagicLinks} variant="default" leftSection={<IconLink size={16} />}>
              Magic Links
            </Button>
            <Button leftSection={<IconUserPlus size={16} />} onClick={() => setDialog({ kind: 'add' })}>
              Add User
            </Button>
          </Group>
        </Group>
        {users.isPending ? (
          <PageLoader label="Loading users..." />
        ) : users.isError ? (
          <Alert color="red">The users could not be loaded. Please try again.</Alert>
        ) : (
          <UserGrid users={users.data} selfId={me?.id} onEdit={(user) => setDialog({ kind: 'edit', user })} onDelete={confirmDelete} />
        )}
      </Stack>
      {dialog && <UserFormDialog user={dialog.kind === 'edit' ? dialog.user : undefined} selfId={me?.id ?? 0} onClose={() => setDialog(null)} />}
    </Card>
  );
}
