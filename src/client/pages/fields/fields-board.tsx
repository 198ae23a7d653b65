import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { imageUrls, type Field } from '../../../shared/schemas/field';
import { fieldDeletePreview, useDeleteField } from '../../api/fields';
import { useDivisions, useFields } from '../../api/league';
import { DivisionTabs } from '../../ui/division-tabs';
import { PageLoader } from '../../ui/page-loader';
import { FieldCard } from './field-card';
import { FieldDetailsDialog } from './field-details-dialog';
import { FieldEditorDialog, type FieldsMode } from './field-editor-dialog';
import type { FieldTeam } from './field-form-values';
import { ImageViewer } from './image-viewer';
import { toast } from '../../ui/notify';
import { plural } from '../../../shared/plural';

interface Props {
  mode: FieldsMode;
  title: string;
  /** The division shown first. */
  initialDivisionId: number | undefined;
  /** The coach's own teams; league staff manage every field. */
  ownTeams: FieldTeam[];
}

type Editing = { field: Field | null } | null;

/** Division tabs with a card per field, and the dialogs to add, change, delete and look at fields. */
export function FieldsBoard({ mode, title, initialDivisionId, ownTeams }: Props) {
  const divisions = useDivisions();
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const divisionId = chosen ?? initialDivisionId ?? divisions.data?.[0]?.id;
  const fields = useFields(divisionId === undefined ? undefined : { divisionId });
  const remove = useDeleteField();
  const [editing, setEditing] = useState<Editing>(null);
  const [details, setDetails] = useState<number | null>(null);
  const [photos, setPhotos] = useState<{ field: Field; index: number } | null>(null);
  const ownIds = new Set(ownTeams.map((t) => t.id));
  const manages = (field: Field) => mode === 'admin' || field.teams.some((t) => ownIds.has(t.id));

  const confirmDelete = async (field: Field) => {
    const others = field.teams.filter((t) => !ownIds.has(t.id));
    const counts = await fieldDeletePreview(field.id).catch((error: unknown) => {
      toast({ color: 'red', title: 'Failed to delete field', message: error instanceof Error ? error.message : 'Please try again.' });
      return null;
    });
    if (!counts) return;
    modals.openConfirmModal({
      title: 'Delete field',
      children: (
        <Stack gap="xs">
          <Text size="sm">Are you sure you want to delete {field.name}? This cannot be undone.</Text>
          {mode === 'coach' && others.length > 0 && (
            <Text size="sm">It is also used by {others.map((t) => `${t.name} (${t.division.name})`).join(', ')}; they will lose it too.</Text>
          )}
          <Text size="sm">Games at this field will show their field as TBD, and its photos are removed.</Text>
          <Text size="sm" fw={600}>
            {plural(counts.games, 'game')} lose{counts.games === 1 ? 's' : ''} the field and become TBD ({counts.scheduledGames} of them still to be played);{' '}
            {plural(counts.photos, 'photo')} {counts.photos === 1 ? 'is' : 'are'} removed.
          </Text>
        </Stack>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(field.id, {
          onSuccess: () => toast({ color: 'green', title: 'Field deleted', message: field.name }),
          onError: (error) => toast({ color: 'red', title: 'Failed to delete field', message: error.message }),
        }),
    });
  };

  let body;
  if (divisions.isError) body = <Alert color="red">Failed to fetch fields</Alert>;
  else if (divisions.isPending || fields.isPending) body = <PageLoader label="Loading fields..." />;
  else if (fields.isError) body = <Alert color="red">Failed to fetch fields</Alert>;
  else if (fields.data.length === 0) body = <Text c="dimmed">No fields in this division yet.</Text>;
  else {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {fields.data.map((field) => (
          <FieldCard
            key={field.id}
            field={field}
            onDetails={() => setDetails(field.id)}
            onPhoto={(index) => setPhotos({ field, index })}
            onEdit={manages(field) ? () => setEditing({ field }) : undefined}
            onDelete={manages(field) ? () => void confirmDelete(field) : undefined}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ field: null })}>
          Add Field
        </Button>
      </Group>
      <DivisionTabs divisions={divisions.data ?? []} selectedId={divisionId} onSelect={setChosen} />
      {body}
      {editing && (
        <FieldEditorDialog
          mode={mode}
          field={editing.field}
          divisions={divisions.data ?? []}
          ownTeams={ownTeams}
          divisionId={divisionId ?? null}
          onClose={() => setEditing(null)}
        />
      )}
      <FieldDetailsDialog fieldId={details} onClose={() => setDetails(null)} />
      {photos && (
        <ImageViewer
          fieldName={photos.field.name}
          urls={imageUrls(photos.field)}
          index={photos.index}
          onChange={(index) => setPhotos(index === null ? null : { ...photos, index })}
        />
      )}
    </Stack>
  );
}
