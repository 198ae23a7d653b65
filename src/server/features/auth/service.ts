import type { Kysely } from 'kysely';
import type { SessionUser } from '../../../shared/schemas/user';
import type { AppContext } from '../../context';
import { toBool, type Database } from '../../db/schema';
import { write } from '../../db/write';
import { Failure } from '../../errors';
import { verifyPassword } from '../../security/passwords';
import { newToken, tokenDigest } from '../../security/tokens';
import { readSetting, SELF_REGISTRATION } from '../settings/service';
import type { Actor } from '../audit/service';
import { countUsers, createAccount, findUserById, findUserByLogin, sessionUserOf } from '../users/service';
import { returnToAdministrator } from './impersonation';
import { refuseUnverifiedEmail } from './registration-emails';
import { countSignInAttempt, forgiveSignIn } from './sign-in-limits';
import { deleteOtherSessionsOfUser, deleteSession, deleteSessionsOfUser, findSession, insertSession, touchSession } from './repo';
import { claimFirstAccount } from './setup-token';

export const SESSION_COOKIE = 'dugout_session';
const IDLE_MS = 7 * 24 * 60 * 60 * 1000;
const ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;

export interface SignedIn {
  token: string;
  user: SessionUser;
  maxAgeSeconds: number;
}

export async function signIn(ctx: AppContext, username: string, password: string, address: string): Promise<SignedIn> {
  const { db } = ctx.handle;
  const user = await findUserByLogin(db, username);
  const attempt = await countSignInAttempt(db, user, username, address, ctx.now());
  const valid = await verifyPassword(user?.password_hash ?? null, password);
  if (!user || !valid) throw new Failure('unauthenticated', 'Invalid username or password');
  await forgiveSignIn(db, attempt);
  return startSession(ctx, user.id);
}

/** A new session with a new id: sign-in never reuses an id the browser already had. */
export async function startSession(ctx: AppContext, userId: number): Promise<SignedIn> {
  const { db } = ctx.handle;
  const now = ctx.now();
  const token = newToken();
  await insertSession(db, {
    id: tokenDigest(ctx.secret, token),
    userId,
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + IDLE_MS).toISOString(),
  });
  const user = await findUserById(db, userId);
  if (!user) throw new Failure('unauthenticated', 'Account not found');
  return {
    token,
    user: await sessionUserOf(db, user, { active: false, endsAt: null }),
    maxAgeSeconds: Math.floor(ABSOLUTE_MS / 1000),
  };
}

/** Signs a user out everywhere (after a password change), including sessions impersonating them. */
export async function endAllSessionsOf(db: Kysely<Database>, userId: number): Promise<void> {
  await deleteSessionsOfUser(db, userId);
}

/** Signs a user out everywhere except in the session `keepSessionId`. */
export async function endOtherSessionsOf(db: Kysely<Database>, userId: number, keepSessionId: string): Promise<void> {
  await deleteOtherSessionsOfUser(db, userId, keepSessionId);
}

export async function signOut(ctx: AppContext, token: string): Promise<void> {
  const id = tokenDigest(ctx.secret, token);
  const session = await findSession(ctx.handle.db, id);
  if (session?.impersonator_user_id != null) {
    await returnToAdministrator(ctx, { id, adminId: session.impersonator_user_id, coachId: session.user_id }, 'signed out');
  }
  await deleteSession(ctx.handle.db, id);
}

/** Who a request acts as. While impersonating, `user` is the coach and `impersonatorId` the admin. */
export interface Auth {
  sessionId: string;
  userId: number;
  role: SessionUser['role'];
  impersonatorId: number | null;
  impersonationEndsAt: string | null;
  /** True on the request during which an impersonation ran out and the session went back to the admin. */
  impersonationExpired: boolean;
  /** The account signed in with a shared first password and must choose its own before anything else. */
  mustChangePassword: boolean;
}

export async function resolveSession(ctx: AppContext, token: string): Promise<Auth | null> {
  const { db } = ctx.handle;
  const now = ctx.now();
  const id = tokenDigest(ctx.secret, token);
  const session = await findSession(db, id);
  if (!session) return null;
  const absoluteEnd = new Date(session.created_at).getTime() + ABSOLUTE_MS;
  if (session.expires_at <= now.toISOString() || absoluteEnd <= now.getTime()) {
    await deleteSession(db, id);
    return null;
  }
  let userId = session.user_id;
  let impersonatorId = session.impersonator_user_id;
  let impersonationExpired = false;
  if (impersonatorId !== null && (session.impersonation_expires_at ?? '') <= now.toISOString()) {
    await returnToAdministrator(ctx, { id, adminId: impersonatorId, coachId: userId }, 'expired');
    userId = impersonatorId;
    impersonatorId = null;
    impersonationExpired = true;
  }
  const user = await findUserById(db, userId);
  if (!user) {
    await deleteSession(db, id);
    return null;
  }
  if (now.getTime() - new Date(session.last_seen_at).getTime() > TOUCH_EVERY_MS) {
    const expiresAt = new Date(Math.min(now.getTime() + IDLE_MS, absoluteEnd)).toISOString();
    await touchSession(db, id, now.toISOString(), expiresAt);
  }
  return {
    sessionId: id,
    userId: user.id,
    role: user.role as SessionUser['role'],
    impersonatorId,
    impersonationEndsAt: impersonatorId !== null ? session.impersonation_expires_at : null,
    impersonationExpired,
    mustChangePassword: toBool(user.must_change_password),
  };
}

export async function currentUser(ctx: AppContext, auth: Auth): Promise<SessionUser> {
  const user = await findUserById(ctx.handle.db, auth.userId);
  if (!user) throw new Failure('unauthenticated', 'You are not signed in');
  return sessionUserOf(ctx.handle.db, user, {
    active: auth.impersonatorId !== null,
    endsAt: auth.impersonationEndsAt,
  });
}

export interface Registration {
  username: string;
  password: string;
  name: string;
  email?: string | undefined;
  /** Needed for the first account of an empty installation (features/auth/setup-token.ts). */
  setupToken?: string | undefined;
}

/**
 * The first account of an empty installation becomes its administrator, given a setup token from
 * the server log. Afterwards anyone may
 * register only when an administrator has turned self-registration on; they become coaches
 * without teams until an administrator assigns them.
 */
export async function register(ctx: AppContext, input: Registration): Promise<SignedIn> {
  const userId = await write(ctx, ['users'], async (trx) => {
    await refuseClosedRegistration(trx);
    const first = await claimFirstAccount(trx, ctx.secret, input.setupToken);
    refuseUnverifiedEmail(input, first);
    if (await findUserByLogin(trx, input.username)) {
      throw new Failure('conflict', 'That username is already taken');
    }
    if (input.email && (await findUserByLogin(trx, input.email))) {
      throw new Failure('conflict', 'An account with that email already exists');
    }
    return createAccount(
      trx,
      {
        username: input.username,
        password: input.password,
        name: input.name,
        email: input.email ?? null,
        role: first ? 'admin' : 'coach',
      },
      ctx.now(),
    );
  });
  return startSession(ctx, userId);
}

/**
 * Registration is open on an empty installation (its first account) or when an administrator has
 * turned self-registration on. Checked before the form is (so a closed door says so whatever was
 * sent) and again in the registering transaction.
 */
export async function refuseClosedRegistration(db: Kysely<Database>): Promise<void> {
  if ((await countUsers(db)) > 0 && (await readSetting<boolean>(db, SELF_REGISTRATION)) !== true) {
    throw new Failure('forbidden', 'Registration is closed. Ask a league administrator for an account.');
  }
}

/** The actor of an audited write made by this request. */
export function actorOf(auth: Auth): Actor {
  return { userId: auth.userId, impersonatorId: auth.impersonatorId };
}
