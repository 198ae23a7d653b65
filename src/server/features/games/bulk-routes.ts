import { errorBody } from '../../../shared/schemas/common';
import { bulkApplyBody, bulkPreview, bulkPreviewBody, bulkResult } from '../../../shared/schemas/bulk-change';
import type { AppContext } from '../../context';
import { caller } from '../../http/access';
import type { Api } from '../../http/types';
import { applyBulkChange, previewBulkChange } from './bulk-service';

/** Rainouts and bulk changes: the games of a day cancelled, set to rescheduling or moved at once. */
export function bulkChangeRoutes(app: Api, ctx: AppContext): void {
  app.post(
    '/api/admin/games/bulk-change/preview',
    {
      config: { access: 'league-staff' },
      schema: { body: bulkPreviewBody, response: { 200: bulkPreview, '4xx': errorBody } },
    },
    (request) => previewBulkChange(ctx, request.body),
  );

  app.post(
    '/api/admin/games/bulk-change',
    {
      config: { access: 'league-staff' },
      schema: { body: bulkApplyBody, response: { 200: bulkResult, '4xx': errorBody } },
    },
    (request) => applyBulkChange(ctx, caller(request), request.body),
  );
}
