import type { Kysely } from 'kysely';
import { leagueClock, leagueDate, localToUtcIso } from '../../../shared/league-time';
import { checkScheduleText, type ImportedGame } from '../../../shared/schedule-text';
import type { Game } from '../../../shared/schemas/game';
import type { GameImportBody, GameImportPreview, ImportPreviewGame } from '../../../shared/schemas/game-admin';
import type { AppContext } from '../../context';
import { dbBool, toBool, type Database } from '../../db/schema';
import { lockSchedule } from '../../db/row-lock';
import { write } from '../../db/write';
import { conflict, invalid, listedProblems } from '../../errors';
import { actorOf } from '../auth/service';
import type { Auth } from '../../auth';
import { recordAudit } from '../audit/service';
import { listTeams, requireDivision } from '../divisions/service';
import { listFields } from '../fields/service';
import { openSeasonOfDivision, seasonOfDivision } from '../seasons/service';
import { phaseOfDate } from './admin-checks';
import { clashesOfPaste, type PastedGame } from './clashes';
import { gamesOfDivisionTeams, insertGames } from './admin-repo';
import { formattedTime } from '../../../shared/game-display';
import { listGames } from './service';

interface PlannedGame extends ImportPreviewGame {
  phase: 1 | 2 | 3;
}

/**
 * Reads a pasted schedule against the division's teams, the season and the games already
 * scheduled. A game gets its home team's field when that team has exactly one; otherwise the
 * field is TBD. A date or time to be determined is stored as midnight of its (placeholder) day.
 */
async function planImport(db: Kysely<Database>, body: GameImportBody) {
  const division = await requireDivision(db, body.divisionId);
  const season = await openSeasonOfDivision(db, body.divisionId);
  const { timeZone } = season;
  const [allTeams, scheduled, fields] = await Promise.all([
    listTeams(db, season.id),
    gamesOfDivisionTeams(db, body.divisionId),
    listFields(db, { divisionId: body.divisionId }),
  ]);
  const existing = scheduled.map((g) => ({
    id: g.id,
    homeTeamId: g.home_team_id,
    awayTeamId: g.away_team_id,
    date: leagueDate(g.scheduled_time, timeZone),
    time: toBool(g.time_tbd) || toBool(g.date_tbd) ? null : leagueClock(g.scheduled_time, timeZone),
    dateTbd: toBool(g.date_tbd),
  }));
  const teams = allTeams.filter((t) => t.divisionId === division.id);
  const otherTeams = allTeams.filter((t) => t.divisionId !== division.id).map((t) => ({ name: t.name, divisionName: t.division.name }));
  const check = checkScheduleText(body.gamesText, { teams, season, existing, divisionName: division.name, otherTeams });
  const fieldOf = (teamId: number) => {
    const own = fields.filter((f) => f.teams.some((t) => t.id === teamId));
    return own.length === 1 && own[0] ? { id: own[0].id, name: own[0].name } : null;
  };
  const read = check.games.map((game: ImportedGame): PlannedGame => {
    const scheduledTime = localToUtcIso(game.date, game.time ?? '00:00', timeZone);
    const timeTbd = game.dateTbd || game.time === null;
    return {
      line: game.line,
      homeTeam: game.homeTeam,
      awayTeam: game.awayTeam,
      field: fieldOf(game.homeTeam.id),
      scheduledTime,
      formattedTime: formattedTime(scheduledTime, game.dateTbd, timeTbd, timeZone),
      dateTbd: game.dateTbd,
      timeTbd,
      phase: phaseOfDate(season, game.date),
    };
  });
  const clashes = await clashesOfPaste(db, read.map(pastedGame), timeZone);
  const lines = body.gamesText.split(/\r\n|\r|\n/);
  const clashErrors = clashes.map(({ line, reason }) => ({ line, text: (lines[line - 1] ?? '').trim(), reason, clash: true as const }));
  const clashLines = new Set(clashes.map((c) => c.line));
  return {
    planned: read.filter((game) => !clashLines.has(game.line)),
    errors: [...check.errors, ...clashErrors].sort((a, b) => a.line - b.line),
  };
}

function pastedGame(game: PlannedGame): PastedGame {
  return {
    line: game.line,
    slot: {
      homeTeamId: game.homeTeam.id,
      awayTeamId: game.awayTeam.id,
      fieldId: game.field?.id ?? null,
      scheduledTime: game.scheduledTime,
      dateTbd: game.dateTbd,
      timeTbd: game.timeTbd,
    },
    homeTeamName: game.homeTeam.name,
    awayTeamName: game.awayTeam.name,
    fieldName: game.field?.name ?? null,
  };
}

/** What an import of this paste would create, and every line that stops it. Writes nothing. */
export async function previewImport(ctx: AppContext, body: GameImportBody): Promise<GameImportPreview> {
  const { planned, errors } = await planImport(ctx.handle.db, body);
  return { games: planned.map(({ phase: _phase, ...game }) => game), errors: errors.map(({ clash: _clash, ...error }) => error) };
}

/**
 * Imports a pasted schedule: the whole paste is checked first, and the games are written in one
 * transaction only when every line is good. Otherwise nothing is written and the answer names the
 * bad lines.
 */
export async function importGames(ctx: AppContext, auth: Auth, body: GameImportBody): Promise<Game[]> {
  const now = ctx.now();
  const ids = await write(ctx, ['games'], async (trx) => {
    await lockSchedule(trx, ctx.handle.engine);
    const { planned, errors } = await planImport(trx, body);
    if (errors.length > 0) {
      // A paste of good lines that the schedule cannot take conflicts with it (409); bad text is invalid (400).
      const refuse = errors.every((e) => e.clash) ? conflict : invalid;
      throw refuse(`No games were imported. ${listedProblems(errors.map((e) => `Line ${e.line}: ${e.reason}`))}`);
    }
    const created = await insertGames(
      trx,
      planned.map((game) => ({
        home_team_id: game.homeTeam.id,
        away_team_id: game.awayTeam.id,
        field_id: game.field?.id ?? null,
        scheduled_time: game.scheduledTime,
        date_tbd: dbBool(game.dateTbd),
        time_tbd: dbBool(game.timeTbd),
        status: 'scheduled',
        phase: game.phase,
        home_score: null,
        away_score: null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })),
    );
    await recordAudit(
      trx,
      actorOf(auth),
      {
        action: 'game.import',
        entity: 'game',
        after: { divisionId: body.divisionId, gameIds: created, lines: body.gamesText.split(/\r\n|\r|\n/).filter((l) => l.trim()) },
      },
      now,
    );
    return created;
  });
  const created = new Set(ids);
  const season = await seasonOfDivision(ctx.handle.db, body.divisionId);
  return (await listGames(ctx.handle.db, season, body.divisionId)).filter((g) => created.has(g.id));
}
