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
