import type { Kysely } from 'kysely';
import { FIELD_MESSAGES, imageUrls, MAX_FIELD_IMAGES, type Field, type FieldChange, type FieldDeletePreview } from '../../../shared/schemas/field';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { write } from '../../db/write';
import { forbidden, invalid, notFound } from '../../errors';
import { actorOf } from '../auth/service';
import type { Auth } from '../../auth';
import { recordAudit } from '../audit/service';
import { recordGameChanges } from '../notifications/service';
import { listTeams, requireDivision } from '../divisions/service';
import { imagesOfUrls, removeUnreferencedImages } from '../uploads/image-service';
import { fieldManager, requireManageable, type FieldManager } from './access-service';
import {
  deleteFieldRow,
  gameCountsOnField,
  imageIdsOfField,
  insertField,
  moveGamesOffField,
  replaceFieldImages,
  replaceFieldTeams,
  updateFieldRow,
} from './repo';
import { findField, requireField } from './service';

interface Placement {
  teamIds: number[];
  divisionId: number | null;
}

/**
 * The teams and division a field ends up with. League staff choose freely (a division and at
 * least one team). A coach links or unlinks only their own teams, keeps at least one of them,
 * and leaves other teams' links as they were; their field belongs to the division of their first
 * team unless it already has one.
 */
async function placementOf(trx: Kysely<Database>, manager: FieldManager, input: FieldChange, current: Field | null): Promise<Placement> {
  const requested = [...new Set(input.teamIds)];
  const teams = await listTeams(trx, 'current');
  const divisionOfTeam = new Map(teams.map((t) => [t.id, t.divisionId]));
  if (requested.some((id) => !divisionOfTeam.has(id))) throw notFound('Team not found');

  if (manager.staff) {
    if (input.divisionId === null || input.divisionId === undefined) throw invalid(FIELD_MESSAGES.divisionRequired);
    await requireDivision(trx, input.divisionId);
    if (requested.length === 0) throw invalid(FIELD_MESSAGES.teamRequired);
    return { teamIds: requested, divisionId: input.divisionId };
  }

  const linked = new Set((current?.teams ?? []).map((t) => t.id));
  const own = requested.filter((id) => manager.teamIds.has(id));
  if (requested.some((id) => !manager.teamIds.has(id) && !linked.has(id))) {
    throw forbidden('You can only link your own teams to a field');
  }
  if (own.length === 0) throw invalid(FIELD_MESSAGES.teamRequired);
  const othersKept = [...linked].filter((id) => !manager.teamIds.has(id));
  return {
    teamIds: [...own, ...othersKept],
    divisionId: current ? current.divisionId : (divisionOfTeam.get(own[0] ?? -1) ?? null),
  };
}

async function imageIdsOf(trx: Kysely<Database>, input: FieldChange): Promise<number[]> {
  const urls = [...new Set(imageUrls({ image_url: input.image_url ?? null }))];
  if (urls.length > MAX_FIELD_IMAGES) throw invalid(`A field can have at most ${MAX_FIELD_IMAGES} images`);
  return imagesOfUrls(trx, urls);
}

function fieldColumns(input: FieldChange) {
  return {
    name: input.name,
    address: input.address,
    special_instructions: input.specialInstructions,
    notes: input.notes,
  };
}

export async function createField(ctx: AppContext, auth: Auth, input: FieldChange): Promise<Field> {
  const manager = await fieldManager(ctx.handle.db, auth);
  const now = ctx.now();
  const id = await write(ctx, ['fields'], async (trx) => {
    const placement = await placementOf(trx, manager, input, null);
    const imageIds = await imageIdsOf(trx, input);
    const stamp = now.toISOString();
    const fieldId = await insertField(trx, { ...fieldColumns(input), division_id: placement.divisionId, created_at: stamp, updated_at: stamp });
    await replaceFieldTeams(trx, fieldId, placement.teamIds);
    await replaceFieldImages(trx, fieldId, imageIds);
    const after = await requireField(trx, fieldId);
    await recordAudit(trx, actorOf(auth), { action: 'field.create', entity: 'field', entityId: fieldId, after }, now);
    return fieldId;
  });
  return requireField(ctx.handle.db, id);
}

export async function updateField(ctx: AppContext, auth: Auth, fieldId: number, input: FieldChange): Promise<Field> {
  const manager = await fieldManager(ctx.handle.db, auth);
  const now = ctx.now();
  await write(ctx, ['fields'], async (trx) => {
    const before = await requireField(trx, fieldId);
    requireManageable(manager, before);
    const placement = await placementOf(trx, manager, input, before);
    const imageIds = await imageIdsOf(trx, input);
    const previousImages = await imageIdsOfField(trx, fieldId);
    await updateFieldRow(trx, fieldId, { ...fieldColumns(input), division_id: placement.divisionId, updated_at: now.toISOString() });
    await replaceFieldTeams(trx, fieldId, placement.teamIds);
    await replaceFieldImages(trx, fieldId, imageIds);
    await removeUnreferencedImages(trx, previousImages);
    const after = await requireField(trx, fieldId);
    await recordAudit(trx, actorOf(auth), { action: 'field.update', entity: 'field', entityId: fieldId, before, after }, now);
  });
  return requireField(ctx.handle.db, fieldId);
}

/** What deleting the field would change: its games become TBD, its photos go. Asked by whoever may delete it. */
export async function fieldDeletePreview(ctx: AppContext, auth: Auth, fieldId: number): Promise<FieldDeletePreview> {
  const { db } = ctx.handle;
  const manager = await fieldManager(db, auth);
  const field = await findField(db, fieldId);
  if (!field) throw notFound('Field not found');
  requireManageable(manager, field);
  const [counts, images] = await Promise.all([gameCountsOnField(db, fieldId), imageIdsOfField(db, fieldId)]);
  return { games: counts.games, scheduledGames: counts.scheduled, photos: images.length };
}

/** Deletes a field and the images only it used; its games keep their time and show the field as TBD. */
export async function deleteField(ctx: AppContext, auth: Auth, fieldId: number): Promise<void> {
  const manager = await fieldManager(ctx.handle.db, auth);
  const now = ctx.now();
  await write(ctx, ['fields', 'games'], async (trx) => {
    const before = await findField(trx, fieldId);
    if (!before) throw notFound('Field not found');
    requireManageable(manager, before);
    const images = await imageIdsOfField(trx, fieldId);
    // The games played there lose their field (TBD); the audit row names them, to put them back.
    const moved = await moveGamesOffField(trx, fieldId, now.toISOString());
    // Told while the field still has its name: the coaches read where their game was.
    await recordGameChanges(
      trx,
      moved.map((after) => ({ before: { ...after, field_id: fieldId }, after })),
      { now, actorUserId: auth.userId },
    );
    await deleteFieldRow(trx, fieldId);
    await removeUnreferencedImages(trx, images);
    const gamesMovedToTbd = moved.map((g) => g.id).sort((a, b) => a - b);
    await recordAudit(trx, actorOf(auth), { action: 'field.delete', entity: 'field', entityId: fieldId, before, after: { gamesMovedToTbd } }, now);
  });
}

/** Field rows as restoring a backup writes them back (features/backups/restore-fields.ts). */
export { fieldRows, imagesOfFields, insertField, replaceFieldImages, replaceFieldTeams, teamsOfFields, updateFieldRow } from './repo';
