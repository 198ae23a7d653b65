import { Alert, Button, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Game } from '../../../../shared/schemas/game';
import type { SeasonClash } from '../../../../shared/schemas/game-admin';
import { useSeasonClashes } from '../../../api/game-admin';
import { findListedGame } from '../../../api/game-list';
import { notifyError } from '../../../ui/notify';

/** Clashes shown at once: a big league's generated schedule can hold thousands. */
const CLASHES_PER_PAGE = 20;

const KIND_LABELS: Record<SeasonClash['kind'], string> = { duplicate: 'Same game twice', team: 'Team double-booked', field: 'Field double-booked' };

interface Props {
  season?: number;
  onEdit: (game: Game) => void;
}

/**
 * The season's clashes above the games table: how many, and on request each with the two games it
 * is between, either of which opens in Edit Game to fix it ("Open game N"). Nothing shows while
 * there are none.
 */
export function SeasonClashes({ season, onEdit }: Props) {
  const clashes = useSeasonClashes(season);
  // The dashboard's "All double-bookings" opens the page with the list shown.
  const [search] = useSearchParams();
  const [open, setOpen] = useState(search.get('clashes') === 'show');
  const [page, setPage] = useState(1);
  const list = clashes.data ?? [];
  const pages = Math.ceil(list.length / CLASHES_PER_PAGE);
  // A fix can shorten the list below the page shown.
  const shownPage = Math.min(page, Math.max(pages, 1));
  const shown = list.slice((shownPage - 1) * CLASHES_PER_PAGE, shownPage * CLASHES_PER_PAGE);
  if (list.length === 0) return null;
  // The page holds one page of games: the game to open is read when asked for.
  const openGame = (id: number) =>
    findListedGame(id, season).then(
      (game) => (game ? onEdit(game) : notifyError('Error opening game', undefined, `Game ${id} is no longer on the schedule`)),
      (error: unknown) => notifyError('Error opening game', error, `Failed to open game ${id}`),
    );
  const count = list.length === 1 ? '1 clash' : `${list.length} clashes`;

  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle size={20} />}
      title={
        // The theme's orange on its light background is too faint to read: the title is in the text's colour.
        <Text span fw={700} size="sm" c="var(--mantine-color-text)">
          {count} on the schedule
        </Text>
      }
    >
      <Stack gap="xs">
        <Text size="sm">Games that share a team or a field at the same time. A field with room for two games at once may keep its clash.</Text>
        <Group>
          <Button variant="default" size="xs" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {open ? 'Hide clashes' : 'Show clashes'}
          </Button>
        </Group>
        {open && (
          <Stack gap="xs" component="ul" p={0} m={0} aria-label="Clashes" style={{ listStyle: 'none' }}>
            {shown.map((clash) => (
              <Paper component="li" key={clash.gameIds.join('-')} withBorder p="xs">
                <Text size="sm" fw={600}>
                  {KIND_LABELS[clash.kind]}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {clash.message}
                </Text>
                <Group gap="xs" mt={4}>
                  {clash.gameIds.map((id) => (
                    <Button key={id} size="xs" variant="default" onClick={() => void openGame(id)}>
                      Open game {id}
                    </Button>
                  ))}
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        {open && pages > 1 && (
          <Pagination
            total={pages}
            value={shownPage}
            onChange={setPage}
            siblings={1}
            size="sm"
            aria-label="Pages of clashes"
            getControlProps={(control) => ({ 'aria-label': `${control} page of clashes` })}
            getItemProps={(n) => ({ 'aria-label': `Clashes page ${n}` })}
          />
        )}
      </Stack>
    </Alert>
  );
}
