import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Engine } from '../connect';

type Col = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/** Every table of the league, on either engine. */
export function initialMigration(engine: Engine) {
  const pg = engine === 'postgres';
  const idType = pg ? 'serial' : 'integer';
  const id: Col = (col) => (pg ? col.primaryKey() : col.primaryKey().autoIncrement());
  const bool = pg ? 'boolean' : 'integer';
  const bytes = pg ? 'bytea' : 'blob';
  const falseDefault = pg ? sql`false` : sql`0`;

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('users')
        .addColumn('id', idType, id)
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text', (c) => c.unique())
        .addColumn('password_hash', 'text')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('game_changer_team_name', 'text')
        .addColumn('must_change_password', bool, (c) => c.notNull().defaultTo(falseDefault))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('impersonator_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('impersonation_expires_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('divisions')
        .addColumn('id', idType, id)
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('fixed_seed_team_ids', 'text')
        .execute();

      await db.schema
        .createTable('teams')
        .addColumn('id', idType, id)
        .addColumn('division_id', 'integer', (c) => c.notNull().references('divisions.id').onDelete('restrict'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addUniqueConstraint('teams_division_name', ['division_id', 'name'])
        .execute();

      await db.schema
        .createTable('team_staff')
        .addColumn('id', idType, id)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
        .addColumn('role', 'text', (c) => c.notNull())
        .addUniqueConstraint('team_staff_user_team', ['user_id', 'team_id'])
        .execute();
      await db.schema.createIndex('team_staff_team_id').on('team_staff').column('team_id').execute();

      await db.schema
        .createTable('fields')
        .addColumn('id', idType, id)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('special_instructions', 'text')
        .addColumn('notes', 'text')
        .addColumn('division_id', 'integer', (c) => c.references('divisions.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('field_teams')
        .addColumn('field_id', 'integer', (c) => c.notNull().references('fields.id').onDelete('cascade'))
        .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('field_teams_pk', ['field_id', 'team_id'])
        .execute();
      await db.schema.createIndex('field_teams_team_id').on('field_teams').column('team_id').execute();

      await db.schema
        .createTable('images')
        .addColumn('id', idType, id)
        .addColumn('hash', 'text', (c) => c.notNull().unique())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('extension', 'text', (c) => c.notNull())
        .addColumn('bytes', bytes, (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('field_images')
        .addColumn('field_id', 'integer', (c) => c.notNull().references('fields.id').onDelete('cascade'))
        .addColumn('image_id', 'integer', (c) => c.notNull().references('images.id').onDelete('restrict'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('field_images_pk', ['field_id', 'image_id'])
        .execute();
      await db.schema.createIndex('field_images_image_id').on('field_images').column('image_id').execute();

      await db.schema
        .createTable('games')
        .addColumn('id', idType, id)
        .addColumn('home_team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('restrict'))
        .addColumn('away_team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('restrict'))
        .addColumn('field_id', 'integer', (c) => c.references('fields.id').onDelete('set null'))
        .addColumn('scheduled_time', 'text', (c) => c.notNull())
        .addColumn('date_tbd', bool, (c) => c.notNull().defaultTo(falseDefault))
        .addColumn('time_tbd', bool, (c) => c.notNull().defaultTo(falseDefault))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('phase', 'integer', (c) => c.notNull())
        .addColumn('home_score', 'integer')
        .addColumn('away_score', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint('games_distinct_teams', sql`home_team_id <> away_team_id`)
        .execute();
      await db.schema.createIndex('games_home_team_id').on('games').column('home_team_id').execute();
      await db.schema.createIndex('games_away_team_id').on('games').column('away_team_id').execute();
      await db.schema.createIndex('games_scheduled_time').on('games').column('scheduled_time').execute();
      await db.schema.createIndex('games_field_id').on('games').column('field_id').execute();

      await db.schema
        .createTable('score_reports')
        .addColumn('id', idType, id)
        .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
        .addColumn('side', 'text', (c) => c.notNull())
        .addColumn('home_score', 'integer', (c) => c.notNull())
        .addColumn('away_score', 'integer', (c) => c.notNull())
        .addColumn('reported_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('reported_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('score_reports_game_side', ['game_id', 'side'])
        .execute();

      await db.schema
        .createTable('team_availability')
        .addColumn('id', idType, id)
        .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('can_play_home', bool, (c) => c.notNull())
        .addColumn('can_play_away', bool, (c) => c.notNull())
        .addColumn('home_start_times', 'text', (c) => c.notNull())
        .addColumn('away_earliest_start_time', 'text')
        .addColumn('away_latest_start_time', 'text')
        .addColumn('notes', 'text')
        .addUniqueConstraint('team_availability_team_date', ['team_id', 'date'])
        .execute();

      await db.schema
        .createTable('availability_notes')
        .addColumn('team_id', 'integer', (c) => c.primaryKey().references('teams.id').onDelete('cascade'))
        .addColumn('general_notes', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('playoff_formats')
        .addColumn('id', idType, id)
        .addColumn('division_id', 'integer', (c) => c.notNull().unique().references('divisions.id').onDelete('cascade'))
        .addColumn('format', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('magic_links')
        .addColumn('id', idType, id)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('magic_links_user_id').on('magic_links').column('user_id').execute();

      await db.schema
        .createTable('password_resets')
        .addColumn('id', idType, id)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('password_resets_user_id').on('password_resets').column('user_id').execute();

      await db.schema
        .createTable('mail_outbox')
        .addColumn('id', idType, id)
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .execute();

      await db.schema
        .createTable('audit_log')
        .addColumn('id', idType, id)
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('actor_user_id', 'integer')
        .addColumn('impersonator_user_id', 'integer')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'text')
        .addColumn('before_state', 'text')
        .addColumn('after_state', 'text')
        .execute();
      await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();

      await db.schema
        .createTable('job_leases')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('holder', 'text', (c) => c.notNull())
        .addColumn('leased_until', 'text', (c) => c.notNull())
        .addColumn('last_run_key', 'text')
        .execute();

      await db.schema
        .createTable('backups')
        .addColumn('id', idType, id)
        .addColumn('date', 'text', (c) => c.notNull().unique())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('format_version', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addColumn('window_ends_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('data_versions')
        .addColumn('area', 'text', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull())
        .execute();
    },
  };
}
