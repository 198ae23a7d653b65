import { z } from 'zod';
import { errorBody, idParam, idParams, queryParams } from '../../../shared/schemas/common';
import { field, fieldList } from '../../../shared/schemas/field';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { listFields, requireField } from './service';

export function fieldRoutes(app: Api, ctx: AppContext): void {
  app.get(
    '/api/fields',
    {
      config: { access: 'public', sameForEveryone: true, cache: ['fields', 'teams', 'divisions'] },
      schema: {
        querystring: queryParams({
          divisionId: idParam.optional(),
          teamId: idParam.optional(),
          selector: z.enum(['true', 'false']).optional(),
        }),
        response: { 200: fieldList, '4xx': errorBody },
      },
    },
    (request) =>
      listFields(ctx.handle.db, {
        divisionId: request.query.divisionId,
        teamId: request.query.teamId,
        selector: request.query.selector === 'true',
      }),
  );

  app.get(
    '/api/fields/:id',
    {
      config: { access: 'public', sameForEveryone: true, cache: ['fields', 'teams', 'divisions'] },
      schema: { params: idParams, response: { 200: field, '4xx': errorBody } },
    },
    (request) => requireField(ctx.handle.db, request.params.id),
  );
}
