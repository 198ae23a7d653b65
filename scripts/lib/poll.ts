/**
 * Asks `check` again every `everyMs` until it answers something other than undefined, null or
 * false, and answers that; after `timeoutMs` fails naming what was awaited. For waiting on another
 * process (a server, the database), where there is nothing to await.
 */
export async function pollUntil<T>(
  what: string,
  check: () => T | Promise<T>,
  { timeoutMs = 10_000, everyMs = 25 } = {},
): Promise<Exclude<T, undefined | null | false>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await check();
    if (answer !== undefined && answer !== null && answer !== false) return answer as Exclude<T, undefined | null | false>;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
