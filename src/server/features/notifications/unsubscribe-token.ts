import { timingSafeEqual } from 'node:crypto';
import { unsubscribeTokenParts, type OptionalMailKind } from '../../../shared/schemas/notifications';
import { tokenDigest } from '../../security/tokens';

/** The server's signature of a person and a kind of mail: only the server can make a link that turns someone's mail off. */
const signature = (secret: string, userId: number, kind: OptionalMailKind) => tokenDigest(secret, `mail-unsubscribe:${userId}:${kind}`);

/** The token of a mail's unsubscribe link: who, which kind, signed. It does not expire: an old mail's link keeps working. */
export function unsubscribeToken(secret: string, userId: number, kind: OptionalMailKind): string {
  return `${userId}.${kind}.${signature(secret, userId, kind)}`;
}

/** The person and kind a token names, or null when the server did not sign it. */
export function readUnsubscribeToken(secret: string, token: string): { userId: number; kind: OptionalMailKind } | null {
  const parts = unsubscribeTokenParts(token);
  if (!parts) return null;
  const expected = Buffer.from(signature(secret, parts.userId, parts.kind), 'hex');
  const given = Buffer.from(parts.signature, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given) ? { userId: parts.userId, kind: parts.kind } : null;
}

/** The one-click link (RFC 8058): a POST to it turns the kind off; a GET opens a page that asks first. */
export function unsubscribeLink(publicUrl: string, secret: string, userId: number, kind: OptionalMailKind): string {
  return `${publicUrl}/api/mail-preferences/unsubscribe?token=${unsubscribeToken(secret, userId, kind)}`;
}
