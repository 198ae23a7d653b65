import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDownload, IconMailForward } from '@tabler/icons-react';
import { useExportLinks, useGenerateAllLinks } from '../../../api/magic-links';
import { notifyError, notifySuccess } from '../../../ui/notify';

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  URL.revokeObjectURL(url);
}

/** New links for every coach at once: mailed, or downloaded as a CSV file. */
export function AllCoachesCard() {
  const generateAll = useGenerateAllLinks();
  const exportLinks = useExportLinks();

  const confirmGenerate = () =>
    modals.openConfirmModal({
      title: 'Generate links for all coaches',
      children: <Text size="sm">Every coach with an email address gets a new link by mail. Links sent earlier stop working.</Text>,
      labels: { confirm: 'Generate and Send', cancel: 'Cancel' },
      onConfirm: () =>
        generateAll.mutate(undefined, {
          onSuccess: ({ count }) => notifySuccess('Magic links generated', `${count} ${count === 1 ? 'coach was' : 'coaches were'} sent a new link.`),
          onError: (error) => notifyError('Failed to generate magic links', error, 'Please try again.'),
        }),
    });

  const confirmExport = () =>
    modals.openConfirmModal({
      title: 'Export links as CSV',
      children: (
        <Text size="sm">
          Links are stored only in a form that cannot be read back, so the file holds a new link for every coach. Links sent earlier stop working. Keep the file
          private: each link sets a coach&apos;s password.
        </Text>
      ),
      labels: { confirm: 'Export', cancel: 'Cancel' },
      onConfirm: () =>
        exportLinks.mutate(undefined, {
          onSuccess: ({ name, csv }) => download(name, csv),
          onError: (error) => notifyError('Failed to generate magic links', error, 'Please try again.'),
        }),
    });

  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack>
        <Title order={2} size="h3">
          All Coaches
        </Title>
        <Group gap="sm">
          <Button leftSection={<IconMailForward size={16} />} onClick={confirmGenerate} loading={generateAll.isPending}>
            Generate for All Coaches
          </Button>
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={confirmExport} loading={exportLinks.isPending}>
            Export CSV
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
