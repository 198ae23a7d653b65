import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { forfeitScoreForm, type ForfeitScore, type ForfeitScoreForm } from '../../../../shared/schemas/game-corrections';
import { useForfeitScore, useSetForfeitScore } from '../../../api/game-corrections';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { zodValidate } from '../../../ui/zod-form';
import { SettingCard } from './setting-card';

function ForfeitScoreFields({ saved }: { saved: ForfeitScore }) {
  const save = useSetForfeitScore();
  const form = useForm<ForfeitScoreForm>({
    initialValues: { winnerRuns: String(saved.winnerRuns), loserRuns: String(saved.loserRuns) },
    validate: zodValidate(forfeitScoreForm),
  });
  const submit = (values: ForfeitScoreForm) =>
    save.mutate(
      { winnerRuns: Number(values.winnerRuns), loserRuns: Number(values.loserRuns) },
      {
        onSuccess: (answer) => notifySuccess('Forfeit score saved', `Forfeits from now on are recorded ${answer.winnerRuns}-${answer.loserRuns}.`),
        onError: (error) => notifyError('Error saving the forfeit score', error, 'Please try again.'),
      },
    );
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        <Group align="flex-start" wrap="wrap">
          <TextInput label="Winner's runs" inputMode="numeric" w={140} {...form.getInputProps('winnerRuns')} />
          <TextInput label="Loser's runs" inputMode="numeric" w={140} {...form.getInputProps('loserRuns')} />
        </Group>
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save Forfeit Score
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The score a forfeit is recorded with (7-0 unless set); forfeits already recorded keep theirs. */
export function ForfeitScoreCard() {
  return (
    <SettingCard
      title="Forfeit Score"
      description="The score a game recorded as a forfeit gets, the winner's runs first. Forfeits already recorded keep theirs."
      setting={useForfeitScore()}
      what="the forfeit score"
    >
      {(saved) => <ForfeitScoreFields key={`${saved.winnerRuns}-${saved.loserRuns}`} saved={saved} />}
    </SettingCard>
  );
}
