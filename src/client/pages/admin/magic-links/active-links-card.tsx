import { Alert, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ActiveLink } from '../../../../shared/schemas/magic-link';
import { useActiveLinks, useRevokeLink } from '../../../api/magic-links';
import { notifyError, notifySuccess } from '../../../ui/notify';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The coaches whose link still works (unused, not revoked, not expired), each with a way to stop it. */
export function ActiveLinksCard() {
  const links = useActiveLinks();
  const revoke = useRevokeLink();

  const confirmRevoke = (link: ActiveLink) =>
    modals.openConfirmModal({
      title: 'Revoke magic link?',
      children: (
        <Stack gap="xs">
          <Text size="sm">
            1 active link of {link.name}, valid until {when(link.expiresAt)}, stops working at once: it no longer verifies or sets a password.
          </Text>
          <Text size="sm">The coach&apos;s account and password stay as they are. You can give the coach a new link at any time.</Text>
        </Stack>
      ),
      labels: { confirm: 'Revoke', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        revoke.mutate(link.userId, {
          onSuccess: () => notifySuccess('Magic link revoked', `The link of ${link.name} no longer works.`),
          onError: (error) => notifyError('Failed to revoke magic link', error, 'Please try again.'),
        }),
    });

  const list = links.data ?? [];
  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack>
        <Title order={2} size="h3">
          Active Links
        </Title>
        {links.isPending ? (
          <Text size="sm">Loading active links...</Text>
        ) : links.isError ? (
          <Alert color="red">Active links could not be loaded.</Alert>
        ) : list.length === 0 ? (
          <Text size="sm" c="dimmed">
            No coach has an active link.
          </Text>
        ) : (
          <>
            <Text size="sm">
              {list.length} coach{list.length === 1 ? ' has' : 'es have'} a link that still works.
            </Text>
            <Box mah="24rem" style={{ overflowY: 'auto' }}>
              <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Coaches with an active link">
                {list.map((link) => (
                  <Group key={link.userId} component="li" justify="space-between" wrap="nowrap" py={6} gap="sm">
                    <div style={{ minWidth: 0, flex: 1 }}>
                      <Text size="sm" fw={500} truncate>
                        {link.name}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        {link.email ? `${link.email} · ` : ''}valid until {when(link.expiresAt)}
                      </Text>
                    </div>
                    <Button size="xs" variant="light" color="red" onClick={() => confirmRevoke(link)} aria-label={`Revoke the link of ${link.name}`}>
                      Revoke
                    </Button>
                  </Group>
                ))}
              </Stack>
            </Box>
          </>
        )}
      </Stack>
    </Card>
  );
}
