import { ActionIcon, Badge, Card, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { IconLock, IconLockOpen, IconPencil } from '@tabler/icons-react';
import { clockLabel } from '../../../../shared/league-time';
import { hintOf, ListHints } from '../../../ui/list-hints';
import { ScrollTable } from '../../../ui/scroll-table';
import { useIsPhone } from '../../../ui/use-is-phone';
import { dayLabel } from '../phase2/day-label';
import { rowKey, type ProposalRow } from './settings';

interface Props {
  rows: ProposalRow[];
  selected: Set<string>;
  onSelect: (keys: string[], chosen: boolean) => void;
  onLock: (row: ProposalRow) => void;
  onChange: (row: ProposalRow) => void;
}

const STATUS: Record<'proposed' | 'locked' | 'changed' | 'accepted', { label: string; color: string }> = {
  proposed: { label: 'Proposed', color: 'blue' },
  locked: { label: 'Locked', color: 'grape' },
  changed: { label: 'Changed', color: 'orange' },
  accepted: { label: 'Accepted', color: 'green' },
};

const gameName = (row: ProposalRow) => `${row.awayTeamName} @ ${row.homeTeamName}, ${dayLabel(row.date)} ${clockLabel(row.time)}`;

function ProposalStatus({ row }: { row: ProposalRow }) {
  const { label, color } = STATUS[row.kept ?? 'proposed'];
  return (
    <Badge color={color} variant="light" c="dark.8" tt="none" leftSection={row.kept === 'locked' ? <IconLock size={12} aria-hidden /> : undefined}>
      {label}
    </Badge>
  );
}

function RowActions({ row, onLock, onChange }: Pick<Props, 'onLock' | 'onChange'> & { row: ProposalRow }) {
  if (row.kept === 'accepted') return <Text size="sm">On the schedule</Text>;
  const locked = row.kept !== null;
  const lockLabel = `${locked ? 'Unlock' : 'Lock'} ${gameName(row)}`;
  const changeLabel = `Change ${gameName(row)}`;
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon variant="subtle" color="grape" aria-label={lockLabel} aria-pressed={locked} onClick={() => onLock(row)} {...hintOf(lockLabel)}>
        {locked ? <IconLock size={18} /> : <IconLockOpen size={18} />}
      </ActionIcon>
      <ActionIcon variant="subtle" aria-label={changeLabel} onClick={() => onChange(row)} {...hintOf(changeLabel)}>
        <IconPencil size={18} />
      </ActionIcon>
    </Group>
  );
}

function ChooseRow({ row, selected, onSelect }: Pick<Props, 'selected' | 'onSelect'> & { row: ProposalRow }) {
  const key = rowKey(row);
  if (row.kept === 'accepted') return null;
  return <Checkbox aria-label={`Choose ${gameName(row)}`} checked={selected.has(key)} onChange={(event) => onSelect([key], event.currentTarget.checked)} />;
}

/** The proposal in the admin Games page's columns: the Game ID once accepted ("new" until then), date, time, visitors first, field, status. */
function ProposalTable({ rows, selected, onSelect, onLock, onChange }: Props) {
  const keys = rows.filter((r) => r.kept !== 'accepted').map(rowKey);
  const chosen = keys.filter((k) => selected.has(k)).length;
  return (
    <ScrollTable minWidth={900} label="Proposed games">
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Checkbox
                aria-label="Choose every game"
                checked={chosen > 0 && chosen === keys.length}
                indeterminate={chosen > 0 && chosen < keys.length}
                onChange={(event) => onSelect(keys, event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th>Game ID</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Time</Table.Th>
            <Table.Th>Teams</Table.Th>
            <Table.Th>Field</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              <Table.Td>
                <ChooseRow row={row} selected={selected} onSelect={onSelect} />
              </Table.Td>
              <Table.Td>{row.gameId ?? 'new'}</Table.Td>
              <Table.Td>{dayLabel(row.date)}</Table.Td>
              <Table.Td>{clockLabel(row.time)}</Table.Td>
              <Table.Td>
                {row.awayTeamName} @ {row.homeTeamName}
              </Table.Td>
              <Table.Td>{row.fieldName}</Table.Td>
              <Table.Td>
                <ProposalStatus row={row} />
              </Table.Td>
              <Table.Td>
                <RowActions row={row} onLock={onLock} onChange={onChange} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** Phones: a card a game, with the same facts and actions. */
function ProposalCards({ rows, selected, onSelect, onLock, onChange }: Props) {
  return (
    <Stack gap="xs">
      {rows.map((row) => (
        <Card
          key={rowKey(row)}
          withBorder
          padding="sm"
          component="article"
          aria-label={`${row.gameId === undefined ? 'New game' : `Game ${row.gameId}`}: ${gameName(row)}`}
        >
          <Group justify="space-between" wrap="nowrap">
            <ChooseRow row={row} selected={selected} onSelect={onSelect} />
            <ProposalStatus row={row} />
          </Group>
          <Text fw={600}>
            {row.awayTeamName} @ {row.homeTeamName}
          </Text>
          <Text size="sm">
            {dayLabel(row.date)} @ {clockLabel(row.time)}
          </Text>
          <Text size="sm">Field: {row.fieldName}</Text>
          {row.gameId !== undefined && <Text size="sm">Game ID: {row.gameId}</Text>}
          <Group justify="flex-end" mt={4}>
            <RowActions row={row} onLock={onLock} onChange={onChange} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

export function ProposalGames(props: Props) {
  return <ListHints>{useIsPhone() ? <ProposalCards {...props} /> : <ProposalTable {...props} />}</ListHints>;
}
