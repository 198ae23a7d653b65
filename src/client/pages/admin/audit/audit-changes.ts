export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

const show = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What an audited change did, field by field: for an update the fields whose value differs, for
 * a creation every field it was given (before null), for a deletion every field it had (after
 * null). Values that are not objects are shown whole under 'value'.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  if (before === null && after === null) return [];
  if (!isRecord(before) && !isRecord(after)) {
    return [{ field: 'value', before: before === null ? null : show(before), after: after === null ? null : show(after) }];
  }
  const old = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return fields
    .filter((field) => show(old[field]) !== show(now[field]))
    .map((field) => ({
      field,
      before: field in old && before !== null ? show(old[field]) : null,
      after: field in now && after !== null ? show(now[field]) : null,
    }));
}
