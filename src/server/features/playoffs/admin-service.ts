import { playoffFormatProblems } from '../../../shared/playoff-format-rules';
import { storedPlayoffFormat, type PlayoffFormat, type PlayoffFormatBody } from '../../../shared/schemas/playoffs';
import type { AppContext } from '../../context';
import { write } from '../../db/write';
import { invalid } from '../../errors';
import { actorOf } from '../auth/service';
import type { Auth } from '../../auth';
import { recordAudit } from '../audit/service';
import { requireDivision, teamsOfDivision } from '../divisions/service';
import { openSeasonOfDivision } from '../seasons/service';
import { formatOfDivision, saveFormatOfDivision } from './repo';
import { parseStored } from '../../db/stored-json';

/**
 * Replaces a division's playoff format (or gives it its first). Pools, seeds and matchups must fit
 * the division's teams; every problem is named in the refusal.
 */
export async function savePlayoffFormat(ctx: AppContext, auth: Auth, divisionId: number, body: PlayoffFormatBody): Promise<PlayoffFormat> {
  const now = ctx.now();
  const stored = { pools: body.pools, championship: body.championship };
  const { id, divisionName } = await write(ctx, ['playoffs'], async (trx) => {
    const division = await requireDivision(trx, divisionId);
    await openSeasonOfDivision(trx, divisionId);
    const teams = await teamsOfDivision(trx, divisionId);
    const problems = playoffFormatProblems(body, teams.length);
    if (problems.length > 0) throw invalid(problems.join('; '));
    const before = await formatOfDivision(trx, divisionId);
    const formatId = await saveFormatOfDivision(trx, divisionId, JSON.stringify(stored), now.toISOString());
    await recordAudit(
      trx,
      actorOf(auth),
      {
        action: 'playoff_format.save',
        entity: 'playoff_format',
        entityId: divisionId,
        before: before ? parseStored(storedPlayoffFormat, before.format) : undefined,
        after: stored,
      },
      now,
    );
    return { id: formatId, divisionName: division.name };
  });
  return { id, divisionId, divisionName, ...stored };
}
