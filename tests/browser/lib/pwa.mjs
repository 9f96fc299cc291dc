// The installable, offline site: what the build wrote into dist/sw.js, and
// waiting in the page until the service worker has everything cached.
import fs from 'node:fs';
import path from 'node:path';

/** VERSION and ASSETS of the built service worker (scripts/precache.sh filled them in). */
export function precacheOf(dist) {
  const text = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const version = /const VERSION = '([^']*)';/.exec(text)?.[1];
  const list = /const ASSETS = \[([^\]]*)\];/.exec(text)?.[1];
  if (!version || version.startsWith('__') || list === undefined || list.includes('__TENACE_ASSETS__')) {
    throw new Error(`${dist}/sw.js is not filled in: build with build_site (scripts/precache.sh)`);
  }
  const assets = [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]);
  return { version, assets };
}

/** Waits until the service worker is activated and its cache holds every asset; returns the cache's size. */
export async function waitPrecached(page, { version, assets }, timeout = 60000) {
  await page.waitForFunction(
    async ({ version, count }) => {
      const reg = await navigator.serviceWorker.getRegistration();
      if (!reg || !reg.active || reg.active.state !== 'activated') return false;
      if (!(await caches.has(`tenace-${version}`))) return false;
      const cache = await caches.open(`tenace-${version}`);
      return (await cache.keys()).length >= count;
    },
    { version, count: assets.length },
    { timeout, polling: 250 },
  );
  return assets.length;
}

/**
 * Reloads the page (at most five times, half a second apart) until the service worker serves it:
 * the first visit installs the worker, and the first reloads may come before Chromium has stored
 * the activated one. `ready` waits for each reloaded page. Returns whether the worker serves it.
 */
export async function reloadUntilControlled(page, ready = async () => {}, reloadOptions = {}) {
  const controlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null);
  for (let i = 0; i < 5 && !(await controlled()); i++) {
    await page.waitForTimeout(500);
    await page.reload(reloadOptions);
    await ready();
  }
  return controlled();
}
