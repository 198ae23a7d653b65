import { Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { DIRECTORY_SORT_LABELS, type DirectorySort, type SortDirection } from '../../../../shared/coach-directory';
import type { Coach } from '../../../../shared/schemas/coach';
import { ScrollTable } from '../../../ui/scroll-table';
import { CoachContact, CoachName, CoachTeams } from './coach-details';

interface Props {
  coaches: Coach[];
  label: string;
  sort: DirectorySort;
  direction: SortDirection;
  onSort: (sort: DirectorySort) => void;
}

function SortableHeader({ column, sort, direction, onSort }: Omit<Props, 'coaches' | 'label'> & { column: DirectorySort }) {
  const active = sort === column;
  const Icon = !active ? IconArrowsSort : direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        {DIRECTORY_SORT_LABELS[column]}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}

/** The list view: one row per coach; name, scoring-app team and team headers sort. */
export function CoachTable({ coaches, label, ...sorting }: Props) {
  return (
    <ScrollTable minWidth={760} label={label}>
      <Table striped verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <SortableHeader column="name" {...sorting} />
            <Table.Th>Contact</Table.Th>
            <SortableHeader column="gameChangerTeamName" {...sorting} />
            <SortableHeader column="teamName" {...sorting} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {coaches.map((coach) => (
            <Table.Tr key={coach.id}>
              <Table.Td>
                <CoachName coach={coach} />
              </Table.Td>
              <Table.Td>
                <CoachContact coach={coach} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{coach.gameChangerTeamName ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                <CoachTeams coach={coach} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
