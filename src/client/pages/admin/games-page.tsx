import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { gamesOfDivision, sortBySchedule } from '../../../shared/schedule';
import type { Game } from '../../../shared/schemas/game';
import { useDeleteGame } from '../../api/game-admin';
import { useDivisions, useGames, useSeason } from '../../api/league';
import { AdminOnly } from '../../layout/role-gate';
import { DivisionTabs } from '../../ui/division-tabs';
import { ArchivedSeasonNotice, SeasonSwitcher, useShownSeason } from '../../ui/season-switcher';
import { useChosenSeason } from '../../ui/use-chosen-season';
import { notifyError, notifySuccess } from '../../ui/notify';
import { PageLoader } from '../../ui/page-loader';
import { usePageTitle } from '../../ui/use-page-title';
import { FinalScoreDialog } from './games/final-score-dialog';
import { GameFieldDialog } from './games/game-field-dialog';
import { GameFormDialog } from './games/game-form-dialog';
import { GamesTable, type GameAction } from './games/games-table';
import { ImportGamesDialog } from './games/import-games-dialog';
import { SeasonClashes } from './games/season-clashes';

type Dialog = { kind: 'add' } | { kind: 'import' } | { kind: Exclude<GameAction, 'delete'>; game: Game } | null;

function GameManagement() {
  // The current season, or the one chosen: the next season is set up before it becomes current.
  const { season: chosen } = useChosenSeason();
  const divisions = useDivisions(chosen);
  const season = useSeason(chosen);
  const games = useGames(!divisions.isPending, chosen);
  const deleteGame = useDeleteGame();
  const archived = useShownSeason()?.archived === true;
  const [selected, setSelected] = useState<number | undefined>();
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = divisions.data ?? [];
  const division = list.find((d) => d.id === selected) ?? list[0];
  const divisionGames = useMemo(() => (division && games.data ? sortBySchedule(gamesOfDivision(games.data, division.id)) : []), [division, games.data]);

  const confirmDelete = (game: Game) =>
    modals.openConfirmModal({
      title: 'Delete Game',
      children: (
        <Stack gap="xs">
          <Text size="sm">Are you sure you want to delete this game?</Text>
          <Text size="sm" c="dimmed">
            Game {game.id}: {game.awayTeam.name} @ {game.homeTeam.name}, {game.formattedTime}. Its scores and score reports are deleted with it.
          </Text>
        </Stack>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleteGame.mutate(game.id, {
          onSuccess: () => notifySuccess('Game deleted'),
          onError: (error) => notifyError('Error deleting game', error, 'Failed to delete game'),
        }),
    });

  const onAction = (action: GameAction, game: Game) => {
    if (action === 'delete') confirmDelete(game);
    else setDialog({ kind: action, game });
  };
  const close = () => setDialog(null);

  if (divisions.isPending || season.isPending) return <PageLoader label="Loading games..." />;
  if (divisions.isError || season.isError) return <Alert color="red">Failed to load games. Please try again.</Alert>;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Game Management</Title>
        <Group gap="xs" align="flex-end">
          <SeasonSwitcher />
          <Button variant="default" leftSection={<IconFileImport size={18} />} onClick={() => setDialog({ kind: 'import' })} disabled={archived}>
            Import Games
          </Button>
          <Button leftSection={<IconPlus size={18} />} onClick={() => setDialog({ kind: 'add' })} disabled={archived}>
            Add Game
          </Button>
        </Group>
      </Group>
      <ArchivedSeasonNotice />
      {list.length === 0 ? (
        <Text>Add a division and its teams before scheduling games.</Text>
      ) : (
        <>
          <SeasonClashes season={chosen} games={games.data ?? []} onEdit={(game) => setDialog({ kind: 'edit', game })} />
          <DivisionTabs divisions={list} selectedId={division?.id} onSelect={setSelected} />
          {games.isPending ? (
            <Text>Loading games...</Text>
          ) : games.isError ? (
            <Alert color="red">Failed to load games. Please try again.</Alert>
          ) : divisionGames.length === 0 ? (
            <Text>No games scheduled for this division yet</Text>
          ) : (
            <GamesTable games={divisionGames} timeZone={season.data.timeZone} onAction={onAction} />
          )}
        </>
      )}
      {dialog?.kind === 'add' && <GameFormDialog divisions={list} season={season.data} divisionId={division?.id} onClose={close} />}
      {dialog?.kind === 'edit' && <GameFormDialog game={dialog.game} divisions={list} season={season.data} onClose={close} />}
      {dialog?.kind === 'import' && <ImportGamesDialog divisions={list} season={season.data} divisionId={division?.id} onClose={close} />}
      {dialog?.kind === 'field' && <GameFieldDialog game={dialog.game} onClose={close} />}
      {dialog?.kind === 'scores' && <FinalScoreDialog game={dialog.game} mode="enter" onClose={close} />}
      {dialog?.kind === 'resolve' && <FinalScoreDialog game={dialog.game} mode="resolve" onClose={close} />}
    </Stack>
  );
}

export default function GamesPage() {
  usePageTitle('Game Management');
  return (
    <AdminOnly>
      <GameManagement />
    </AdminOnly>
  );
}
