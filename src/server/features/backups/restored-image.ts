import { Failure } from '../../errors';
import { processImage, STORED_IMAGE_TYPES, type ProcessedImage } from '../uploads/image-service';
import type { Row } from './format';

/**
 * A photo as a backup holds it (a decoded `images` row), checked and re-encoded exactly as an
 * upload is: a backup file can be edited, so its bytes, hash and type are never stored as they
 * are. `refuse` turns the reason into the caller's refusal; a busy image queue is passed on as it is.
 */
export async function reencodeBackupImage(row: Row, refuse: (reason: string) => Error): Promise<ProcessedImage> {
  const type = String(row.content_type);
  if (!STORED_IMAGE_TYPES.has(type)) throw refuse(`is marked as '${type.slice(0, 50)}', which is not an image type`);
  if (!Buffer.isBuffer(row.bytes)) throw refuse('has no image data');
  try {
    return await processImage(row.bytes);
  } catch (error) {
    if (error instanceof Failure && error.kind !== 'unavailable') throw refuse(`is not a photo that can be restored (${error.message})`);
    throw error;
  }
}
