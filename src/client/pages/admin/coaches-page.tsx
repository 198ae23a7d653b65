import { Alert, Button, Group, SegmentedControl, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { Coach } from '../../../shared/schemas/coach';
import { useDeleteCoach } from '../../api/coach-admin';
import { useCoaches } from '../../api/coaches';
import { useDivisions } from '../../api/league';
import { AdminOnly } from '../../layout/role-gate';
import { notifyError, notifySuccess } from '../../ui/notify';
import { PageLoader } from '../../ui/page-loader';
import { usePageTitle } from '../../ui/use-page-title';
import { CoachCard } from './coaches/coach-card';
import { CoachFormDialog } from './coaches/coach-form-dialog';
import { CoachTable } from './coaches/coach-table';

const ALL = 'all';
type View = 'grid' | 'list';
type Dialog = { kind: 'add' } | { kind: 'edit'; coach: Coach } | null;

function CoachDirectory() {
  const coaches = useCoaches();
  const divisions = useDivisions();
  const deleteCoach = useDeleteCoach();
  const [view, setView] = useState<View>('grid');
  const [divisionId, setDivisionId] = useState<string>(ALL);
  const [dialog, setDialog] = useState<Dialog>(null);

  if (coaches.isPending || divisions.isPending) return <PageLoader label="Loading coaches..." />;
  if (coaches.isError || divisions.isError) return <Alert color="red">Failed to load coaches. Please try again.</Alert>;

  const shown = divisionId === ALL ? coaches.data : coaches.data.filter((c) => c.teamStaff.some((s) => String(s.team.divisionId) === divisionId));

  const confirmDelete = (coach: Coach) =>
    modals.openConfirmModal({
      title: 'Delete Coach',
      children: (
        <Stack gap="xs">
          <Text size="sm">Are you sure you want to delete this coach?</Text>
          <Text size="sm" c="dimmed">
            {coach.name} will be deleted. This action cannot be undone and removes all of the coach&apos;s team associations.
          </Text>
        </Stack>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleteCoach.mutate(coach.id, {
          onSuccess: () => notifySuccess('Coach deleted'),
          onError: (error) => notifyError('Error deleting coach', error, 'Failed to delete coach'),
        }),
    });

  const actions = { onEdit: (coach: Coach) => setDialog({ kind: 'edit', coach }), onDelete: confirmDelete };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Coach Directory</Title>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setDialog({ kind: 'add' })}>
          Add Coach
        </Button>
      </Group>
      <Group justify="space-between" align="flex-end">
        <Select
          label="Division"
          data={[{ value: ALL, label: 'All Divisions' }, ...divisions.data.map((d) => ({ value: String(d.id), label: d.name }))]}
          value={divisionId}
          onChange={(value) => setDivisionId(value ?? ALL)}
          allowDeselect={false}
          w={200}
        />
        <SegmentedControl
          aria-label="View"
          value={view}
          onChange={setView}
          data={[
            { value: 'grid', label: 'Grid' },
            { value: 'list', label: 'List' },
          ]}
        />
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {shown.length} {shown.length === 1 ? 'coach' : 'coaches'}
      </Text>
      {shown.length === 0 ? (
        <Text>{divisionId === ALL ? 'No coaches yet. Add a coach or import them from CSV.' : 'No coaches in this division.'}</Text>
      ) : view === 'grid' ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {shown.map((coach) => (
            <CoachCard key={coach.id} coach={coach} {...actions} />
          ))}
        </SimpleGrid>
      ) : (
        <CoachTable coaches={shown} {...actions} />
      )}
      {dialog?.kind === 'add' && <CoachFormDialog divisions={divisions.data} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <CoachFormDialog coach={dialog.coach} divisions={divisions.data} onClose={() => setDialog(null)} />}
    </Stack>
  );
}

export default function CoachesPage() {
  usePageTitle('Coach Directory');
  return (
    <AdminOnly>
      <CoachDirectory />
    </AdminOnly>
  );
}
