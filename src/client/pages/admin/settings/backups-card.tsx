import { Alert, Button, Card, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDatabaseExport, IconDownload, IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { formatFileSize } from '../../../../shared/file-size';
import { formatLeague } from '../../../../shared/league-time';
import type { Backup } from '../../../../shared/schemas/backup';
import { backupDownloadUrl, useBackups, useCreateBackup } from '../../../api/backups';
import { useSeason } from '../../../api/league';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { CardHeading } from './card-heading';
import { RestoreFieldsDialog } from './restore-fields-dialog';

export const BACKUP_TIME_FORMAT = 'EEE, MMM d, yyyy @ h:mm a';

/** Backups of the whole league: take one now, download one, or put chosen fields back from one. */
export function BackupsCard() {
  const backups = useBackups();
  const season = useSeason();
  const create = useCreateBackup();
  const [restoring, setRestoring] = useState<Backup | null>(null);
  const timeZone = season.data?.timeZone ?? 'UTC';
  const when = (backup: Backup) => formatLeague(backup.created, timeZone, BACKUP_TIME_FORMAT);

  const createBackup = () =>
    create.mutate(undefined, {
      onSuccess: (backup) => notifySuccess('Backup created', `Backup of ${when(backup)}, ${formatFileSize(backup.size)}.`),
      onError: (error) => notifyError('Error creating backup', error, 'Failed to create backup'),
    });

  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <CardHeading
          title="Backups"
          description="Backups are created automatically every day at midnight. Each holds the whole league: games, scores, coaches, fields and their photos."
          action={
            <Button leftSection={<IconDatabaseExport size={18} />} loading={create.isPending} onClick={createBackup}>
              Create Backup
            </Button>
          }
        />
        {backups.isPending ? (
          <Text size="sm">Loading backups...</Text>
        ) : backups.isError ? (
          <Alert color="red">Failed to load backups. Please try again.</Alert>
        ) : backups.data.length === 0 ? (
          <Text size="sm">No backups yet. Create one now, or wait for tonight&apos;s automatic backup.</Text>
        ) : (
          <Stack component="ul" gap="xs" aria-label="Backups" m={0} p={0} style={{ listStyle: 'none' }}>
            {backups.data.map((backup) => (
              <Paper component="li" key={backup.date} withBorder radius="sm" p="sm" aria-label={`Backup of ${when(backup)}`}>
                <Group justify="space-between" gap="xs">
                  <div>
                    <Text size="sm" fw={600}>
                      {when(backup)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {formatFileSize(backup.size)}
                    </Text>
                  </div>
                  <Group gap="xs">
                    <Button
                      component="a"
                      href={backupDownloadUrl(backup.date)}
                      download
                      size="xs"
                      variant="default"
                      leftSection={<IconDownload size={16} />}
                      aria-label={`Download the backup of ${when(backup)}`}
                    >
                      Download
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconRestore size={16} />}
                      aria-label={`Restore fields from the backup of ${when(backup)}`}
                      onClick={() => setRestoring(backup)}
                    >
                      Restore Fields
                    </Button>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
      {restoring && <RestoreFieldsDialog backup={restoring} label={when(restoring)} onClose={() => setRestoring(null)} />}
    </Card>
  );
}
