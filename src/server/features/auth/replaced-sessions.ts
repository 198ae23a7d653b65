/**
 * Sessions that got a new token in the last moments, in this process. A request sent with the old
 * token just before is not signed in, but its answer must not clear the cookie: it may reach the
 * browser after the answer that set the new one.
 */
const REMEMBER_MS = 30_000;
const replacedUntil = new Map<string, number>();

export function rememberReplaced(sessionId: string, now: Date): void {
  for (const [id, until] of replacedUntil) if (until <= now.getTime()) replacedUntil.delete(id);
  replacedUntil.set(sessionId, now.getTime() + REMEMBER_MS);
}

export function wasJustReplaced(sessionId: string, now: Date): boolean {
  return (replacedUntil.get(sessionId) ?? 0) > now.getTime();
}
