import { errorBody } from '../../../shared/schemas/common';
import { dashboard } from '../../../shared/schemas/dashboard';
import { seasonOnlyQuery } from '../../../shared/schemas/season';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { dashboardOf } from './service';

/** The league office's dashboard: what needs seeing to, each item a link to its fix. */
export function dashboardRoutes(app: Api, ctx: AppContext): void {
  app.get(
    '/api/admin/dashboard',
    {
      config: { access: 'league-staff' },
      schema: { querystring: seasonOnlyQuery, response: { 200: dashboard, '4xx': errorBody } },
    },
    (request) => dashboardOf(ctx, request.query.season),
  );
}
