import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new random 256-bit token, URL-safe. Only its digest is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token: HMAC-SHA256 keyed by the server secret. */
export function tokenDigest(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('hex');
}

/** Compares two digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
