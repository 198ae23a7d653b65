import { seasonOnlyQuery } from '../../../shared/schemas/season';
import type { AppContext } from '../../context';
import { sendCsv } from '../../http/csv-file';
import type { Api } from '../../http/types';
import { coachContactsCsv, standingsCsv } from './service';

/** CSV files for the league office: coach contacts (league staff) and standings (anyone: they are public). */
export function exportRoutes(app: Api, ctx: AppContext): void {
  const today = () => ctx.now().toISOString().slice(0, 10);

  app.get('/api/admin/coaches/export', { config: { access: 'league-staff' }, schema: { querystring: seasonOnlyQuery } }, async (request, reply) =>
    sendCsv(reply, `coach-contacts-${today()}.csv`, await coachContactsCsv(ctx.handle.db, request.query.season)),
  );

  app.get('/api/standings/export', { config: { access: 'public' }, schema: { querystring: seasonOnlyQuery } }, async (request, reply) =>
    sendCsv(reply, `standings-${today()}.csv`, await standingsCsv(ctx.handle.db, request.query.season)),
  );
}
