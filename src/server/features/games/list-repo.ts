import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { STATUS_LABELS } from '../../../shared/game-status';
import type { GameListSort, GameListStatus } from '../../../shared/schemas/admin-games';
import { GAME_STATUSES } from '../../../shared/schemas/game';
import { dbBool, type Database } from '../../db/schema';
import { gamesOfSeason } from './repo';

/** The administrator's games list, narrowed and ordered in the database (times are UTC instants). */
export interface GameListWhere {
  seasonId: number;
  divisionId?: number;
  teamId?: number;
  field?: number | 'tbd';
  status?: GameListStatus;
  /** From this instant on (the start of the first league day asked for). */
  from?: string;
  /** Before this instant (the start of the day after the last one asked for). */
  until?: string;
  phase?: number;
  q?: string;
  /** A scheduled game before this instant without a final score is overdue. */
  overdueBefore: string;
}

export interface GameListOrder {
  sort: GameListSort;
  dir: 'asc' | 'desc';
  /** Where `when` splits the coming games from the past ones: the start of the league's today. */
  todayStarts: string;
}

type GameRowsBuilder = ExpressionBuilder<Database & { home: Database['teams']; away: Database['teams'] }, 'games' | 'home' | 'away' | 'fields'>;

/** Games still scheduled a day after their time, with no final score. A date-TBD game has no time yet. */
function overdue(eb: GameRowsBuilder, before: string) {
  return eb.and([
    eb('games.status', '=', 'scheduled'),
    eb('games.date_tbd', '=', dbBool(false)),
    eb('games.scheduled_time', '<', before),
    eb('games.home_score', 'is', null),
  ]);
}

/** `text` anywhere in a value, whatever its case; % and _ typed by a person are matched as themselves. */
function contains(eb: GameRowsBuilder, column: 'home.name' | 'away.name' | 'fields.name', text: string) {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${eb.ref(column)}) like ${pattern} escape '\\'`;
}

function searched(eb: GameRowsBuilder, q: string) {
  const matches = [contains(eb, 'home.name', q), contains(eb, 'away.name', q), contains(eb, 'fields.name', q)];
  const id = /^\d{1,9}$/.test(q) ? Number(q) : undefined;
  return eb.or(id === undefined ? matches : [...matches, eb('games.id', '=', id)]);
}

function filtered(db: Kysely<Database>, where: GameListWhere) {
  return gamesOfSeason(db, where.seasonId)
    .clearOrderBy()
    .$if(where.divisionId !== undefined, (qb) =>
      qb.where((eb) => eb.or([eb('home.division_id', '=', where.divisionId ?? -1), eb('away.division_id', '=', where.divisionId ?? -1)])),
    )
    .$if(where.teamId !== undefined, (qb) =>
      qb.where((eb) => eb.or([eb('games.home_team_id', '=', where.teamId ?? -1), eb('games.away_team_id', '=', where.teamId ?? -1)])),
    )
    .$if(where.field === 'tbd', (qb) => qb.where('games.field_id', 'is', null))
    .$if(typeof where.field === 'number', (qb) => qb.where('games.field_id', '=', Number(where.field)))
    .$if(where.status === 'overdue', (qb) => qb.where((eb) => overdue(eb, where.overdueBefore)))
    .$if(where.status !== undefined && where.status !== 'overdue', (qb) => qb.where('games.status', '=', where.status as (typeof GAME_STATUSES)[number]))
    .$if(where.from !== undefined, (qb) => qb.where('games.scheduled_time', '>=', where.from ?? ''))
    .$if(where.until !== undefined, (qb) => qb.where('games.scheduled_time', '<', where.until ?? ''))
    .$if(where.phase !== undefined, (qb) => qb.where('games.phase', '=', where.phase as 1 | 2 | 3))
    .$if(Boolean(where.q), (qb) => qb.where((eb) => searched(eb, where.q ?? '')));
}

/** The statuses in the order of their labels, as a person reading the column expects them. */
const STATUS_RANK = [...GAME_STATUSES].sort((a, b) => STATUS_LABELS[a].localeCompare(STATUS_LABELS[b]));

function ordered(db: Kysely<Database>, where: GameListWhere, order: GameListOrder) {
  const { dir } = order;
  const back = dir === 'asc' ? 'desc' : 'asc';
  const query = filtered(db, where);
  switch (order.sort) {
    case 'when':
      // The coming games soonest first, then the past ones newest first (desc: the other way round).
      return query
        .orderBy((eb) => eb.case().when('games.scheduled_time', '>=', order.todayStarts).then(0).else(1).end(), dir)
        .orderBy((eb) => eb.case().when('games.scheduled_time', '>=', order.todayStarts).then(eb.ref('games.scheduled_time')).end(), dir)
        .orderBy('games.scheduled_time', back)
        .orderBy('games.id', dir);
    case 'date':
      return query.orderBy('games.scheduled_time', dir).orderBy('games.id', dir);
    case 'status':
      return query
        .orderBy(
          (eb) =>
            sql`case ${eb.ref('games.status')} ${sql.join(
              STATUS_RANK.map((status, rank) => sql`when ${status} then ${sql.lit(rank)}`),
              sql` `,
            )} end`,
          dir,
        )
        .orderBy('games.scheduled_time')
        .orderBy('games.id');
    case 'field':
      // Games with their field still to be decided come after every named field.
      return query
        .orderBy((eb) => eb.case().when('fields.name', 'is', null).then(1).else(0).end(), dir)
        .orderBy('fields.name', dir)
        .orderBy('games.scheduled_time')
        .orderBy('games.id');
  }
}

/** The games matching `where`, in the order asked, `limit` of them from `offset` (all without a limit). */
export function listedGameRows(db: Kysely<Database>, where: GameListWhere, order: GameListOrder, page?: { offset: number; limit: number }) {
  const query = ordered(db, where, order).select((eb) => overdue(eb, where.overdueBefore).as('overdue'));
  return (page ? query.limit(page.limit).offset(page.offset) : query).execute();
}

export type ListedGameRow = Awaited<ReturnType<typeof listedGameRows>>[number];

export async function countListedGames(db: Kysely<Database>, where: GameListWhere): Promise<number> {
  const row = await filtered(db, where)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
