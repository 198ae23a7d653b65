import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Engine } from '../connect';

/**
 * Calendar feeds (decision 0047). `games.sequence` is the SEQUENCE of the game's event: it moves on
 * with every change of what the event shows, and the database moves it, so that no write path can
 * forget to: a change of the game's own row (teams, field, time, status, phase, score, forfeit), a
 * renamed team or division, a field's new name, address or instructions, the season's calendar
 * (its clock and weeks) and the league's game length (the event's end). `users.calendar_key` is what a coach's private feed link is derived
 * from with the server secret; a new key is a new link, and the old one stops working.
 */

/** The game columns an event shows. */
const GAME_COLUMNS = [
  'home_team_id',
  'away_team_id',
  'field_id',
  'scheduled_time',
  'date_tbd',
  'time_tbd',
  'status',
  'phase',
  'home_score',
  'away_score',
  'forfeited_by',
];
const TEAM_COLUMNS = ['name', 'division_id'];
const FIELD_COLUMNS = ['name', 'address', 'special_instructions'];
const GAME_LENGTH_KEY = `'game_length'`;

const BUMP_TEAM_GAMES = 'update games set sequence = sequence + 1 where home_team_id = new.id or away_team_id = new.id';
const BUMP_DIVISION_GAMES =
  'update games set sequence = sequence + 1 where home_team_id in (select id from teams where division_id = new.id) or away_team_id in (select id from teams where division_id = new.id)';
const BUMP_FIELD_GAMES = 'update games set sequence = sequence + 1 where field_id = new.id';
const BUMP_SEASON_GAMES =
  'update games set sequence = sequence + 1 where home_team_id in (select teams.id from teams join divisions on divisions.id = teams.division_id where divisions.season_id = new.id)';
const BUMP_ALL_GAMES = 'update games set sequence = sequence + 1';

/** `old.a is not new.a or old.b is not new.b ...` (SQLite's null-safe comparison). */
const changedSqlite = (columns: string[]) => columns.map((c) => `old.${c} is not new.${c}`).join(' or ');
/** `(old.a, old.b) is distinct from (new.a, new.b)` (PostgreSQL's). */
const changedPostgres = (columns: string[]) => `(${columns.map((c) => `old.${c}`).join(', ')}) is distinct from (${columns.map((c) => `new.${c}`).join(', ')})`;

function sqliteTriggers(): RawBuilder<unknown>[] {
  // SQLite runs no trigger from inside its own update unless recursive triggers are on (they are not),
  // and `sequence` is not among the columns the games trigger watches.
  const after = (name: string, event: string, when: string, body: string) =>
    sql.raw(`create trigger ${name} after ${event} for each row when ${when} begin ${body}; end`);
  return [
    after(
      'games_sequence',
      `update of ${GAME_COLUMNS.join(', ')} on games`,
      changedSqlite(GAME_COLUMNS),
      'update games set sequence = old.sequence + 1 where id = new.id',
    ),
    after('teams_games_sequence', `update of ${TEAM_COLUMNS.join(', ')} on teams`, changedSqlite(TEAM_COLUMNS), BUMP_TEAM_GAMES),
    after('divisions_games_sequence', 'update of name on divisions', 'old.name is not new.name', BUMP_DIVISION_GAMES),
    after('fields_games_sequence', `update of ${FIELD_COLUMNS.join(', ')} on fields`, changedSqlite(FIELD_COLUMNS), BUMP_FIELD_GAMES),
    after('seasons_games_sequence', 'update of calendar on seasons', 'old.calendar is not new.calendar', BUMP_SEASON_GAMES),
    after('game_length_set_sequence', 'insert on settings', `new.key = ${GAME_LENGTH_KEY}`, BUMP_ALL_GAMES),
    after('game_length_changed_sequence', 'update on settings', `new.key = ${GAME_LENGTH_KEY} and old.value is not new.value`, BUMP_ALL_GAMES),
    after('game_length_removed_sequence', 'delete on settings', `old.key = ${GAME_LENGTH_KEY}`, BUMP_ALL_GAMES),
  ];
}

function postgresTriggers(): RawBuilder<unknown>[] {
  // Functions resolve table names with the search path they were made with: each league's schema.
  const fn = (name: string, body: string, returns: string) =>
    sql.raw(`create function ${name}() returns trigger language plpgsql set search_path from current as $$ begin ${body} return ${returns}; end $$`);
  return [
    fn('games_next_sequence', `if ${changedPostgres(GAME_COLUMNS)} then new.sequence := old.sequence + 1; end if;`, 'new'),
    sql.raw('create trigger games_sequence before update on games for each row execute function games_next_sequence()'),
    fn('teams_games_sequence', `if ${changedPostgres(TEAM_COLUMNS)} then ${BUMP_TEAM_GAMES}; end if;`, 'null'),
    sql.raw('create trigger teams_games_sequence after update on teams for each row execute function teams_games_sequence()'),
    fn('divisions_games_sequence', `if old.name is distinct from new.name then ${BUMP_DIVISION_GAMES}; end if;`, 'null'),
    sql.raw('create trigger divisions_games_sequence after update on divisions for each row execute function divisions_games_sequence()'),
    fn('fields_games_sequence', `if ${changedPostgres(FIELD_COLUMNS)} then ${BUMP_FIELD_GAMES}; end if;`, 'null'),
    sql.raw('create trigger fields_games_sequence after update on fields for each row execute function fields_games_sequence()'),
    fn('seasons_games_sequence', `if old.calendar is distinct from new.calendar then ${BUMP_SEASON_GAMES}; end if;`, 'null'),
    sql.raw('create trigger seasons_games_sequence after update on seasons for each row execute function seasons_games_sequence()'),
    fn(
      'game_length_sequence',
      `if (tg_op = 'INSERT' and new.key = ${GAME_LENGTH_KEY})
        or (tg_op = 'UPDATE' and new.key = ${GAME_LENGTH_KEY} and old.value is distinct from new.value)
        or (tg_op = 'DELETE' and old.key = ${GAME_LENGTH_KEY}) then ${BUMP_ALL_GAMES}; end if;`,
      'null',
    ),
    sql.raw('create trigger game_length_sequence after insert or update or delete on settings for each row execute function game_length_sequence()'),
  ];
}

export function calendarsMigration(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('games')
        .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('users').addColumn('calendar_key', 'text').execute();
      for (const statement of engine === 'postgres' ? postgresTriggers() : sqliteTriggers()) await statement.execute(db);
    },
  };
}
