import type { CoachGame, Game, ScoreReport } from '../../../shared/schemas/game';
import { formattedTime } from '../../../shared/game-display';
import { toBool } from '../../db/schema';
import type { GameWithTeams, ScoreReportRow } from './repo';

export function groupReports(rows: ScoreReportRow[]): Map<number, ScoreReport[]> {
  const byGame = new Map<number, ScoreReport[]>();
  for (const row of rows) {
    const list = byGame.get(row.game_id) ?? [];
    list.push({
      side: row.side,
      homeScore: row.home_score,
      awayScore: row.away_score,
      reportedAt: row.reported_at,
    });
    byGame.set(row.game_id, list);
  }
  return byGame;
}

/**
 * The spec's flat game shape. A side counts as verified once it has reported (or an administrator
 * finalised the score). The submitted score is the final score, or the first report once both
 * sides have reported: a single report stays unseen, so the second coach reports what they saw,
 * not what the first one wrote.
 */
export function presentGame(row: GameWithTeams, reports: ScoreReport[], timeZone: string): Game {
  const dateTbd = toBool(row.date_tbd);
  const timeTbd = dateTbd || toBool(row.time_tbd);
  const completed = row.status === 'completed';
  const first = reports.length > 1 ? reports[0] : undefined;
  return {
    id: row.id,
    scheduledTime: row.scheduled_time,
    formattedTime: formattedTime(row.scheduled_time, dateTbd, timeTbd, timeZone),
    dateTbd,
    timeTbd,
    homeTeamId: row.home_team_id,
    awayTeamId: row.away_team_id,
    homeTeam: { id: row.home_team_id, name: row.home_name, divisionId: row.home_division_id },
    awayTeam: { id: row.away_team_id, name: row.away_name, divisionId: row.away_division_id },
    fieldId: row.field_id,
    field: row.field_id !== null && row.field_name !== null ? { id: row.field_id, name: row.field_name } : null,
    status: row.status,
    phase: row.phase,
    homeScore: row.home_score,
    awayScore: row.away_score,
    homeSubmittedScore: completed ? row.home_score : (first?.homeScore ?? null),
    awaySubmittedScore: completed ? row.away_score : (first?.awayScore ?? null),
    homeScoreVerified: completed || reports.some((r) => r.side === 'home'),
    awayScoreVerified: completed || reports.some((r) => r.side === 'away'),
    ...(row.forfeited_by === null ? {} : { forfeitedBy: row.forfeited_by }),
    ...(completed && row.final_from_report !== null ? { finalFromReportOf: row.final_from_report } : {}),
  };
}

export function presentCoachGame(row: GameWithTeams, reports: ScoreReport[], coachTeamIds: ReadonlySet<number>, timeZone: string): CoachGame {
  return {
    ...presentGame(row, reports, timeZone),
    isHomeTeam: coachTeamIds.has(row.home_team_id),
    isCoachTeamGame: coachTeamIds.has(row.home_team_id) || coachTeamIds.has(row.away_team_id),
    // Until both sides have reported, a coach sees only their own side's report.
    scoreReports: reports.length > 1 ? reports : reports.filter((r) => coachTeamIds.has(r.side === 'home' ? row.home_team_id : row.away_team_id)),
  };
}
