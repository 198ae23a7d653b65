import { Select } from '@mantine/core';
import type { Division } from '../../shared/schemas/league';

interface Props {
  divisions: Division[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}

/** A league with many divisions picks one from a searchable list (loaded only for such a league). */
export default function DivisionSelect({ divisions, selectedId, onSelect }: Props) {
  return (
    <Select
      label="Division"
      data={divisions.map((d) => ({ value: String(d.id), label: d.name }))}
      value={selectedId === undefined ? null : String(selectedId)}
      onChange={(value) => value && onSelect(Number(value))}
      allowDeselect={false}
      searchable
      nothingFoundMessage="No division of that name"
      maxDropdownHeight={320}
      placeholder="Choose a division"
    />
  );
}
