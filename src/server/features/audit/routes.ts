import { errorBody } from '../../../shared/schemas/common';
import { auditPage, auditQuery } from '../../../shared/schemas/audit';
import type { AppContext } from '../../context';
import { caller } from '../../http/access';
import type { Api } from '../../http/types';
import { listAuditLog } from './service';

/** The audit log, for league staff; league operations do not read the administrator-only records. */
export function auditRoutes(app: Api, ctx: AppContext): void {
  app.get(
    '/api/audit-log',
    {
      config: { access: 'league-staff' },
      schema: { querystring: auditQuery, response: { 200: auditPage, '4xx': errorBody } },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return listAuditLog(ctx.handle.db, caller(request).role, request.query, ctx.config.LEAGUE_TIMEZONE);
    },
  );
}
