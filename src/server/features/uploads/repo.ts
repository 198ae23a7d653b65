import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function findImageByHash(db: Kysely<Database>, hash: string) {
  return db.selectFrom('images').select(['bytes', 'content_type', 'extension', 'size']).where('hash', '=', hash).executeTakeFirst();
}
