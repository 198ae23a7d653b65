import '@mantine/dropzone/styles.css';
import { ActionIcon, Box, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhotoUp, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { MAX_UPLOAD_BYTES, PHOTO_MESSAGES, PHOTO_TYPES } from '../../../shared/photo-rules';
import { MAX_FIELD_IMAGES } from '../../../shared/schemas/field';
import { uploadPhoto } from '../../api/fields';
import { ImageViewer } from './image-viewer';
import { RetryingImage } from './retrying-image';
import { toast } from '../../ui/notify';

interface Props {
  fieldName: string;
  urls: string[];
  onChange: (urls: string[]) => void;
  /** Told while photos are being sent, so the form waits for them. */
  onBusyChange: (busy: boolean) => void;
}

function rejectionText(rejection: FileRejection): string {
  return rejection.errors.some((e) => e.code === 'file-too-large') ? PHOTO_MESSAGES.tooLarge : PHOTO_MESSAGES.wrongFormat;
}

interface Failure {
  file: File;
  message: string;
}

/**
 * One toast for the files chosen together (a toast takes the place of the one before it): the
 * failures if any, titled as spec 8 says with the reason below, each file named when there are
 * several; or else the photos uploaded.
 */
function tellOutcome(uploaded: File[], failures: Failure[]): void {
  if (failures.length === 1) toast({ color: 'red', title: 'Failed to upload image', message: failures[0]!.message });
  else if (failures.length > 1)
    toast({ color: 'red', title: 'Failed to upload image', message: failures.map((f) => `${f.file.name}: ${f.message}`).join('\n') });
  // Short: on a phone the toast covers the dialog's buttons.
  else if (uploaded.length > 0) toast({ color: 'green', title: 'Image uploaded', message: uploaded.map((f) => f.name).join(', '), autoClose: 2000 });
}

/** The field form's photos: drop or pick files, each uploaded at once; view or remove them. */
export function PhotoUploader({ fieldName, urls, onChange, onBusyChange }: Props) {
  const [sending, setSending] = useState(0);
  const [viewing, setViewing] = useState<number | null>(null);
  const room = MAX_FIELD_IMAGES - urls.length;

  const upload = async (files: File[]) => {
    const accepted = files.slice(0, Math.max(0, room));
    const failures: Failure[] = files.slice(accepted.length).map((file) => ({ file, message: `A field can have at most ${MAX_FIELD_IMAGES} images` }));
    const uploaded: File[] = [];
    setSending(accepted.length);
    if (accepted.length > 0) onBusyChange(true);
    let added = [...urls];
    for (const file of accepted) {
      try {
        const url = await uploadPhoto(file);
        if (!added.includes(url)) added = [...added, url];
        onChange(added);
        uploaded.push(file);
      } catch (error) {
        failures.push({ file, message: error instanceof Error ? error.message : 'The photo could not be sent.' });
      }
      setSending((n) => n - 1);
    }
    if (accepted.length > 0) onBusyChange(false);
    tellOutcome(uploaded, failures);
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Photos
      </Text>
      {urls.length > 0 && (
        <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
          {urls.map((url, i) => (
            <Box key={url} pos="relative">
              <UnstyledButton onClick={() => setViewing(i)} aria-label={`View photo ${i + 1} full size`} w="100%">
                <RetryingImage src={url} alt={`Photo ${i + 1}`} h={72} radius="sm" fit="cover" />
              </UnstyledButton>
              {/* 28 px: a target a finger can press (WCAG 2.5.8 asks for 24). */}
              <ActionIcon
                size="md"
                color="red"
                variant="filled"
                pos="absolute"
                top={4}
                right={4}
                aria-label={`Remove photo ${i + 1}`}
                onClick={() => onChange(urls.filter((u) => u !== url))}
              >
                <IconX size={16} />
              </ActionIcon>
            </Box>
          ))}
        </SimpleGrid>
      )}
      <Dropzone
        onDrop={(files) => void upload(files)}
        onReject={(rejections) =>
          tellOutcome(
            [],
            rejections.map((r) => ({ file: r.file, message: rejectionText(r) })),
          )
        }
        accept={PHOTO_TYPES}
        maxSize={MAX_UPLOAD_BYTES}
        loading={sending > 0}
        disabled={room <= 0}
        aria-label="Add photos"
        inputProps={{ 'aria-label': 'Photo files' }}
      >
        <Group justify="center" gap="sm" mih={70} style={{ pointerEvents: 'none' }}>
          <IconPhotoUp size={28} aria-hidden />
          <div>
            <Text size="sm">{room > 0 ? 'Drop photos here or click to choose' : `At most ${MAX_FIELD_IMAGES} photos`}</Text>
            <Text size="xs" c="dimmed">
              JPEG, PNG, WebP, HEIC or AVIF, up to 10 MB each. Location data is removed.
            </Text>
          </div>
        </Group>
      </Dropzone>
      <ImageViewer fieldName={fieldName || 'New field'} urls={urls} index={viewing} onChange={setViewing} />
    </Stack>
  );
}
