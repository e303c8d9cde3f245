// Qurio's service worker, written into dist/sw.js by build/service-worker.ts with the list of files
// of that build. It keeps the app shell (index.html and the fingerprinted assets) so that a reload
// without a connection opens the app, which then shows its own offline screen. API calls, uploads
// and the blog always go to the network: stale data would be worse than the offline screen.
const VERSION = '__VERSION__';
const PRECACHE = __PRECACHE__;
const CACHE = `qurio-shell-${VERSION}`;
const SHELL = '/index.html';
const NETWORK_ONLY = /^\/(api|uploads|_blog)(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NETWORK_ONLY.test(url.pathname)) return;

  if (request.mode === 'navigate') {
    // Network first: index.html is small and names the newest assets; the copy is for offline only.
    event.respondWith(
      fetch(request).catch(() => caches.match(SHELL, { cacheName: CACHE }).then((shell) => shell ?? Response.error())),
    );
    return;
  }
  // Fingerprinted files never change under one name, so the cached copy is always right.
  event.respondWith(caches.match(request, { cacheName: CACHE }).then((cached) => cached ?? fetch(request)));
});

// Web Push (features/push on the server): the payload is the notification as the member's language
// says it ({ title, body, url, tag }), never anything of an anonymous asker. The tag replaces an
// earlier notification about the same thing; the path is the page a click opens.
const ICON = '/icon-192.png';
const FALLBACK_PATH = '/notifications';

/** Only a path on this site (`/…`, never `//host`): a push cannot send the member elsewhere. */
function pathOf(value) {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
    ? value
    : FALLBACK_PATH;
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === 'string' && data.title !== '' ? data.title : 'Qurio';
  const tag = typeof data.tag === 'string' && data.tag !== '' ? data.tag : undefined;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: ICON,
      badge: ICON,
      ...(tag ? { tag, renotify: true } : {}),
      data: { url: pathOf(data.url) },
    }),
  );
});

// A click focuses an open Qurio tab and shows the page there (the app navigates without a reload,
// see app/register-service-worker.ts), or opens the page in a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = pathOf(event.notification.data?.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(path);
      const focused = await open.focus();
      focused.postMessage({ type: 'qurio:open', path });
      return focused;
    }),
  );
});
