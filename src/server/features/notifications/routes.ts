import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PATHS } from '../../../shared/client-routes';
import { errorBody } from '../../../shared/schemas/common';
import { mailPreferences, mailPreferencesPatch, unsubscribed, unsubscribeQuery } from '../../../shared/schemas/notifications';
import type { AppContext } from '../../context';
import { caller } from '../../http/access';
import type { Api } from '../../http/types';
import { changeMailPreferences, mailPreferencesOf, unsubscribe } from './preferences-service';

/** What a mail program posts to a one-click unsubscribe link (RFC 8058): read, and not needed, since the link's token says it all. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const FORM_BODY_LIMIT = 4 * 1024;

export function notificationRoutes(app: Api, ctx: AppContext): void {
  app.get('/api/mail-preferences', { config: { access: 'signed-in' }, schema: { response: { 200: mailPreferences, '4xx': errorBody } } }, (request) =>
    mailPreferencesOf(ctx, caller(request)),
  );

  app.patch(
    '/api/mail-preferences',
    { config: { access: 'signed-in' }, schema: { body: mailPreferencesPatch, response: { 200: mailPreferences, '4xx': errorBody } } },
    (request) => changeMailPreferences(ctx, caller(request), request.body),
  );

  // Opening the link changes nothing (mail scanners open links): it leads to the page that asks first.
  app.get(
    '/api/mail-preferences/unsubscribe',
    { config: { access: 'public' }, schema: { querystring: unsubscribeQuery, response: { '4xx': errorBody } } },
    async (request, reply) => {
      await reply.header('cache-control', 'no-store').redirect(`${PATHS.unsubscribe}#token=${encodeURIComponent(request.query.token)}`, 303);
    },
  );

  void app.register(async (scope) => {
    for (const type of FORM_TYPES)
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/mail-preferences/unsubscribe',
        { config: { access: 'public' }, schema: { querystring: unsubscribeQuery, response: { 200: unsubscribed, '4xx': errorBody } } },
        (request) => unsubscribe(ctx, request.query.token),
      );
  });
}
