import { ActionIcon, Badge, Button, Card, Center, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPhoto, IconTrash } from '@tabler/icons-react';
import { imageUrls, type Field } from '../../../shared/schemas/field';
import { RetryingImage } from './retrying-image';

interface Props {
  field: Field;
  onDetails: () => void;
  onPhoto: (index: number) => void;
  /** Present only when the viewer may change the field. */
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}

/** One field: its first photo, name, address, teams, and the actions the viewer may take. */
export function FieldCard({ field, onDetails, onPhoto, onEdit, onDelete }: Props) {
  const urls = imageUrls(field);
  const [first] = urls;
  return (
    <Card withBorder padding="md" component="article" aria-label={field.name}>
      <Card.Section>
        {first ? (
          <button
            type="button"
            onClick={() => onPhoto(0)}
            style={{ display: 'block', width: '100%', padding: 0, border: 0, background: 'none', cursor: 'zoom-in' }}
            aria-label={`View photos of ${field.name} full size`}
          >
            <RetryingImage src={first} alt={`${field.name}, photo 1`} h={160} fit="cover" />
          </button>
        ) : (
          <Center h={160} bg="gray.1">
            <Group gap={6}>
              <IconPhoto size={20} aria-hidden />
              <Text size="sm" c="dimmed">
                No photos yet
              </Text>
            </Group>
          </Center>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} component="h2" size="md" m={0}>
            {field.name}
          </Text>
          {urls.length > 1 && (
            <Badge variant="light" color="gray">
              {urls.length} photos
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {field.address}
        </Text>
        <Group gap={4}>
          {field.teams.map((team) => (
            <Badge key={team.id} variant="light" size="sm">
              {team.name} ({team.division.name})
            </Badge>
          ))}
        </Group>
        <Group justify="space-between" mt={4}>
          <Button variant="light" size="xs" onClick={onDetails}>
            View Details
          </Button>
          {(onEdit || onDelete) && (
            <Group gap={4}>
              {onEdit && (
                <Tooltip label="Edit field">
                  <ActionIcon variant="subtle" onClick={onEdit} aria-label={`Edit ${field.name}`}>
                    <IconPencil size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
              {onDelete && (
                <Tooltip label="Delete field">
                  <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={`Delete ${field.name}`}>
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
