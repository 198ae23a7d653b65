import { z } from 'zod';
import { errorBody } from '../../../shared/schemas/common';
import { newPassword } from '../../../shared/schemas/password';
import { sessionUser } from '../../../shared/schemas/user';
import type { AppContext } from '../../context';
import { caller } from '../../http/access';
import type { Api } from '../../http/types';
import { chooseOwnPassword } from './own-password';

export function ownPasswordRoutes(app: Api, ctx: AppContext): void {
  app.post(
    '/api/choose-password',
    {
      config: { access: 'signed-in', whilePasswordChangeDue: true },
      schema: { body: z.object({ password: newPassword }), response: { 200: sessionUser, '4xx': errorBody } },
    },
    (request) => chooseOwnPassword(ctx, caller(request), request.body.password),
  );
}
