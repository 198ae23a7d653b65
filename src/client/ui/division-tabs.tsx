import { Box, Button, Group, ScrollArea, Tabs, TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { Division } from '../../shared/schemas/league';

interface Props {
  divisions: Division[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  /** Phones get a row of buttons instead of tabs. */
  buttonsOnMobile?: boolean;
}

/** Up to this many divisions get one tab each; more get a searchable select, at every width. */
const MOST_TABS = 10;
// The select's code stays out of the public pages' first load: most leagues have a few divisions.
const DivisionSelect = lazy(() => import('./division-select'));
/** Holds the select's place, label and chosen division while its code loads, so nothing below it moves. */
function LoadingDivisionSelect({ divisions, selectedId }: Pick<Props, 'divisions' | 'selectedId'>) {
  const chosen = divisions.find((d) => d.id === selectedId);
  return <TextInput label="Division" value={chosen?.name ?? ''} placeholder="Loading divisions..." readOnly />;
}

/** One tab per division; a league with many divisions picks one from a searchable list instead. */
export function DivisionTabs({ divisions, selectedId, onSelect, buttonsOnMobile = false }: Props) {
  if (divisions.length > MOST_TABS) {
    return (
      <Box w={{ base: '100%', xs: 260 }}>
        <Suspense fallback={<LoadingDivisionSelect divisions={divisions} selectedId={selectedId} />}>
          <DivisionSelect divisions={divisions} selectedId={selectedId} onSelect={onSelect} />
        </Suspense>
      </Box>
    );
  }
  const tabs = (
    <Tabs value={selectedId === undefined ? null : String(selectedId)} onChange={(v) => v && onSelect(Number(v))}>
      <ScrollArea type="never">
        <Tabs.List style={{ flexWrap: 'nowrap' }}>
          {divisions.map((d) => (
            <Tabs.Tab key={d.id} value={String(d.id)}>
              {d.name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </ScrollArea>
    </Tabs>
  );
  if (!buttonsOnMobile) return tabs;
  return (
    <>
      <div className="mantine-visible-from-sm">{tabs}</div>
      <Group gap="xs" hiddenFrom="sm" role="group" aria-label="Division">
        {divisions.map((d) => (
          <Button key={d.id} size="xs" variant={d.id === selectedId ? 'filled' : 'default'} onClick={() => onSelect(d.id)} aria-pressed={d.id === selectedId}>
            {d.name}
          </Button>
        ))}
      </Group>
    </>
  );
}
