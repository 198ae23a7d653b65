import type { AppContext } from '../../context';
import { lockRow } from '../../db/row-lock';
import { write } from '../../db/write';
import { recordAudit, SYSTEM } from '../audit/service';
import { recordGameChanges } from '../notifications/service';
import { scoreAutoFinalRule } from '../settings/service';
import { findGameRow, updateGameIfStatus } from './admin-repo';
import { gamesWithLoneReport, timedReportsOfGame } from './score-repo';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The league's rule (off unless turned on, docs/decisions/0051): a score reported by one side
 * becomes the final score when the other side has not reported within the rule's hours, counted
 * from the report or from the rule's last change, whichever is later (the coaches were told then).
 * Each game is its own transaction with its audit row and the notices to both teams; a game that
 * changed meanwhile (the other report came, the league office acted) is left as it is. Answers how
 * many games became final.
 */
export async function finalizeLoneReports(ctx: AppContext): Promise<number> {
  const { db, engine } = ctx.handle;
  const rule = await scoreAutoFinalRule(db);
  const now = ctx.now();
  const cutoff = new Date(now.getTime() - rule.hours * HOUR_MS).toISOString();
  if (!rule.enabled || rule.since === null || rule.since > cutoff) return 0;

  let finalized = 0;
  for (const gameId of await gamesWithLoneReport(db, cutoff)) {
    const done = await write(ctx, ['games'], async (trx) => {
      if (!(await lockRow(trx, engine, 'games', gameId))) return false;
      const before = await findGameRow(trx, gameId);
      const reports = await timedReportsOfGame(trx, gameId);
      const report = reports[0];
      if (!before || before.status !== 'scheduled' || reports.length !== 1 || !report || report.reported_at > cutoff) return false;
      const values = { status: 'completed' as const, home_score: report.home_score, away_score: report.away_score, final_from_report: report.side };
      if (!(await updateGameIfStatus(trx, gameId, 'scheduled', { ...values, updated_at: now.toISOString() }))) return false;
      const after = await findGameRow(trx, gameId);
      if (after) await recordGameChanges(trx, [{ before, after, finalAfterHours: rule.hours }], { now });
      await recordAudit(
        trx,
        SYSTEM,
        {
          action: 'score.auto_final',
          entity: 'game',
          entityId: gameId,
          before: { status: before.status, homeScore: before.home_score, awayScore: before.away_score },
          after: { status: 'completed', homeScore: report.home_score, awayScore: report.away_score, finalFromReport: report.side, hours: rule.hours },
        },
        now,
      );
      return true;
    });
    if (done) finalized++;
  }
  return finalized;
}
