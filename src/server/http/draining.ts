import type { FastifyInstance } from 'fastify';

/**
 * While the server shuts down, every answer still being sent closes its connection behind it, so
 * keep-alive clients do not hold the process open once the requests in flight are done.
 */
export function registerDraining(app: FastifyInstance): () => boolean {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
    // Closing the server closes the connections idle at that moment. An answer already on its way
    // as keep-alive when the shutdown began (the signal waited for a busy moment to end) leaves its
    // connection idle only later: those are closed as they come, until the server has closed.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    app.server.once('close', () => clearInterval(sweep));
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) void reply.header('Connection', 'close');
    return payload;
  });
  return () => draining;
}
