import { ActionIcon, Alert, Group, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useState } from 'react';
import {
  coachesOfDivision,
  DIRECTORY_SORT_LABELS,
  DIRECTORY_SORTS,
  sortCoaches,
  type DirectorySort,
  type SortDirection,
} from '../../../shared/coach-directory';
import { PATHS } from '../../../shared/client-routes';
import { useCoaches } from '../../api/coaches';
import { useSession } from '../../api/session';
import { DivisionTabs } from '../../ui/division-tabs';
import { PageLoader } from '../../ui/page-loader';
import { useDivisionRoute } from '../../ui/use-division-route';
import { usePageTitle } from '../../ui/use-page-title';
import { CoachTable } from './directory/coach-table';
import { CoachTiles } from './directory/coach-tiles';
import { useIsPhone } from '../../ui/use-is-phone';

type View = 'list' | 'tiles';

export default function DirectoryPage() {
  usePageTitle('Coach Directory');
  const route = useDivisionRoute(PATHS.coachDirectory);
  const coaches = useCoaches();
  const { user } = useSession();
  // The server sends phones and emails only to league staff and coaches of a team.
  const withoutContacts = user?.role === 'coach' && user.teamStaff.length === 0;
  const [search, setSearch] = useState('');
  // Phones start with tiles: the list's four columns do not fit their width.
  const small = useIsPhone();
  const [chosenView, setView] = useState<View | null>(null);
  const view = chosenView ?? (small ? 'tiles' : 'list');
  const [sort, setSort] = useState<DirectorySort>('name');
  const [direction, setDirection] = useState<SortDirection>('asc');

  const sortBy = (column: DirectorySort) => {
    setDirection(column === sort && direction === 'asc' ? 'desc' : 'asc');
    setSort(column);
  };

  if (route.isPending || coaches.isPending) return <PageLoader label="Loading coaches..." />;
  if (route.isError || coaches.isError) return <Alert color="red">The coach directory could not be loaded. Please try again.</Alert>;
  if (route.unknownDivision || !route.division) return <Alert color="yellow">That division does not exist.</Alert>;

  const division = route.division;
  const shown = sortCoaches(coachesOfDivision(coaches.data, division.id, search), sort, direction, division.id);
  const label = `${division.name} coaches`;

  return (
    <Stack>
      <Title order={1}>Coach Directory</Title>
      {withoutContacts && (
        <Alert color="blue" title="Contact details">
          Phone numbers and emails show once you coach a team. Ask your league administrator to add you to yours.
        </Alert>
      )}
      <DivisionTabs divisions={route.divisions} selectedId={division.id} onSelect={route.select} />
      <Group gap="sm" align="flex-end">
        <TextInput
          label="Search"
          placeholder="Name, email, phone or team"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
        />
        <Select
          label="Sort by"
          data={DIRECTORY_SORTS.map((value) => ({ value, label: DIRECTORY_SORT_LABELS[value] }))}
          value={sort}
          onChange={(value) => value && setSort(value)}
          allowDeselect={false}
          w={190}
        />
        <ActionIcon
          variant="default"
          size="input-sm"
          onClick={() => setDirection(direction === 'asc' ? 'desc' : 'asc')}
          aria-label={direction === 'asc' ? 'Sorted ascending; sort descending' : 'Sorted descending; sort ascending'}
        >
          {direction === 'asc' ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
        </ActionIcon>
        <SegmentedControl
          aria-label="View"
          value={view}
          onChange={(value) => setView(value)}
          data={[
            { value: 'list', label: 'List' },
            { value: 'tiles', label: 'Tiles' },
          ]}
        />
      </Group>
      {shown.length === 0 ? (
        <Text c="dimmed">{search.trim() ? 'No coaches match your search.' : `No coaches in ${division.name} yet.`}</Text>
      ) : view === 'list' ? (
        <CoachTable coaches={shown} label={label} sort={sort} direction={direction} onSort={sortBy} />
      ) : (
        <CoachTiles coaches={shown} label={label} />
      )}
    </Stack>
  );
}
