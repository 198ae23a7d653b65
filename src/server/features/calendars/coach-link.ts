import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The secret part of a coach's private feed address: the coach's id and an HMAC, keyed by the
 * server secret, of the id and the coach's calendar key (decision 0047). The database holds only
 * the key, so neither it nor a backup gives the link away; a new key (a reset) gives a new link
 * and the old one no longer matches. A coach who never reset has no key yet: the link is then
 * derived from the id alone, still unguessable without the secret.
 */
export function coachFeedToken(secret: string, userId: number, key: string | null): string {
  return `${userId}-${mac(secret, userId, key)}`;
}

function mac(secret: string, userId: number, key: string | null): string {
  return createHmac('sha256', secret)
    .update(`coach-calendar:${userId}:${key ?? ''}`)
    .digest('base64url');
}

const TOKEN = /^([1-9]\d{0,9})-([A-Za-z0-9_-]{43})$/;

/** The coach id a token names, before it is checked; null for anything that is not a token's shape. */
export function claimedCoach(token: string): number | null {
  const match = TOKEN.exec(token);
  return match ? Number(match[1]) : null;
}

/** Whether the token is the coach's current link, compared in constant time. */
export function isCurrentToken(secret: string, token: string, userId: number, key: string | null): boolean {
  const expected = Buffer.from(coachFeedToken(secret, userId, key));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A fresh calendar key: the next link. */
export function newCalendarKey(): string {
  return randomBytes(16).toString('hex');
}
