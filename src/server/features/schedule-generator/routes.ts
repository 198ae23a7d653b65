import { errorBody } from '../../../shared/schemas/common';
import { phase2Proposal, phase2ProposalBody } from '../../../shared/schemas/phase2-proposal';
import { scheduleProposal, scheduleProposalBody } from '../../../shared/schemas/schedule-proposal';
import type { AppContext } from '../../context';
import { IMPORT_BODY_LIMIT } from '../../http/json-body';
import type { Api } from '../../http/types';
import { proposePhase2Schedule } from './phase2-service';
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

  /** League staff ask for a proposed phase 2 schedule: the playoff formats' matchups on the teams' common dates. */
  app.post(
    '/api/admin/phase2-proposals',
    {
      config: { access: 'league-staff' },
      schema: { body: phase2ProposalBody, response: { 200: phase2Proposal, '4xx': errorBody } },
    },
    (request) => proposePhase2Schedule(ctx.handle.db, request.body),
  );
}
