import { seasonInfo as seasonInfoSchema } from '../../../shared/schemas/league';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { currentSeason, seasonInfo } from './service';

export function seasonRoutes(app: Api, ctx: AppContext): void {
  app.get(
    '/api/season',
    { config: { access: 'public', sameForEveryone: true, cache: ['settings'] }, schema: { response: { 200: seasonInfoSchema } } },
    async () => seasonInfo(await currentSeason(ctx.handle.db), ctx.config.LEAGUE_TIMEZONE),
  );
}
