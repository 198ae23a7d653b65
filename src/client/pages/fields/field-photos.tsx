import { SimpleGrid, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { imageUrls, type Field } from '../../../shared/schemas/field';
import { ImageViewer } from './image-viewer';
import { RetryingImage } from './retrying-image';

/** A field's photos as thumbnails, each opening the full-size viewer; nothing when it has none. */
export function FieldPhotos({ field, height = 110 }: { field: Pick<Field, 'name' | 'image_url'>; height?: number }) {
  const [photo, setPhoto] = useState<number | null>(null);
  const urls = imageUrls(field);
  if (urls.length === 0) return null;
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
        {urls.map((url, i) => (
          <UnstyledButton key={url} onClick={() => setPhoto(i)} aria-label={`View photo ${i + 1} of ${field.name} full size`}>
            <RetryingImage src={url} alt={`${field.name}, photo ${i + 1}`} h={height} radius="sm" fit="cover" />
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <ImageViewer fieldName={field.name} urls={urls} index={photo} onChange={setPhoto} />
    </>
  );
}
