import { Button, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import type { Game } from '../../../../shared/schemas/game';
import type { SeasonClash } from '../../../../shared/schemas/game-admin';
import { useSeasonClashes } from '../../../api/game-admin';
import { findListedGame } from '../../../api/game-list';
import { notifyError } from '../../../ui/notify';

/** Clashes shown at once: a big league's generated schedule can hold thousands. */
const CLASHES_PER_PAGE = 20;

const KIND_LABELS: Record<SeasonClash['kind'], string> = { duplicate: 'Same game twice', team: 'Team double-booked', field: 'Field double-booked' };

const countText = (n: number) => (n === 1 ? '1 clash' : `${n} clashes`);

/**
 * How many clashes the season's schedule has, as a button in the games list's toolbar that shows
 * or hides them. Nothing shows while there are none, and its coming does not move the list: the
 * count is worked out over the whole season and can come after the games.
 */
export function ClashCount({ season, open, onToggle }: { season?: number; open: boolean; onToggle: () => void }) {
  const clashes = useSeasonClashes(season);
  const count = clashes.data?.length ?? 0;
  if (count === 0) return null;
  return (
    <Button
      size="xs"
      variant="light"
      color="orange"
      c="var(--mantine-color-text)"
      leftSection={<IconAlertTriangle size={16} color="var(--mantine-color-orange-8)" aria-hidden />}
      onClick={onToggle}
      aria-expanded={open}
      aria-label={`${open ? 'Hide' : 'Show'} the ${countText(count)} on the schedule`}
    >
      {countText(count)}
    </Button>
  );
}

/**
 * The season's clashes, each with the two games it is between, either of which opens in Edit Game
 * to fix it ("Open game N"), a page at a time.
 */
export function ClashList({ season, onEdit }: { season?: number; onEdit: (game: Game) => void }) {
  const clashes = useSeasonClashes(season);
  const [page, setPage] = useState(1);
  const list = clashes.data ?? [];
  if (list.length === 0) return null;
  const pages = Math.ceil(list.length / CLASHES_PER_PAGE);
  // A fix can shorten the list below the page shown.
  const shownPage = Math.min(page, pages);
  const shown = list.slice((shownPage - 1) * CLASHES_PER_PAGE, shownPage * CLASHES_PER_PAGE);
  // The page holds one page of games: the game to open is read when asked for.
  const openGame = (id: number) =>
    findListedGame(id, season).then(
      (game) => (game ? onEdit(game) : notifyError('Error opening game', undefined, `Game ${id} is no longer on the schedule`)),
      (error: unknown) => notifyError('Error opening game', error, `Failed to open game ${id}`),
    );

  return (
    <Paper withBorder p="sm" bg="var(--mantine-color-orange-light)">
      <Stack gap="xs">
        <Text size="sm">Games that share a team or a field at the same time. A field with room for two games at once may keep its clash.</Text>
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
        {pages > 1 && (
          <Pagination
            total={pages}
            value={shownPage}
            onChange={setPage}
            siblings={1}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': `${control} page of clashes` })}
            getItemProps={(n) => ({ 'aria-label': `Clashes page ${n}` })}
          />
        )}
      </Stack>
    </Paper>
  );
}
