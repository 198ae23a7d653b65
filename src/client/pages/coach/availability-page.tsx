import { Alert, Button, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { windowText } from '../../../shared/season';
import { useTeamAvailability } from '../../api/availability';
import { useSeason } from '../../api/league';
import { ownTeamLabel } from '../../../shared/team-names';
import { CoachOnly } from '../../layout/role-gate';
import { PageLoader } from '../../ui/page-loader';
import { useOwnTeams } from '../../ui/use-own-teams';
import { usePageTitle } from '../../ui/use-page-title';
import { AvailabilityEditor } from './availability/availability-editor';
import { toast } from '../../ui/notify';

function CoachAvailability() {
  const ownTeams = useOwnTeams(undefined);
  const teams = ownTeams.map((t) => ({ id: t.teamId, name: t.teamName, division: t.divisionName }));
  const [teamId, setTeamId] = useState<number | null>(teams[0]?.id ?? null);
  const season = useSeason();
  const saved = useTeamAvailability(teamId);
  const team = teams.find((t) => t.id === teamId);

  useEffect(() => {
    if (saved.isError) {
      toast({ color: 'red', title: 'Error Loading Data', message: saved.error.message });
    }
  }, [saved.isError, saved.error]);

  if (teams.length === 0) return <Alert color="yellow">You have no team to give availability for. Ask a league administrator to add you to your team.</Alert>;

  let body;
  if (season.isError) body = <Alert color="red">Error Loading Data</Alert>;
  else if (saved.isError) {
    body = (
      <Alert color="red" title="Error Loading Data">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Your saved availability could not be loaded, so it cannot be changed right now.</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void saved.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!season.data || saved.isPending || !team) body = <PageLoader label="Loading availability..." />;
  else {
    body = <AvailabilityEditor key={team.id} teamId={team.id} teamName={ownTeamLabel(team, ownTeams)} season={season.data} saved={saved.data} />;
  }

  return (
    <Stack>
      {season.data && (
        <Text c="dimmed">
          Tell the league the dates from {windowText(season.data.phase2Availability)} your team can host (HOME) or travel (AWAY) for phase 2 games.
        </Text>
      )}
      <Select
        label="Team"
        data={teams.map((t) => ({ value: String(t.id), label: `${t.name} (${t.division})` }))}
        value={teamId === null ? null : String(teamId)}
        onChange={(v) => setTeamId(v === null ? null : Number(v))}
        allowDeselect={false}
        maw={360}
      />
      {body}
    </Stack>
  );
}

export default function CoachAvailabilityPage() {
  usePageTitle('Phase 2 Availability');
  return (
    <Stack>
      <Title order={1}>Phase 2 Availability</Title>
      <CoachOnly message="Please log in as a coach to submit availability.">
        <CoachAvailability />
      </CoachOnly>
    </Stack>
  );
}
