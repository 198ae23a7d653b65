import type { SessionUser } from '../shared/schemas/user';

/**
 * The signed-in identity a request acts as, resolved from its session. While impersonating, the
 * user is the coach and `impersonatorId` the administrator.
 */
export interface Auth {
  sessionId: string;
  userId: number;
  role: SessionUser['role'];
  impersonatorId: number | null;
  impersonationEndsAt: string | null;
  /**
   * Set on the request during which an impersonation ran out and the session went back to the
   * administrator under this new token; the cookie follows.
   */
  rotatedToken: string | null;
  /** The account signed in with a shared first password and must choose its own before anything else. */
  mustChangePassword: boolean;
}

export const SESSION_COOKIE = 'dugout_session';
/** The longest a session lasts, however often it is used. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** The cookie lives as long as a session can; the server ends the session sooner when unused. */
export const SESSION_MAX_AGE_SECONDS = Math.floor(SESSION_ABSOLUTE_MS / 1000);

/** What a session cookie's token stands for: who is signed in, or that the session ended or was just replaced. */
export type SessionLookup = (token: string) => Promise<Auth | 'ended' | 'replaced'>;
