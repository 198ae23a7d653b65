import '@mantine/dates/styles.css';
import { ActionIcon, Button, Collapse, Group, Select, SimpleGrid, Stack, Tooltip } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useMemo } from 'react';
import { STATUS_LABELS } from '../../../../shared/game-status';
import { GAME_STATUSES } from '../../../../shared/schemas/game';
import type { GameListSort, GameListStatus } from '../../../../shared/schemas/admin-games';
import { CALENDAR_ARIA_LABELS, DATE_INPUT_STYLES } from '../../../ui/calendar-a11y';
import { SearchBox } from '../../../ui/search-box';
import { useIsPhone } from '../../../ui/use-is-phone';
import { useOptionsOnOpen } from '../../../ui/use-options-on-open';
import { FILTER_NAMES, hasFilters, type GameListView } from './game-list-view';

interface Named {
  id: number;
  name: string;
}

interface Props {
  view: GameListView;
  onChange: (change: Partial<GameListView>) => void;
  /** The teams to choose from (the division's, or the season's). */
  teams: readonly Named[];
  fields: readonly Named[];
}

/** What the From and To days share. */
const DAY_INPUT = {
  placeholder: 'Any date',
  clearable: true,
  ariaLabels: CALENDAR_ARIA_LABELS,
  styles: DATE_INPUT_STYLES,
  valueFormat: 'MMM D, YYYY',
} as const;

const STATUS_OPTIONS = [...GAME_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })), { value: 'overdue', label: 'Overdue' }];
const PHASE_OPTIONS = [
  { value: '1', label: 'Phase 1' },
  { value: '2', label: 'Phase 2' },
  { value: '3', label: 'Championship week' },
];
const SORT_OPTIONS: { value: GameListSort; label: string }[] = [
  { value: 'when', label: 'Coming games first' },
  { value: 'date', label: 'Date' },
  { value: 'status', label: 'Status' },
  { value: 'field', label: 'Field' },
];
const TBD = 'tbd';

const idOrUndefined = (value: string | null) => (value === null ? undefined : Number(value));

/**
 * The games list's filters and order: team, field, status, league days, phase, free text, sort.
 * On a phone they fold away behind a "Filters" button, which counts the filters in use.
 */
export function GamesFilterBar({ view, onChange, teams, fields }: Props) {
  const phone = useIsPhone();
  const [open, { toggle }] = useDisclosure(false);
  const inUse = FILTER_NAMES.filter((name) => view[name] !== undefined).length;
  const descending = view.dir === 'desc';
  const teamValue = view.team === undefined ? null : String(view.team);
  const fieldValue = view.field === undefined ? null : String(view.field);
  const teamOptions = useOptionsOnOpen(
    useMemo(() => teams.map((t) => ({ value: String(t.id), label: t.name })), [teams]),
    teamValue,
  );
  const fieldOptions = useOptionsOnOpen(
    useMemo(() => [{ value: TBD, label: 'TBD (No field)' }, ...fields.map((f) => ({ value: String(f.id), label: f.name }))], [fields]),
    fieldValue,
  );

  return (
    <Stack gap="xs">
      {phone && (
        <Group>
          <Button variant="default" size="xs" leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />} onClick={toggle} aria-expanded={open}>
            {inUse > 0 ? `Filters (${inUse})` : 'Filters'}
          </Button>
        </Group>
      )}
      <Collapse expanded={!phone || open}>
        <Stack gap="xs" role="search" aria-label="Filter games">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
            <SearchBox label="Search" placeholder="Team, field or game ID" q={view.q} onSearch={(q) => onChange({ q })} />
            <Select
              label="Team"
              placeholder="All teams"
              clearable
              searchable
              {...teamOptions}
              value={teamValue}
              onChange={(value) => onChange({ team: idOrUndefined(value) })}
            />
            <Select
              label="Field"
              placeholder="All fields"
              clearable
              searchable
              {...fieldOptions}
              value={fieldValue}
              onChange={(value) => onChange({ field: value === TBD ? TBD : idOrUndefined(value) })}
            />
            <Select
              label="Status"
              placeholder="All statuses"
              clearable
              data={STATUS_OPTIONS}
              value={view.status ?? null}
              onChange={(value) => onChange({ status: (value ?? undefined) as GameListStatus | undefined })}
            />
            <DatePickerInput
              label="From"
              {...DAY_INPUT}
              value={view.from ?? null}
              maxDate={view.to}
              onChange={(from) => onChange({ from: from ?? undefined })}
            />
            <DatePickerInput label="To" {...DAY_INPUT} value={view.to ?? null} minDate={view.from} onChange={(to) => onChange({ to: to ?? undefined })} />
            <Select
              label="Phase"
              placeholder="All phases"
              clearable
              data={PHASE_OPTIONS}
              value={view.phase === undefined ? null : String(view.phase)}
              onChange={(value) => onChange({ phase: value === null ? undefined : (Number(value) as 1 | 2 | 3) })}
            />
            <Group gap={4} align="flex-end" wrap="nowrap">
              <Select
                label="Sort by"
                data={SORT_OPTIONS}
                value={view.sort}
                allowDeselect={false}
                onChange={(value) => onChange({ sort: value ?? 'when' })}
                style={{ flex: 1 }}
              />
              <Tooltip label={descending ? 'Reversed order' : 'Usual order'}>
                <ActionIcon
                  variant="default"
                  size="lg"
                  mb={1}
                  aria-label="Reverse the order"
                  aria-pressed={descending}
                  onClick={() => onChange({ dir: descending ? 'asc' : 'desc' })}
                >
                  {descending ? <IconSortDescending size={18} /> : <IconSortAscending size={18} />}
                </ActionIcon>
              </Tooltip>
            </Group>
          </SimpleGrid>
          {hasFilters(view) && (
            <Group>
              <Button
                variant="subtle"
                size="xs"
                onClick={() =>
                  onChange({ team: undefined, field: undefined, status: undefined, from: undefined, to: undefined, phase: undefined, q: undefined })
                }
              >
                Clear filters
              </Button>
            </Group>
          )}
        </Stack>
      </Collapse>
    </Stack>
  );
}
