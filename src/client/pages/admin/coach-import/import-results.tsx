import { Alert, Button, Group, List, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../../shared/client-routes';
import type { CoachImportResult } from '../../../../shared/schemas/coach-admin';
import { ScrollTable } from '../../../ui/scroll-table';

function Count({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} c={color}>
        {value}
      </Text>
    </Paper>
  );
}

/** What an import did: counts, what was cleared, the coaches created and the rows refused. */
export function ImportResults({ result, onBack }: { result: CoachImportResult; onBack: () => void }) {
  const navigate = useNavigate();
  const { summary, created, errors, clearResults } = result;
  const unchanged = summary.totalParsed - summary.created - summary.errors;
  return (
    <Stack>
      <SimpleGrid cols={3} spacing="xs">
        <Count label="Parsed" value={summary.totalParsed} />
        <Count label="Created" value={summary.created} color="green.8" />
        <Count label="Errors" value={summary.errors} color={summary.errors > 0 ? 'red.8' : undefined} />
      </SimpleGrid>
      {clearResults && (
        <Alert color="yellow" title="Existing data was cleared">
          {clearResults.coachCount} coaches and {clearResults.teamStaffCount} team assignments were removed before the import.
        </Alert>
      )}
      {unchanged > 0 && (
        <Alert color="blue">
          {unchanged} {unchanged === 1 ? 'record was' : 'records were'} already in place and left unchanged.
        </Alert>
      )}
      {created.length > 0 && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            Created Coaches
          </Title>
          <ScrollTable minWidth={600} label="Created coaches">
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Division</Table.Th>
                  <Table.Th>Team</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {created.map((c) => (
                  <Table.Tr key={`${c.email}/${c.division}/${c.team}`}>
                    <Table.Td>{c.name}</Table.Td>
                    <Table.Td>{c.email}</Table.Td>
                    <Table.Td>{c.division}</Table.Td>
                    <Table.Td>{c.team}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </Stack>
      )}
      {errors.length > 0 && (
        <Alert color="red" title="Errors">
          <List size="sm" spacing={4}>
            {errors.map((error) => (
              <List.Item key={error}>{error}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group>
        <Button variant="default" onClick={onBack}>
          Back to Import
        </Button>
        <Button onClick={() => void navigate(PATHS.adminCoaches)}>View Coaches</Button>
      </Group>
    </Stack>
  );
}
