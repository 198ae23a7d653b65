import type { Kysely } from 'kysely';
import { OPTIONAL_MAIL_KINDS, type MailPreferences, type MailPreferencesPatch, type Unsubscribed } from '../../../shared/schemas/notifications';
import type { Auth } from '../../auth';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { write } from '../../db/write';
import { forbidden, invalid, notFound } from '../../errors';
import { recordAudit, type Actor } from '../audit/service';
import { actorOf } from '../auth/service';
import { findMailUser, optOutsOf, turnOff, turnOn } from './repo';
import { readUnsubscribeToken } from './unsubscribe-token';

/** Said to anyone who asks: coaches never get this mail, so the reason names who does. */
export const DISPUTES_ALWAYS = 'Mail about score disputes waiting cannot be turned off: it goes to league staff always, and to no one else';

async function preferencesOf(db: Kysely<Database>, userId: number): Promise<MailPreferences> {
  const off = new Set((await optOutsOf(db, [userId])).map((r) => r.kind));
  return Object.fromEntries(OPTIONAL_MAIL_KINDS.map((kind) => [kind, !off.has(kind)])) as MailPreferences;
}

/** Turns kinds on or off for one person, audited with the choices before and after, in the caller's transaction. */
async function apply(trx: Kysely<Database>, actor: Actor, userId: number, patch: Partial<MailPreferences>, via: 'profile' | 'link', now: Date) {
  const before = await preferencesOf(trx, userId);
  for (const kind of OPTIONAL_MAIL_KINDS) {
    const on = patch[kind];
    if (on === undefined || on === before[kind]) continue;
    if (on) await turnOn(trx, userId, kind);
    else await turnOff(trx, userId, kind, now.toISOString());
  }
  const after = await preferencesOf(trx, userId);
  if (OPTIONAL_MAIL_KINDS.some((kind) => before[kind] !== after[kind])) {
    await recordAudit(trx, actor, { action: 'user.mail_preferences', entity: 'user', entityId: userId, before, after: { ...after, via } }, now);
  }
  return after;
}

/** Which kinds of mail the signed-in person gets (all, until they turn some off). */
export function mailPreferencesOf(ctx: AppContext, auth: Auth): Promise<MailPreferences> {
  return preferencesOf(ctx.handle.db, auth.userId);
}

/** The signed-in person turns kinds of mail on or off on their profile. Dispute mail to league staff stays on. */
export async function changeMailPreferences(ctx: AppContext, auth: Auth, patch: MailPreferencesPatch): Promise<MailPreferences> {
  if (patch.disputes === false) throw forbidden(DISPUTES_ALWAYS);
  const now = ctx.now();
  return write(ctx, [], (trx) => apply(trx, actorOf(auth), auth.userId, patch, 'profile', now));
}

/**
 * A mail's one-click unsubscribe link, posted by the person's mail program or by the page the link
 * opens: no sign-in, the signed token says who and which kind. Doing it again changes nothing.
 */
export async function unsubscribe(ctx: AppContext, token: string): Promise<Unsubscribed> {
  const named = readUnsubscribeToken(ctx.secret, token);
  if (!named) throw invalid('This unsubscribe link is not valid. Open it from the mail again, or choose your mails on your profile.');
  const now = ctx.now();
  return write(ctx, [], async (trx) => {
    if (!(await findMailUser(trx, named.userId))) throw notFound('The account this link was sent to no longer exists');
    await apply(trx, { userId: named.userId, impersonatorId: null }, named.userId, { [named.kind]: false }, 'link', now);
    return { kind: named.kind };
  });
}
