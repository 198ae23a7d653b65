import { Alert, Anchor, Badge, Group, Modal, Stack, Text } from '@mantine/core';
import { useField } from '../../api/fields';
import { PageLoader } from '../../ui/page-loader';
import { directionsUrl } from './directions';
import { FieldPhotos } from './field-photos';

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
  const data = field.data;
  return (
    <Modal opened={fieldId !== null} onClose={onClose} title={data?.name ?? 'Field details'} size="lg">
      {field.isError ? (
        <Alert color="red">Failed to fetch field details</Alert>
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
          <FieldPhotos field={data} />
        </Stack>
      )}
    </Modal>
  );
}
