import { Alert, Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconSearch, IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../shared/client-routes';
import type { Coach } from '../../../shared/schemas/coach';
import { useCoaches } from '../../api/coaches';
import { useStartImpersonation } from '../../api/impersonation';
import { useDivisions } from '../../api/league';
import { AdminOnly } from '../../layout/role-gate';
import { notifyError } from '../../ui/notify';
import { PageLoader } from '../../ui/page-loader';
import { ScrollTable } from '../../ui/scroll-table';
import { useIsPhone } from '../../ui/use-is-phone';
import { usePageTitle } from '../../ui/use-page-title';

const ALL = 'all';
/** A long unbroken name or email wraps where it must, so the Impersonate button stays in view. */
const WRAP = { overflowWrap: 'anywhere' } as const;

function matches(coach: Coach, divisionId: string, search: string): boolean {
  if (divisionId !== ALL && !coach.teamStaff.some((s) => String(s.team.divisionId) === divisionId)) return false;
  const text = [coach.name, coach.email, ...coach.teamStaff.map((s) => s.team.name)].join(' ').toLowerCase();
  return search
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .every((word) => text.includes(word));
}

function CoachImpersonation() {
  const coaches = useCoaches();
  const divisions = useDivisions();
  const start = useStartImpersonation();
  const navigate = useNavigate();
  const [divisionId, setDivisionId] = useState(ALL);
  const [search, setSearch] = useState('');
  const phone = useIsPhone();

  if (coaches.isPending || divisions.isPending) return <PageLoader label="Loading coaches..." />;
  if (coaches.isError || divisions.isError) return <Alert color="red">The coaches could not be loaded. Please try again.</Alert>;

  const shown = coaches.data.filter((c) => matches(c, divisionId, search));
  const impersonate = (coach: Coach) =>
    start.mutate(coach.id, {
      onSuccess: () => void navigate(PATHS.coachGames),
      onError: () => notifyError('Error starting impersonation', null, 'Could not impersonate the selected coach. Please try again.'),
    });

  return (
    <Stack>
      <Title order={1}>Coach Impersonation</Title>
      <Text c="dimmed">
        See the coach portal exactly as a coach does. The session lasts 30 minutes and ends with the banner&apos;s End Impersonation button or by signing out.
      </Text>
      <Group align="flex-end" gap="sm">
        <Select
          label="Division"
          data={[{ value: ALL, label: 'All Divisions' }, ...divisions.data.map((d) => ({ value: String(d.id), label: d.name }))]}
          value={divisionId}
          onChange={(value) => setDivisionId(value ?? ALL)}
          allowDeselect={false}
          w={180}
        />
        <TextInput
          label="Search"
          placeholder="Name, email or team"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
        />
      </Group>
      {shown.length === 0 ? (
        <Text c="dimmed">No coaches match.</Text>
      ) : (
        <ScrollTable minWidth={phone ? 0 : 640} label="Coaches">
          <Table striped verticalSpacing="sm" aria-label="Coaches">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{phone ? 'Coach' : 'Name'}</Table.Th>
                {!phone && <Table.Th>Email</Table.Th>}
                {!phone && <Table.Th>Teams</Table.Th>}
                <Table.Th>
                  <span className="mantine-visually-hidden">Action</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((coach) => {
                const teams = coach.teamStaff.map((s) => `${s.team.name} (${s.team.division.name})`).join(', ') || '—';
                return (
                  <Table.Tr key={coach.id}>
                    {phone ? (
                      // On a phone the three columns stack in one, so the button stays in view.
                      <Table.Td>
                        <Text fw={600} size="sm" style={WRAP}>
                          {coach.name}
                        </Text>
                        <Text size="sm" style={WRAP}>
                          {coach.email}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {teams}
                        </Text>
                      </Table.Td>
                    ) : (
                      <>
                        <Table.Td fw={600} style={WRAP}>
                          {coach.name}
                        </Table.Td>
                        <Table.Td style={WRAP}>{coach.email}</Table.Td>
                        <Table.Td>{teams}</Table.Td>
                      </>
                    )}
                    <Table.Td>
                      <Button
                        size="xs"
                        leftSection={<IconUserCheck size={14} />}
                        onClick={() => impersonate(coach)}
                        loading={start.isPending && start.variables === coach.id}
                        aria-label={`Impersonate ${coach.name}`}
                      >
                        Impersonate
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  );
}

export default function ImpersonationPage() {
  usePageTitle('Coach Impersonation');
  return (
    <AdminOnly adminOnly>
      <CoachImpersonation />
    </AdminOnly>
  );
}
