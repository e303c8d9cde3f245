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
