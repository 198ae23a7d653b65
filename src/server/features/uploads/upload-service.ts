import type { AppContext } from '../../context';
import { write } from '../../db/write';
import { countWithin, type Limit } from '../../security/rate-limit';
import type { Auth } from '../../auth';
import { fieldManager } from '../fields/access-service';
import { collectAbandonedUploads, processImage, storeImage } from './image-service';

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
