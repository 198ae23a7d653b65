import type { ActiveLink, RevokedLinks } from '../../../shared/schemas/magic-link';
import type { Auth } from '../../auth';
import type { AppContext } from '../../context';
import { write } from '../../db/write';
import { conflict, notFound } from '../../errors';
import { recordAudit } from '../audit/service';
import { actorOf } from '../auth/service';
import { findUserById } from '../users/service';
import { activeLinks, revokeActiveLinksOf } from './repo';

/** The coaches who hold a link that still works, with when it was issued and when it expires. */
export function listActiveLinks(ctx: AppContext): Promise<ActiveLink[]> {
  return activeLinks(ctx.handle.db, ctx.now().toISOString());
}

/**
 * Stops a coach's active link from working: it no longer verifies or sets a password, and answers
 * as any link that is no longer valid. A coach without one answers 409, so a second revoke of the
 * same link says so rather than pretending to have done something.
 */
export async function revokeLink(ctx: AppContext, auth: Auth, userId: number): Promise<RevokedLinks> {
  const now = ctx.now();
  return write(ctx, [], async (trx) => {
    const user = await findUserById(trx, userId);
    if (!user || user.role !== 'coach') throw notFound('Coach not found');
    const expired = await revokeActiveLinksOf(trx, userId, now.toISOString());
    if (expired.length === 0) throw conflict(`${user.name} has no active magic link: it was used, revoked or has expired`);
    await recordAudit(trx, actorOf(auth), { action: 'magic_link.revoke', entity: 'user', entityId: userId, before: { expiresAt: expired } }, now);
    return { revoked: expired.length };
  });
}
