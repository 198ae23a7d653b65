import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database, ImageContentType, ImageExtension } from '../../db/schema';
import { MAX_UPLOAD_BYTES, PHOTO_MESSAGES } from '../../../shared/photo-rules';
import { Failure } from '../../errors';
import { BoundedQueue } from '../../security/bounded-queue';
import { deleteUnusedImagesUploadedBefore, imagesWithHashes, upsertImage } from './repo';

/** Images are served by content hash, so a url never changes meaning and can be cached for good. */
export function imagePath(hash: string, extension: string): string {
  return `/uploads/${hash}.${extension}`;
}

/** Longest side of a stored image; phone photos are larger than any screen needs. */
export const MAX_SIDE = 2048;
/**
 * Refuse decompression bombs: a PNG (interlaced ones above all) is decoded whole, 4 bytes a pixel.
 * 40 megapixels takes the largest photos phones save by default and keeps one decode near 200 MB;
 * images of more than 8 bits a sample take twice the bytes, so half the pixels
 * (docs/decisions/0038-image-and-import-limits.md).
 */
const PIXEL_LIMIT = 40_000_000;

/** Images decoded at once: with the limit above, memory for photos stays within about 500 MB. */
const PROCESSING_AT_ONCE = 2;
/** Uploads waiting for their turn; one more is told to try again. */
const PROCESSING_WAITING = 8;

// Each image is worked on by one thread (two at once on two cores), and nothing is kept after it.
sharp.concurrency(1);
sharp.cache(false);

const processing = new BoundedQueue(
  PROCESSING_AT_ONCE,
  PROCESSING_WAITING,
  () => new Failure('unavailable', 'Many photos are being processed right now. Please try again in a minute.', 60),
);
/** What sharp calls the formats a field photo may come in (HEIC and AVIF are both 'heif'). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

/** The type of each form a stored image takes: what processImage makes. */
const CONTENT_TYPES: Record<ImageExtension, ImageContentType> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
export const STORED_IMAGE_TYPES: ReadonlySet<string> = new Set(Object.values(CONTENT_TYPES));

export interface ProcessedImage {
  bytes: Buffer;
  contentType: ImageContentType;
  extension: ImageExtension;
  width: number;
  height: number;
  hash: string;
}

export const tooLarge = () => new Failure('too_large', PHOTO_MESSAGES.tooLarge);

const refused = () => new Failure('unsupported', PHOTO_MESSAGES.wrongFormat);

/**
 * Markup or script hidden in an image file (a polyglot: a photo to an image decoder, a page to a
 * browser that sniffs it). Only markers long enough never to turn up by chance in image data.
 */
const HIDDEN_MARKUP = /<(script|iframe|object|embed)[\s/>]|<(html|body)[\s>]|<!doctype html|<\?php\s/i;

const hiddenMarkup = () => new Failure('invalid', PHOTO_MESSAGES.hiddenMarkup);

const unreadable = () => new Failure('invalid', 'The image could not be read. It may be damaged or incomplete.');

/**
 * Decodes an upload by its content (never its name or claimed type), re-encodes it without any
 * metadata (GPS included), turned upright and no larger than 2048 px on its long side. PNG and
 * WebP stay in their format (they may be transparent); everything else becomes JPEG.
 */
export function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length > MAX_UPLOAD_BYTES) return Promise.reject(tooLarge());
  return processing.run(() => reencode(input));
}

async function reencode(input: Buffer): Promise<ProcessedImage> {
  let format: string | undefined;
  let pixels: number;
  let pixelLimit: number;
  try {
    // Reading the header only: the pixel count is checked below, with its own message.
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
    pixelLimit = meta.depth === undefined || meta.depth === 'uchar' || meta.depth === 'char' ? PIXEL_LIMIT : PIXEL_LIMIT / 2;
  } catch {
    throw refused();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw refused();
  if (HIDDEN_MARKUP.test(input.toString('latin1'))) throw hiddenMarkup();
  if (pixels > pixelLimit) {
    throw new Failure('invalid', `The image has too many pixels. Please upload a photo of at most ${pixelLimit / 1_000_000} megapixels.`);
  }
  const extension = format === 'png' ? 'png' : format === 'webp' ? 'webp' : 'jpg';
  try {
    const pipeline = sharp(input, { limitInputPixels: pixelLimit, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoder =
      extension === 'png'
        ? pipeline.png({ compressionLevel: 8 })
        : extension === 'webp'
          ? pipeline.webp({ quality: 82 })
          : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });
    const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      contentType: CONTENT_TYPES[extension],
      extension,
      width: info.width,
      height: info.height,
      hash: createHash('sha256').update(data).digest('hex'),
    };
  } catch {
    throw unreadable();
  }
}

/** The columns of an `images` row that hold a processed image. */
export function imageColumns(image: ProcessedImage) {
  return {
    hash: image.hash,
    content_type: image.contentType,
    extension: image.extension,
    bytes: image.bytes,
    size: image.bytes.length,
    width: image.width,
    height: image.height,
  };
}

/**
 * Stores a processed image once (by content hash) and answers its url. Uploading a stored image
 * again renews its upload time, so the collection of abandoned uploads does not take it away
 * while the new upload's form is still open.
 */
export async function storeImage(db: Kysely<Database>, image: ProcessedImage, now: Date): Promise<string> {
  await upsertImage(db, { ...imageColumns(image), created_at: now.toISOString() });
  return imagePath(image.hash, image.extension);
}

/** An upload no field has taken up within this time is removed. */
export const ABANDONED_UPLOAD_MS = 24 * 60 * 60 * 1000;

/** Removes uploads that no field refers to and that are older than a day. */
export async function collectAbandonedUploads(db: Kysely<Database>, now: Date): Promise<void> {
  const before = new Date(now.getTime() - ABANDONED_UPLOAD_MS).toISOString();
  await deleteUnusedImagesUploadedBefore(db, before);
}

const IMAGE_URL = /^\/uploads\/([a-f0-9]{64})\.(jpg|png|webp)$/;

/**
 * The stored images behind a list of image urls, in the list's order. Refuses a url that is not
 * an image uploaded here, or whose image is gone.
 */
export async function imagesOfUrls(db: Kysely<Database>, urls: string[]): Promise<number[]> {
  const wanted = urls.map((url) => {
    const match = IMAGE_URL.exec(url);
    if (!match) throw new Failure('invalid', `'${url.slice(0, 100)}' is not an image uploaded to this site`);
    return { hash: match[1] ?? '', extension: match[2] ?? '' };
  });
  if (wanted.length === 0) return [];
  const rows = await imagesWithHashes(
    db,
    wanted.map((w) => w.hash),
  );
  return wanted.map((w) => {
    const row = rows.find((r) => r.hash === w.hash && r.extension === w.extension);
    if (!row) throw new Failure('invalid', 'An image of this field is no longer available. Please upload it again.');
    return row.id;
  });
}

/** Photo rows as other features keep them: found by content hash, removed once no field shows them. */
export { findImageIdByHash, removeUnreferencedImages } from './repo';
