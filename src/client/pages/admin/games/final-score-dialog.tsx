import { Alert, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Game } from '../../../../shared/schemas/game';
import { finalScoreForm, type FinalScoreForm } from '../../../../shared/schemas/game-admin';
import { useEnterScores, useResolveDispute, useScoreReports } from '../../../api/game-admin';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { zodValidate } from '../../../ui/zod-form';
import { ModalDialog } from '../../../ui/modal-dialog';

/** The two coaches' reports of a disputed game, each as 'home - away'. */
function SubmittedScores({ game }: { game: Game }) {
  const reports = useScoreReports(game.id);
  if (reports.isPending) return <Text size="sm">Loading the submitted scores...</Text>;
  if (reports.isError) return <Alert color="red">The submitted scores could not be loaded.</Alert>;
  const coachOf = { home: game.homeTeam.name, away: game.awayTeam.name };
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Submitted scores
      </Text>
      <List size="sm" spacing={2}>
        {reports.data.map((report) => (
          <List.Item key={report.side}>
            {coachOf[report.side]} ({report.side}) reported: {game.homeTeam.name} {report.homeScore}, {game.awayTeam.name} {report.awayScore}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** Enter Game Scores (a scheduled game) and Resolve Score Dispute (a disputed one). */
export function FinalScoreDialog({ game, mode, onClose }: { game: Game; mode: 'enter' | 'resolve'; onClose: () => void }) {
  const form = useForm<FinalScoreForm>({ initialValues: { homeScore: '', awayScore: '' }, validate: zodValidate(finalScoreForm) });
  const enter = useEnterScores();
  const resolve = useResolveDispute();
  const resolving = mode === 'resolve';

  const submit = (values: FinalScoreForm) => {
    const variables = { id: game.id, score: { homeScore: Number(values.homeScore), awayScore: Number(values.awayScore) } };
    if (resolving) {
      resolve.mutate(variables, {
        onSuccess: () => {
          notifySuccess('Dispute resolved', 'The game scores have been finalized.');
          onClose();
        },
        onError: (error) =>
          notifyError('Error resolving dispute', error, 'Failed to resolve dispute', { notJson: 'Server error occurred while resolving dispute' }),
      });
    } else {
      enter.mutate(variables, {
        onSuccess: () => {
          notifySuccess('Scores entered successfully', 'The final score has been recorded.');
          onClose();
        },
        onError: (error) => notifyError('Error entering scores', error, 'Failed to enter scores'),
      });
    }
  };

  return (
    <ModalDialog onClose={onClose} title={resolving ? 'Resolve Score Dispute' : 'Enter Game Scores'}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <Text size="sm">
            {game.awayTeam.name} @ {game.homeTeam.name}, {game.formattedTime}
          </Text>
          {resolving && <SubmittedScores game={game} />}
          <Group grow align="flex-start">
            <TextInput label={`Home score (${game.homeTeam.name})`} inputMode="numeric" required data-autofocus {...form.getInputProps('homeScore')} />
            <TextInput label={`Away score (${game.awayTeam.name})`} inputMode="numeric" required {...form.getInputProps('awayScore')} />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={enter.isPending || resolve.isPending}>
              {resolving ? 'Finalize Scores' : 'Save Scores'}
            </Button>
          </Group>
        </Stack>
      </form>
    </ModalDialog>
  );
}
