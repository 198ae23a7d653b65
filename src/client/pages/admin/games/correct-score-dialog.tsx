import { Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { forfeiterName } from '../../../../shared/game-cells';
import type { Game } from '../../../../shared/schemas/game';
import { scoreCorrectionForm, type ScoreCorrectionForm } from '../../../../shared/schemas/game-corrections';
import { useCorrectScore } from '../../../api/game-corrections';
import { notifySuccess } from '../../../ui/notify';
import { zodValidate } from '../../../ui/zod-form';
import { CorrectionError, CorrectionPreview, scoreText } from './correction-preview';
import { ModalDialog } from '../../../ui/modal-dialog';

const runsOf = (text: string) => (/^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : null);

/** Correct Score: a completed game (a forfeit too, its winner still winning) gets another final score, with a reason. */
export function CorrectScoreDialog({ game, onClose }: { game: Game; onClose: () => void }) {
  const form = useForm<ScoreCorrectionForm>({
    initialValues: { homeScore: String(game.homeScore ?? ''), awayScore: String(game.awayScore ?? ''), reason: '' },
    validate: zodValidate(scoreCorrectionForm),
  });
  const correct = useCorrectScore();
  const home = runsOf(form.values.homeScore);
  const away = runsOf(form.values.awayScore);
  const after = home === null || away === null ? null : { status: game.status, homeScore: home, awayScore: away };
  const forfeiter = forfeiterName(game);

  const submit = (values: ScoreCorrectionForm) =>
    correct.mutate(
      { id: game.id, body: { homeScore: Number(values.homeScore), awayScore: Number(values.awayScore), reason: values.reason } },
      {
        onSuccess: () => {
          notifySuccess('Score corrected', 'The standings show the new score.');
          onClose();
        },
      },
    );

  return (
    <ModalDialog onClose={onClose} title="Correct Score">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <Text size="sm">
            Game {game.id}: {game.awayTeam.name} @ {game.homeTeam.name}, {game.formattedTime}. Final score now: {scoreText(game, game)}.
          </Text>
          {forfeiter !== null && (
            <Text size="sm" c="dimmed">
              {forfeiter} forfeited this game: the new score must still have them losing. To record another result, undo the forfeit.
            </Text>
          )}
          <Group grow align="flex-start">
            <TextInput label={`Home score (${game.homeTeam.name})`} inputMode="numeric" required data-autofocus {...form.getInputProps('homeScore')} />
            <TextInput label={`Away score (${game.awayTeam.name})`} inputMode="numeric" required {...form.getInputProps('awayScore')} />
          </Group>
          <Textarea label="Reason" description="Kept in the audit log with the change." required autosize minRows={2} {...form.getInputProps('reason')} />
          <CorrectionPreview game={game} after={after} />
          <CorrectionError error={correct.error} fallback="Failed to correct the score" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={correct.isPending}>
              Correct Score
            </Button>
          </Group>
        </Stack>
      </form>
    </ModalDialog>
  );
}
