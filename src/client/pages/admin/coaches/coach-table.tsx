import { Badge, Table, Text } from '@mantine/core';
import { STAFF_ROLE_LABELS } from '../../../../shared/roles';
import type { Coach } from '../../../../shared/schemas/coach';
import { ScrollTable } from '../../../ui/scroll-table';
import { CoachRowActions, isDirector, type CoachActions } from './coach-card';

/** The list view: one row per coach. */
export function CoachTable({ coaches, ...actions }: { coaches: Coach[] } & CoachActions) {
  return (
    <ScrollTable minWidth={900} label="Coaches">
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>Game Changer Team</Table.Th>
            <Table.Th>Teams</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {coaches.map((coach) => (
            <Table.Tr key={coach.id}>
              <Table.Td>
                {coach.name}{' '}
                {isDirector(coach) && (
                  <Badge color="grape" size="sm">
                    Director
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{coach.email}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{coach.phone ?? '-'}</Table.Td>
              <Table.Td>{coach.gameChangerTeamName ?? '-'}</Table.Td>
              <Table.Td>
                {coach.teamStaff.map((s) => (
                  <Text key={s.id} size="sm">
                    {s.team.name} ({s.team.division.name}) · {STAFF_ROLE_LABELS[s.role]}
                  </Text>
                ))}
              </Table.Td>
              <Table.Td>
                <CoachRowActions coach={coach} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
