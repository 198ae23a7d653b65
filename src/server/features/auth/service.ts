import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { SessionUser } from '../../../shared/schemas/user';
import { SESSION_ABSOLUTE_MS, SESSION_MAX_AGE_SECONDS, type Auth } from '../../auth';
import type { AppContext } from '../../context';
import { toBool, type Database } from '../../db/schema';
import { write } from '../../db/write';
import { Failure } from '../../errors';
import { verifyPassword } from '../../security/passwords';
import { newToken, tokenDigest } from '../../security/tokens';
import { readSetting, SELF_REGISTRATION } from '../settings/service';
import type { Actor } from '../audit/service';
import { requireStrongPassword } from '../../security/password-strength';
import { countUsers, createAccount, findUserById, findUserByLogin, sessionUserOf } from '../users/service';
import { closeActingSession, returnToAdministrator } from './impersonation';
import { refuseUnverifiedEmail } from './registration-emails';
import { wasJustReplaced } from './replaced-sessions';
import { countSignInAttempt, forgiveSignIn } from './sign-in-limit-service';
import { deleteSession, deleteSessionsOfUser, findSession, insertSession, touchSession } from './repo';
import { claimSetupToken } from './setup-token';

const IDLE_MS = 7 * 24 * 60 * 60 * 1000;
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
  // A check the server was too busy to make tested no password: it does not count.
  const valid = await verifyPassword(user?.password_hash ?? null, password).catch(async (error: unknown) => {
    await forgiveSignIn(db, attempt);
    throw error;
  });
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
    maxAgeSeconds: SESSION_MAX_AGE_SECONDS,
  };
}

/**
 * Signs a user out everywhere (after a password change): their own sessions, those acting as them
 * and those in which they act as someone else.
 */
export async function endAllSessionsOf(db: Kysely<Database>, userId: number): Promise<void> {
  await deleteSessionsOfUser(db, userId);
}

/** Signs a user out everywhere, as above, except in the session `keepSessionId` (theirs, which changed it). */
export async function endOtherSessionsOf(db: Kysely<Database>, userId: number, keepSessionId: string): Promise<void> {
  await deleteSessionsOfUser(db, userId, keepSessionId);
}

export async function signOut(ctx: AppContext, token: string): Promise<void> {
  const id = tokenDigest(ctx.secret, token);
  const session = await findSession(ctx.handle.db, id);
  if (session?.impersonator_user_id != null) {
    await closeActingSession(ctx, { id, adminId: session.impersonator_user_id, coachId: session.user_id }, 'signed out');
  } else {
    await deleteSession(ctx.handle.db, id);
  }
}

/**
 * The session a token names, or why there is none: 'replaced' when another request gave the
 * session a new token a moment ago, otherwise 'ended' (unknown, expired, its account gone, its
 * impersonator no longer an administrator).
 */
export async function resolveSession(ctx: AppContext, token: string): Promise<Auth | 'ended' | 'replaced'> {
  const { db } = ctx.handle;
  const now = ctx.now();
  const id = tokenDigest(ctx.secret, token);
  const session = await findSession(db, id);
  if (!session) return wasJustReplaced(id, now) ? 'replaced' : 'ended';
  const absoluteEnd = new Date(session.created_at).getTime() + SESSION_ABSOLUTE_MS;
  if (session.expires_at <= now.toISOString() || absoluteEnd <= now.getTime()) {
    await deleteSession(db, id);
    return 'ended';
  }
  let sessionId = id;
  let userId = session.user_id;
  let impersonatorId = session.impersonator_user_id;
  let rotatedToken: string | null = null;
  if (impersonatorId !== null) {
    const acting = { id, adminId: impersonatorId, coachId: userId };
    // Acting as a coach is an administrator's power: it ends with the session when they lose it.
    if (session.impersonator_role !== 'admin') {
      await closeActingSession(ctx, acting, 'no longer an administrator');
      return 'ended';
    }
    if ((session.impersonation_expires_at ?? '') <= now.toISOString()) {
      rotatedToken = await returnToAdministrator(ctx, acting, 'expired');
      if (rotatedToken === null) return 'replaced';
      sessionId = tokenDigest(ctx.secret, rotatedToken);
      userId = impersonatorId;
      impersonatorId = null;
    }
  }
  const user = await findUserById(db, userId);
  if (!user) {
    await deleteSession(db, sessionId);
    return 'ended';
  }
  if (now.getTime() - new Date(session.last_seen_at).getTime() > TOUCH_EVERY_MS) {
    const expiresAt = new Date(Math.min(now.getTime() + IDLE_MS, absoluteEnd)).toISOString();
    await touchSession(db, sessionId, now.toISOString(), expiresAt);
  }
  return {
    sessionId,
    userId: user.id,
    role: user.role,
    impersonatorId,
    impersonationEndsAt: impersonatorId !== null ? session.impersonation_expires_at : null,
    rotatedToken,
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
    // One count of the accounts decides both questions: on PostgreSQL each statement sees the
    // commits made before it, so a second count could see a registration made meanwhile.
    const first = (await openRegistration(trx)) === 'first account';
    if (first) await claimSetupToken(trx, ctx.secret, input.setupToken);
    refuseUnverifiedEmail(input, first);
    requireStrongPassword(input.password, { role: first ? 'admin' : 'coach', names: [input.username, input.email, input.name] });
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
  await openRegistration(db);
}

/** Which registration is open: the installation's first account, or self-registration. */
async function openRegistration(db: Kysely<Database>): Promise<'first account' | 'self-registration'> {
  if ((await countUsers(db)) === 0) return 'first account';
  if ((await readSetting(db, SELF_REGISTRATION, z.boolean())) !== true) {
    throw new Failure('forbidden', 'Registration is closed. Ask a league administrator for an account.');
  }
  return 'self-registration';
}

/** The actor of an audited write made by this request. */
export function actorOf(auth: Auth): Actor {
  return { userId: auth.userId, impersonatorId: auth.impersonatorId };
}
