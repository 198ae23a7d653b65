import { errorBody, idParams } from '../../../shared/schemas/common';
import { coachGame, game } from '../../../shared/schemas/game';
import { gameFieldChange, scoreSubmission } from '../../../shared/schemas/score';
import type { AppContext } from '../../context';
import { caller } from '../../http/access';
import type { Api } from '../../http/types';
import { changeGameField } from './game-field-service';
import { reportScore } from './score-service';

/** The coach's writes to a game: the score report of their side, and the home game's field. */
export function scoreRoutes(app: Api, ctx: AppContext): void {
  app.patch(
    '/api/games/:id/score',
    {
      config: { access: 'coach', forbiddenMessage: 'Only a coach of one of the two teams can report the score of this game' },
      schema: { params: idParams, body: scoreSubmission, response: { 200: coachGame, '4xx': errorBody } },
    },
    (request) => reportScore(ctx, caller(request), request.params.id, request.body),
  );

  app.patch(
    '/api/games/:id/field',
    {
      config: { access: 'signed-in' },
      schema: { params: idParams, body: gameFieldChange, response: { 200: game, '4xx': errorBody } },
    },
    (request) => changeGameField(ctx, caller(request), request.params.id, request.body.fieldId),
  );
}
