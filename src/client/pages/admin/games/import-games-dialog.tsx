import { Button, Code, Group, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SCHEDULE_LINE_FORMAT } from '../../../../shared/schedule-text';
import { gameImportForm, type GameImportPreview } from '../../../../shared/schemas/game-admin';
import type { Division, SeasonInfo } from '../../../../shared/schemas/league';
import { useImportGames, usePreviewImport } from '../../../api/game-admin';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { ScrollTable } from '../../../ui/scroll-table';
import { zodValidate } from '../../../ui/zod-form';
import { importExample } from './import-example';
import { ImportLineErrors } from './import-line-errors';
import { ModalDialog } from '../../../ui/modal-dialog';

interface ImportForm {
  divisionId: string;
  gamesText: string;
}

function GamesToCreate({ preview }: { preview: GameImportPreview }) {
  return (
    <Stack gap="xs">
      <Text fw={500}>
        {preview.games.length} game{preview.games.length === 1 ? '' : 's'} will be created:
      </Text>
      <ScrollTable minWidth={560} label="Games to import">
        <Table fz="sm" verticalSpacing={4} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              <Table.Th>Date &amp; Time</Table.Th>
              <Table.Th>Teams</Table.Th>
              <Table.Th>Field</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.games.map((g) => (
              <Table.Tr key={g.line}>
                <Table.Td>{g.line}</Table.Td>
                <Table.Td>{g.formattedTime}</Table.Td>
                <Table.Td>
                  {g.awayTeam.name} @ {g.homeTeam.name}
                </Table.Td>
                <Table.Td>{g.field?.name ?? 'TBD'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Stack>
  );
}

interface Props {
  divisions: Division[];
  season: SeasonInfo;
  divisionId?: number;
  onClose: () => void;
}

/**
 * Import Games: the paste is checked first and every bad line listed; only a clean paste can be
 * imported, after the admin has seen what will be created.
 */
export function ImportGamesDialog({ divisions, season, divisionId, onClose }: Props) {
  const preview = usePreviewImport();
  const form = useForm<ImportForm>({
    initialValues: { divisionId: divisionId === undefined ? '' : String(divisionId), gamesText: '' },
    validate: zodValidate(gameImportForm),
    // A changed paste must be checked again before it can be imported.
    onValuesChange: () => preview.reset(),
  });
  const importGames = useImportGames();
  const body = () => ({ divisionId: Number(form.values.divisionId), gamesText: form.values.gamesText });
  const checked = preview.data;
  const division = divisions.find((d) => String(d.id) === form.values.divisionId);

  const check = () => preview.mutate(body(), { onError: (error) => notifyError('Import Failed', error, 'Unknown error occurred') });
  const confirm = () =>
    importGames.mutate(body(), {
      onSuccess: (result) => {
        notifySuccess('Import Complete', `${result.created} game${result.created === 1 ? '' : 's'} imported into ${division?.name ?? ''}.`);
        onClose();
      },
      onError: (error) => notifyError('Import Failed', error, 'Failed to import games'),
    });

  return (
    <ModalDialog onClose={onClose} title="Import Games" size="xl">
      <form onSubmit={form.onSubmit(check)} noValidate>
        <Stack>
          <Select
            label="Division"
            placeholder="Select a division"
            required
            data={divisions.map((d) => ({ value: String(d.id), label: d.name }))}
            {...form.getInputProps('divisionId')}
          />
          <Textarea
            label="Schedule"
            description={
              <>
                One game per line: <Code>{SCHEDULE_LINE_FORMAT}</Code>, visitors first. Use TBD for a time or a date not yet known.
              </>
            }
            placeholder={importExample(division?.teams ?? [], season)}
            required
            autosize
            minRows={6}
            maxRows={14}
            {...form.getInputProps('gamesText')}
          />
          {checked && checked.errors.length > 0 && <ImportLineErrors errors={checked.errors} />}
          {checked && checked.errors.length === 0 && <GamesToCreate preview={checked} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            {checked && checked.errors.length === 0 ? (
              <Button onClick={confirm} loading={importGames.isPending}>
                Import {checked.games.length} Game{checked.games.length === 1 ? '' : 's'}
              </Button>
            ) : (
              <Button type="submit" loading={preview.isPending}>
                Check Schedule
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </ModalDialog>
  );
}
