import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus, IconUsersPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { Division, TeamRef } from '../../../shared/schemas/league';
import { useDeleteDivision, useDeleteTeam } from '../../api/division-admin';
import { useDivisions } from '../../api/league';
import { AdminOnly } from '../../layout/role-gate';
import { notifyError, notifySuccess } from '../../ui/notify';
import { ArchivedSeasonNotice, SeasonSwitcher, useShownSeason } from '../../ui/season-switcher';
import { useChosenSeason } from '../../ui/use-chosen-season';
import { PageLoader } from '../../ui/page-loader';
import { usePageTitle } from '../../ui/use-page-title';
import { AddDivisionDialog } from './divisions/add-division-dialog';
import { DivisionCard } from './divisions/division-card';
import { EditTeamDialog } from './divisions/edit-team-dialog';
import { ImportTeamsDialog } from './divisions/import-teams-dialog';

type Dialog = { kind: 'division' } | { kind: 'teams'; divisionId?: number } | { kind: 'team'; team: TeamRef } | null;

function DivisionManagement() {
  // The current season, or the one chosen: the next season is set up before it becomes current.
  const { season } = useChosenSeason();
  const archived = useShownSeason()?.archived === true;
  const divisions = useDivisions(season);
  const deleteDivision = useDeleteDivision();
  const deleteTeam = useDeleteTeam();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const confirmDeleteDivision = (division: Division) =>
    modals.openConfirmModal({
      title: 'Delete Division',
      children: (
        <Stack gap="xs">
          <Text size="sm">Are you sure you want to delete the {division.name} division?</Text>
          <Text size="sm" c="dimmed">
            Its {division.teams.length} teams, their coach assignments, field links and phase 2 availability, and its playoff format are removed with it. A
            division whose teams have games cannot be deleted.
          </Text>
        </Stack>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleteDivision.mutate(division.id, {
          onSuccess: () => notifySuccess('Division deleted', `${division.name} was deleted.`),
          onError: (error) => notifyError('Error deleting division', error, 'Failed to delete division'),
        }),
    });

  const confirmDeleteTeam = (team: TeamRef) =>
    modals.openConfirmModal({
      title: 'Delete Team',
      children: (
        <Stack gap="xs">
          <Text size="sm">Are you sure you want to delete {team.name}?</Text>
          <Text size="sm" c="dimmed">
            Its coach assignments, field links and phase 2 availability are removed with it. A team that plays in games cannot be deleted.
          </Text>
        </Stack>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleteTeam.mutate(team, {
          onSuccess: () => notifySuccess('Team deleted', `${team.name} was deleted.`),
          onError: (error) => notifyError('Error deleting team', error, 'Failed to delete team'),
        }),
    });

  if (divisions.isPending) return <PageLoader label="Loading divisions..." />;
  if (divisions.isError) return <Alert color="red">Divisions could not be loaded.</Alert>;
  const list = divisions.data;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Division Management</Title>
        <Group gap="xs" align="flex-end">
          <SeasonSwitcher />
          <Button
            variant="default"
            leftSection={<IconUsersPlus size={18} />}
            onClick={() => setDialog({ kind: 'teams' })}
            disabled={list.length === 0 || archived}
          >
            Import Teams
          </Button>
          <Button leftSection={<IconPlus size={18} />} onClick={() => setDialog({ kind: 'division' })} disabled={archived}>
            Add Division
          </Button>
        </Group>
      </Group>
      <ArchivedSeasonNotice />
      {list.length === 0 ? (
        <Text>No divisions yet. Add the first one.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {list.map((division) => (
            <DivisionCard
              key={division.id}
              division={division}
              onAddTeams={() => setDialog({ kind: 'teams', divisionId: division.id })}
              onDeleteDivision={() => confirmDeleteDivision(division)}
              onEditTeam={(team) => setDialog({ kind: 'team', team })}
              onDeleteTeam={confirmDeleteTeam}
            />
          ))}
        </SimpleGrid>
      )}
      {dialog?.kind === 'division' && <AddDivisionDialog season={season} onClose={close} />}
      {dialog?.kind === 'teams' && <ImportTeamsDialog divisions={list} divisionId={dialog.divisionId} onClose={close} />}
      {dialog?.kind === 'team' && <EditTeamDialog team={dialog.team} onClose={close} />}
    </Stack>
  );
}

export default function DivisionsPage() {
  usePageTitle('Division Management');
  return (
    <AdminOnly>
      <DivisionManagement />
    </AdminOnly>
  );
}
