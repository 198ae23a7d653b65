import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconUsersPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { Division, TeamRef } from '../../../shared/schemas/league';
import { useDivisions } from '../../api/league';
import { AdminOnly } from '../../layout/role-gate';
import { ArchivedSeasonNotice, SeasonSwitcher, useShownSeason } from '../../ui/season-switcher';
import { useChosenSeason } from '../../ui/use-chosen-season';
import { PageLoader } from '../../ui/page-loader';
import { usePageTitle } from '../../ui/use-page-title';
import { AddDivisionDialog } from './divisions/add-division-dialog';
import { useDeletionConfirms } from './divisions/deletion-confirms';
import { DivisionCard } from './divisions/division-card';
import { EditTeamDialog } from './divisions/edit-team-dialog';
import { ImportTeamsDialog } from './divisions/import-teams-dialog';
import { MoveTeamDialog } from './divisions/move-team-dialog';
import { RenameDivisionDialog } from './divisions/rename-division-dialog';

type Dialog =
  | { kind: 'division' }
  | { kind: 'rename'; division: Division }
  | { kind: 'teams'; divisionId?: number }
  | { kind: 'team'; team: TeamRef }
  | { kind: 'move'; team: TeamRef }
  | null;

function DivisionManagement() {
  // The current season, or the one chosen: the next season is set up before it becomes current.
  const { season } = useChosenSeason();
  const archived = useShownSeason()?.archived === true;
  const divisions = useDivisions(season);
  const { confirmDeleteDivision, confirmDeleteTeam } = useDeletionConfirms();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

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
              actions={
                archived
                  ? undefined
                  : {
                      onAddTeams: () => setDialog({ kind: 'teams', divisionId: division.id }),
                      onRenameDivision: () => setDialog({ kind: 'rename', division }),
                      onDeleteDivision: () => void confirmDeleteDivision(division),
                      onEditTeam: (team) => setDialog({ kind: 'team', team }),
                      onMoveTeam: (team) => setDialog({ kind: 'move', team }),
                      onDeleteTeam: (team) => void confirmDeleteTeam(team),
                    }
              }
            />
          ))}
        </SimpleGrid>
      )}
      {dialog?.kind === 'division' && <AddDivisionDialog season={season} onClose={close} />}
      {dialog?.kind === 'teams' && <ImportTeamsDialog divisions={list} divisionId={dialog.divisionId} onClose={close} />}
      {dialog?.kind === 'team' && <EditTeamDialog team={dialog.team} onClose={close} />}
      {dialog?.kind === 'rename' && <RenameDivisionDialog division={dialog.division} onClose={close} />}
      {dialog?.kind === 'move' && <MoveTeamDialog team={dialog.team} divisions={list} onClose={close} />}
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
