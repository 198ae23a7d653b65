import { Alert, Button, Card, FileInput, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import type { LinkImportResult } from '../../../../shared/schemas/magic-link';
import { useImportLinks } from '../../../api/magic-links';
import { notifyError, notifySuccess, toast } from '../../../ui/notify';

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </div>
  );
}

/** Mails a new link to each coach listed in a CSV file with an Email column. */
export function ImportCard() {
  const importLinks = useImportLinks();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<LinkImportResult | null>(null);

  const submit = () => {
    if (!file || !file.name.toLowerCase().endsWith('.csv')) {
      toast({ color: 'red', title: 'Invalid file type', message: 'Please select a CSV file' });
      return;
    }
    importLinks.mutate(file, {
      onSuccess: (answer) => {
        setResult(answer);
        notifySuccess('Magic links imported', `${answer.imported} of ${answer.total} coaches were sent a new link.`);
      },
      onError: (error) => notifyError('Failed to import magic links', error, 'Please try again.'),
    });
  };

  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack>
        <Title order={2} size="h3">
          Import CSV
        </Title>
        <Text size="sm" c="dimmed">
          A CSV file with an Email column (the export file works too). Each listed coach gets a new link by mail.
        </Text>
        <Group align="flex-end" gap="sm">
          <FileInput
            label="CSV file"
            accept=".csv,text/csv"
            leftSection={<IconFileTypeCsv size={16} />}
            value={file}
            onChange={setFile}
            clearable
            clearButtonProps={{ 'aria-label': 'Clear the file' }}
            style={{ flex: '1 1 240px' }}
          />
          <Button onClick={submit} loading={importLinks.isPending}>
            Import
          </Button>
        </Group>
        {result && (
          <Stack gap="sm" aria-label="Import results">
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              <Count label="Total" value={result.total} />
              <Count label="Imported" value={result.imported} />
              <Count label="Skipped" value={result.skipped} />
              <Count label="Errors" value={result.errors.length} />
            </SimpleGrid>
            {result.errors.length > 0 && (
              <Alert color="orange" title="Skipped rows">
                <List size="sm">
                  {result.errors.map((error) => (
                    <List.Item key={error}>{error}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
