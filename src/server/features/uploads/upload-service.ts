import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { write } from '../../db/write';
import { notFound } from '../../errors';
import { countWithin, type Limit } from '../../security/rate-limit';
import type { Auth } from '../../auth';
import { fieldManager } from '../fields/access-service';
import { collectAbandonedUploads, processImage, storeImage } from './image-service';
import { findImageByHash } from './repo';

/** Photos are stored in the database: a generous hourly allowance per person keeps it from filling. */
const UPLOAD_LIMIT: Limit = { max: 100, windowMs: 60 * 60 * 1000 };

/**
 * A field photo from someone who manages fields: checked before the upload is read, cleaned and
 * stored once by content. Answers its url. Uploads no field took up within a day are collected.
 */
export async function uploadFieldPhoto(ctx: AppContext, auth: Auth, read: () => Promise<Buffer>): Promise<string> {
  const { db } = ctx.handle;
  const now = ctx.now();
  await fieldManager(db, auth);
  await countWithin(db, `upload:user:${auth.userId}`, UPLOAD_LIMIT, now, () => 'Too many photos uploaded in the last hour. Please try again later.');
  const image = await processImage(await read());
  // An upload changes nothing anyone reads until a field takes it up.
  return write(ctx, [], async (trx) => {
    await collectAbandonedUploads(trx, now);
    return storeImage(trx, image, now);
  });
}

/** How a stored image is named: the SHA-256 of its bytes and the extension of its type. */
const IMAGE_NAME = /^([a-f0-9]{64})\.(jpg|png|webp)$/;

/** A stored photo by its file name. Any other name is simply not an image we keep: 404, like a well-formed name we lack. */
export async function storedPhoto(db: Kysely<Database>, fileName: string) {
  const [, hash, extension] = IMAGE_NAME.exec(fileName) ?? [];
  const image = hash ? await findImageByHash(db, hash) : undefined;
  if (!hash || !image || image.extension !== extension) throw notFound('Image not found');
  return { ...image, hash };
}
