import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { notReadyReason } from './service';

/** Probes for a load balancer: alive, and ready (database reachable, migrations current). */
export function healthRoutes(app: Api, ctx: AppContext): void {
  app.get('/healthz', { config: { access: 'public' } }, () => ({ status: 'ok' }));

  app.get('/readyz', { config: { access: 'public' } }, async (_request, reply) => {
    const reason = await notReadyReason(ctx);
    if (reason !== null) return reply.code(503).send({ status: 'not ready', message: reason });
    return { status: 'ready' };
  });
}
