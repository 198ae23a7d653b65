/** The /auth modes a mailed link opens. */
export type LinkMode = 'resetPassword' | 'setPassword';

/**
 * The address of a password reset or first-password link. The token rides in the fragment, which
 * browsers never send to a server: it stays out of server and proxy logs, and the page sends it in
 * a request body.
 */
export function authLink(baseUrl: string, mode: LinkMode, token: string): string {
  return `${baseUrl}/auth?mode=${mode}#token=${encodeURIComponent(token)}`;
}

/** A link's token: from the fragment, or from the query of links mailed before it moved there. */
export function tokenOfLink(search: string, hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? new URLSearchParams(search).get('token') ?? '';
}
