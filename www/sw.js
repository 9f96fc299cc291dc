// Tenace's service worker: the site works offline after the first visit.
//
// The build (scripts/install-tools.sh build_site → scripts/precache.sh) fills
// in VERSION (a hash of every file of dist/) and ASSETS (those files, relative
// to this script). Unfilled (a bare `trunk build` or `trunk serve`), the
// worker caches nothing and every request goes to the network.
//
// - install: every asset into the cache "tenace-VERSION" (in the background;
//   the page in use is not touched);
// - fetch: cache first for the assets (a navigation to a folder is its
//   index.html), the network for anything else;
// - a new version waits. At the next load the page asks it to take over
//   ("activate"); it does so only when that page is the only one open, and
//   the page then reloads once (the game is autosaved), so a game in
//   progress in another tab never gets files of two versions;
// - activate: the caches of other versions are deleted.

const VERSION = '__TENACE_VERSION__';
const ASSETS = [/* __TENACE_ASSETS__ */];

const FILLED = !VERSION.startsWith('__');
const CACHE = `tenace-${VERSION}`;

self.addEventListener('install', (event) => {
  if (!FILLED) return;
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(ASSETS.map((a) => new Request(a, { cache: 'reload' })))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((k) => k.startsWith('tenace-') && k !== CACHE).map((k) => caches.delete(k)))),
  );
});

self.addEventListener('message', (event) => {
  if (event.data !== 'activate') return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((open) => {
      if (open.length <= 1) return self.skipWaiting();
      return undefined;
    }),
  );
});

self.addEventListener('fetch', (event) => {
  if (!FILLED || event.request.method !== 'GET') return;
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin) return;
  // A folder is its index.html; the hash never reaches here, the query is ignored.
  url.search = '';
  if (url.pathname.endsWith('/')) url.pathname += 'index.html';
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(url.href))
      .then((hit) => hit || fetch(event.request)),
  );
});
