import { ActionIcon, Checkbox, Group, Select } from '@mantine/core';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { STAFF_ROLE_LABELS, STAFF_ROLES } from '../../../../shared/roles';
import type { Division } from '../../../../shared/schemas/league';
import type { CoachSearch } from '../../../api/people-admin';
import { SearchBox } from '../../../ui/search-box';
import type { AddressChanges } from '../../../ui/use-address-fields';

const ALL = 'all';
const SORTS = [
  { value: 'name', label: 'Name' },
  { value: 'email', label: 'Email' },
  { value: 'team', label: 'Team' },
];

/** Search box, division, staff role, the two "needs attention" filters and the sort. */
export function CoachFilters({ search, divisions, onChange }: { search: CoachSearch; divisions: Division[]; onChange: (changes: AddressChanges) => void }) {
  const descending = search.dir === 'desc';
  return (
    <Group align="flex-end" gap="sm">
      <SearchBox label="Search coaches" placeholder="Name, email, phone or team" q={search.q} onSearch={(q) => onChange({ q })} width={280} />
      <Select
        label="Division"
        data={[{ value: ALL, label: 'All Divisions' }, ...divisions.map((d) => ({ value: String(d.id), label: d.name }))]}
        value={search.division === undefined ? ALL : String(search.division)}
        onChange={(value) => onChange({ division: value === ALL || value === null ? undefined : value })}
        allowDeselect={false}
        searchable
        w={{ base: '100%', xs: 180 }}
      />
      <Select
        label="Staff role"
        data={[{ value: ALL, label: 'All roles' }, ...STAFF_ROLES.map((r) => ({ value: r, label: STAFF_ROLE_LABELS[r] }))]}
        value={search.role ?? ALL}
        onChange={(value) => onChange({ role: value === ALL || value === null ? undefined : value })}
        allowDeselect={false}
        w={{ base: '100%', xs: 220 }}
      />
      <Group gap={4} align="flex-end" wrap="nowrap">
        <Select
          label="Sort by"
          data={SORTS}
          value={search.sort ?? 'name'}
          onChange={(value) => onChange({ sort: value === 'name' || value === null ? undefined : value })}
          allowDeselect={false}
          w={120}
        />
        <ActionIcon
          variant="default"
          size="lg"
          mb={1}
          aria-label={descending ? 'Sorted descending: sort ascending' : 'Sorted ascending: sort descending'}
          onClick={() => onChange({ dir: descending ? undefined : 'desc' })}
        >
          {descending ? <IconSortDescending size={18} /> : <IconSortAscending size={18} />}
        </ActionIcon>
      </Group>
      <Group gap="md" pb={6}>
        <Checkbox
          label="Not yet signed in"
          checked={search.signedIn === 'never'}
          onChange={(e) => onChange({ signedIn: e.currentTarget.checked ? 'never' : undefined })}
        />
        <Checkbox
          label="Missing phone or team-app name"
          checked={search.missing === 'contact'}
          onChange={(e) => onChange({ missing: e.currentTarget.checked ? 'contact' : undefined })}
        />
      </Group>
    </Group>
  );
}
