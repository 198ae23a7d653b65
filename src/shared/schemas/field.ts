import { z } from 'zod';

export const fieldTeam = z.object({
  id: z.number(),
  name: z.string(),
  divisionId: z.number(),
  division: z.object({ id: z.number(), name: z.string() }),
});

/** A field (ball park). `image_url` is the spec's comma-joined list of image paths, or null. */
export const field = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  notes: z.string().nullable(),
  specialInstructions: z.string().nullable(),
  divisionId: z.number().nullable(),
  image_url: z.string().nullable(),
  teams: z.array(fieldTeam),
});
export type Field = z.infer<typeof field>;

export function imageUrls(field: Pick<Field, 'image_url'>): string[] {
  return (field.image_url ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter((u) => u.length > 0);
}

export const FIELD_MESSAGES = {
  nameRequired: 'Field name is required',
  addressRequired: 'Field address is required',
  divisionRequired: 'Division is required',
  teamRequired: 'At least one team must be selected',
} as const;

/** Optional text: blank is stored as nothing. */
const optionalText = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .max(max, { message: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null));

const teamIds = z.array(z.number().int().positive(), { message: 'teamIds must be a list of team ids' }).max(200, { message: 'Too many teams' });

/**
 * The field form and POST/PATCH /api/fields. `image_url` is the comma-joined list of uploaded
 * image urls (or null); `divisionId` is the administrator's choice of division.
 */
export const fieldInput = z.object({
  name: z
    .string({ message: FIELD_MESSAGES.nameRequired })
    .trim()
    .min(1, { message: FIELD_MESSAGES.nameRequired })
    .max(120, { message: 'Field name must be at most 120 characters' }),
  address: z
    .string({ message: FIELD_MESSAGES.addressRequired })
    .trim()
    .min(1, { message: FIELD_MESSAGES.addressRequired })
    .max(300, { message: 'Field address must be at most 300 characters' }),
  specialInstructions: optionalText('Special instructions', 2000),
  notes: optionalText('Notes', 2000),
  teamIds: teamIds.default([]),
  image_url: z.string({ message: 'image_url must be text or null' }).max(4000, { message: 'Too many images' }).nullish(),
  divisionId: z.number({ message: FIELD_MESSAGES.divisionRequired }).int().positive().nullish(),
});
export type FieldInput = z.input<typeof fieldInput>;
export type FieldChange = z.output<typeof fieldInput>;

/** The coach's form: at least one of the coach's own teams. */
export const coachFieldForm = fieldInput.extend({
  teamIds: teamIds.min(1, { message: FIELD_MESSAGES.teamRequired }),
});

/** The administrator's form: a division and at least one team. */
export const adminFieldForm = coachFieldForm.extend({
  divisionId: z.number({ message: FIELD_MESSAGES.divisionRequired }).int().positive({ message: FIELD_MESSAGES.divisionRequired }),
});

/** POST /api/upload: where the stored photo is served. */
export const uploadedPhoto = z.object({ url: z.string() });

/** Most images one field keeps. */
export const MAX_FIELD_IMAGES = 10;

/** A list of `field`, as the API answers it. */
export const fieldList = z.array(field);

/** GET /api/fields/{id}/delete-preview: the games that would lose the field (and become TBD), and its photos. */
export const fieldDeletePreview = z.object({ games: z.number(), scheduledGames: z.number(), photos: z.number() });
export type FieldDeletePreview = z.infer<typeof fieldDeletePreview>;
