import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An API route that declares no query string takes none: a parameter it does not know is refused
 * (400, named) as on routes with a query schema (`queryParams` is strict), rather than ignored.
 */
export async function refuseUndeclaredQuery(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { url, schema } = request.routeOptions;
  if (!url?.startsWith('/api/') || schema?.querystring) return;
  const names = Object.keys(request.query as Record<string, unknown>);
  if (names.length > 0) await reply.code(400).send({ message: `Unknown query parameter: ${names.join(', ')}` });
}
