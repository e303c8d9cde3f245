/**
 * Production builds only (the worker is written by the build): registered after the page has
 * loaded, so caching the app shell never competes with the first paint. A click on a push
 * notification with Qurio already open (build/sw-template.js) asks this tab to show a page:
 * `open` navigates the app there without reloading it.
 */
export function registerServiceWorker(open: (path: string) => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown; path?: unknown } | null;
    if (data?.type !== 'qurio:open' || typeof data.path !== 'string') return;
    if (data.path.startsWith('/') && !data.path.startsWith('//')) open(data.path);
  });
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('Service worker', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
