import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { clockLabel, localToUtcIso } from '../../../../shared/league-time';
import { useAddGame } from '../../../api/game-admin';
import { useFields } from '../../../api/league';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { dayLabel } from './day-label';
import type { ScheduleRequest } from './matchup-compatibility-card';
import { ModalDialog } from '../../../ui/modal-dialog';

const TBD = 'tbd';

/** Creates the game of a matchup on a compatible date: the start time and field are all that is left to choose. */
export function ScheduleMatchupDialog({ request, timeZone, onClose }: { request: ScheduleRequest; timeZone: string; onClose: () => void }) {
  const fields = useFields({ teamId: request.homeTeam.id, selector: true });
  const add = useAddGame();
  const [time, setTime] = useState(request.startTimes[0] ?? '');
  const [fieldChoice, setFieldChoice] = useState<string | null>(null);
  const homeFields = fields.data ?? [];
  // The home team's only field unless the admin chooses otherwise.
  const field = fieldChoice ?? (homeFields.length === 1 && homeFields[0] ? String(homeFields[0].id) : TBD);

  const create = () =>
    add.mutate(
      {
        homeTeamId: request.homeTeam.id,
        awayTeamId: request.awayTeam.id,
        fieldId: field === TBD ? null : Number(field),
        scheduledTime: localToUtcIso(request.date, time, timeZone),
      },
      {
        onSuccess: (game) => {
          notifySuccess('Game added', `${game.awayTeam.name} @ ${game.homeTeam.name}, ${game.formattedTime}`);
          onClose();
        },
        onError: (error) => notifyError('Error adding game', error, 'Failed to create game'),
      },
    );

  return (
    <ModalDialog onClose={onClose} title="Create Game">
      <Stack>
        <Text>
          {request.awayTeam.name} @ {request.homeTeam.name}
        </Text>
        <Text size="sm">{dayLabel(request.date)}</Text>
        <Select
          label="Start time"
          data={request.startTimes.map((t) => ({ value: t, label: clockLabel(t) }))}
          value={time}
          onChange={(value) => value && setTime(value)}
          allowDeselect={false}
        />
        <Select
          label="Field"
          data={[{ value: TBD, label: 'TBD (No field)' }, ...homeFields.map((f) => ({ value: String(f.id), label: f.name }))]}
          value={field}
          onChange={(value) => setFieldChoice(value ?? TBD)}
          allowDeselect={false}
          disabled={fields.isPending}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={create} loading={add.isPending} disabled={!time}>
            Create Game
          </Button>
        </Group>
      </Stack>
    </ModalDialog>
  );
}
