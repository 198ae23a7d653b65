import { ActionIcon, Alert, Anchor, Badge, Button, Card, Group, Pagination, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconLink, IconPencil, IconTrash, IconUpload, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../../shared/client-routes';
import { USER_ROLES } from '../../../../shared/roles';
import { PEOPLE_PAGE_SIZE } from '../../../../shared/schemas/people-admin';
import type { ManagedUser } from '../../../../shared/schemas/user';
import { useSession } from '../../../api/session';
import { useUserDirectory } from '../../../api/people-admin';
import { useDeleteUser } from '../../../api/users';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { PageLoader } from '../../../ui/page-loader';
import { SearchBox } from '../../../ui/search-box';
import { oneOf, positiveNumber, useAddressFields } from '../../../ui/use-address-fields';
import { RemovalSummary } from '../people/removal-summary';
import { ROLE_LABELS, UserFormDialog } from './user-form-dialog';

const ROLE_COLORS = { admin: 'red.9', org_admin: 'navy.8', coach: 'teal.9' } as const;

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
  selfId: number | undefined;
  onEdit: (user: ManagedUser) => void;
  onDelete: (user: ManagedUser) => void;
}

const ALL = 'all';

/**
 * The accounts as cards, a page at a time, with a search over name, username, email and phone and
 * a role filter; the search, role and page are in the address (`q`, `role`, `page`).
 */
function UserGrid({ selfId, onEdit, onDelete }: GridProps) {
  const address = useAddressFields();
  const q = address.get('q')?.trim() || undefined;
  const role = oneOf(address.get('role'), USER_ROLES);
  const page = positiveNumber(address.get('page')) ?? 1;
  const users = useUserDirectory({ q, role, page, pageSize: PEOPLE_PAGE_SIZE });
  const pages = users.data ? Math.ceil(users.data.total / PEOPLE_PAGE_SIZE) : 0;
  return (
    <>
      <Group align="flex-end" gap="sm">
        <SearchBox
          label="Search users"
          placeholder="Name, username, email or phone"
          q={q}
          onSearch={(text) => address.update({ q: text, page: undefined })}
          width={320}
        />
        <Select
          label="Role"
          data={[{ value: ALL, label: 'All roles' }, ...USER_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))]}
          value={role ?? ALL}
          onChange={(value) => address.update({ role: value === ALL || value === null ? undefined : value, page: undefined })}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
      {users.isPending ? (
        <PageLoader label="Loading users..." />
      ) : users.isError ? (
        <Alert color="red">The users could not be loaded. Please try again.</Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {users.data.total} {users.data.total === 1 ? 'user' : 'users'}
            {pages > 1 && ` · page ${Math.min(page, pages)} of ${pages}`}
          </Text>
          {users.data.users.length === 0 &&
            (users.data.total > 0 ? (
              <Text>
                There are no users on this page.{' '}
                <Anchor component="button" type="button" fz="inherit" onClick={() => address.update({ page: undefined })}>
                  Go back to page 1
                </Anchor>
                .
              </Text>
            ) : (
              <Text>No users match this search.</Text>
            ))}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {users.data.users.map((user) => (
              <UserCard key={user.id} user={user} isSelf={user.id === selfId} onEdit={() => onEdit(user)} onDelete={() => onDelete(user)} />
            ))}
          </SimpleGrid>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={(n) => address.update({ page: n > 1 ? n : undefined })}
              siblings={1}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
            />
          )}
        </>
      )}
    </>
  );
}

/** The User Management card: every account, with add, edit and delete. */
export function UsersCard() {
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
          <RemovalSummary userId={user.id} />
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
        <UserGrid selfId={me?.id} onEdit={(user) => setDialog({ kind: 'edit', user })} onDelete={confirmDelete} />
      </Stack>
      {dialog && <UserFormDialog user={dialog.kind === 'edit' ? dialog.user : undefined} selfId={me?.id ?? 0} onClose={() => setDialog(null)} />}
    </Card>
  );
}
