import { Alert, Anchor, Button, Group, Pagination, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { Coach } from '../../../shared/schemas/coach';
import { PEOPLE_PAGE_SIZE } from '../../../shared/schemas/people-admin';
import { useDeleteCoach } from '../../api/coach-admin';
import { EXPORTS } from '../../api/dashboard';
import { useDivisions } from '../../api/league';
import { useCoachDirectory } from '../../api/people-admin';
import { AdminOnly } from '../../layout/role-gate';
import { ExportCsvButton } from '../../ui/export-csv-button';
import { notifyError, notifySuccess } from '../../ui/notify';
import { PageLoader } from '../../ui/page-loader';
import { useIsPhone } from '../../ui/use-is-phone';
import { usePageTitle } from '../../ui/use-page-title';
import { CoachCard } from './coaches/coach-card';
import { CoachFilters } from './coaches/coach-filters';
import { CoachFormDialog } from './coaches/coach-form-dialog';
import { CoachTable } from './coaches/coach-table';
import { useCoachSearch, type View } from './coaches/use-coach-search';
import { RemovalSummary } from './people/removal-summary';

/** Above this many coaches the directory opens as a list, unless the address asks for the grid. */
const LARGE_DIRECTORY = 60;

type Dialog = { kind: 'add' } | { kind: 'edit'; coach: Coach } | null;

function CoachDirectory() {
  const address = useCoachSearch();
  const { search, page } = address;
  const coaches = useCoachDirectory({ ...search, page, pageSize: PEOPLE_PAGE_SIZE });
  const size = useCoachDirectory({ pageSize: 1 });
  const divisions = useDivisions();
  const deleteCoach = useDeleteCoach();
  const [dialog, setDialog] = useState<Dialog>(null);
  // A phone shows cards whatever the view: a row of six columns cannot show a coach and the row's
  // buttons on its screen.
  const phone = useIsPhone();

  if (coaches.isPending || divisions.isPending || size.isPending) return <PageLoader label="Loading coaches..." />;
  if (coaches.isError || divisions.isError || size.isError) return <Alert color="red">Failed to load coaches. Please try again.</Alert>;

  const view: View = address.view ?? (size.data.total > LARGE_DIRECTORY ? 'list' : 'grid');
  const { total } = coaches.data;
  const shown = coaches.data.coaches;
  const filtered = Object.values(search).some((value) => value !== undefined);

  const confirmDelete = (coach: Coach) =>
    modals.openConfirmModal({
      title: 'Delete Coach',
      children: (
        <Stack gap="xs">
          <Text size="sm">Are you sure you want to delete this coach?</Text>
          <Text size="sm" c="dimmed">
            {coach.name} will be deleted. This action cannot be undone and removes all of the coach&apos;s team associations.
          </Text>
          <RemovalSummary userId={coach.id} />
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
  const pages = Math.ceil(total / PEOPLE_PAGE_SIZE);

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Coach Directory</Title>
        <Group gap="sm">
          <ExportCsvButton path={EXPORTS.coachContacts} />
          <Button leftSection={<IconPlus size={18} />} onClick={() => setDialog({ kind: 'add' })}>
            Add Coach
          </Button>
        </Group>
      </Group>
      <CoachFilters search={search} divisions={divisions.data} onChange={address.filter} />
      <Group justify="space-between" align="center">
        <Text size="sm" c="dimmed" aria-live="polite">
          {total} {total === 1 ? 'coach' : 'coaches'}
          {pages > 1 && ` · page ${Math.min(page, pages)} of ${pages}`}
        </Text>
        {!phone && (
          <SegmentedControl
            aria-label="View"
            value={view}
            onChange={(value) => address.show(value === 'grid' ? 'grid' : 'list')}
            data={[
              { value: 'grid', label: 'Grid' },
              { value: 'list', label: 'List' },
            ]}
          />
        )}
      </Group>
      {shown.length === 0 && total > 0 ? (
        <Text>
          There are no coaches on this page.{' '}
          <Anchor component="button" type="button" fz="inherit" onClick={() => address.goTo(1)}>
            Go back to page 1
          </Anchor>
          .
        </Text>
      ) : shown.length === 0 ? (
        <Text>{filtered ? 'No coaches match this search.' : 'No coaches yet. Add a coach or import them from CSV.'}</Text>
      ) : view === 'grid' || phone ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {shown.map((coach) => (
            <CoachCard key={coach.id} coach={coach} {...actions} />
          ))}
        </SimpleGrid>
      ) : (
        <CoachTable coaches={shown} {...actions} />
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={address.goTo}
          siblings={1}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
        />
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
