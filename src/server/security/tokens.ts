import { createHmac, randomBytes } from 'node:crypto';

/** A new random 256-bit token, URL-safe. Only its digest is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The stored form of a token: HMAC-SHA256 keyed by the server secret. Tokens are found by looking
 * their digest up, never by comparing the token as text, so timing says nothing about a token.
 */
export function tokenDigest(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('hex');
}
