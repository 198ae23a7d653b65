import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { CoachGame } from '../../../../shared/schemas/game';
import { scoreSubmission, type ScoreForm } from '../../../../shared/schemas/score';
import { useSubmitScore } from '../../../api/coach-games';
import { zodValidate } from '../../../ui/zod-form';
import { toast } from '../../../ui/notify';
import { ModalDialog } from '../../../ui/modal-dialog';

function outcomeMessage(game: CoachGame): string {
  if (game.status === 'completed') return 'Both coaches agree: the score is final.';
  if (game.status === 'score_disputed') return "Your score differs from the other coach's report. A league administrator will resolve it.";
  return 'The score becomes final when the other coach reports the same result.';
}

/** Score entry for the coach's side: home and away runs as digits, checked once more before sending. */
export function ScoreDialog({ game, onClose }: { game: CoachGame; onClose: () => void }) {
  const submit = useSubmitScore();
  const [review, setReview] = useState<ScoreForm | null>(null);
  const form = useForm<ScoreForm>({
    initialValues: { homeSubmittedScore: '', awaySubmittedScore: '' },
    validate: zodValidate(scoreSubmission),
  });

  const send = (scores: ScoreForm) =>
    submit.mutate(
      { gameId: game.id, scores: { ...scores, isHomeTeamCoach: game.isHomeTeam } },
      {
        onSuccess: (updated) => {
          toast({ color: 'green', title: 'Score submitted', message: outcomeMessage(updated) });
          onClose();
        },
        onError: (error) => {
          toast({ color: 'red', title: 'Failed to submit score', message: error.message });
          setReview(null);
        },
      },
    );

  return (
    <ModalDialog onClose={onClose} title="Submit Score">
      {review ? (
        <Stack>
          <Text>
            {game.awayTeam.name} {review.awaySubmittedScore} - {review.homeSubmittedScore} {game.homeTeam.name}
          </Text>
          <Text size="sm" c="dimmed">
            Scores cannot be changed once submitted. Submit this score?
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setReview(null)}>
              Back
            </Button>
            <Button onClick={() => send(review)} loading={submit.isPending}>
              Confirm Score
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit((values) => setReview(values))} noValidate>
          <Stack>
            <Text size="sm">{game.formattedTime}</Text>
            <TextInput label={`${game.awayTeam.name} (away)`} inputMode="numeric" autoComplete="off" {...form.getInputProps('awaySubmittedScore')} />
            <TextInput label={`${game.homeTeam.name} (home)`} inputMode="numeric" autoComplete="off" {...form.getInputProps('homeSubmittedScore')} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit">Submit Score</Button>
            </Group>
          </Stack>
        </form>
      )}
    </ModalDialog>
  );
}
