import type { FastifyInstance } from 'fastify';

/**
 * While the server shuts down, every answer still being sent closes its connection behind it, so
 * keep-alive clients do not hold the process open once the requests in flight are done.
 */
export function registerDraining(app: FastifyInstance): () => boolean {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) void reply.header('Connection', 'close');
    return payload;
  });
  return () => draining;
}
