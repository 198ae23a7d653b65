import type { ExpressionBuilder, Insertable, Kysely } from 'kysely';
import type { Database, ImagesTable } from '../../db/schema';

export function findImageByHash(db: Kysely<Database>, hash: string) {
  return db.selectFrom('images').select(['bytes', 'content_type', 'extension', 'size']).where('hash', '=', hash).executeTakeFirst();
}

export function findImageIdByHash(db: Kysely<Database>, hash: string) {
  return db.selectFrom('images').select(['id', 'hash']).where('hash', '=', hash).executeTakeFirst();
}

export function imagesWithHashes(db: Kysely<Database>, hashes: string[]) {
  return db.selectFrom('images').select(['id', 'hash', 'extension']).where('hash', 'in', hashes).execute();
}

/** Stores an image once by content hash: storing it again renews its upload time. */
export async function upsertImage(db: Kysely<Database>, image: Insertable<ImagesTable>): Promise<void> {
  await db
    .insertInto('images')
    .values(image)
    .onConflict((oc) => oc.column('hash').doUpdateSet({ created_at: image.created_at }))
    .execute();
}

/** Images no field shows. */
const notOnAnyField = (eb: ExpressionBuilder<Database, 'images'>) =>
  eb.not(eb.exists(eb.selectFrom('field_images').select('field_images.image_id').whereRef('field_images.image_id', '=', 'images.id')));

/** Removes the images no field refers to that were uploaded before `before`. */
export async function deleteUnusedImagesUploadedBefore(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('images').where('created_at', '<', before).where(notOnAnyField).execute();
}

/** Removes those of the given images that no field refers to any more. */
export async function removeUnreferencedImages(db: Kysely<Database>, imageIds: number[]): Promise<void> {
  if (imageIds.length === 0) return;
  await db.deleteFrom('images').where('id', 'in', imageIds).where(notOnAnyField).execute();
}
