import { divisionList, teamList } from '../../../shared/schemas/league';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { listDivisions, listTeams } from './service';

export function divisionRoutes(app: Api, ctx: AppContext): void {
  app.get(
    '/api/divisions',
    { config: { access: 'public', sameForEveryone: true, cache: ['divisions', 'teams'] }, schema: { response: { 200: divisionList } } },
    () => listDivisions(ctx.handle.db),
  );

  app.get('/api/teams', { config: { access: 'public', sameForEveryone: true, cache: ['divisions', 'teams'] }, schema: { response: { 200: teamList } } }, () =>
    listTeams(ctx.handle.db),
  );
}
