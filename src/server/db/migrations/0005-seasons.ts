import { sql, type Kysely } from 'kysely';
import { seasonWeeks, springCalendar } from '../../../shared/season';
import type { Engine } from '../connect';

/** The season year a league stored before seasons were rows, or the year the product was made for. */
async function legacySeasonYear(db: Kysely<unknown>): Promise<number | undefined> {
  const stored = await sql<{ value: string }>`select value from settings where key = 'season'`.execute(db);
  const value = stored.rows[0]?.value;
  const year = value === undefined ? undefined : (JSON.parse(value) as { year?: unknown }).year;
  if (typeof year === 'number' && Number.isInteger(year)) return year;
  const divisions = await sql<{ n: number }>`select count(*) as n from divisions`.execute(db);
  return Number(divisions.rows[0]?.n ?? 0) > 0 ? 2025 : undefined;
}

/**
 * Seasons become rows: divisions (and through them teams, staff, games, availability and playoff
 * formats) belong to one, and a division's name is unique within its season. A league that already
 * has divisions (or a stored season year) gets its season, current, with the calendar it had: the
 * spring calendar of that year in the league's time zone. An empty league gets its first season at
 * start (features/seasons/first-season.ts). The spring calendar is imported, not copied: a later
 * change to it would change what this migration writes, so it is kept as the 2025 season's shape.
 */
export function seasonsMigration(engine: Engine, leagueTimeZone: string) {
  const pg = engine === 'postgres';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const migrate = async (trx: Kysely<unknown>) => {
        await trx.schema
          .createTable('seasons')
          .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn('name', 'text', (c) => c.notNull().unique())
          .addColumn('calendar', 'text', (c) => c.notNull())
          .addColumn('first_day', 'text', (c) => c.notNull())
          .addColumn('last_day', 'text', (c) => c.notNull())
          .addColumn('is_current', pg ? 'boolean' : 'integer', (c) => c.notNull().defaultTo(pg ? sql`false` : sql`0`))
          .addColumn('archived_at', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await sql`create unique index seasons_one_current on seasons (is_current) where ${pg ? sql`is_current` : sql`is_current = 1`}`.execute(trx);

        const year = await legacySeasonYear(trx);
        let seasonId: number | null = null;
        if (year !== undefined) {
          const calendar = springCalendar(year, leagueTimeZone);
          const lastDay = seasonWeeks(calendar).at(-1)?.end ?? calendar.firstDay;
          const at = new Date().toISOString();
          const inserted = await sql<{ id: number }>`
            insert into seasons (name, calendar, first_day, last_day, is_current, created_at, updated_at)
            values (${String(year)}, ${JSON.stringify(calendar)}, ${calendar.firstDay}, ${lastDay}, ${pg ? sql`true` : sql`1`}, ${at}, ${at})
            returning id`.execute(trx);
          seasonId = inserted.rows[0]?.id ?? null;
        }
        await sql`delete from settings where key = 'season'`.execute(trx);

        if (pg) {
          await sql`alter table divisions add column season_id integer references seasons (id) on delete restrict`.execute(trx);
          await sql`update divisions set season_id = ${seasonId}`.execute(trx);
          await sql`alter table divisions alter column season_id set not null`.execute(trx);
          await sql`alter table divisions drop constraint divisions_name_key`.execute(trx);
          await sql`alter table divisions add constraint divisions_season_name unique (season_id, name)`.execute(trx);
        } else {
          // SQLite cannot drop a column's unique constraint: the table is made again (its id kept),
          // as SQLite's documentation describes, with foreign keys off until it is in place.
          await sql`create table divisions_with_season (
            id integer primary key autoincrement,
            season_id integer not null references seasons (id) on delete restrict,
            name text not null,
            position integer not null default 0,
            fixed_seed_team_ids text,
            constraint divisions_season_name unique (season_id, name))`.execute(trx);
          await sql`insert into divisions_with_season (id, season_id, name, position, fixed_seed_team_ids)
            select id, ${seasonId}, name, position, fixed_seed_team_ids from divisions`.execute(trx);
          await sql`drop table divisions`.execute(trx);
          await sql`alter table divisions_with_season rename to divisions`.execute(trx);
          const broken = await sql`pragma foreign_key_check`.execute(trx);
          if (broken.rows.length > 0) throw new Error(`Seasons migration: ${broken.rows.length} rows refer to missing rows`);
        }
        await trx.schema.createIndex('divisions_season_id').on('divisions').column('season_id').execute();
      };
      if (pg) {
        await migrate(db);
        return;
      }
      await sql`pragma foreign_keys = off`.execute(db);
      try {
        await db.transaction().execute(migrate);
      } finally {
        await sql`pragma foreign_keys = on`.execute(db);
      }
    },
  };
}
