import type { onRequestHookHandler } from 'fastify';

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
 * coach. An administrator acting as the coach is not held up. Given to every route that is not
 * public and not marked `whilePasswordChangeDue` (access.ts).
 */
export const requireOwnPassword: onRequestHookHandler = (request, reply, done) => {
  const auth = request.auth;
  if (!auth?.mustChangePassword || auth.impersonatorId !== null) {
    done();
    return;
  }
  void reply.code(403).send({ message: CHOOSE_OWN_PASSWORD_FIRST });
};
