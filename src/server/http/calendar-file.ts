import type { FastifyReply } from 'fastify';

/**
 * Answers an iCalendar feed, named for saving. Its caching headers (ETag, `no-cache`, `private`
 * for a coach's own feed) are the read cache's, as for the JSON reads.
 */
export function sendCalendar(reply: FastifyReply, fileName: string, text: string): FastifyReply {
  return reply.header('Content-Type', 'text/calendar; charset=utf-8').header('Content-Disposition', `attachment; filename="${fileName}"`).send(text);
}
