import { Button, Group, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { RetryingImage } from './retrying-image';

interface Props {
  fieldName: string;
  urls: string[];
  /** The photo shown, or null when the viewer is closed. */
  index: number | null;
  onChange: (index: number | null) => void;
}

/** A field's photos at full size, one at a time. */
export function ImageViewer({ fieldName, urls, index, onChange }: Props) {
  const phone = useMediaQuery('(max-width: 48em)');
  const url = index === null ? undefined : urls[index];
  const count = urls.length;
  return (
    <Modal
      opened={url !== undefined}
      onClose={() => onChange(null)}
      title={`${fieldName}: photo ${(index ?? 0) + 1} of ${count}`}
      size="auto"
      fullScreen={phone}
      centered
    >
      {url !== undefined && index !== null && (
        <>
          <RetryingImage src={url} alt={`${fieldName}, photo ${index + 1}`} fit="contain" mah="75vh" maw="100%" h={phone ? 'auto' : undefined} />
          {count > 1 && (
            <Group justify="space-between" mt="sm">
              <Button variant="default" onClick={() => onChange((index + count - 1) % count)}>
                Previous
              </Button>
              <Text size="sm" c="dimmed">
                {index + 1} / {count}
              </Text>
              <Button variant="default" onClick={() => onChange((index + 1) % count)}>
                Next
              </Button>
            </Group>
          )}
        </>
      )}
    </Modal>
  );
}
