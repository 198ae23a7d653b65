import type { Kysely } from 'kysely';
import { formattedTime } from '../../../shared/game-display';
import type { MailKind } from '../../../shared/schemas/notifications';
import { seasonCalendar } from '../../../shared/schemas/season';
import { toBool, type Database, type GameRow } from '../../db/schema';
import { parseStored } from '../../db/stored-json';
import type { GameLine, Notice } from './notice';
import { fieldNames, insertEvents, teamLabels } from './repo';

/** Names a game row's teams, division, day and time, and field, as a mail says them. */
export async function gameNamer(db: Kysely<Database>, rows: readonly GameRow[]): Promise<(row: GameRow) => GameLine> {
  const teamIds = new Set(rows.flatMap((r) => [r.home_team_id, r.away_team_id]));
  const fieldIds = new Set(rows.flatMap((r) => (r.field_id === null ? [] : [r.field_id])));
  const [teams, fields] = await Promise.all([teamLabels(db, [...teamIds]), fieldNames(db, [...fieldIds])]);
  const team = new Map(teams.map((t) => [t.id, { name: t.name, division: t.division, timeZone: parseStored(seasonCalendar, t.calendar).timeZone }]));
  const field = new Map(fields.map((f) => [f.id, f.name]));
  return (row) => {
    const home = team.get(row.home_team_id);
    const dateTbd = toBool(row.date_tbd);
    return {
      away: team.get(row.away_team_id)?.name ?? 'Unknown team',
      home: home?.name ?? 'Unknown team',
      division: home?.division ?? '',
      when: formattedTime(row.scheduled_time, dateTbd, dateTbd || toBool(row.time_tbd), home?.timeZone ?? 'UTC'),
      field: row.field_id === null ? 'TBD' : (field.get(row.field_id) ?? 'TBD'),
    };
  };
}

export interface Told {
  userId: number;
  kind: MailKind;
  gameId: number | null;
  notice: Notice;
}

export async function storeNotices(db: Kysely<Database>, told: readonly Told[], now: Date): Promise<void> {
  const at = now.toISOString();
  await insertEvents(
    db,
    told.map((t) => ({ user_id: t.userId, kind: t.kind, game_id: t.gameId, notice: JSON.stringify(t.notice), created_at: at })),
  );
}
