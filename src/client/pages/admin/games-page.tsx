import { Alert, Badge, Button, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCloudRain, IconFileExport, IconFileImport, IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from '../../../shared/client-routes';
import type { Game } from '../../../shared/schemas/game';
import { useDeleteGame } from '../../api/game-admin';
import { gameListQueries, scheduleExportUrl } from '../../api/game-list';
import { useDivisions, useFields, useSeason } from '../../api/league';
import { AdminOnly } from '../../layout/role-gate';
import { DivisionTabs } from '../../ui/division-tabs';
import { ArchivedSeasonNotice, SeasonSwitcher, useShownSeason } from '../../ui/season-switcher';
import { useChosenSeason } from '../../ui/use-chosen-season';
import { notifyError, notifySuccess } from '../../ui/notify';
import { PageLoader } from '../../ui/page-loader';
import { usePageTitle } from '../../ui/use-page-title';
import { CancelGameDialog } from './games/cancel-game-dialog';
import { CorrectScoreDialog } from './games/correct-score-dialog';
import { DeleteGameSummary } from './games/delete-game-summary';
import { FinalScoreDialog } from './games/final-score-dialog';
import { ForfeitDialog } from './games/forfeit-dialog';
import { GameFieldDialog } from './games/game-field-dialog';
import { GameFormDialog } from './games/game-form-dialog';
import { hasFilters, listParams, SEASON_BOUND_VIEW_KEYS, useGameListView, type GameListView } from './games/game-list-view';
import { GamesFilterBar } from './games/games-filter-bar';
import { GamesTable, type GameAction } from './games/games-table';
import { ImportGamesDialog } from './games/import-games-dialog';
import { ClashCount, ClashList } from './games/season-clashes';

type Dialog = { kind: 'add' } | { kind: 'import' } | { kind: Exclude<GameAction, 'delete'>; game: Game } | null;

function emptyText(view: GameListView): string {
  if (hasFilters(view)) return 'No games match these filters.';
  return view.division === undefined ? 'No games scheduled for this season yet' : 'No games scheduled for this division yet';
}

function GameManagement() {
  // The current season, or the one chosen: the next season is set up before it becomes current.
  const { season: chosen } = useChosenSeason();
  const divisions = useDivisions(chosen);
  const season = useSeason(chosen);
  const fields = useFields();
  const [view, change] = useGameListView();
  // The list's page is read alongside the divisions, not after them: the first rows come sooner.
  const games = useQuery({ ...gameListQueries.page(listParams(view, chosen)), placeholderData: keepPreviousData });
  const deleteGame = useDeleteGame();
  const archived = useShownSeason()?.archived === true;
  const [dialog, setDialog] = useState<Dialog>(null);
  // The dashboard's "All double-bookings" opens the page with the clashes shown.
  const [search] = useSearchParams();
  const [clashesOpen, setClashesOpen] = useState(search.get('clashes') === 'show');
  const list = divisions.data ?? [];
  const division = list.find((d) => d.id === view.division);
  // Clubs field a team of the same name in several divisions: across the season each says its division.
  const teams = (division ? [division] : list)
    .flatMap((d) => d.teams.map((t) => ({ id: t.id, name: division ? t.name : `${t.name} (${d.name})` })))
    .sort((a, b) => a.name.localeCompare(b.name));

  const confirmDelete = (game: Game) =>
    modals.openConfirmModal({
      title: 'Delete Game',
      children: <DeleteGameSummary game={game} />,
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

  const pages = games.data ? Math.ceil(games.data.total / games.data.pageSize) : 0;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Game Management</Title>
        <Group gap="xs" align="flex-end">
          <SeasonSwitcher seasonBound={SEASON_BOUND_VIEW_KEYS} />
          <Button
            component="a"
            href={scheduleExportUrl(listParams(view, chosen, false))}
            download
            variant="default"
            leftSection={<IconFileExport size={18} aria-hidden />}
          >
            Export CSV
          </Button>
          <Button component={Link} to={PATHS.adminBulkChange} variant="default" leftSection={<IconCloudRain size={18} aria-hidden />}>
            Rainouts and bulk changes
          </Button>
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
          <Group gap="xs" wrap="nowrap" align="flex-end">
            {/* Without a division chosen the list holds the whole season: where the office's links lead. */}
            <Button
              size="xs"
              variant={division ? 'default' : 'filled'}
              aria-pressed={!division}
              onClick={() => change({ division: undefined, team: undefined })}
              style={{ flexShrink: 0 }}
            >
              All divisions
            </Button>
            <div style={{ minWidth: 0, flex: 1 }}>
              <DivisionTabs divisions={list} selectedId={division?.id} onSelect={(id) => change({ division: id, team: undefined })} buttonsOnMobile />
            </div>
          </Group>
          <GamesFilterBar view={view} onChange={change} teams={teams} fields={fields.data ?? []} />
          {games.isPending ? (
            <PageLoader label="Loading games..." />
          ) : games.isError ? (
            <Alert color="red">Failed to load games. {games.error.message}</Alert>
          ) : (
            <>
              {/* One line at every width, so that the clash count, which can come after the games, moves nothing. */}
              <Group gap="xs" wrap="nowrap">
                {games.data.total > 0 && (
                  <Badge variant="light" tt="none" size="lg" c="dark.8">
                    {games.data.total === 1 ? '1 game' : `${games.data.total} games`}
                  </Badge>
                )}
                {games.isFetching && <Loader size="xs" role="status" aria-label="Updating the list" />}
                <ClashCount season={chosen} open={clashesOpen} onToggle={() => setClashesOpen((open) => !open)} />
              </Group>
              {clashesOpen && <ClashList season={chosen} onEdit={(game) => setDialog({ kind: 'edit', game })} />}
              {games.data.total === 0 ? (
                <Text>{emptyText(view)}</Text>
              ) : games.data.games.length === 0 ? (
                <Text>There are no games on this page. Go back to page 1.</Text>
              ) : (
                <GamesTable games={games.data.games} timeZone={season.data.timeZone} onAction={archived ? undefined : onAction} />
              )}
              {pages > 1 && (
                <Pagination
                  total={pages}
                  value={Math.min(view.page, pages)}
                  onChange={(page) => change({ page })}
                  siblings={1}
                  getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                  getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
                />
              )}
            </>
          )}
        </>
      )}
      {dialog?.kind === 'add' && <GameFormDialog divisions={list} season={season.data} divisionId={division?.id} onClose={close} />}
      {dialog?.kind === 'edit' && <GameFormDialog game={dialog.game} divisions={list} season={season.data} onClose={close} />}
      {dialog?.kind === 'import' && <ImportGamesDialog divisions={list} season={season.data} divisionId={division?.id} onClose={close} />}
      {dialog?.kind === 'field' && <GameFieldDialog game={dialog.game} onClose={close} />}
      {dialog?.kind === 'scores' && <FinalScoreDialog game={dialog.game} mode="enter" onClose={close} />}
      {dialog?.kind === 'resolve' && <FinalScoreDialog game={dialog.game} mode="resolve" onClose={close} />}
      {dialog?.kind === 'correct-score' && <CorrectScoreDialog game={dialog.game} onClose={close} />}
      {dialog?.kind === 'forfeit' && <ForfeitDialog game={dialog.game} mode="record" onClose={close} />}
      {dialog?.kind === 'undo-forfeit' && <ForfeitDialog game={dialog.game} mode="undo" onClose={close} />}
      {dialog?.kind === 'cancel' && <CancelGameDialog game={dialog.game} mode="cancel" onClose={close} />}
      {dialog?.kind === 'reinstate' && <CancelGameDialog game={dialog.game} mode="reinstate" onClose={close} />}
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
