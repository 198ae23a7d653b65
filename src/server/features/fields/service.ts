import type { Kysely } from 'kysely';
import type { Field } from '../../../shared/schemas/field';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { findTeam, requireDivision } from '../divisions/service';
import type { SeasonRef } from '../seasons/service';
import { imagePath } from '../uploads/image-service';
import { fieldRows, imagesOfFields, teamsOfFields } from './repo';

export interface FieldFilter {
  divisionId?: number | undefined;
  teamId?: number | undefined;
  /** The game field picker: with a division, fields without teams are offered too. */
  selector?: boolean | undefined;
}

/**
 * Fields with their teams of a season (the current one unless another is named) and their images:
 * all of them, or those with the given ids.
 */
async function loadFields(db: Kysely<Database>, ids?: number[], season: SeasonRef = 'current'): Promise<Field[]> {
  const [fields, teams, images] = await Promise.all([fieldRows(db, ids), teamsOfFields(db, ids, season), imagesOfFields(db, ids)]);
  return fields.map((f) => {
    const urls = images.filter((i) => i.fieldId === f.id).map((i) => imagePath(i.hash, i.extension));
    return {
      id: f.id,
      name: f.name,
      address: f.address,
      notes: f.notes,
      specialInstructions: f.special_instructions,
      divisionId: f.division_id,
      image_url: urls.length > 0 ? urls.join(',') : null,
      teams: teams
        .filter((t) => t.fieldId === f.id)
        .map((t) => ({ id: t.id, name: t.name, divisionId: t.divisionId, division: { id: t.divisionId, name: t.divisionName } })),
    };
  });
}

/** A division's fields: assigned to it or used by one of its teams. */
function servesDivision(field: Field, divisionId: number): boolean {
  return field.divisionId === divisionId || field.teams.some((t) => t.divisionId === divisionId);
}

/**
 * The game field picker's choice for a division (admin mode): the division's fields and the
 * fields no team has claimed yet.
 */
function pickableForDivision(field: Field, divisionId: number): boolean {
  return field.teams.length === 0 || servesDivision(field, divisionId);
}

/**
 * Fields with their teams and images. A division's fields are those assigned to it or used by one
 * of its teams (for the picker, also those without teams); a team's fields (the game-field
 * picker) are those linked to that team.
 */
export async function listFields(db: Kysely<Database>, filter: FieldFilter = {}): Promise<Field[]> {
  const { divisionId, teamId, selector } = filter;
  // A team's or a division's fields are those of its own season, current or not (a season set up
  // before it becomes current is scheduled on them).
  let season: SeasonRef = 'current';
  if (divisionId !== undefined) season = (await requireDivision(db, divisionId)).season_id;
  else if (teamId !== undefined) season = (await findTeam(db, teamId))?.seasonId ?? 'current';
  return (await loadFields(db, undefined, season)).filter((f) => {
    if (teamId !== undefined && !f.teams.some((t) => t.id === teamId)) return false;
    if (divisionId !== undefined) return selector ? pickableForDivision(f, divisionId) : servesDivision(f, divisionId);
    return true;
  });
}

/** A field with its teams of a season (the current one unless another is named). */
export async function findField(db: Kysely<Database>, id: number, season: SeasonRef = 'current'): Promise<Field | undefined> {
  return (await loadFields(db, [id], season))[0];
}

export async function requireField(db: Kysely<Database>, id: number, season: SeasonRef = 'current'): Promise<Field> {
  const field = await findField(db, id, season);
  if (!field) throw notFound('Field not found');
  return field;
}

/** Whether a game whose home team is `teamId` may be played at the field (the coach's rule). */
export function isFieldOfTeam(field: Field, teamId: number): boolean {
  return field.teams.some((t) => t.id === teamId);
}

/** Whether an administrator may put a game of the division at the field (the picker's admin rule). */
export function isFieldForDivision(field: Field, divisionId: number): boolean {
  return pickableForDivision(field, divisionId);
}
