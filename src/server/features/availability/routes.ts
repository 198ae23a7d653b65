import { z } from 'zod';
import { availabilityRecordList, availabilitySubmission } from '../../../shared/schemas/availability';
import { errorBody, idParam } from '../../../shared/schemas/common';
import { seasonOnlyQuery } from '../../../shared/schemas/season';
import type { AppContext } from '../../context';
import { chosenSeasonRef } from '../seasons/service';
import { caller } from '../../http/access';
import type { Api } from '../../http/types';
import { availabilityOfTeam, listAvailability, replaceAvailability } from './service';

export function availabilityRoutes(app: Api, ctx: AppContext): void {
  app.get(
    '/api/team-availability',
    {
      config: { access: 'league-staff' },
      schema: { querystring: seasonOnlyQuery, response: { 200: availabilityRecordList, '4xx': errorBody } },
    },
    async (request) => listAvailability(ctx.handle.db, await chosenSeasonRef(ctx.handle.db, request.query.season)),
  );

  app.get(
    '/api/team-availability/:teamId',
    {
      config: { access: 'signed-in' },
      schema: { params: z.object({ teamId: idParam }), response: { 200: availabilityRecordList, '4xx': errorBody } },
    },
    (request) => availabilityOfTeam(ctx.handle.db, caller(request), request.params.teamId),
  );

  app.post(
    '/api/team-availability',
    {
      config: { access: 'signed-in' },
      schema: { body: availabilitySubmission, response: { 200: availabilityRecordList, '4xx': errorBody } },
    },
    (request) => replaceAvailability(ctx, caller(request), request.body),
  );
}
