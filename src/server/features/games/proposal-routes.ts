import { errorBody } from '../../../shared/schemas/common';
import { game } from '../../../shared/schemas/game';
import { acceptProposalBody } from '../../../shared/schemas/schedule-proposal';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { caller } from '../../http/access';
import { IMPORT_BODY_LIMIT } from '../../http/json-body';
import type { Api } from '../../http/types';
import { acceptProposedGames } from './proposal-accept';

/** The administrator books the chosen games of a schedule proposal, all or none. */
export function proposalAcceptRoutes(app: Api, ctx: AppContext): void {
  app.post(
    '/api/admin/schedule-proposals/accept',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { access: 'admin' },
      schema: { body: acceptProposalBody, response: { 200: z.object({ games: z.array(game) }), '4xx': errorBody } },
    },
    async (request) => ({ games: await acceptProposedGames(ctx, caller(request), request.body.games) }),
  );

  /** League staff book the chosen games of a phase 2 proposal, all or none, each on a phase 2 date. */
  app.post(
    '/api/admin/phase2-proposals/accept',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { access: 'league-staff' },
      schema: { body: acceptProposalBody, response: { 200: z.object({ games: z.array(game) }), '4xx': errorBody } },
    },
    async (request) => ({ games: await acceptProposedGames(ctx, caller(request), request.body.games, 2) }),
  );
}
