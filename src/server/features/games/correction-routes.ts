import { errorBody, idParams } from '../../../shared/schemas/common';
import { game } from '../../../shared/schemas/game';
import { forfeitBody, reasonBody, reinstateBody, scoreCorrectionBody } from '../../../shared/schemas/game-corrections';
import type { AppContext } from '../../context';
import { caller } from '../../http/access';
import type { Api } from '../../http/types';
import { cancelGame, correctScore, recordForfeit, reinstateGame, undoForfeit } from './corrections-service';

/** League staff correct a game after the fact, each time with a reason the audit log keeps (decision 0044). */
export function gameCorrectionRoutes(app: Api, ctx: AppContext): void {
  const access = { access: 'league-staff' } as const;
  const answers = { 200: game, '4xx': errorBody };

  app.patch('/api/games/:id/correct-score', { config: access, schema: { params: idParams, body: scoreCorrectionBody, response: answers } }, (request) =>
    correctScore(ctx, caller(request), request.params.id, request.body),
  );

  app.patch('/api/games/:id/forfeit', { config: access, schema: { params: idParams, body: forfeitBody, response: answers } }, (request) =>
    recordForfeit(ctx, caller(request), request.params.id, request.body),
  );

  app.patch('/api/games/:id/undo-forfeit', { config: access, schema: { params: idParams, body: reasonBody, response: answers } }, (request) =>
    undoForfeit(ctx, caller(request), request.params.id, request.body),
  );

  app.patch('/api/games/:id/cancel', { config: access, schema: { params: idParams, body: reasonBody, response: answers } }, (request) =>
    cancelGame(ctx, caller(request), request.params.id, request.body),
  );

  app.patch('/api/games/:id/reinstate', { config: access, schema: { params: idParams, body: reinstateBody, response: answers } }, (request) =>
    reinstateGame(ctx, caller(request), request.params.id, request.body),
  );
}
