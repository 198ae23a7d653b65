import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { adminFieldForm, coachFieldForm, type Field } from '../../../shared/schemas/field';
import type { Division } from '../../../shared/schemas/league';
import { useSaveField } from '../../api/fields';
import { zodValidate } from '../../ui/zod-form';
import { fieldInputOf, formValuesOf, type FieldFormValues, type FieldTeam } from './field-form-values';
import { PhotoUploader } from './photo-uploader';
import { AdminTeamPicker, CoachTeamPicker } from './team-pickers';
import { toast } from '../../ui/notify';
import { ModalDialog } from '../../ui/modal-dialog';

export type FieldsMode = 'coach' | 'admin';

interface Props {
  mode: FieldsMode;
  /** The field to edit; null to add one. */
  field: Field | null;
  divisions: Division[];
  /** The coach's own teams (coach mode). */
  ownTeams: FieldTeam[];
  /** Division chosen for a new field: the tab the user is on. */
  divisionId: number | null;
  onClose: () => void;
}

/** The Add Field / Edit Field form of both field pages. */
export function FieldEditorDialog({ mode, field, divisions, ownTeams, divisionId, onClose }: Props) {
  const save = useSaveField();
  const [uploading, setUploading] = useState(false);
  const ownIds = new Set(ownTeams.map((t) => t.id));
  const initial = formValuesOf(field, {
    divisionId,
    teamIds: mode === 'coach' && ownTeams.length === 1 ? ownTeams.map((t) => t.id) : [],
  });
  const form = useForm<FieldFormValues>({
    initialValues: mode === 'coach' ? { ...initial, teamIds: initial.teamIds.filter((id) => ownIds.has(id)) } : initial,
    validate: zodValidate(mode === 'admin' ? adminFieldForm : coachFieldForm),
  });
  const adding = field === null;
  const otherTeams: FieldTeam[] = (field?.teams ?? []).filter((t) => !ownIds.has(t.id)).map((t) => ({ id: t.id, name: t.name, divisionName: t.division.name }));

  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: field?.id ?? null, input: fieldInputOf(values) },
      {
        onSuccess: (saved) => {
          toast({ color: 'green', title: adding ? 'Field added' : 'Field updated', message: saved.name });
          onClose();
        },
        onError: (error) => toast({ color: 'red', title: adding ? 'Failed to add field' : 'Failed to update field', message: error.message }),
      },
    ),
  );

  return (
    <ModalDialog onClose={onClose} title={adding ? 'Add Field' : 'Edit Field'} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Field name" withAsterisk {...form.getInputProps('name')} />
          <TextInput label="Address" withAsterisk {...form.getInputProps('address')} />
          <Textarea label="Special instructions" autosize minRows={2} {...form.getInputProps('specialInstructions')} />
          <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
          {mode === 'admin' ? (
            <AdminTeamPicker
              divisions={divisions}
              divisionId={form.values.divisionId}
              onDivisionChange={(id) => form.setFieldValue('divisionId', id)}
              divisionError={form.errors.divisionId}
              value={form.values.teamIds}
              onChange={(ids) => form.setFieldValue('teamIds', ids)}
              error={form.errors.teamIds}
            />
          ) : (
            <CoachTeamPicker
              ownTeams={ownTeams}
              otherTeams={otherTeams}
              value={form.values.teamIds}
              onChange={(ids) => form.setFieldValue('teamIds', ids)}
              error={form.errors.teamIds}
            />
          )}
          <PhotoUploader
            fieldName={form.values.name}
            urls={form.values.photos}
            onChange={(urls) => form.setFieldValue('photos', urls)}
            onBusyChange={setUploading}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending} disabled={uploading}>
              {adding ? 'Add Field' : 'Save Changes'}
            </Button>
          </Group>
        </Stack>
      </form>
    </ModalDialog>
  );
}
