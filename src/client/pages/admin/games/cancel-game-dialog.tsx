import { Alert, Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FIELD_CLASH_HINT } from '../../../../shared/clashes';
import type { Game } from '../../../../shared/schemas/game';
import { reasonForm, type ReasonForm } from '../../../../shared/schemas/game-corrections';
import { useCancelGame, useReinstateGame } from '../../../api/game-corrections';
import { ApiError } from '../../../api/http';
import { notifySuccess } from '../../../ui/notify';
import { zodValidate } from '../../../ui/zod-form';
import { CorrectionError, CorrectionPreview } from './correction-preview';
import { shownWhenAdded } from '../../../ui/shown-when-added';
import { ModalDialog } from '../../../ui/modal-dialog';

/** The server's refusal of a game whose field is in use at its time: the one clash an administrator may allow. */
const fieldClashOf = (error: Error | null) =>
  error instanceof ApiError && error.status === 409 && error.serverMessage.endsWith(FIELD_CLASH_HINT) ? error.serverMessage : null;

/**
 * Cancel Game (a result it had is removed) and Reinstate Game (scheduled again where and when it
 * was, if its teams and field are free), each with a reason.
 */
export function CancelGameDialog({ game, mode, onClose }: { game: Game; mode: 'cancel' | 'reinstate'; onClose: () => void }) {
  const form = useForm<ReasonForm>({ initialValues: { reason: '' }, validate: zodValidate(reasonForm) });
  const [allowFieldClash, setAllowFieldClash] = useState(false);
  const cancel = useCancelGame();
  const reinstate = useReinstateGame();
  const cancelling = mode === 'cancel';
  const mutation = cancelling ? cancel : reinstate;
  const fieldClash = cancelling ? null : fieldClashOf(reinstate.error);
  const after = { status: cancelling ? ('cancelled' as const) : ('scheduled' as const), homeScore: null, awayScore: null };
  const where = `${game.formattedTime} at ${game.field?.name ?? 'a field to be determined'}`;

  const submit = ({ reason }: ReasonForm) => {
    if (cancelling) {
      cancel.mutate(
        { id: game.id, body: { reason } },
        {
          onSuccess: () => {
            notifySuccess('Game cancelled', `Game ${game.id} is cancelled.`);
            onClose();
          },
        },
      );
    } else {
      reinstate.mutate(
        { id: game.id, body: { reason, ...(fieldClash !== null && allowFieldClash ? { allowFieldClash: true } : {}) } },
        {
          onSuccess: () => {
            notifySuccess('Game reinstated', `Game ${game.id} is scheduled again.`);
            onClose();
          },
        },
      );
    }
  };

  return (
    <ModalDialog onClose={onClose} title={cancelling ? 'Cancel Game' : 'Reinstate Game'}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <Text size="sm">
            Game {game.id}: {game.awayTeam.name} @ {game.homeTeam.name}, {where}.
          </Text>
          <Text size="sm" c="dimmed">
            {cancelling
              ? game.homeScore !== null
                ? 'Its final score is removed (the audit log keeps it) and no longer counts in the standings.'
                : 'Its field and time are given free for another game.'
              : 'It is scheduled again at the same date, time and field, unless a team or the field is busy then.'}
          </Text>
          <Textarea label="Reason" description="Kept in the audit log with the change." required autosize minRows={2} {...form.getInputProps('reason')} />
          <CorrectionPreview game={game} after={after} />
          {fieldClash !== null ? (
            <Alert ref={shownWhenAdded} color="orange" title="The field is in use at that time" role="alert">
              <Stack gap="xs">
                <Text size="sm">{fieldClash.slice(0, -FIELD_CLASH_HINT.length).trim()}</Text>
                <Checkbox
                  label="Reinstate it anyway: the field has room for both games (a second diamond)"
                  checked={allowFieldClash}
                  onChange={(event) => setAllowFieldClash(event.currentTarget.checked)}
                />
              </Stack>
            </Alert>
          ) : (
            <CorrectionError error={mutation.error} fallback={cancelling ? 'Failed to cancel the game' : 'Failed to reinstate the game'} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Keep As It Is
            </Button>
            <Button type="submit" color={cancelling ? 'red' : undefined} loading={mutation.isPending}>
              {cancelling ? 'Cancel Game' : 'Reinstate Game'}
            </Button>
          </Group>
        </Stack>
      </form>
    </ModalDialog>
  );
}
