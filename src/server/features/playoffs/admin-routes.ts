import { z } from 'zod';
import { errorBody, idParam } from '../../../shared/schemas/common';
import { playoffFormat, playoffFormatBody } from '../../../shared/schemas/playoffs';
import type { AppContext } from '../../context';
import { caller } from '../../http/access';
import type { Api } from '../../http/types';
import { savePlayoffFormat } from './admin-service';

/** League staff edit a division's playoff format. */
export function adminPlayoffRoutes(app: Api, ctx: AppContext): void {
  app.put(
    '/api/playoff-formats/:divisionId',
    {
      config: { access: 'league-staff' },
      schema: {
        params: z.object({ divisionId: idParam }),
        body: playoffFormatBody,
        response: { 200: playoffFormat, '4xx': errorBody },
      },
    },
    (request) => savePlayoffFormat(ctx, caller(request), request.params.divisionId, request.body),
  );
}
