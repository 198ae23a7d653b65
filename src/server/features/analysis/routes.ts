import { divisionAnalysis } from '../../../shared/schemas/analysis';
import { errorBody, idParams } from '../../../shared/schemas/common';
import { seasonOnlyQuery } from '../../../shared/schemas/season';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { divisionAnalysisOf } from './service';

export function analysisRoutes(app: Api, ctx: AppContext): void {
  // Not kept in the read cache: who may read it depends on the caller and on a setting.
  app.get(
    '/api/divisions/:id/analysis',
    {
      config: { access: 'public' },
      schema: { params: idParams, querystring: seasonOnlyQuery, response: { 200: divisionAnalysis, '4xx': errorBody } },
    },
    (request) => divisionAnalysisOf(ctx.handle.db, request.auth, request.params.id, request.query.season),
  );
}
