import { imageUrls, type Field, type FieldInput } from '../../../shared/schemas/field';

export interface FieldTeam {
  id: number;
  name: string;
  divisionName: string;
}

/** The field form's values: what POST/PATCH /api/fields takes, with the photos as a list. */
export interface FieldFormValues {
  name: string;
  address: string;
  specialInstructions: string;
  notes: string;
  teamIds: number[];
  divisionId: number | null;
  photos: string[];
}

export function formValuesOf(field: Field | null, defaults: { divisionId: number | null; teamIds: number[] }): FieldFormValues {
  if (!field) {
    return { name: '', address: '', specialInstructions: '', notes: '', photos: [], ...defaults };
  }
  return {
    name: field.name,
    address: field.address,
    specialInstructions: field.specialInstructions ?? '',
    notes: field.notes ?? '',
    teamIds: field.teams.map((t) => t.id),
    divisionId: field.divisionId ?? defaults.divisionId,
    photos: imageUrls(field),
  };
}

export function fieldInputOf(values: FieldFormValues): FieldInput {
  return {
    name: values.name,
    address: values.address,
    specialInstructions: values.specialInstructions,
    notes: values.notes,
    teamIds: values.teamIds,
    divisionId: values.divisionId,
    image_url: values.photos.length > 0 ? values.photos.join(',') : null,
  };
}
