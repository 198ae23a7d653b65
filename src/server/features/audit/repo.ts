import type { Insertable, Kysely } from 'kysely';
import { batches } from '../../db/batches';
import type { AuditLogTable, Database } from '../../db/schema';
import { ADMIN_ONLY_ACTIONS, ADMIN_ONLY_ENTITIES } from './admin-only';

export interface AuditFilter {
  /** Whether the reader sees the administrator-only records (see admin-only.ts). */
  withAdminOnly: boolean;
  actorId?: number | undefined;
  entity?: string | undefined;
  action?: string | undefined;
  /** UTC bounds: from inclusive, until exclusive. */
  from?: string | undefined;
  until?: string | undefined;
}

/** The rows a reader may see: without the administrator-only records unless `withAdminOnly`. */
function readable(db: Kysely<Database>, withAdminOnly: boolean) {
  const all = db.selectFrom('audit_log');
  if (withAdminOnly) return all;
  return all.where('audit_log.entity', 'not in', ADMIN_ONLY_ENTITIES).where('audit_log.action', 'not in', ADMIN_ONLY_ACTIONS);
}

function filtered(db: Kysely<Database>, filter: AuditFilter) {
  let query = readable(db, filter.withAdminOnly);
  if (filter.actorId !== undefined) {
    const id = filter.actorId;
    // Who did it: the signed-in user, or the administrator acting as them.
    query = query.where((eb) => eb.or([eb('audit_log.actor_user_id', '=', id), eb('audit_log.impersonator_user_id', '=', id)]));
  }
  if (filter.entity !== undefined) query = query.where('audit_log.entity', '=', filter.entity);
  if (filter.action !== undefined) query = query.where('audit_log.action', '=', filter.action);
  if (filter.from !== undefined) query = query.where('audit_log.at', '>=', filter.from);
  if (filter.until !== undefined) query = query.where('audit_log.at', '<', filter.until);
  return query;
}

export async function countAudit(db: Kysely<Database>, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function auditRows(db: Kysely<Database>, filter: AuditFilter, offset: number, limit: number) {
  return filtered(db, filter)
    .leftJoin('users as actor', 'actor.id', 'audit_log.actor_user_id')
    .leftJoin('users as impersonator', 'impersonator.id', 'audit_log.impersonator_user_id')
    .select([
      'audit_log.id',
      'audit_log.at',
      'audit_log.actor_user_id',
      'audit_log.impersonator_user_id',
      'audit_log.action',
      'audit_log.entity',
      'audit_log.entity_id',
      'audit_log.before_state',
      'audit_log.after_state',
      'actor.name as actor_name',
      'impersonator.name as impersonator_name',
    ])
    .orderBy('audit_log.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function distinctValues(db: Kysely<Database>, column: 'entity' | 'action', withAdminOnly: boolean): Promise<string[]> {
  const rows = await readable(db, withAdminOnly).select(column).distinct().orderBy(column).execute();
  return rows.map((r) => r[column]);
}

/** Everyone who appears in the log, as actor or as impersonating administrator. */
export async function auditPeople(db: Kysely<Database>, withAdminOnly: boolean) {
  const actors = readable(db, withAdminOnly).select('actor_user_id as id').where('actor_user_id', 'is not', null);
  const impersonators = readable(db, withAdminOnly).select('impersonator_user_id as id').where('impersonator_user_id', 'is not', null);
  const ids = await actors.union(impersonators).execute();
  const list = ids.map((r) => r.id).filter((id): id is number => id !== null);
  if (list.length === 0) return [];
  const users = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', list).execute();
  const names = new Map(users.map((u) => [u.id, u.name]));
  return list.map((id) => ({ id, name: names.get(id) ?? null })).sort((a, b) => (a.name ?? '\uffff').localeCompare(b.name ?? '\uffff') || a.id - b.id);
}

/** Adds audit_log rows, a statement per batch of rows. */
export async function insertAuditRecords(db: Kysely<Database>, records: readonly Insertable<AuditLogTable>[]): Promise<void> {
  for (const batch of batches(records)) await db.insertInto('audit_log').values(batch).execute();
}
