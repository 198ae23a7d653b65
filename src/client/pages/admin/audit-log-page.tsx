import '@mantine/dates/styles.css';
import { Alert, Badge, Box, Button, Card, Code, Group, Pagination, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatLeague } from '../../../shared/league-time';
import type { AuditEntry, AuditUser } from '../../../shared/schemas/audit';
import { auditQueries } from '../../api/audit';
import { useSeason } from '../../api/league';
import { AdminOnly } from '../../layout/role-gate';
import { CALENDAR_ARIA_LABELS, DATE_INPUT_STYLES } from '../../ui/calendar-a11y';
import { PageLoader } from '../../ui/page-loader';
import { ScrollTable } from '../../ui/scroll-table';
import { usePageTitle } from '../../ui/use-page-title';
import { fieldChanges, plainWords, recordLabel, type AuditReading } from './audit/audit-changes';
import { useAuditReading } from './audit/use-audit-reading';

const PAGE_SIZE = 25;

interface Filters {
  actorId: string | null;
  entity: string | null;
  action: string | null;
  from: string | null;
  to: string | null;
}

const NO_FILTERS: Filters = { actorId: null, entity: null, action: null, from: null, to: null };

const personName = (user: AuditUser) => user.name ?? `Deleted account #${user.id}`;

/** Who did it; while impersonating, the administrator acting as the coach. */
function who(entry: AuditEntry): string {
  if (!entry.actor) return 'System';
  if (entry.impersonator) return `${personName(entry.impersonator)} as ${personName(entry.actor)}`;
  return personName(entry.actor);
}

interface EntriesProps {
  entries: AuditEntry[];
  reading: AuditReading;
}

function Changes({ entry, reading }: { entry: AuditEntry; reading: AuditReading }) {
  const changes = fieldChanges(entry.before, entry.after, reading);
  if (changes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No details
      </Text>
    );
  return (
    <Stack gap={2}>
      {changes.map((c) => (
        <Text key={c.field} size="xs" style={{ wordBreak: 'break-word' }}>
          <Text span fw={600} size="xs">
            {c.field}:
          </Text>{' '}
          {c.before !== null && (
            <Text span size="xs" td={c.after !== null ? 'line-through' : undefined} c="dimmed">
              {c.before}
            </Text>
          )}
          {c.before !== null && c.after !== null && ' → '}
          {c.after !== null && (
            <Text span size="xs">
              {c.after}
            </Text>
          )}
        </Text>
      ))}
    </Stack>
  );
}

function EntryTable({ entries, reading }: EntriesProps) {
  return (
    <ScrollTable minWidth={900} label="Audit log entries">
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>Record</Table.Th>
            <Table.Th>Changes</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id} style={{ verticalAlign: 'top' }}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatLeague(entry.at, reading.timeZone, 'MMM d, yyyy h:mm a')}</Table.Td>
              <Table.Td>{who(entry)}</Table.Td>
              <Table.Td>
                <Code>{entry.action}</Code>
              </Table.Td>
              <Table.Td>{recordLabel(entry.entity, entry.entityId, reading)}</Table.Td>
              <Table.Td maw={420}>
                <Changes entry={entry} reading={reading} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

function EntryCards({ entries, reading }: EntriesProps) {
  return (
    <Stack gap="xs">
      {entries.map((entry) => (
        <Card key={entry.id} withBorder padding="sm" component="article" aria-label={`${entry.action} by ${who(entry)}`}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Code>{entry.action}</Code>
            <Text size="xs" c="dimmed">
              {formatLeague(entry.at, reading.timeZone, 'MMM d, yyyy h:mm a')}
            </Text>
          </Group>
          <Text size="sm" mt={4}>
            {who(entry)} · {recordLabel(entry.entity, entry.entityId, reading)}
          </Text>
          <Box mt={4}>
            <Changes entry={entry} reading={reading} />
          </Box>
        </Card>
      ))}
    </Stack>
  );
}

function AuditLog() {
  const season = useSeason();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const params = { ...filters, page, pageSize: PAGE_SIZE };
  const log = useQuery({ ...auditQueries.page(params), placeholderData: keepPreviousData });
  const choose = (change: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };
  const choices = log.data?.choices;
  const reading = useAuditReading(season.data?.timeZone ?? 'America/New_York');
  const filtered = Object.values(filters).some((v) => v !== null);

  return (
    <Stack>
      <Title order={1}>Audit Log</Title>
      <Text c="dimmed">Every recorded change to the league: who made it, what it was, and what changed. Newest first.</Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        <Select
          label="Who"
          placeholder="Everyone"
          clearable
          searchable
          data={(choices?.actors ?? []).map((a) => ({ value: String(a.id), label: personName(a) }))}
          value={filters.actorId}
          onChange={(actorId) => choose({ actorId })}
        />
        <Select
          label="Entity"
          placeholder="All entities"
          clearable
          data={(choices?.entities ?? []).map((e) => ({ value: e, label: plainWords(e) }))}
          value={filters.entity}
          onChange={(entity) => choose({ entity })}
        />
        <Select
          label="Action"
          placeholder="All actions"
          clearable
          searchable
          data={choices?.actions ?? []}
          value={filters.action}
          onChange={(action) => choose({ action })}
        />
        <DatePickerInput
          label="From"
          placeholder="Any date"
          clearable
          ariaLabels={CALENDAR_ARIA_LABELS}
          styles={DATE_INPUT_STYLES}
          valueFormat="MMM D, YYYY"
          value={filters.from}
          maxDate={filters.to ?? undefined}
          onChange={(from) => choose({ from })}
        />
        <DatePickerInput
          label="To"
          placeholder="Any date"
          clearable
          ariaLabels={CALENDAR_ARIA_LABELS}
          styles={DATE_INPUT_STYLES}
          valueFormat="MMM D, YYYY"
          value={filters.to}
          minDate={filters.from ?? undefined}
          onChange={(to) => choose({ to })}
        />
      </SimpleGrid>
      {filtered && (
        <Group>
          <Button variant="subtle" size="xs" onClick={() => choose(NO_FILTERS)}>
            Clear filters
          </Button>
        </Group>
      )}
      {log.isPending ? (
        <PageLoader label="Loading the audit log..." />
      ) : log.isError ? (
        <Alert color="red">The audit log could not be loaded. {log.error.message}</Alert>
      ) : log.data.entries.length === 0 ? (
        <Text>{filtered ? 'No entries match these filters.' : 'Nothing has been recorded yet.'}</Text>
      ) : (
        <>
          <Group justify="space-between">
            <Badge variant="light" tt="none" size="lg">
              {log.data.total} entr{log.data.total === 1 ? 'y' : 'ies'}
            </Badge>
          </Group>
          <Box visibleFrom="sm">
            <EntryTable entries={log.data.entries} reading={reading} />
          </Box>
          <Box hiddenFrom="sm">
            <EntryCards entries={log.data.entries} reading={reading} />
          </Box>
          {log.data.total > PAGE_SIZE && (
            <Pagination
              total={Math.ceil(log.data.total / PAGE_SIZE)}
              value={page}
              onChange={setPage}
              siblings={1}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
            />
          )}
        </>
      )}
    </Stack>
  );
}

export default function AuditLogPage() {
  usePageTitle('Audit Log');
  return (
    <AdminOnly>
      <AuditLog />
    </AdminOnly>
  );
}
