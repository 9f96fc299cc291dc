// Tenace's service worker: the site works offline after the first visit.
//
// The build (scripts/install-tools.sh build_site → scripts/precache.sh) fills
// in VERSION (a hash of every file of dist/) and ASSETS (those files, relative
// to this script). Unfilled (a bare `trunk build` or `trunk serve`), the
// worker caches nothing and every request goes to the network.
//
// - install: every asset into the cache "tenace-VERSION", in the background
//   (the page in use is not touched), a few files at a time and at low fetch
//   priority, the modules loaded on demand first (the course, the Laws
//   tutor, match play…: what the player may open next);
// - the first visit's page is not served by the worker, so when it opens a
//   module it asks the installing worker for that module's files ("want",
//   crate tenace-web's feature.rs): those are fetched at once, or the fetch
//   already under way is joined, and everything else waits (fetches under
//   way for other files are aborted and queued again), so the precache never
//   competes with what the player has just asked for and no file is fetched
//   twice; the page then reads them from the cache;
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

/** How many precache fetches run at once while the page wants nothing. */
const PARALLEL = 3;

/**
 * The precache in progress (during install), or null: what is queued, under way and stored, and
 * the files a page wants now with who waits for them.
 */
let precache = null;

/**
 * The order of the precache: the modules loaded on demand by the table page (the table's panels,
 * needed when the first deal ends; then the views in the order of their tabs) and their English
 * words, then the other modules, then the rest (the page's own files came with the first visit).
 */
const FIRST = ['panels', 'learn', 'laws', 'match'];
function rank(asset) {
  const module = /^tenace-(\w+)(_bg\.wasm|\.js)$/.exec(asset);
  if (module && FIRST.includes(module[1])) return FIRST.indexOf(module[1]);
  if (/^i18n\/messages\/(learn|laws|quiz)\/en\.txt$/.test(asset)) return 1;
  if (/_bg\.wasm$|\.js$/.test(asset) && !asset.startsWith('tenace-web-') && !asset.startsWith('tenace-dd-worker')) return FIRST.length;
  return FIRST.length + 1;
}

function startPrecache(cache) {
  const queue = ASSETS.map((a, i) => [rank(a), i, a]).sort((x, y) => x[0] - y[0] || x[1] - y[1]).map((x) => x[2]);
  const state = { cache, queue, running: new Map(), stored: new Set(), wanted: new Map(), failure: null };
  return new Promise((resolve, reject) => {
    state.finish = () => {
      if (state.failure) reject(state.failure);
      else if (state.stored.size === ASSETS.length) resolve();
    };
    precache = state;
    pump(state);
  });
}

/** Starts what may run now: every wanted file; the rest only while nothing is wanted. */
function pump(state) {
  if (state.failure) return;
  for (const asset of state.wanted.keys()) {
    if (!state.stored.has(asset) && !state.running.has(asset)) start(state, asset);
  }
  while (state.wanted.size === 0 && state.running.size < PARALLEL && state.queue.length > 0) {
    const asset = state.queue.shift();
    if (!state.stored.has(asset) && !state.running.has(asset)) start(state, asset);
  }
  state.finish();
}

function start(state, asset) {
  const controller = new AbortController();
  state.running.set(asset, controller);
  const wanted = state.wanted.has(asset);
  fetch(new Request(asset, { cache: 'reload', signal: controller.signal, priority: wanted ? 'high' : 'low' }))
    .then((response) => {
      if (!response.ok) throw new Error(`${asset}: HTTP ${response.status}`);
      return state.cache.put(asset, response);
    })
    .then(
      () => {
        state.stored.add(asset);
        answer(state, asset, true);
      },
      (error) => {
        if (controller.signal.aborted) {
          // Made way for a file the page wants: fetched again later.
          state.queue.unshift(asset);
          return;
        }
        state.failure = error;
        // The install fails (and is tried again at the next visit); whoever waits fetches for itself.
        for (const waiting of [...state.wanted.keys()]) answer(state, waiting, false);
      },
    )
    .finally(() => {
      state.running.delete(asset);
      pump(state);
    });
}

/** Tells the pages waiting for `asset` whether it is in the cache now. */
function answer(state, asset, stored) {
  for (const port of state.wanted.get(asset) ?? []) port.postMessage({ asset, cache: stored ? CACHE : null });
  state.wanted.delete(asset);
}

/** A page wants `assets` now (on `port`, one answer per file): they go first, the rest waits. */
function want(assets, port) {
  const state = precache;
  for (const asset of assets) {
    if (!state || !ASSETS.includes(asset) || state.failure) {
      port.postMessage({ asset, cache: null });
    } else if (state.stored.has(asset)) {
      port.postMessage({ asset, cache: CACHE });
    } else {
      state.wanted.set(asset, [...(state.wanted.get(asset) ?? []), port]);
    }
  }
  if (!state) return;
  // Fetches of other files make way (each is queued again).
  for (const [asset, controller] of state.running) {
    if (!state.wanted.has(asset) && state.wanted.size > 0) controller.abort();
  }
  pump(state);
}

self.addEventListener('install', (event) => {
  if (!FILLED) return;
  event.waitUntil(caches.open(CACHE).then(startPrecache).finally(() => {
    precache = null;
  }));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((k) => k.startsWith('tenace-') && k !== CACHE).map((k) => caches.delete(k)))),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && Array.isArray(event.data.want) && event.ports[0]) {
    want(event.data.want.filter((a) => typeof a === 'string'), event.ports[0]);
    return;
  }
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
