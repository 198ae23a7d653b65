import '@mantine/dates/styles.css';
import { Alert, Button, Checkbox, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FIELD_CLASH_HINT } from '../../../../shared/clashes';
import { defaultStartTime } from '../../../../shared/game-time';
import { isPlanningStatus, PLANNING_STATUSES, STATUS_LABELS } from '../../../../shared/game-status';
import { leagueClock, leagueDate, localToUtcIso } from '../../../../shared/league-time';
import { seasonBounds } from '../../../../shared/season';
import type { Game } from '../../../../shared/schemas/game';
import { gameForm, type GameForm } from '../../../../shared/schemas/game-admin';
import type { Division, SeasonInfo } from '../../../../shared/schemas/league';
import { useAddGame, useUpdateGame } from '../../../api/game-admin';
import { ApiError } from '../../../api/http';
import { useFields } from '../../../api/league';
import { CALENDAR_ARIA_LABELS, DATE_INPUT_STYLES } from '../../../ui/calendar-a11y';
import { notifyError, notifySuccess, toast } from '../../../ui/notify';
import { zodValidate } from '../../../ui/zod-form';
import { shownWhenAdded } from '../../../ui/shown-when-added';
import { ModalDialog } from '../../../ui/modal-dialog';
import { TIME_OPTIONS } from '../../../ui/time-options';

interface Props {
  /** The game to edit; without one the dialog adds a game. */
  game?: Game;
  divisions: Division[];
  season: SeasonInfo;
  /** The division the page shows, chosen first when adding. */
  divisionId?: number;
  onClose: () => void;
}

function initialValues(game: Game | undefined, divisionId: number | undefined, season: SeasonInfo): GameForm {
  if (game) {
    const tz = season.timeZone;
    return {
      divisionId: String(game.homeTeam.divisionId),
      homeTeamId: String(game.homeTeamId),
      awayTeamId: String(game.awayTeamId),
      fieldId: game.fieldId === null ? null : String(game.fieldId),
      date: game.dateTbd ? '' : leagueDate(game.scheduledTime, tz),
      time: game.timeTbd ? '' : leagueClock(game.scheduledTime, tz),
      status: isPlanningStatus(game.status) ? game.status : null,
    };
  }
  const { first, last } = seasonBounds(season);
  const today = leagueDate(new Date().toISOString(), season.timeZone);
  // Today, moved into the season: the server takes no date outside it.
  const date = today < first ? first : today > last ? last : today;
  return {
    divisionId: divisionId === undefined ? '' : String(divisionId),
    homeTeamId: '',
    awayTeamId: '',
    fieldId: null,
    date,
    time: defaultStartTime(season, date),
    status: null,
  };
}

/** Add Game and Edit Game: every choice depends on the one before it. */
export function GameFormDialog({ game, divisions, season, divisionId, onClose }: Props) {
  const editing = game !== undefined;
  const form = useForm<GameForm>({ initialValues: initialValues(game, divisionId, season), validate: zodValidate(gameForm) });
  // A time the admin picked stays; otherwise it follows the date (earlier on weekends and holidays).
  const [timeChosen, setTimeChosen] = useState(editing);
  // The server's refusal when the field is in use at the time; the administrator may then allow it.
  const [fieldClash, setFieldClash] = useState<string | null>(null);
  const [allowFieldClash, setAllowFieldClash] = useState(false);
  const add = useAddGame();
  const update = useUpdateGame();
  const { values } = form;
  const division = divisions.find((d) => String(d.id) === values.divisionId);
  const homeFields = useFields(values.homeTeamId ? { teamId: Number(values.homeTeamId), selector: true } : undefined);
  const { first, last } = seasonBounds(season);

  const teamOptions = (division?.teams ?? []).map((t) => ({ value: String(t.id), label: t.name }));
  const homeFieldOptions = values.homeTeamId ? (homeFields.data ?? []).map((f) => ({ value: String(f.id), label: f.name })) : [];
  // The game's own field stays its choice while its home team does, even when it is not one of the home team's fields.
  const ownField = game?.field && String(game.homeTeamId) === values.homeTeamId ? game.field : null;
  const notHomeField = ownField !== null && homeFields.data !== undefined && !homeFields.data.some((f) => f.id === ownField.id);
  const fieldOptions =
    ownField && !homeFieldOptions.some((o) => o.value === String(ownField.id))
      ? [...homeFieldOptions, { value: String(ownField.id), label: notHomeField ? `${ownField.name} (not a home field)` : ownField.name }]
      : homeFieldOptions;

  const submit = (v: GameForm) => {
    const body = {
      homeTeamId: Number(v.homeTeamId),
      awayTeamId: Number(v.awayTeamId),
      fieldId: v.fieldId ? Number(v.fieldId) : null,
      scheduledTime: localToUtcIso(v.date, v.time, season.timeZone),
      ...(fieldClash !== null && allowFieldClash ? { allowFieldClash: true } : {}),
    };
    const refused = (title: string, fallback: string) => (error: Error) => {
      if (error instanceof ApiError && error.status === 409 && error.serverMessage.endsWith(FIELD_CLASH_HINT)) {
        setFieldClash(error.serverMessage);
        return;
      }
      notifyError(title, error, fallback);
    };
    if (game) {
      update.mutate(
        { id: game.id, body: { ...body, ...(v.status ? { status: v.status } : {}) } },
        {
          onSuccess: () => {
            notifySuccess('Game updated');
            onClose();
          },
          onError: refused('Error updating game', 'Failed to update game'),
        },
      );
    } else {
      add.mutate(body, {
        onSuccess: () => {
          notifySuccess('Game added');
          onClose();
        },
        onError: refused('Error adding game', 'Failed to create game'),
      });
    }
  };
  const missing = () => {
    if (editing) toast({ title: 'Missing required fields', message: 'Please fill in all required fields', color: 'red' });
  };

  return (
    <ModalDialog onClose={onClose} title={editing ? `Edit Game ${game.id}` : 'Add Game'} size="lg">
      <form onSubmit={form.onSubmit(submit, missing)} noValidate>
        <Stack>
          <Select
            label="Division"
            placeholder="Select a division"
            required
            data={divisions.map((d) => ({ value: String(d.id), label: d.name }))}
            value={values.divisionId || null}
            error={form.errors.divisionId}
            onChange={(value) => form.setValues({ divisionId: value ?? '', homeTeamId: '', awayTeamId: '', fieldId: null })}
          />
          <Select
            label="Home Team"
            placeholder="Select the home team"
            required
            searchable
            disabled={!division}
            data={teamOptions}
            value={values.homeTeamId || null}
            error={form.errors.homeTeamId}
            onChange={(value) =>
              form.setValues({
                homeTeamId: value ?? '',
                fieldId: null,
                ...(value === values.awayTeamId ? { awayTeamId: '' } : {}),
              })
            }
          />
          <Select
            label="Away Team"
            placeholder="Select the away team"
            required
            searchable
            disabled={!values.homeTeamId}
            data={teamOptions.filter((t) => t.value !== values.homeTeamId)}
            value={values.awayTeamId || null}
            error={form.errors.awayTeamId}
            onChange={(value) => form.setFieldValue('awayTeamId', value ?? '')}
          />
          <Select
            label="Field"
            placeholder="TBD"
            clearable
            disabled={!values.homeTeamId}
            data={fieldOptions}
            value={values.fieldId}
            onChange={(value) => form.setFieldValue('fieldId', value)}
            description={
              notHomeField && values.fieldId === String(ownField.id)
                ? `${ownField.name} is not one of the home team's fields; the game keeps it unless you choose another.`
                : values.homeTeamId && homeFields.data?.length === 0
                  ? 'The home team has no fields yet: the field stays TBD.'
                  : undefined
            }
          />
          <Group grow align="flex-start" wrap="wrap">
            <DatePickerInput
              label="Date"
              placeholder="Pick a date"
              required
              valueFormat="ddd, MMM D, YYYY"
              ariaLabels={CALENDAR_ARIA_LABELS}
              styles={DATE_INPUT_STYLES}
              minDate={first}
              maxDate={last}
              defaultDate={values.date || first}
              value={values.date || null}
              error={form.errors.date}
              miw={200}
              onChange={(value) => {
                const date = value ?? '';
                form.setValues({ date, ...(date && !timeChosen ? { time: defaultStartTime(season, date) } : {}) });
              }}
            />
            <Select
              label="Time"
              placeholder="Pick a time"
              required
              searchable
              data={TIME_OPTIONS}
              value={values.time || null}
              error={form.errors.time}
              miw={140}
              onChange={(value) => {
                setTimeChosen(true);
                form.setFieldValue('time', value ?? '');
              }}
            />
          </Group>
          {game && values.status !== null && (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="game-status-label">
                Status
              </Text>
              <SegmentedControl
                aria-labelledby="game-status-label"
                data={PLANNING_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
                value={values.status}
                onChange={(value) => form.setFieldValue('status', value)}
              />
            </Stack>
          )}
          {game && (game.dateTbd || game.timeTbd) && (
            <Text size="sm" c="dimmed">
              This game&apos;s {game.dateTbd ? 'date and time are' : 'time is'} still to be determined. Saving sets them.
            </Text>
          )}
          {fieldClash !== null && (
            <Alert ref={shownWhenAdded} color="orange" title="The field is in use at that time" role="alert">
              <Stack gap="xs">
                <Text size="sm">{fieldClash.slice(0, -FIELD_CLASH_HINT.length).trim()}</Text>
                <Checkbox
                  label="Book it anyway: the field has room for both games (a second diamond)"
                  checked={allowFieldClash}
                  onChange={(event) => setAllowFieldClash(event.currentTarget.checked)}
                />
              </Stack>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending || update.isPending}>
              {editing ? 'Save Changes' : 'Add Game'}
            </Button>
          </Group>
        </Stack>
      </form>
    </ModalDialog>
  );
}
