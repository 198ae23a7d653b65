/**
 * What the service worker keeps (offline/sw.ts) and the page reads back: the caches' names, the
 * header and page tag that say when a saved copy was fetched, and which reads are a coach's own.
 */
export const SAVED_PAGES = 'dugout-pages';
export const SAVED_READS = 'dugout-reads';
/** The signed-in user's own reads that My Games needs; emptied at sign-out. */
export const OWN_READS = 'dugout-own-reads';

/** On a read answered from a saved copy: when the copy was fetched (an ISO time). */
export const SAVED_AT_HEADER = 'X-Saved-At';
/** In a page answered from a saved copy: `<meta name="dugout-saved-at" content="ISO time">`. */
export const SAVED_AT_META = 'dugout-saved-at';

/** My Games' reads of the coach's own: who is signed in, their teams and their games. */
const MY_GAMES_READS = [/^\/api\/user$/, /^\/api\/coaches\/\d+\/(games|teams)$/];

export const isMyGamesRead = (path: string): boolean => MY_GAMES_READS.some((read) => read.test(path));
