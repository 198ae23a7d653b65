import { Alert, Anchor, Button, Checkbox, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { format, parseISO } from 'date-fns';
import { useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../shared/client-routes';
import type { BulkPreview, BulkResult } from '../../../shared/schemas/bulk-change';
import { seasonBounds } from '../../../shared/season';
import { useApplyBulkChange, usePreviewBulkChange } from '../../api/bulk-change';
import { useDivisions, useFields, useSeason } from '../../api/league';
import { AdminOnly } from '../../layout/role-gate';
import { ModalDialog } from '../../ui/modal-dialog';
import { notifyError, notifySuccess } from '../../ui/notify';
import { PageLoader } from '../../ui/page-loader';
import { plural } from '../../../shared/plural';
import { usePageTitle } from '../../ui/use-page-title';
import { ACTION_WORDS, bodyOf, EMPTY_FORM, type BulkForm } from './bulk-change/bulk-form';
import { BulkFormFields } from './bulk-change/bulk-form-fields';
import { BulkGamesList } from './bulk-change/bulk-games-list';

const TITLE = 'Rainouts and bulk changes';

/** What stops the previewed change, if anything. */
function blockers(preview: BulkPreview, allowFieldClash: boolean): string | null {
  const changing = preview.games.filter((g) => g.after !== null).length;
  if (changing === 0) return 'None of these games would change.';
  if (preview.problems.length > 0) return 'Some games cannot be moved there (see below).';
  if (preview.clashes.some((c) => !c.allowable)) return 'The move would put a team in two games at once, or repeat a game.';
  if (preview.clashes.length > 0 && !allowFieldClash) return 'The move would share fields with other games: allow the field clashes, or change the move.';
  return null;
}

function BulkChange() {
  const season = useSeason();
  const divisions = useDivisions();
  const fields = useFields();
  const [form, setForm] = useState<BulkForm>(EMPTY_FORM);
  const [preview, setPreview] = useState<BulkPreview | null>(null);
  const [result, setResult] = useState<BulkResult | null>(null);
  const [allowFieldClash, setAllowFieldClash] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const previewCall = usePreviewBulkChange();
  const apply = useApplyBulkChange();

  if (season.isPending || divisions.isPending) return <PageLoader label="Loading the season..." />;
  if (season.isError || divisions.isError) return <Alert color="red">Failed to load the season. Please try again.</Alert>;

  // Any change of the choices makes the preview shown out of date.
  const change = (next: Partial<BulkForm>) => {
    setForm((current) => ({ ...current, ...next }));
    setPreview(null);
    setAllowFieldClash(false);
  };
  const showPreview = () => {
    setResult(null);
    previewCall.mutate(bodyOf(form), {
      onSuccess: setPreview,
      onError: (error) => notifyError('Error previewing the change', error, 'Failed to preview the change'),
    });
  };
  const changing = preview ? preview.games.filter((g) => g.after !== null).map((g) => g.id) : [];
  const words = ACTION_WORDS[form.kind];
  const confirm = () =>
    apply.mutate(
      { ...bodyOf(form), gameIds: changing, allowFieldClash: allowFieldClash || undefined },
      {
        onSuccess: (done) => {
          setConfirming(false);
          setPreview(null);
          setResult(done);
          notifySuccess(`${plural(done.changed, 'game')} ${words.done}`);
        },
        onError: (error) => {
          setConfirming(false);
          notifyError('Error changing the games', error, 'Failed to change the games');
        },
      },
    );
  const blocked = preview && blockers(preview, allowFieldClash);

  return (
    <Stack>
      <Stack gap={4}>
        <Title order={1}>{TITLE}</Title>
        <Text size="sm">
          Pick a day of the {season.data.name} season, preview its games, then change them all at once. Each coach gets one mail about their games.{' '}
          <Anchor component={Link} to={PATHS.adminGames} underline="always">
            Back to Game Management
          </Anchor>
        </Text>
      </Stack>
      <Paper withBorder p="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            showPreview();
          }}
        >
          <Stack>
            <BulkFormFields form={form} onChange={change} fields={fields.data ?? []} divisions={divisions.data} bounds={seasonBounds(season.data)} />
            <Group>
              <Button type="submit" loading={previewCall.isPending} disabled={form.date === ''}>
                Preview
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {result && (
        <Stack gap="xs">
          <Alert color="navy" title="Done">
            {plural(result.changed, 'game')} {words.done}. The schedule, the team pages and the calendars show it now.
          </Alert>
          <BulkGamesList games={result.games} clashes={[]} label="Games changed" />
        </Stack>
      )}
      {preview && (
        <Stack gap="xs" aria-live="polite">
          <Title order={2} size="h3">
            Preview: {plural(changing.length, 'game')} to change, {plural(preview.games.length - changing.length, 'game')} staying as they are
          </Title>
          {preview.games.length === 0 && <Text>No games on this day match these choices.</Text>}
          {preview.problems.length > 0 && (
            <Alert color="red" title="These games cannot be moved there">
              <List size="sm">
                {preview.problems.map((p) => (
                  <List.Item key={p.gameId}>
                    Game {p.gameId}: {p.message}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          {preview.clashes.length > 0 && (
            <Alert color={preview.clashes.some((c) => !c.allowable) ? 'red' : 'orange'} title={`${plural(preview.clashes.length, 'clash', 'clashes')}`}>
              <Stack gap="xs">
                <Text size="sm">A team clash or a repeated game stops the move. A field clash can be allowed when the field has room for both games.</Text>
                {preview.clashes.every((c) => c.allowable) && (
                  <Checkbox label="Allow the field clashes" checked={allowFieldClash} onChange={(e) => setAllowFieldClash(e.currentTarget.checked)} />
                )}
              </Stack>
            </Alert>
          )}
          <Group>
            <Button color={form.kind === 'cancel' ? 'red' : undefined} disabled={blocked !== null} onClick={() => setConfirming(true)}>
              {words.verb} {plural(changing.length, 'game')}
            </Button>
            {blocked && <Text size="sm">{blocked}</Text>}
          </Group>
          <BulkGamesList games={preview.games} clashes={preview.clashes} label="Games selected" />
        </Stack>
      )}
      {confirming && preview && (
        <ModalDialog title={`${words.verb} ${plural(changing.length, 'game')}?`} onClose={() => setConfirming(false)}>
          <Stack>
            <Text size="sm">
              {plural(changing.length, 'game')} of {format(parseISO(form.date), 'EEE, MMM d, yyyy')} will be {words.done}, as the preview shows, in one change.
              Each game's change is in the audit log, and each coach of these games gets one mail about them a few minutes from now.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)}>
                Back
              </Button>
              <Button color={form.kind === 'cancel' ? 'red' : undefined} loading={apply.isPending} onClick={confirm}>
                Confirm
              </Button>
            </Group>
          </Stack>
        </ModalDialog>
      )}
    </Stack>
  );
}

/** League staff cancel, set to rescheduling or move the games of a day at once (decision 0054). */
export default function BulkChangePage() {
  usePageTitle(TITLE);
  return (
    <AdminOnly>
      <BulkChange />
    </AdminOnly>
  );
}
