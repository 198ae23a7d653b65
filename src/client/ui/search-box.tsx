import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

interface Props {
  label: string;
  placeholder: string;
  /** The search the page was opened with (from its address). */
  initial: string | undefined;
  /** Told the trimmed text once typing pauses, not at every key. */
  onSearch: (text: string) => void;
  width: number;
}

/** A search field for a list searched on the server: typing answers at once, the search follows. */
export function SearchBox({ label, placeholder, initial, onSearch, width }: Props) {
  const [text, setText] = useState(initial ?? '');
  const send = useDebouncedCallback((value: string) => onSearch(value.trim()), 300);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        send(e.currentTarget.value);
      }}
      w={{ base: '100%', sm: width }}
    />
  );
}
