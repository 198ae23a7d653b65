import { divisionAnalysisSetting } from '../../../shared/schemas/analysis';
import { errorBody } from '../../../shared/schemas/common';
import { forfeitScore } from '../../../shared/schemas/game-corrections';
import { gameLength } from '../../../shared/schemas/game-length';
import { scoreAutoFinal } from '../../../shared/schemas/notifications';
import { selfRegistration } from '../../../shared/schemas/registration';
import type { AppContext } from '../../context';
import { caller } from '../../http/access';
import type { Api } from '../../http/types';
import { divisionAnalysisIsPublic } from './division-analysis';
import { setDivisionAnalysisPublic } from './division-analysis-change';
import { forfeitScoreSetting } from './forfeit-score';
import { setForfeitScore } from './forfeit-score-change';
import { gameLengthMinutes } from './game-length';
import { setGameLength } from './game-length-change';
import { selfRegistrationEnabled, setSelfRegistration } from './registration';
import { publicRule, scoreAutoFinalRule } from './score-auto-final';
import { setScoreAutoFinal } from './score-auto-final-change';

export function settingsRoutes(app: Api, ctx: AppContext): void {
  app.get('/api/settings/self-registration', { config: { access: 'admin' }, schema: { response: { 200: selfRegistration, '4xx': errorBody } } }, async () => ({
    enabled: await selfRegistrationEnabled(ctx),
  }));

  app.put(
    '/api/settings/self-registration',
    { config: { access: 'admin' }, schema: { body: selfRegistration, response: { 200: selfRegistration, '4xx': errorBody } } },
    async (request) => ({ enabled: await setSelfRegistration(ctx, caller(request), request.body.enabled) }),
  );

  app.get('/api/settings/game-length', { config: { access: 'league-staff' }, schema: { response: { 200: gameLength, '4xx': errorBody } } }, async () => ({
    minutes: await gameLengthMinutes(ctx.handle.db),
  }));

  app.put(
    '/api/settings/game-length',
    { config: { access: 'admin' }, schema: { body: gameLength, response: { 200: gameLength, '4xx': errorBody } } },
    async (request) => ({ minutes: await setGameLength(ctx, caller(request), request.body.minutes) }),
  );

  app.get('/api/settings/forfeit-score', { config: { access: 'league-staff' }, schema: { response: { 200: forfeitScore, '4xx': errorBody } } }, () =>
    forfeitScoreSetting(ctx.handle.db),
  );

  app.put(
    '/api/settings/forfeit-score',
    { config: { access: 'admin' }, schema: { body: forfeitScore, response: { 200: forfeitScore, '4xx': errorBody } } },
    (request) => setForfeitScore(ctx, caller(request), request.body),
  );

  app.get('/api/settings/score-auto-final', { config: { access: 'league-staff' }, schema: { response: { 200: scoreAutoFinal, '4xx': errorBody } } }, async () =>
    publicRule(await scoreAutoFinalRule(ctx.handle.db)),
  );

  app.put(
    '/api/settings/score-auto-final',
    { config: { access: 'admin' }, schema: { body: scoreAutoFinal, response: { 200: scoreAutoFinal, '4xx': errorBody } } },
    (request) => setScoreAutoFinal(ctx, caller(request), request.body),
  );

  app.get(
    '/api/settings/division-analysis',
    { config: { access: 'public', sameForEveryone: true, cache: ['settings'] }, schema: { response: { 200: divisionAnalysisSetting, '4xx': errorBody } } },
    async () => ({ public: await divisionAnalysisIsPublic(ctx.handle.db) }),
  );

  app.put(
    '/api/settings/division-analysis',
    { config: { access: 'admin' }, schema: { body: divisionAnalysisSetting, response: { 200: divisionAnalysisSetting, '4xx': errorBody } } },
    async (request) => ({ public: await setDivisionAnalysisPublic(ctx, caller(request), request.body.public) }),
  );
}
