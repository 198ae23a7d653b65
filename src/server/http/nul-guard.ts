import type { FastifyReply, FastifyRequest } from 'fastify';

export const NUL_MESSAGE = 'Text cannot contain the NUL character (\\u0000)';

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1));
}

/**
 * A NUL character is not text: PostgreSQL refuses it in every text column (SQLite would keep it),
 * so it is refused at the door, alike on both engines, before any route sees the request.
 */
export async function refuseNulText(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (holdsNul(request.body) || holdsNul(request.query)) await reply.code(400).send({ message: NUL_MESSAGE });
}
