import type { LoadRequest } from './load';

/**
 * Sign-ins as a league's Saturday morning brings them: each request a different coach, from a
 * phone of its own (an address of its own, passed on by the proxy in X-Forwarded-For; the server
 * runs with TRUST_PROXY=127.0.0.1). One account or one address signing in over and over would
 * measure the sign-in limits (10 per account, 50 per address in 15 minutes), not the sign-in.
 */
export function signInsOfMany(usernames: readonly string[], password: string): LoadRequest {
  if (usernames.length === 0) throw new Error('No accounts to sign in');
  let next = 0;
  return {
    path: '/api/login',
    sequence: [
      {
        method: 'POST',
        path: '/api/login',
        setupRequest: (request) => {
          const n = next++;
          return {
            ...request,
            method: 'POST',
            path: '/api/login',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
            body: JSON.stringify({ username: usernames[n % usernames.length], password }),
          };
        },
      },
    ],
  };
}
