import { Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ReactNode, type SyntheticEvent } from 'react';

/** How long the pointer rests on a control before its hint shows, as the theme's tooltips wait. */
const REST_MS = 700;

interface Reached {
  element: HTMLElement;
  /** The keyboard's focus shows the hint at once; the pointer, once it rests. */
  by: 'pointer' | 'keyboard';
}

/** The hint of a control: its `data-hint`, read by the list's one tooltip. */
export const hintOf = (hint: string) => ({ 'data-hint': hint });

const hintedAt = (event: SyntheticEvent) => (event.target instanceof Element ? event.target.closest<HTMLElement>('[data-hint]') : null);

function focusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * One tooltip for the icon buttons and marks repeated on every row of a long list, each of which
 * names its hint with `hintOf`. A Mantine Tooltip on each of them cost a page of 50 games a large
 * part of its first render on a slow phone (docs/benchmarks.md); this one follows the pointer and
 * the keyboard to whichever control they reach.
 */
export function ListHints({ children }: { children: ReactNode }) {
  const [reached, setReached] = useState<Reached | null>(null);
  const [rested] = useDebouncedValue(reached, REST_MS);
  const shown = reached?.by === 'keyboard' || rested === reached ? reached : null;
  const reach = (element: HTMLElement | null, by: Reached['by']) =>
    setReached((current) => (element === null ? null : current?.element === element ? current : { element, by }));
  return (
    <div
      onPointerOver={(event) => reach(hintedAt(event), 'pointer')}
      onPointerLeave={() => reach(null, 'pointer')}
      onFocus={(event) => {
        const element = hintedAt(event);
        reach(element && focusVisible(element) ? element : null, 'keyboard');
      }}
      onBlur={() => reach(null, 'keyboard')}
      onClick={() => reach(null, 'pointer')}
    >
      {children}
      {/* In place, not in a portal: inside the page's landmarks, beside the list it explains. */}
      {shown && <Tooltip target={shown.element} label={shown.element.dataset.hint} opened withinPortal={false} />}
    </div>
  );
}
