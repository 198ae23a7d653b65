import { Paper, Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import type { CoachImportResult } from '../../../shared/schemas/coach-admin';
import { AdminOnly } from '../../layout/role-gate';
import { usePageTitle } from '../../ui/use-page-title';
import { ImportForm } from './coach-import/import-form';
import { ImportHelp } from './coach-import/import-help';
import { ImportResults } from './coach-import/import-results';
import { toast } from '../../ui/notify';

type Tab = 'import' | 'results' | 'help';

function CoachImport() {
  const [tab, setTab] = useState<Tab>('import');
  const [result, setResult] = useState<CoachImportResult | null>(null);

  const imported = (next: CoachImportResult) => {
    setResult(next);
    setTab('results');
    const { created, errors } = next.summary;
    toast({
      title: 'Import Complete',
      message: `${created} created, ${errors} ${errors === 1 ? 'error' : 'errors'}`,
      color: errors > 0 ? 'yellow' : 'green',
    });
  };

  return (
    <Stack>
      <Title order={1}>Coach Import</Title>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <Tabs value={tab} onChange={(value) => value && setTab(value as Tab)}>
          <Tabs.List mb="md">
            <Tabs.Tab value="import">Import</Tabs.Tab>
            <Tabs.Tab value="results" disabled={!result}>
              Results
            </Tabs.Tab>
            <Tabs.Tab value="help">Help</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="import">
            <ImportForm onImported={imported} />
          </Tabs.Panel>
          <Tabs.Panel value="results">{result && <ImportResults result={result} onBack={() => setTab('import')} />}</Tabs.Panel>
          <Tabs.Panel value="help">
            <ImportHelp />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}

export default function CoachImportPage() {
  usePageTitle('Coach Import');
  return (
    <AdminOnly message="This page is only accessible to administrators.">
      <CoachImport />
    </AdminOnly>
  );
}
