import type { Kysely } from 'kysely';
import type { RestorePreview, RestoreResult } from '../../../shared/schemas/backup';
import type { AppContext } from '../../context';
import { advanceIdSequence } from '../../db/sequences';
import type { Database } from '../../db/schema';
import { write } from '../../db/write';
import { invalid } from '../../errors';
import { recordAudit, type Actor } from '../audit/service';
import { existingTeamIds } from '../coaches/service';
import { findDivision } from '../divisions/service';
import { gamesTakingFieldBack, returnFieldToGames, type GameOnField } from '../games/service';
import { fieldRows, imagesOfFields, insertField, replaceFieldImages, replaceFieldTeams, teamsOfFields, updateFieldRow } from '../fields/write-service';
import { findImageIdByHash, removeUnreferencedImages, storeImage, type ProcessedImage } from '../uploads/image-service';
import { decodeRow, type Row } from './format';
import { reencodeBackupImage } from './restored-image';
import { entriesOfBackup } from './service';
import { backedUpTable, tableIndex } from './tables';

interface FieldInBackup {
  row: Row;
  teamIds: number[];
  images: { imageId: number; position: number }[];
  /** The games that were played (or to be played) on the field when the backup was taken. */
  games: GameOnField[];
}

/** The chosen fields as the backup holds them, with their teams, images and games (two passes: images come first in the file). */
async function readFields(ctx: AppContext, date: string, ids: Set<number>) {
  const fields = new Map<number, FieldInBackup>();
  const entry = (fieldId: number) => fields.get(fieldId);
  for await (const item of entriesOfBackup(ctx, date)) {
    if (item.kind !== 'row') continue;
    if (tableIndex(item.table) > tableIndex('games')) break;
    const { row } = item;
    if (item.table.name === 'fields' && ids.has(Number(row.id))) fields.set(Number(row.id), { row, teamIds: [], images: [], games: [] });
    if (item.table.name === 'field_teams') entry(Number(row.field_id))?.teamIds.push(Number(row.team_id));
    if (item.table.name === 'field_images') {
      entry(Number(row.field_id))?.images.push({ imageId: Number(row.image_id), position: Number(row.position) });
    }
    if (item.table.name === 'games' && row.field_id !== null) {
      entry(Number(row.field_id))?.games.push({ id: Number(row.id), homeTeamId: Number(row.home_team_id), awayTeamId: Number(row.away_team_id) });
    }
  }
  const wanted = new Set([...fields.values()].flatMap((f) => f.images.map((i) => i.imageId)));
  const images = new Map<number, Row>();
  if (wanted.size > 0) {
    for await (const item of entriesOfBackup(ctx, date)) {
      if (item.kind !== 'row') continue;
      if (tableIndex(item.table) > tableIndex('images')) break;
      if (item.table.name === 'images' && wanted.has(Number(item.row.id))) images.set(Number(item.row.id), item.row);
    }
  }
  return { fields, images };
}

async function currentState(db: Kysely<Database>, fieldId: number) {
  const [field] = await fieldRows(db, [fieldId]);
  if (!field) return null;
  const teams = await teamsOfFields(db, [fieldId], 'all');
  const images = await imagesOfFields(db, [fieldId]);
  return { field, teamIds: teams.map((t) => t.id).sort((a, b) => a - b), images: images.map((i) => ({ id: i.imageId, hash: i.hash })) };
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

interface PhotoInBackup {
  /** The hash the backup gives the photo. */
  named: string;
  image: ProcessedImage;
}

/** Every photo of the chosen fields, checked and re-encoded as uploads are, before anything is written. */
async function reencodePhotos(ctx: AppContext, date: string, images: Map<number, Row>): Promise<Map<number, PhotoInBackup>> {
  const imagesTable = backedUpTable('images');
  if (!imagesTable) throw new Error('images are not backed up');
  const photos = new Map<number, PhotoInBackup>();
  for (const [id, stored] of images) {
    const refuse = (reason: string) => invalid(`The backup of ${date} cannot be restored: its photo ${id} ${reason}. Nothing was restored.`);
    const image = await reencodeBackupImage(decodeRow(imagesTable, stored, ctx.handle.engine), refuse);
    photos.set(id, { named: String(stored.hash), image });
  }
  return photos;
}

/**
 * The stored image for a photo of the backup: the one the backup names when it is still here (its
 * bytes were made here, so a restore does not re-encode a photo again), otherwise the re-encoded one.
 */
async function imageFor(db: Kysely<Database>, photo: PhotoInBackup, now: Date): Promise<{ id: number; hash: string }> {
  const existing = await findImageIdByHash(db, photo.named);
  if (existing) return existing;
  await storeImage(db, photo.image, now);
  const stored = await findImageIdByHash(db, photo.image.hash);
  if (!stored) throw new Error(`photo ${photo.image.hash} was not stored`);
  return stored;
}

/** The chosen fields of the backup; a field it does not hold refuses the whole request. */
async function chosenFields(ctx: AppContext, date: string, fieldIds: number[]) {
  const found = await readFields(ctx, date, new Set(fieldIds));
  const missing = fieldIds.filter((id) => !found.fields.has(id));
  if (missing.length > 0) {
    throw invalid(`The backup of ${date} does not hold field${missing.length === 1 ? '' : 's'} ${missing.join(', ')}.`);
  }
  return found;
}

/** What restoring these fields would change, in numbers. Writes nothing. */
export async function previewFieldRestore(ctx: AppContext, date: string, fieldIds: number[]): Promise<RestorePreview> {
  const { fields } = await chosenFields(ctx, date, fieldIds);
  const { db } = ctx.handle;
  const existing = await fieldRows(db, fieldIds);
  let gamesGivenField = 0;
  let gamesFieldBusy = 0;
  for (const [id, saved] of fields) {
    const { taking, busy } = await gamesTakingFieldBack(db, id, saved.games);
    gamesGivenField += taking.length;
    gamesFieldBusy += busy.length;
  }
  return { fieldsOverwritten: existing.length, fieldsRecreated: fieldIds.length - existing.length, gamesGivenField, gamesFieldBusy };
}

/**
 * Puts the chosen fields back as the backup holds them: name, address, instructions, notes,
 * division, teams and photos. A field deleted since is created again with its own id. Teams and a
 * division deleted since are left out. Games that had the field when the backup was taken and have
 * none now get it back (games/field-return.ts says which). Everything else in the league stays as
 * it is now. Photos are re-encoded as uploads are, and a photo that is not an image refuses the
 * whole restore. One transaction; one audit row per field.
 */
export async function restoreFields(ctx: AppContext, actor: Actor, date: string, fieldIds: number[]): Promise<RestoreResult> {
  const { fields, images } = await chosenFields(ctx, date, fieldIds);
  const photos = await reencodePhotos(ctx, date, images);
  const now = ctx.now();
  return write(ctx, ['fields', 'games'], async (trx) => {
    let gamesGivenField = 0;
    for (const id of fieldIds) {
      const saved = fields.get(id);
      if (!saved) continue;
      const before = await currentState(trx, id);
      const divisionId = saved.row.division_id === null ? null : Number(saved.row.division_id);
      const division = divisionId === null ? undefined : await findDivision(trx, divisionId);
      const values = {
        name: String(saved.row.name),
        address: String(saved.row.address),
        special_instructions: textOrNull(saved.row.special_instructions),
        notes: textOrNull(saved.row.notes),
        division_id: division ? division.id : null,
        updated_at: now.toISOString(),
      };
      if (before) {
        await updateFieldRow(trx, id, values);
      } else {
        await insertField(trx, { id, ...values, created_at: String(saved.row.created_at) });
        await advanceIdSequence(trx, ctx.handle.engine, 'fields');
      }

      // Teams deleted since are left out.
      const teamIds = [...(await existingTeamIds(trx, saved.teamIds))].sort((a, b) => a - b);
      await replaceFieldTeams(trx, id, teamIds, 'all');

      const restoredImages: { id: number; hash: string }[] = [];
      for (const link of [...saved.images].sort((a, b) => a.position - b.position)) {
        const photo = photos.get(link.imageId);
        if (photo) restoredImages.push(await imageFor(trx, photo, now));
      }
      await replaceFieldImages(
        trx,
        id,
        restoredImages.map((i) => i.id),
      );
      // Images no field shows any more are deleted, as when a field loses them through an edit.
      await removeUnreferencedImages(trx, before?.images.map((i) => i.id) ?? []);
      const gameIds = await returnFieldToGames(trx, ctx.handle.engine, id, saved.games, now);
      gamesGivenField += gameIds.length;

      await recordAudit(
        trx,
        actor,
        {
          action: 'field.restore',
          entity: 'field',
          entityId: id,
          before: before && { ...before.field, teamIds: before.teamIds, images: before.images.map((i) => i.hash) },
          after: { id, ...values, teamIds, images: restoredImages.map((i) => i.hash), backup: date, gamesGivenField: gameIds },
        },
        now,
      );
    }
    return { restoredFields: fieldIds.length, gamesGivenField };
  });
}
