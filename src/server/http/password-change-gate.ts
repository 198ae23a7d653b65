import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A signed-in route an account that must choose its own password may still call. */
    whilePasswordChangeDue?: boolean;
  }
}

export const CHOOSE_OWN_PASSWORD_FIRST = 'Please choose your own password before you continue.';

/**
 * An account that signed in with a shared first password (coach import) may only read who it is,
 * choose its own password and sign out: the shared password must not be enough to act as that
 * coach. An administrator acting as the coach is not held up.
 */
export async function requireOwnPassword(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const auth = request.auth;
  if (!auth?.mustChangePassword || auth.impersonatorId !== null) return;
  const config = request.routeOptions.config;
  if (config.access === undefined || config.access === 'public' || config.whilePasswordChangeDue) return;
  await reply.code(403).send({ message: CHOOSE_OWN_PASSWORD_FIRST });
}
