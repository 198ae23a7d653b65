/**
 * Registers the service worker (offline/sw.ts, built as /sw.js) once the page has loaded, so that
 * keeping the application's code does not compete with the page's own first load.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
