import { addDays, parseISO } from 'date-fns';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { localToUtcIso } from '../../../shared/league-time';
import { isoDate } from '../../../shared/season';
import type { UserRole } from '../../../shared/roles';
import type { AuditPage, AuditQuery } from '../../../shared/schemas/audit';
import type { Database } from '../../db/schema';
import { readsAdminOnlyRecords } from './admin-only';
import { auditPeople, auditRows, countAudit, distinctValues, insertAuditRecords, type AuditFilter } from './repo';
import { parseStored } from '../../db/stored-json';

/** Who did something: the signed-in user, and the administrator behind them while impersonating. */
export interface Actor {
  userId: number | null;
  impersonatorId: number | null;
}

export const SYSTEM: Actor = { userId: null, impersonatorId: null };

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: number | string | null;
  before?: unknown;
  after?: unknown;
}

/** Adds an audit_log row inside the caller's transaction, so the record and the change are one. */
export async function recordAudit(db: Kysely<Database>, actor: Actor, entry: AuditEntry, now: Date): Promise<void> {
  await recordAudits(db, actor, [entry], now);
}

/** Adds audit_log rows for several changes made together, a statement per batch of rows. */
export async function recordAudits(db: Kysely<Database>, actor: Actor, entries: readonly AuditEntry[], now: Date): Promise<void> {
  await insertAuditRecords(
    db,
    entries.map((entry) => ({
      at: now.toISOString(),
      actor_user_id: actor.userId,
      impersonator_user_id: actor.impersonatorId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      before_state: entry.before === undefined ? null : JSON.stringify(entry.before),
      after_state: entry.after === undefined ? null : JSON.stringify(entry.after),
    })),
  );
}

/** A state kept as written; the log shows it as it was, whatever its shape. */
function parseState(text: string | null): unknown {
  return text === null ? null : parseStored(z.json(), text);
}

/**
 * One page of the audit log as `reader` may read it (league operations: without the
 * administrator-only records), newest first, with what its filters can choose from. Dates are
 * league-local days; `to` includes its whole day.
 */
export async function listAuditLog(db: Kysely<Database>, reader: UserRole, query: AuditQuery, timeZone: string): Promise<AuditPage> {
  const filter: AuditFilter = {
    withAdminOnly: readsAdminOnlyRecords(reader),
    actorId: query.actorId,
    entity: query.entity,
    action: query.action,
    from: query.from === undefined ? undefined : localToUtcIso(query.from, '00:00', timeZone),
    until: query.to === undefined ? undefined : localToUtcIso(isoDate(addDays(parseISO(query.to), 1)), '00:00', timeZone),
  };
  const [total, rows, actors, entities, actions] = await Promise.all([
    countAudit(db, filter),
    auditRows(db, filter, (query.page - 1) * query.pageSize, query.pageSize),
    auditPeople(db, filter.withAdminOnly),
    distinctValues(db, 'entity', filter.withAdminOnly),
    distinctValues(db, 'action', filter.withAdminOnly),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at,
      actor: row.actor_user_id === null ? null : { id: row.actor_user_id, name: row.actor_name },
      impersonator: row.impersonator_user_id === null ? null : { id: row.impersonator_user_id, name: row.impersonator_name },
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      before: parseState(row.before_state),
      after: parseState(row.after_state),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    choices: { actors, entities, actions },
  };
}
