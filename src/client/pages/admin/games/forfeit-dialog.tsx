import { Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { forfeitResult } from '../../../../shared/forfeit';
import { teamOnSide } from '../../../../shared/game-cells';
import type { Game } from '../../../../shared/schemas/game';
import { forfeitForm, reasonForm, type ForfeitForm } from '../../../../shared/schemas/game-corrections';
import { useForfeitScore, useRecordForfeit, useUndoForfeit } from '../../../api/game-corrections';
import { notifySuccess } from '../../../ui/notify';
import { zodValidate } from '../../../ui/zod-form';
import { CorrectionError, CorrectionPreview } from './correction-preview';
import { ModalDialog } from '../../../ui/modal-dialog';

/**
 * Record Forfeit (the other side wins with the league's forfeit score) and Undo Forfeit (the game
 * is scheduled again, without a score), each with a reason.
 */
export function ForfeitDialog({ game, mode, onClose }: { game: Game; mode: 'record' | 'undo'; onClose: () => void }) {
  const recording = mode === 'record';
  const form = useForm<ForfeitForm>({ initialValues: { forfeitedBy: '', reason: '' }, validate: zodValidate(recording ? forfeitForm : reasonForm) });
  const side = form.values.forfeitedBy;
  const setting = useForfeitScore();
  const record = useRecordForfeit();
  const undo = useUndoForfeit();
  const mutation = recording ? record : undo;

  const after = recording
    ? side !== '' && setting.data
      ? { status: 'completed' as const, ...forfeitResult(side, setting.data) }
      : null
    : { status: 'scheduled' as const, homeScore: null, awayScore: null };

  const submit = ({ forfeitedBy, reason }: ForfeitForm) => {
    if (recording) {
      // The form's check has chosen a side by now; the test tells the types so.
      if (forfeitedBy === '') return;
      record.mutate(
        { id: game.id, body: { forfeitedBy, reason } },
        {
          onSuccess: () => {
            notifySuccess('Forfeit recorded', `${teamOnSide(game, forfeitedBy)} forfeited game ${game.id}.`);
            onClose();
          },
        },
      );
    } else {
      undo.mutate(
        { id: game.id, body: { reason } },
        {
          onSuccess: () => {
            notifySuccess('Forfeit undone', `Game ${game.id} is scheduled again.`);
            onClose();
          },
        },
      );
    }
  };

  return (
    <ModalDialog onClose={onClose} title={recording ? 'Record Forfeit' : 'Undo Forfeit'}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <Text size="sm">
            Game {game.id}: {game.awayTeam.name} @ {game.homeTeam.name}, {game.formattedTime}.
          </Text>
          {recording ? (
            <>
              <Radio.Group label="Team that forfeited" required {...form.getInputProps('forfeitedBy')}>
                <Stack gap={6} mt={6}>
                  <Radio value="away" label={`${game.awayTeam.name} (away)`} />
                  <Radio value="home" label={`${game.homeTeam.name} (home)`} />
                </Stack>
              </Radio.Group>
              {setting.data && (
                <Text size="sm" c="dimmed">
                  The other team wins {setting.data.winnerRuns}-{setting.data.loserRuns}, the league&apos;s forfeit score (Settings).
                </Text>
              )}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {game.forfeitedBy ? `${teamOnSide(game, game.forfeitedBy)} forfeited this game. ` : ''}Undoing the forfeit schedules the game again, without a
              score.
            </Text>
          )}
          <Textarea label="Reason" description="Kept in the audit log with the change." required autosize minRows={2} {...form.getInputProps('reason')} />
          <CorrectionPreview game={game} after={after} />
          <CorrectionError error={setting.error ?? mutation.error} fallback={recording ? 'Failed to record the forfeit' : 'Failed to undo the forfeit'} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color={recording ? 'orange' : undefined} loading={mutation.isPending}>
              {recording ? 'Record Forfeit' : 'Undo Forfeit'}
            </Button>
          </Group>
        </Stack>
      </form>
    </ModalDialog>
  );
}
