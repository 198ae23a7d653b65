import { calendarLink, coachFeedParams } from '../../../shared/schemas/calendar';
import { errorBody, idParams } from '../../../shared/schemas/common';
import type { AppContext } from '../../context';
import { caller } from '../../http/access';
import { sendCalendar } from '../../http/calendar-file';
import type { Api } from '../../http/types';
import { coachCalendarLink, coachFeed, coachFeedCopy, divisionFeed, fieldFeed, resetCoachCalendarLink, teamFeed, type CalendarFile } from './service';

/** What a feed's events show: games, their teams and divisions, fields, the season's clock and the game length. */
const FEED_AREAS = ['seasons', 'divisions', 'teams', 'games', 'fields', 'settings'] as const;

/**
 * iCalendar feeds (outside /api: calendar apps subscribe to them as files) and the signed-in
 * coach's private feed link. Public feeds are the same for everyone and cached as the JSON reads
 * are; a coach's feed needs no session, only its secret address, and is cached per address as a
 * private answer.
 */
export function calendarRoutes(app: Api, ctx: AppContext): void {
  const publicFeed = (path: string, feed: (id: number) => Promise<CalendarFile>) =>
    app.get(
      path,
      { config: { access: 'public', sameForEveryone: true, cache: FEED_AREAS }, schema: { params: idParams, response: { '4xx': errorBody } } },
      async (request, reply) => {
        const { fileName, text } = await feed(request.params.id);
        return sendCalendar(reply, fileName, text);
      },
    );
  publicFeed('/calendar/team/:id.ics', (id) => teamFeed(ctx, id));
  publicFeed('/calendar/division/:id.ics', (id) => divisionFeed(ctx, id));
  publicFeed('/calendar/field/:id.ics', (id) => fieldFeed(ctx, id));

  app.get(
    '/calendar/coach/:token.ics',
    {
      config: {
        access: 'public',
        cache: [...FEED_AREAS, 'users'],
        cacheByCaller: (request) => coachFeedCopy(ctx, (request.params as { token: string }).token),
      },
      schema: { params: coachFeedParams, response: { '4xx': errorBody } },
    },
    async (request, reply) => {
      const { fileName, text } = await coachFeed(ctx, request.params.token);
      return sendCalendar(reply, fileName, text);
    },
  );

  app.get('/api/user/calendar-link', { config: { access: 'coach' }, schema: { response: { 200: calendarLink, '4xx': errorBody } } }, (request) =>
    coachCalendarLink(ctx, caller(request)),
  );
  app.post('/api/user/calendar-link', { config: { access: 'coach' }, schema: { response: { 200: calendarLink, '4xx': errorBody } } }, (request) =>
    resetCoachCalendarLink(ctx, caller(request)),
  );
}
