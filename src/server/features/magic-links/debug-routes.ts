import { z } from 'zod';
import { errorBody } from '../../../shared/schemas/common';
import { testLinkBody, testLinkResult, tokenInfo } from '../../../shared/schemas/magic-link';
import type { AppContext } from '../../context';
import { caller } from '../../http/access';
import type { Api } from '../../http/types';
import { generateTestLink, tokenInfoOf } from './debug-service';

const aToken = z.object({ token: z.string().min(1).max(200) });

/** The magic-link test tool's calls: administrators only. */
export function magicLinkDebugRoutes(app: Api, ctx: AppContext): void {
  app.get(
    '/api/debug/magic-link/:token',
    { config: { access: 'admin' }, schema: { params: aToken, response: { 200: tokenInfo, '4xx': errorBody } } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return tokenInfoOf(ctx, request.params.token);
    },
  );

  // The same report with the token in the body, as the tool sends it: no address carries it.
  app.post(
    '/api/debug/magic-link',
    { config: { access: 'admin' }, schema: { body: aToken, response: { 200: tokenInfo, '4xx': errorBody } } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return tokenInfoOf(ctx, request.body.token);
    },
  );

  app.post(
    '/api/debug/generate-magic-link',
    { config: { access: 'admin' }, schema: { body: testLinkBody, response: { 200: testLinkResult, '4xx': errorBody } } },
    async (request) => {
      const origin = `${request.protocol}://${request.host}`;
      const magicLink = await generateTestLink(ctx, caller(request), request.body, origin);
      return { success: true as const, magicLink, message: 'Test magic link has been generated successfully' };
    },
  );
}
