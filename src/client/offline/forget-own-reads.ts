import { OWN_READS } from './saved-copies';

/** Deletes the signed-in user's saved reads (My Games offline), at sign-out. */
export async function forgetOwnReads(): Promise<void> {
  if ('caches' in window) await caches.delete(OWN_READS).catch(() => false);
}
