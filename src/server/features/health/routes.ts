import type { AppContext } from '../../context';
import { pingDatabase } from '../../db/availability';
import { migrationsAreCurrent } from '../../db/migrate';
import type { Api } from '../../http/types';

/** Probes for a load balancer: alive, and ready (database reachable, migrations current). */
export function healthRoutes(app: Api, ctx: AppContext): void {
  app.get('/healthz', { config: { access: 'public' } }, () => ({ status: 'ok' }));

  app.get('/readyz', { config: { access: 'public' } }, async (_request, reply) => {
    let current: boolean;
    try {
      await pingDatabase(ctx.handle.db);
      current = await migrationsAreCurrent(ctx.handle);
    } catch {
      return reply.code(503).send({ status: 'not ready', message: 'The database is unreachable' });
    }
    if (!current) return reply.code(503).send({ status: 'not ready', message: 'Database migrations are not current' });
    return { status: 'ready' };
  });
}
