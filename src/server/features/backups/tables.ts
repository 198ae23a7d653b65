import type { Database } from '../../db/schema';

export type TableName = keyof Database;

export interface BackedUpTable {
  name: TableName;
  /** Columns that define a stable row order (the primary key). */
  orderBy: string[];
  /** 0/1 on SQLite, booleans on PostgreSQL: written as JSON true/false. */
  booleans?: string[];
  /** Binary columns: written as base64 text. */
  bytes?: string[];
  /** Rows read per query; small for tables that carry image bytes. */
  pageSize?: number;
}

/**
 * Every table a backup holds, in an order where each table comes after the tables it refers to,
 * so a restore can insert them one after another.
 */
export const BACKED_UP_TABLES: readonly BackedUpTable[] = [
  { name: 'users', orderBy: ['id'], booleans: ['must_change_password'] },
  { name: 'mail_opt_outs', orderBy: ['user_id', 'kind'] },
  { name: 'seasons', orderBy: ['id'], booleans: ['is_current'] },
  { name: 'divisions', orderBy: ['id'] },
  { name: 'teams', orderBy: ['id'] },
  { name: 'team_staff', orderBy: ['id'] },
  { name: 'fields', orderBy: ['id'] },
  { name: 'field_teams', orderBy: ['field_id', 'team_id'] },
  { name: 'images', orderBy: ['id'], bytes: ['bytes'], pageSize: 10 },
  { name: 'field_images', orderBy: ['field_id', 'image_id'] },
  { name: 'games', orderBy: ['id'], booleans: ['date_tbd', 'time_tbd'] },
  { name: 'score_reports', orderBy: ['id'] },
  { name: 'score_reminders', orderBy: ['game_id', 'side', 'scheduled_time'] },
  { name: 'team_availability', orderBy: ['id'], booleans: ['can_play_home', 'can_play_away'] },
  { name: 'availability_notes', orderBy: ['team_id'] },
  { name: 'playoff_formats', orderBy: ['id'] },
  { name: 'announcements', orderBy: ['id'], booleans: ['mail', 'showing'] },
  { name: 'settings', orderBy: ['key'] },
  { name: 'audit_log', orderBy: ['id'] },
];

/**
 * Tables a backup leaves out, and why: they describe the running installation, not the league, or
 * hold live ways into accounts that a file copied around must not carry. A restored league starts
 * with nobody signed in, no sign-in or reset link open, no throttled sign-ins, no job running, and
 * the backup list of the installation it is restored on. Backups taken before a table was left out
 * still restore: its rows are passed over.
 */
export const LEFT_OUT_TABLES: Readonly<Partial<Record<TableName, string>>> = {
  sessions: 'sign-ins belong to the installation; everyone signs in again after a restore',
  rate_limits: 'sign-in throttling counters expire within minutes',
  job_leases: 'which process runs a scheduled job right now',
  backups: 'the list of backup files in this installation’s BACKUP_DIR',
  data_versions: 'cache versions of the running processes',
  cache_peers: 'which server processes are running right now',
  magic_links: 'open sign-in links; coaches get new ones after a restore',
  password_resets: 'open password reset links',
  mail_outbox: 'mail waiting to be sent, sign-in and reset links in it',
  notification_events: 'changes waiting to be mailed; mail about them belongs to the installation that made them',
};

export function backedUpTable(name: string): BackedUpTable | undefined {
  return BACKED_UP_TABLES.find((t) => t.name === name);
}

/** Position of a table in backup order. */
export function tableIndex(table: BackedUpTable | TableName): number {
  const name = typeof table === 'string' ? table : table.name;
  return BACKED_UP_TABLES.findIndex((t) => t.name === name);
}
