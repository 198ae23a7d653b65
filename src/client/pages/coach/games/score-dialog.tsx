import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { CoachGame } from '../../../../shared/schemas/game';
import { scoreSubmission, type ScoreForm } from '../../../../shared/schemas/score';
import { reportOutcome } from '../../../../shared/score-entry';
import { useSubmitScore } from '../../../api/coach-games';
import { ApiError } from '../../../api/http';
import { useSession } from '../../../api/session';
import { queueScore } from '../../../offline/score-queue';
import { zodValidate } from '../../../ui/zod-form';
import { toast } from '../../../ui/notify';
import { ModalDialog } from '../../../ui/modal-dialog';

/**
 * Score entry for the coach's side: home and away runs as digits, checked once more before sending.
 * Without a connection the report is queued, to be sent when it is back (offline/score-queue.ts).
 */
export function ScoreDialog({ game, onClose }: { game: CoachGame; onClose: () => void }) {
  const submit = useSubmitScore();
  const { user } = useSession();
  const [review, setReview] = useState<ScoreForm | null>(null);
  const form = useForm<ScoreForm>({
    initialValues: { homeSubmittedScore: '', awaySubmittedScore: '' },
    validate: zodValidate(scoreSubmission),
  });

  const queue = (scores: ScoreForm) => {
    if (!user) return;
    const matchup = `${game.awayTeam.name} @ ${game.homeTeam.name}`;
    const submission = scoreSubmission.parse({ ...scores, isHomeTeamCoach: game.isHomeTeam });
    queueScore(user.id, { gameId: game.id, matchup, scores: submission, queuedAt: new Date().toISOString() });
    toast({ color: 'yellow', title: 'Score queued', message: 'No connection: your score will be sent when you are back online.' });
    onClose();
  };

  const send = (scores: ScoreForm) => {
    if (!navigator.onLine) return queue(scores);
    submit.mutate(
      { gameId: game.id, scores: { ...scores, isHomeTeamCoach: game.isHomeTeam } },
      {
        onSuccess: (updated) => {
          toast({ color: 'green', title: 'Score submitted', message: reportOutcome(updated) });
          onClose();
        },
        onError: (error) => {
          // No answer at all: the connection failed on the way.
          if (!(error instanceof ApiError)) return queue(scores);
          toast({ color: 'red', title: 'Failed to submit score', message: error.message });
          setReview(null);
        },
      },
    );
  };

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
