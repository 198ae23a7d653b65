import { formatLeague } from '../../../../shared/league-time';

/** The kinds of record an audit entry can name by id and the client can name in words. */
export type RecordKind = 'team' | 'field' | 'division' | 'coach';

/** How an audit entry reads: the name of a record the client knows, and the league's time zone. */
export interface AuditReading {
  /** Undefined when the record no longer exists (or its list is not loaded): the id is shown. */
  nameOf: (kind: RecordKind, id: number) => string | undefined;
  timeZone: string;
}

export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** What the words before 'id' in a key or an entity name refer to. */
const KINDS: Record<string, RecordKind> = { team: 'team', field: 'field', division: 'division', coach: 'coach', user: 'coach' };

/** The records an entry is about: a playoff format is its division's, a user named as a coach. */
const ENTITY_KINDS: Record<string, RecordKind> = { ...KINDS, playoff_format: 'division' };

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/** A camelCase or snake_case key in plain words: 'homeTeamId' is 'home team id', 'date_tbd' 'date TBD'. */
export function plainWords(key: string): string {
  return key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/_+/g, ' ')
    .toLowerCase()
    .replace(/\btbd\b/g, 'TBD');
}

/** A key that names records by id ('homeTeamId', 'teamIds'): its label ('home team', 'teams') and their kind. */
function reference(key: string): { label: string; kind: RecordKind } | undefined {
  const words = plainWords(key).split(' ');
  const last = words.at(-1);
  const kind = KINDS[words.at(-2) ?? ''];
  if (!kind || (last !== 'id' && last !== 'ids')) return undefined;
  return { label: words.slice(0, -1).join(' ') + (last === 'ids' ? 's' : ''), kind };
}

/** A record named in passing ({ id, name, divisionId }): read as its name. */
function isReference(value: Record<string, unknown>): boolean {
  return (
    typeof value.name === 'string' &&
    Object.entries(value).every(([key, v]) => key === 'name' || key === 'id' || key.endsWith('Id') || (isRecord(v) && isReference(v)))
  );
}

/** A nested record's fields in plain words, without its own id or ids its named parts repeat. */
function readableRecord(value: Record<string, unknown>, reading: AuditReading): string {
  if (isReference(value)) return value.name as string;
  return Object.entries(value)
    .filter(([key]) => key !== 'id' && !(key.endsWith('Id') && key.slice(0, -2) in value))
    .map(([key, v]) => {
      const ref = reference(key);
      return `${ref?.label ?? plainWords(key)}: ${readable(v, reading, ref?.kind)}`;
    })
    .join(', ');
}

function readable(value: unknown, reading: AuditReading, kind?: RecordKind): string {
  if (value === null || value === undefined) return 'none';
  if (kind && typeof value === 'number') return reading.nameOf(kind, value) ?? `#${value}`;
  if (Array.isArray(value)) return value.map((v) => readable(v, reading, kind)).join(value.some(isRecord) ? '; ' : ', ') || 'none';
  if (isRecord(value)) return readableRecord(value, reading);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatLeague(value, reading.timeZone, 'EEE, MMM d, yyyy h:mm a') : value;
  return JSON.stringify(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What an audited change did, field by field, in plain words: for an update the fields whose
 * value differs, for a creation every field it was given (before null), for a deletion every
 * field it had (after null). Ids of teams, fields, divisions and coaches read as their names,
 * nested records as their fields in plain words. Values that are not objects are shown whole
 * under 'value'.
 */
export function fieldChanges(before: unknown, after: unknown, reading: AuditReading): FieldChange[] {
  if (before === null && after === null) return [];
  if (!isRecord(before) && !isRecord(after)) {
    return [{ field: 'value', before: before === null ? null : readable(before, reading), after: after === null ? null : readable(after, reading) }];
  }
  const old = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return keys
    .filter((key) => !same(old[key], now[key]))
    .map((key) => {
      const ref = reference(key);
      return {
        field: ref?.label ?? plainWords(key),
        before: key in old && before !== null ? readable(old[key], reading, ref?.kind) : null,
        after: key in now && after !== null ? readable(now[key], reading, ref?.kind) : null,
      };
    });
}

/** The record an entry is about: 'team: Highland Falcons', or 'game #12' when it has no name. */
export function recordLabel(entity: string, entityId: string | null, reading: AuditReading): string {
  const what = plainWords(entity);
  if (entityId === null) return what;
  if (!/^\d+$/.test(entityId)) return `${what}: ${/^[a-z_]+$/.test(entityId) ? plainWords(entityId) : entityId}`;
  const kind = ENTITY_KINDS[entity];
  const name = kind && reading.nameOf(kind, Number(entityId));
  return name ? `${what}: ${name}` : `${what} #${entityId}`;
}
