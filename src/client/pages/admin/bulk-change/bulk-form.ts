import type { BulkPreviewBody } from '../../../../shared/schemas/bulk-change';

export type BulkKind = 'move' | 'rescheduling' | 'cancel';

/** The screen's choices as its inputs hold them. */
export interface BulkForm {
  date: string;
  fieldIds: string[];
  divisionIds: string[];
  from: string | null;
  to: string | null;
  kind: BulkKind;
  toDate: string;
  shiftMinutes: number | string;
  fromField: string | null;
  toField: string | null;
}

export const EMPTY_FORM: BulkForm = {
  date: '',
  fieldIds: [],
  divisionIds: [],
  from: null,
  to: null,
  kind: 'move',
  toDate: '',
  shiftMinutes: 0,
  fromField: null,
  toField: null,
};

const ids = (values: string[]) => (values.length > 0 ? values.map(Number) : undefined);

/** The body of the preview (and, with the games shown, of the change) for these choices. */
export function bodyOf(form: BulkForm): BulkPreviewBody {
  const selection = {
    date: form.date,
    fieldIds: ids(form.fieldIds),
    divisionIds: ids(form.divisionIds),
    from: form.from ?? undefined,
    to: form.to ?? undefined,
  };
  if (form.kind !== 'move') return { selection, action: { kind: form.kind } };
  const shift = Number(form.shiftMinutes) || 0;
  return {
    selection,
    action: {
      kind: 'move',
      toDate: form.toDate || undefined,
      shiftMinutes: shift === 0 ? undefined : shift,
      fields: form.fromField && form.toField ? [{ from: Number(form.fromField), to: Number(form.toField) }] : undefined,
    },
  };
}

/** What the confirmation and the result call the change. */
export const ACTION_WORDS: Record<BulkKind, { verb: string; done: string }> = {
  move: { verb: 'Move', done: 'moved' },
  rescheduling: { verb: 'Set to rescheduling', done: 'set to rescheduling' },
  cancel: { verb: 'Cancel', done: 'cancelled' },
};
