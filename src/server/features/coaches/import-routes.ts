import { coachImportBody, coachImportResult } from '../../../shared/schemas/coach-admin';
import { errorBody } from '../../../shared/schemas/common';
import type { AppContext } from '../../context';
import { caller } from '../../http/access';
import { IMPORT_BODY_LIMIT } from '../../http/json-body';
import type { Api } from '../../http/types';
import { importCoaches } from './import-service';

export function coachImportRoutes(app: Api, ctx: AppContext): void {
  app.post(
    '/api/coaches/import',
    {
      config: { access: 'league-staff' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { body: coachImportBody, response: { 200: coachImportResult, '4xx': errorBody } },
    },
    (request) => importCoaches(ctx, caller(request), request.body),
  );
}
