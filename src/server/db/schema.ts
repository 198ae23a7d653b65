import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { StaffRole, UserRole } from '../../shared/roles';
import type { Game, GameStatus, ScoreReport } from '../../shared/schemas/game';
import type { MailKind } from '../../shared/schemas/notifications';
import type { DataArea } from './write';

/** SQLite stores booleans as 0/1, PostgreSQL as booleans; repos map with `toBool`/`dbBool`. */
export type DbBool = ColumnType<number | boolean, number, number>;
/** Binary data: Buffer on both engines. */
export type DbBytes = ColumnType<Buffer, Buffer, Buffer>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string | null;
  password_hash: string | null;
  name: string;
  phone: string | null;
  role: UserRole;
  game_changer_team_name: string | null;
  must_change_password: DbBool;
  /** The account's own last sign-in (impersonation does not count); null: never since 0006. */
  last_signed_in_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** What the coach's private calendar link is derived from (with the server secret); null until first reset. */
  calendar_key: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  impersonator_user_id: number | null;
  impersonation_expires_at: string | null;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface SeasonsTable {
  id: Generated<number>;
  name: string;
  /** JSON: the season's calendar; read through `seasonCalendar`. */
  calendar: string;
  /** The first and last day of its weeks, kept beside the calendar for ordering. */
  first_day: string;
  last_day: string;
  /** Exactly one season is current once the league has any. */
  is_current: DbBool;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface DivisionsTable {
  id: Generated<number>;
  season_id: number;
  name: string;
  position: number;
  /** JSON array of team ids, best seed first, for a division with a fixed seed list (11U); read through `fixedSeedTeamIds`. */
  fixed_seed_team_ids: string | null;
}

export interface TeamsTable {
  id: Generated<number>;
  division_id: number;
  name: string;
}

export interface TeamStaffTable {
  id: Generated<number>;
  user_id: number;
  team_id: number;
  role: StaffRole;
}

export interface FieldsTable {
  id: Generated<number>;
  name: string;
  address: string;
  special_instructions: string | null;
  notes: string | null;
  division_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface FieldTeamsTable {
  field_id: number;
  team_id: number;
}

/** The forms a stored photo takes: uploads are re-encoded to one of these. */
export type ImageExtension = 'jpg' | 'png' | 'webp';
export type ImageContentType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface ImagesTable {
  id: Generated<number>;
  hash: string;
  content_type: ImageContentType;
  extension: ImageExtension;
  bytes: DbBytes;
  size: number;
  width: number;
  height: number;
  created_at: string;
}

export interface FieldImagesTable {
  field_id: number;
  image_id: number;
  position: number;
}

export interface GamesTable {
  id: Generated<number>;
  home_team_id: number;
  away_team_id: number;
  field_id: number | null;
  scheduled_time: string;
  date_tbd: DbBool;
  time_tbd: DbBool;
  status: GameStatus;
  phase: Game['phase'];
  home_score: number | null;
  away_score: number | null;
  /** The side that forfeited a game recorded as a forfeit. */
  forfeited_by: ColumnType<'home' | 'away' | null, 'home' | 'away' | null | undefined, 'home' | 'away' | null>;
  /** The SEQUENCE of the game's calendar event: moved on by the database at every change the event shows (migration 0007). */
  sequence: ColumnType<number, number | undefined, never>;
  /** The side whose lone report became the final score by the league's rule (docs/decisions/0051), while that score stands. */
  final_from_report: ColumnType<'home' | 'away' | null, 'home' | 'away' | null | undefined, 'home' | 'away' | null>;
  created_at: string;
  updated_at: string;
}

export interface ScoreReportsTable {
  id: Generated<number>;
  game_id: number;
  side: ScoreReport['side'];
  home_score: number;
  away_score: number;
  reported_by_user_id: number | null;
  reported_at: string;
}

export interface TeamAvailabilityTable {
  id: Generated<number>;
  team_id: number;
  date: string;
  can_play_home: DbBool;
  can_play_away: DbBool;
  /** JSON array of 'HH:mm'; read through the availability record's `homeStartTimes`. */
  home_start_times: string;
  away_earliest_start_time: string | null;
  away_latest_start_time: string | null;
  notes: string | null;
}

export interface AvailabilityNotesTable {
  team_id: number;
  general_notes: string | null;
  updated_at: string;
}

export interface PlayoffFormatsTable {
  id: Generated<number>;
  division_id: number;
  /** JSON: { pools, championship }; read through `storedPlayoffFormat`. */
  format: string;
  updated_at: string;
}

export interface SettingsTable {
  key: string;
  /** JSON, read through the schema of the key's value (`readSetting`). */
  value: string;
}

export interface MagicLinksTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** JSON object of the message's own headers (its List-Unsubscribe), or null. */
  headers: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  sent_at: string | null;
}

/** What a person is to be told of a change, until the digest job mails it (features/notifications). */
export interface NotificationEventsTable {
  id: Generated<number>;
  user_id: number;
  kind: MailKind;
  game_id: number | null;
  /** JSON: the notice, read through `storedNotice`. */
  notice: string;
  created_at: string;
}

/** A kind of mail a person turned off. */
export interface MailOptOutsTable {
  user_id: number;
  kind: MailKind;
  created_at: string;
}

/** A reminder sent to one side of a game for the game's time then. */
export interface ScoreRemindersTable {
  game_id: number;
  side: ScoreReport['side'];
  scheduled_time: string;
  sent_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor_user_id: number | null;
  impersonator_user_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  /** JSON or null. */
  before_state: string | null;
  after_state: string | null;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  title: string;
  text: string;
  /** None: the whole league. */
  division_id: number | null;
  starts_at: string;
  ends_at: string;
  mail: DbBool;
  mailed_at: string | null;
  /** Whether it shows now; kept by the announcements job (docs/decisions/0057). */
  showing: DbBool;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface JobLeasesTable {
  name: string;
  holder: string;
  leased_until: string;
  last_run_key: string | null;
}

export interface BackupsTable {
  id: Generated<number>;
  date: string;
  file_name: string;
  size: number;
  /** Every backup is of the whole database. */
  kind: 'database';
  format_version: number;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  hits: number;
  window_ends_at: string;
}

export interface DataVersionsTable {
  area: DataArea;
  version: number;
}

export interface CachePeersTable {
  peer: string;
  lease_until_ms: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  seasons: SeasonsTable;
  divisions: DivisionsTable;
  teams: TeamsTable;
  team_staff: TeamStaffTable;
  fields: FieldsTable;
  field_teams: FieldTeamsTable;
  images: ImagesTable;
  field_images: FieldImagesTable;
  games: GamesTable;
  score_reports: ScoreReportsTable;
  team_availability: TeamAvailabilityTable;
  availability_notes: AvailabilityNotesTable;
  playoff_formats: PlayoffFormatsTable;
  settings: SettingsTable;
  magic_links: MagicLinksTable;
  password_resets: PasswordResetsTable;
  mail_outbox: MailOutboxTable;
  audit_log: AuditLogTable;
  notification_events: NotificationEventsTable;
  mail_opt_outs: MailOptOutsTable;
  score_reminders: ScoreRemindersTable;
  announcements: AnnouncementsTable;
  job_leases: JobLeasesTable;
  backups: BackupsTable;
  rate_limits: RateLimitsTable;
  data_versions: DataVersionsTable;
  cache_peers: CachePeersTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type GameRow = Selectable<GamesTable>;

export function toBool(value: number | boolean): boolean {
  return value === true || value === 1;
}

export function dbBool(value: boolean): number {
  return value ? 1 : 0;
}
