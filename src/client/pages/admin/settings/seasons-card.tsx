import { Alert, Badge, Button, Card, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCalendarPlus, IconDots } from '@tabler/icons-react';
import { useState } from 'react';
import type { SeasonSummary } from '../../../../shared/schemas/season';
import { useSeasons } from '../../../api/league';
import { seasonDeletePreview, useDeleteSeason, useSeasonDetail, useUpdateSeason } from '../../../api/seasons';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { plural } from '../../../../shared/plural';
import { CardHeading } from './card-heading';
import { EditSeasonDialog } from './edit-season-dialog';
import { NewSeasonDialog } from './new-season-dialog';

type Dialog = { kind: 'new'; fromId: number } | { kind: 'edit'; id: number } | null;

/** The season being edited, once its calendar has loaded. */
function EditSeason({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useSeasonDetail(id);
  return detail.data ? <EditSeasonDialog season={detail.data} onClose={onClose} /> : null;
}

/** A new season follows the one given (the newest when the dialog opened): its calendar a year on, carrying what it holds. */
function NewSeason({ fromId, onClose }: { fromId: number; onClose: () => void }) {
  const detail = useSeasonDetail(fromId);
  return detail.data ? <NewSeasonDialog previous={detail.data} onClose={onClose} /> : null;
}

/** The league's seasons: start the next one, switch the current one, archive or remove old ones. */
export function SeasonsCard() {
  const seasons = useSeasons();
  const update = useUpdateSeason();
  const remove = useDeleteSeason();
  const [dialog, setDialog] = useState<Dialog>(null);
  const current = seasons.data?.find((s) => s.current);
  // The list comes newest first.
  const newest = seasons.data?.[0];

  /** `blocked`: the dialog says why the action cannot be taken, and does not offer it. */
  const confirm = (title: string, text: string, label: string, run: () => void, { danger = false, blocked = false } = {}) =>
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: label, cancel: 'Cancel' },
      confirmProps: { ...(danger ? { color: 'red' } : {}), disabled: blocked },
      onConfirm: run,
    });

  const change = (season: SeasonSummary, body: { current?: true; archived?: boolean }, done: string) =>
    update.mutate(
      { id: season.id, change: body },
      { onSuccess: () => notifySuccess(done), onError: (error) => notifyError('Error changing season', error, 'Please try again.') },
    );

  const makeCurrent = (season: SeasonSummary) =>
    confirm(
      `Make ${season.name} the current season?`,
      `Every page, the coach portal and the admin screens will show ${season.name}; coaches will see their ${season.name} teams. ${current ? `${current.name} stays readable through the season switcher.` : ''}`,
      'Make Current',
      () => change(season, { current: true }, `${season.name} is now the current season`),
    );
  const archive = (season: SeasonSummary) =>
    confirm(
      `Archive ${season.name}?`,
      `${season.name} stays readable by everyone, exactly as it is, but its games, scores, teams and formats can no longer be changed until you bring it back.`,
      'Archive',
      () => change(season, { archived: true }, `${season.name} is archived`),
    );
  const deleteSeason = async (season: SeasonSummary) => {
    const counts = await seasonDeletePreview(season.id).catch((error: unknown) => {
      notifyError('Error deleting season', error, 'Failed to count what the season holds');
      return null;
    });
    if (!counts) return;
    const taken = `That is ${plural(counts.divisions, 'division')}, ${plural(counts.teams, 'team')}, ${plural(counts.coachPlaces, 'coach assignment')} and ${plural(counts.playoffFormats, 'playoff format')}.`;
    const blocker = counts.games > 0 ? ` It has ${plural(counts.games, 'game')}, so it cannot be deleted; archive it instead.` : '';
    confirm(
      `Delete ${season.name}?`,
      `${season.name} and its divisions, teams, coach assignments and playoff formats will be deleted. This cannot be undone. Fields and accounts stay. ${taken}${blocker}`,
      'Delete',
      () =>
        remove.mutate(season.id, {
          onSuccess: () => notifySuccess('Season deleted', `${season.name} is gone.`),
          onError: (error) => notifyError('Error deleting season', error, 'Failed to delete the season'),
        }),
      { danger: true, blocked: counts.games > 0 },
    );
  };

  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <CardHeading
          title="Seasons"
          description="Everyone sees the current season unless they choose another. Past seasons keep their standings and results."
          action={
            <Button leftSection={<IconCalendarPlus size={18} />} disabled={!newest} onClick={() => newest && setDialog({ kind: 'new', fromId: newest.id })}>
              Start a New Season
            </Button>
          }
        />
        {seasons.isPending ? (
          <Text size="sm">Loading seasons...</Text>
        ) : seasons.isError ? (
          <Alert color="red">Failed to load seasons. Please try again.</Alert>
        ) : (
          <Stack component="ul" gap="xs" aria-label="Seasons" m={0} p={0} style={{ listStyle: 'none' }}>
            {seasons.data.map((season) => (
              <Paper component="li" key={season.id} withBorder radius="sm" p="sm" aria-label={`The ${season.name} season`}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <div>
                    <Group gap="xs">
                      <Text size="sm" fw={600}>
                        {season.name}
                      </Text>
                      {season.current && <Badge size="sm">Current</Badge>}
                      {season.archived && (
                        <Badge size="sm" color="gray">
                          Archived
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {/* A date never breaks inside itself on a phone. */}
                      <span style={{ whiteSpace: 'nowrap' }}>{season.start}</span> to <span style={{ whiteSpace: 'nowrap' }}>{season.end}</span>
                    </Text>
                  </div>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <Button variant="default" size="xs" rightSection={<IconDots size={14} />} aria-label={`Actions for ${season.name}`}>
                        Actions
                      </Button>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item onClick={() => setDialog({ kind: 'edit', id: season.id })}>Edit name and calendar</Menu.Item>
                      {!season.current && !season.archived && <Menu.Item onClick={() => makeCurrent(season)}>Make current</Menu.Item>}
                      {!season.current && !season.archived && <Menu.Item onClick={() => archive(season)}>Archive</Menu.Item>}
                      {season.archived && (
                        <Menu.Item onClick={() => change(season, { archived: false }, `${season.name} is back from the archive`)}>
                          Bring back from the archive
                        </Menu.Item>
                      )}
                      {!season.current && (
                        <Menu.Item color="red" onClick={() => void deleteSeason(season)}>
                          Delete
                        </Menu.Item>
                      )}
                    </Menu.Dropdown>
                  </Menu>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
      {dialog?.kind === 'new' && <NewSeason fromId={dialog.fromId} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <EditSeason id={dialog.id} onClose={() => setDialog(null)} />}
    </Card>
  );
}
