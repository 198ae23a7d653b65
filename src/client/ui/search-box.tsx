import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

const PAUSE_MS = 300;

interface Props {
  label: string;
  placeholder: string;
  /** The search in the page's address now. */
  q: string | undefined;
  /** Told the trimmed text (undefined when empty) once typing pauses, not at every key. */
  onSearch: (q: string | undefined) => void;
  /** From a small screen up; the full width below it, or the cell's width without one. */
  width?: number;
}

/**
 * A search field for a list searched on the server: typing answers at once, the search follows
 * once typing pauses, and when the address moves to another search (Back, a link) the field
 * shows it.
 */
export function SearchBox({ label, placeholder, q, onSearch, width }: Props) {
  const [text, setText] = useState(q ?? '');
  const [settled] = useDebouncedValue(text, PAUSE_MS);
  const [shownQ, setShownQ] = useState(q);
  // The address moved to other text than was typed: show its text.
  if (q !== shownQ) {
    setShownQ(q);
    if ((q ?? '') !== settled.trim()) setText(q ?? '');
  }
  useEffect(() => {
    const wanted = settled.trim() || undefined;
    if (wanted !== q) onSearch(wanted);
    // Only a pause in typing sends the text; a change of the address alone does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      maxLength={100}
      onChange={(event) => setText(event.currentTarget.value)}
      w={width === undefined ? undefined : { base: '100%', sm: width }}
    />
  );
}
