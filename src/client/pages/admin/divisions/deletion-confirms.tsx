import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Division, TeamRef } from '../../../../shared/schemas/league';
import { divisionDeletePreview, teamDeletePreview, useDeleteDivision, useDeleteTeam } from '../../../api/division-admin';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { plural } from '../../../../shared/plural';

function openDeleteConfirm(title: string, question: string, consequences: string, blocker: string | null, run: () => void) {
  modals.openConfirmModal({
    title,
    children: (
      <Stack gap="xs">
        <Text size="sm">{question}</Text>
        <Text size="sm">{consequences}</Text>
        {blocker && (
          <Text size="sm" c="red.8" fw={600}>
            {blocker}
          </Text>
        )}
      </Stack>
    ),
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red', disabled: blocker !== null },
    onConfirm: run,
  });
}

/** The deletions of Division Management, each confirmed with what it removes, counted on the server when asked. */
export function useDeletionConfirms() {
  const deleteDivision = useDeleteDivision();
  const deleteTeam = useDeleteTeam();

  const confirmDeleteDivision = async (division: Division) => {
    const counts = await divisionDeletePreview(division.id).catch((error: unknown) => {
      notifyError('Error deleting division', error, 'Failed to count what the division holds');
      return null;
    });
    if (!counts) return;
    openDeleteConfirm(
      'Delete Division',
      `Are you sure you want to delete the ${division.name} division?`,
      `This removes ${plural(counts.teams, 'team')}, ${plural(counts.coachPlaces, 'coach place')} on them, ${plural(counts.availabilityDates, 'phase 2 availability date')}, their field links and the playoff format.`,
      counts.games > 0 ? `Its teams have ${plural(counts.games, 'game')}: delete those games first.` : null,
      () =>
        deleteDivision.mutate(division.id, {
          onSuccess: () => notifySuccess('Division deleted', `${division.name} was deleted.`),
          onError: (error) => notifyError('Error deleting division', error, 'Failed to delete division'),
        }),
    );
  };

  const confirmDeleteTeam = async (team: TeamRef) => {
    const counts = await teamDeletePreview(team).catch((error: unknown) => {
      notifyError('Error deleting team', error, 'Failed to count what the team holds');
      return null;
    });
    if (!counts) return;
    openDeleteConfirm(
      'Delete Team',
      `Are you sure you want to delete ${team.name}?`,
      `This removes ${plural(counts.coachPlaces, 'coach place')}, ${plural(counts.availabilityDates, 'phase 2 availability date')} and its place on ${plural(counts.fields, 'field')}.`,
      counts.games > 0 ? `It plays in ${plural(counts.games, 'game')}: delete those games first.` : null,
      () =>
        deleteTeam.mutate(team, {
          onSuccess: () => notifySuccess('Team deleted', `${team.name} was deleted.`),
          onError: (error) => notifyError('Error deleting team', error, 'Failed to delete team'),
        }),
    );
  };

  return { confirmDeleteDivision, confirmDeleteTeam };
}
