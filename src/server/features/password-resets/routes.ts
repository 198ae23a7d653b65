import { errorBody, okBody } from '../../../shared/schemas/common';
import { forgotPasswordBody, resetPasswordBody } from '../../../shared/schemas/password';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { requestPasswordReset, resetPassword } from './service';

export function passwordResetRoutes(app: Api, ctx: AppContext): void {
  app.post(
    '/api/request-password-reset',
    { config: { access: 'public' }, schema: { body: forgotPasswordBody, response: { 200: okBody, '4xx': errorBody } } },
    async (request) => {
      await requestPasswordReset(ctx, request.body.email, request.ip);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/reset-password',
    { config: { access: 'public' }, schema: { body: resetPasswordBody, response: { 200: okBody, '4xx': errorBody } } },
    async (request) => {
      await resetPassword(ctx, request.body.token, request.body.password, request.ip);
      return { ok: true as const };
    },
  );
}
