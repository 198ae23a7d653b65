import { Button, Group, NumberInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MAX_GAME_LENGTH_MINUTES, MIN_GAME_LENGTH_MINUTES } from '../../../../shared/clashes';
import { gameLength } from '../../../../shared/schemas/game-length';
import { useGameLength, useSetGameLength } from '../../../api/settings';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { zodValidate } from '../../../ui/zod-form';
import { SettingCard } from './setting-card';

function GameLengthField({ saved }: { saved: number }) {
  const save = useSetGameLength();
  const form = useForm<{ minutes: number | string }>({ initialValues: { minutes: saved }, validate: zodValidate(gameLength) });
  const submit = ({ minutes }: { minutes: number | string }) =>
    save.mutate(Number(minutes), {
      onSuccess: (answer) => notifySuccess('Game length saved', `A game now holds its field and its teams for ${answer.minutes} minutes.`),
      onError: (error) => notifyError('Error saving the game length', error, 'Please try again.'),
    });
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        <NumberInput
          label="Game length (minutes)"
          min={MIN_GAME_LENGTH_MINUTES}
          max={MAX_GAME_LENGTH_MINUTES}
          step={15}
          allowDecimal={false}
          allowNegative={false}
          // Out of bounds is said, not silently changed to the nearest bound.
          clampBehavior="none"
          w={200}
          {...form.getInputProps('minutes')}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save Game Length
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** How long a game holds its field and its teams when games are checked for double-booking (2 hours unless set). */
export function GameLengthCard() {
  return (
    <SettingCard
      title="Game Length"
      description="How long a game holds its field and its teams: another game of either team, or on the same field, must start at least this long before or after it."
      setting={useGameLength()}
      what="the game length"
    >
      {(saved) => <GameLengthField key={saved.minutes} saved={saved.minutes} />}
    </SettingCard>
  );
}
