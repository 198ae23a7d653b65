import { useState } from 'react';

/**
 * The options of a Select with a long list (a big league's 220 teams): only the chosen one until
 * the list is first opened, every one from then on. Mantine keeps a closed list's options in the
 * page, hidden, so its combobox can name the list it controls; rendering hundreds of them before
 * anyone asks cost the games page a large part of its first render on a slow phone.
 */
export function useOptionsOnOpen<Option extends { value: string }>(all: readonly Option[], value: string | null) {
  const [opened, setOpened] = useState(false);
  return {
    data: opened ? all : all.filter((option) => option.value === value),
    onDropdownOpen: () => setOpened(true),
  };
}
