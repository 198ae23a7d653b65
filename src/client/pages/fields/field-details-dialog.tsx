import { Alert, Anchor, Badge, Group, Modal, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { imageUrls } from '../../../shared/schemas/field';
import { useField } from '../../api/fields';
import { PageLoader } from '../../ui/page-loader';
import { ImageViewer } from './image-viewer';
import { RetryingImage } from './retrying-image';

export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" fw={700}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </div>
  );
}

/** Everything about one field: address with directions, instructions, notes, teams and photos. */
export function FieldDetailsDialog({ fieldId, onClose }: { fieldId: number | null; onClose: () => void }) {
  const field = useField(fieldId);
  const [photo, setPhoto] = useState<number | null>(null);
  const data = field.data;
  const urls = data ? imageUrls(data) : [];
  return (
    <Modal opened={fieldId !== null} onClose={onClose} title={data?.name ?? 'Field details'} size="lg">
      {field.isError ? (
        <Alert color="red">{field.error.message}</Alert>
      ) : !data ? (
        <PageLoader label="Loading field details..." />
      ) : (
        <Stack gap="sm">
          <Detail label="Address">
            {data.address}{' '}
            <Anchor href={directionsUrl(data.address)} target="_blank" rel="noopener noreferrer" size="sm" underline="always">
              Get directions
            </Anchor>
          </Detail>
          {data.specialInstructions && <Detail label="Special instructions">{data.specialInstructions}</Detail>}
          {data.notes && <Detail label="Notes">{data.notes}</Detail>}
          <div>
            <Text size="sm" fw={700}>
              Teams
            </Text>
            {data.teams.length === 0 ? (
              <Text size="sm">No teams play here yet.</Text>
            ) : (
              <Group gap={6} mt={4}>
                {data.teams.map((team) => (
                  <Badge key={team.id} variant="light">
                    {team.name} ({team.division.name})
                  </Badge>
                ))}
              </Group>
            )}
          </div>
          {urls.length > 0 && (
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
              {urls.map((url, i) => (
                <UnstyledButton key={url} onClick={() => setPhoto(i)} aria-label={`View photo ${i + 1} of ${data.name} full size`}>
                  <RetryingImage src={url} alt={`${data.name}, photo ${i + 1}`} h={110} radius="sm" fit="cover" />
                </UnstyledButton>
              ))}
            </SimpleGrid>
          )}
          <ImageViewer fieldName={data.name} urls={urls} index={photo} onChange={setPhoto} />
        </Stack>
      )}
    </Modal>
  );
}
