import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerReadCache } from './cache/read-cache';
import { startPeerCoherence, type PeerCoherence } from './cache/peer-coherence';
import { sharedVersions } from './cache/shared-versions';
import { localVersions, type VersionSource } from './cache/versions';
import type { AppContext } from './context';
import { impersonationRoutes } from './features/auth/impersonation-routes';
import { ownPasswordRoutes } from './features/auth/own-password-routes';
import { announcementRoutes } from './features/announcements/routes';
import { auditRoutes } from './features/audit/routes';
import { authRoutes } from './features/auth/routes';
import { resolveSession } from './features/auth/service';
import { availabilityRoutes } from './features/availability/routes';
import { backupRoutes } from './features/backups/routes';
import { calendarRoutes } from './features/calendars/routes';
import { adminCoachRoutes } from './features/coaches/admin-routes';
import { coachImportRoutes } from './features/coaches/import-routes';
import { coachRoutes } from './features/coaches/routes';
import { dashboardRoutes } from './features/dashboard/routes';
import { adminDivisionRoutes } from './features/divisions/admin-routes';
import { divisionRoutes } from './features/divisions/routes';
import { exportRoutes } from './features/exports/routes';
import { fieldRoutes } from './features/fields/routes';
import { fieldWriteRoutes } from './features/fields/write-routes';
import { adminGameRoutes } from './features/games/admin-routes';
import { bulkChangeRoutes } from './features/games/bulk-routes';
import { gameListRoutes } from './features/games/list-routes';
import { gameCorrectionRoutes } from './features/games/correction-routes';
import { gameRoutes } from './features/games/routes';
import { scoreRoutes } from './features/games/score-routes';
import { healthRoutes } from './features/health/routes';
import { magicLinkDebugRoutes } from './features/magic-links/debug-routes';
import { magicLinkRoutes } from './features/magic-links/routes';
import { analysisRoutes } from './features/analysis/routes';
import { notificationRoutes } from './features/notifications/routes';
import { passwordResetRoutes } from './features/password-resets/routes';
import { adminPlayoffRoutes } from './features/playoffs/admin-routes';
import { proposalAcceptRoutes } from './features/games/proposal-routes';
import { scheduleGeneratorRoutes } from './features/schedule-generator/routes';
import { playoffRoutes } from './features/playoffs/routes';
import { seasonRoutes } from './features/seasons/routes';
import { settingsRoutes } from './features/settings/routes';
import { uploadRoutes } from './features/uploads/routes';
import { userRoutes } from './features/users/routes';
import { registerAccess } from './http/access';
import { refuseNulText } from './http/nul-guard';
import { refuseUndeclaredQuery } from './http/strict-query';
import { isServerRoute, registerClientApp } from './http/client-app';
import type { CachedRead } from './http/server-pages';
import type { PageRenderer } from '../shared/page-rendering';
import { registerDraining } from './http/draining';
import { JSON_BODY_LIMIT, registerJsonBodies } from './http/json-body';
import { answerClientError } from './http/client-errors';
import { answerFrameworkError, registerErrorHandling } from './http/errors';
import { withRedactedRequests } from './http/request-log';
import { registerSecurity } from './http/security';
import { serverTimeouts } from './http/server-timeouts';
import { registerSessions } from './http/session';

export interface BuildOptions {
  /** Serve the built browser application from this folder (omit in API tests). */
  clientDir?: string;
  /** Renders the public pages on the server; by default the one built beside `clientDir` (http/client-app.ts). */
  renderer?: PageRenderer;
}

/** Every route the server has, for the access table test. */
export interface RouteEntry {
  method: string;
  url: string;
  access: string | undefined;
  /** The route's zod schemas (params, querystring, body), for tests that probe every route. */
  schema: { params?: unknown; querystring?: unknown; body?: unknown } | undefined;
}

/** PostgreSQL: versions kept current by the other processes' announcements while they can be heard. */
function sharedWithPeers(app: FastifyInstance, ctx: AppContext): VersionSource {
  let peers: PeerCoherence | null = null;
  const versions = sharedVersions(ctx.handle.db, () => peers?.isFresh() ?? false);
  peers = startPeerCoherence({
    url: ctx.config.DATABASE_URL,
    schema: ctx.handle.schema ?? 'public',
    db: ctx.handle.db,
    log: ctx.log,
    onVersions: (announced) => versions.changed(announced),
  });
  ctx.peers = peers;
  app.addHook('onClose', () => peers.close());
  return versions;
}

export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance & { routeTable: RouteEntry[] }> {
  const app = Fastify({
    loggerInstance: withRedactedRequests(ctx.log),
    trustProxy: ctx.config.TRUST_PROXY,
    ...serverTimeouts(ctx.config),
    bodyLimit: JSON_BODY_LIMIT,
    // The log's request ids are the server's own: a client's X-Request-Id could forge or blur log lines.
    requestIdHeader: false,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const routeTable: RouteEntry[] = [];
  const cachedReads: CachedRead[] = [];
  app.addHook('onRoute', (route) => {
    if (route.method === 'GET' && route.config?.cache) cachedReads.push({ url: route.url, cache: route.config.cache });
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const access = route.config?.access;
      if (isServerRoute(route.url) && access === undefined) {
        throw new Error(`Route ${method} ${route.url} does not declare who may call it (config.access)`);
      }
      routeTable.push({ method, url: route.url, access, schema: route.schema });
    }
  });

  registerErrorHandling(app);
  registerJsonBodies(app);
  const isDraining = registerDraining(app);
  await app.register(cookie);
  const versions = ctx.handle.engine === 'postgres' ? sharedWithPeers(app, ctx) : await localVersions(ctx.handle.db);
  ctx.onDataChanged = (bumped) => versions.changed(bumped);
  app.addHook('onClose', () => versions.close());
  if (ctx.config.READ_CACHE === 'on') registerReadCache(app, { versions, isDraining, maxBytes: ctx.config.READ_CACHE_MB * 1024 * 1024 });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  registerSecurity(app);
  registerSessions(app, (token) => resolveSession(ctx, token));
  registerAccess(app);
  app.addHook('preValidation', refuseNulText);
  app.addHook('preValidation', refuseUndeclaredQuery);

  healthRoutes(app, ctx);
  authRoutes(app, ctx);
  ownPasswordRoutes(app, ctx);
  passwordResetRoutes(app, ctx);
  magicLinkRoutes(app, ctx);
  magicLinkDebugRoutes(app, ctx);
  impersonationRoutes(app, ctx);
  userRoutes(app, ctx);
  settingsRoutes(app, ctx);
  announcementRoutes(app, ctx);
  seasonRoutes(app, ctx);
  divisionRoutes(app, ctx);
  adminDivisionRoutes(app, ctx);
  gameRoutes(app, ctx);
  adminGameRoutes(app, ctx);
  gameListRoutes(app, ctx);
  gameCorrectionRoutes(app, ctx);
  bulkChangeRoutes(app, ctx);
  scoreRoutes(app, ctx);
  coachRoutes(app, ctx);
  adminCoachRoutes(app, ctx);
  coachImportRoutes(app, ctx);
  fieldRoutes(app, ctx);
  fieldWriteRoutes(app, ctx);
  availabilityRoutes(app, ctx);
  playoffRoutes(app, ctx);
  analysisRoutes(app, ctx);
  adminPlayoffRoutes(app, ctx);
  scheduleGeneratorRoutes(app, ctx);
  proposalAcceptRoutes(app, ctx);
  uploadRoutes(app, ctx);
  auditRoutes(app, ctx);
  backupRoutes(app, ctx);
  dashboardRoutes(app, ctx);
  exportRoutes(app, ctx);
  calendarRoutes(app, ctx);
  notificationRoutes(app, ctx);

  await registerClientApp(app, { clientDir: options.clientDir, renderer: options.renderer, cachedReads });
  return Object.assign(app, { routeTable });
}
