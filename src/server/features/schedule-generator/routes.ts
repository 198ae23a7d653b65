import { errorBody } from '../../../shared/schemas/common';
import { scheduleProposal, scheduleProposalBody } from '../../../shared/schemas/schedule-proposal';
import type { AppContext } from '../../context';
import { IMPORT_BODY_LIMIT } from '../../http/json-body';
import type { Api } from '../../http/types';
import { proposeSchedule } from './service';

/** The administrator asks for a proposed phase 1 schedule (accepting it is the games feature's). */
export function scheduleGeneratorRoutes(app: Api, ctx: AppContext): void {
  app.post(
    '/api/admin/schedule-proposals',
    {
      // Locked games travel with the request.
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { access: 'admin' },
      schema: { body: scheduleProposalBody, response: { 200: scheduleProposal, '4xx': errorBody } },
    },
    (request) => proposeSchedule(ctx.handle.db, request.body),
  );
}
