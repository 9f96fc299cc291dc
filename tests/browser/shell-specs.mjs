// The app shell (crates/tenace-web/src/feature.rs, words.rs): the table page
// carries only the table; the course, the Laws tutor and the other languages'
// words are fetched on first use and precached, so that they open offline
// after the first visit. The first visit is measured the way a phone on a
// slow network sees it (Lighthouse's mobile profile: Slow 4G, 150 ms round
// trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower) from a gzip-serving
// server; the figures are printed, the bytes are bounded, the times are not.
import assert from 'node:assert/strict';
import { serve } from './lib/server.mjs';
import { playDealByClicking, setSpeed, waitReady } from './lib/table.mjs';
import { precacheOf, waitPrecached, reloadUntilControlled } from './lib/pwa.mjs';

const KB = 1024;
/**
 * What the table page may download before its first card can be clicked: a regression bound
 * (442.6 KiB measured after the 1930s systems joined the bidding engine, 476.9 KiB after the
 * Preferans and shedding tabs and the shared table, 396.5 KiB once the bidding engine and the
 * PBN/LIN readers ran in the worker, before the bridge port onto the game core, which its branch
 * measured at about 12 KB gzip more for the page; 416.5 KiB with the port, the double-dummy split's
 * par in the page and the 1930s variants; 398.1 KiB once the director's actions and state left the
 * page and its tagged enums were read through flat records; 355.8 KiB once the table's panels after
 * the deal and its dialogs were a module loaded on demand and only the table's English words were
 * compiled in; 325.8 KiB once the score sheet was drawn by that module and the page linked no
 * Unicode case tables, no arena words and no float formatting; the issue's goal is 300 KB, see
 * docs/web.md).
 */
const FIRST_VISIT_LIMIT = 330 * KB;

/** A fresh context under the mobile profile, counting the bytes received. */
async function slowContext(browser) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const counter = { bytes: 0, files: [] };
  cdp.on('Network.loadingFinished', (e) => {
    counter.bytes += e.encodedDataLength;
  });
  cdp.on('Network.responseReceived', (e) => counter.files.push(new URL(e.response.url).pathname));
  return { context, page, counter };
}

/** Milliseconds from a click on the view's tab until `selector` is there. */
async function openView(page, view, selector) {
  const t0 = Date.now();
  await page.click(`.view-tab[data-view=${view}]`);
  await page.waitForSelector(selector, { timeout: 60000 });
  return Date.now() - t0;
}

export const tests = [
  [
    'shell: the stylesheet applies every part at every width (each @media block closed before the next part)',
    async (ctx) => {
      const { page } = ctx;
      await page.goto(ctx.url);
      await waitReady(page);
      // Rules the browser parsed at the top level, not inside a media query.
      const top = await page.evaluate(() =>
        [...document.styleSheets].flatMap((s) => [...s.cssRules]).filter((r) => r instanceof CSSStyleRule).map((r) => r.selectorText),
      );
      for (const selector of ['.table', '.learn-table', '.learn-table .table', '.laws', '.card.penalty', '.view-learn', '.match-card', '.badge.you']) {
        assert.ok(top.some((t) => t.split(',').map((x) => x.trim()).includes(selector)), `${selector} is a rule at every width`);
      }
    },
  ],
  [
    'shell: first visit under Slow 4G and a 4× slower CPU — bytes and time to a clickable South hand, then Learn, Laws, Match and Preferans opened for the first time',
    async (ctx) => {
      const server = await serve(ctx.dist, 0, { gzip: true });
      const browser = ctx.context.browser();
      const runs = [];
      try {
        for (let i = 0; i < 2; i++) {
          const { context, page, counter } = await slowContext(browser);
          try {
            const t0 = Date.now();
            await page.goto(server.url);
            await page.waitForSelector('[data-testid=hand-S] [data-card]', { timeout: 120000 });
            const ms = Date.now() - t0;
            const bytes = counter.bytes;
            const files = [...counter.files];
            const views = {
              learn: await openView(page, 'learn', '[data-testid=learn-course]'),
              laws: await openView(page, 'laws', '[data-testid=laws-scenarios]'),
              match: await openView(page, 'match', '[data-testid=match-start]'),
              preferans: await openView(page, 'preferans', '[data-testid=preferans] [data-testid=hand-1] [data-card]'),
            };
            runs.push({ ms, bytes, files, views });
          } finally {
            await context.close();
          }
        }
      } finally {
        await server.close();
      }
      const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      const worst = Math.max(...runs.map((r) => r.bytes));
      ctx.metrics['first visit (Slow 4G, CPU 4×, gzip)'] =
        `${runs.map((r) => `${r.ms} ms / ${(r.bytes / KB).toFixed(1)} KiB`).join(', ')} to a clickable South hand ` +
        `(files before it: ${runs[0].files.filter((f) => !f.endsWith('.png')).join(' ')})`;
      ctx.metrics['first opening (Slow 4G on the page\'s own requests only: the service worker\'s precache is not throttled here, so a module it already holds opens at local speed; tests/browser/bench-openings.mjs shapes both)'] = ['learn', 'laws', 'match', 'preferans']
        .map((v) => `${v} ${runs.map((r) => r.views[v]).join('/')} ms (median ${median(runs.map((r) => r.views[v]))})`)
        .join('; ');
      for (const r of runs) {
        assert.ok(!r.files.some((f) => /tenace-(learn|laws|match|panels)/.test(f)), `the course, the tutor, match play and the table's panels (after the deal, dialogs) are not loaded with the table: ${r.files}`);
        assert.ok(!r.files.some((f) => /tenace-preferans(_bg\.wasm|\.js)$/.test(f)), `the Preferans module is not loaded with the table: ${r.files}`);
      }
      assert.ok(worst <= FIRST_VISIT_LIMIT, `${(worst / KB).toFixed(1)} KiB before the first card, more than ${FIRST_VISIT_LIMIT / KB} KiB`);
    },
  ],
  [
    'shell: after the first visit the Laws tutor and the Russian words open for the first time offline',
    async (ctx) => {
      const { page, context } = ctx;
      const precache = precacheOf(ctx.dist);
      for (const f of ['tenace-learn.js', 'tenace-learn_bg.wasm', 'tenace-laws.js', 'tenace-laws_bg.wasm', 'tenace-match.js', 'tenace-match_bg.wasm', 'i18n/messages/ru.txt', 'i18n/messages/laws/ru.txt', 'i18n/explanations/ru.txt', 'lessons/01-tricks/ru.json']) {
        assert.ok(precache.assets.includes(f), `${f} is precached`);
      }
      await page.goto(ctx.url);
      await waitReady(page);
      await waitPrecached(page, precache);
      await reloadUntilControlled(page, () => waitReady(page));
      await context.setOffline(true);
      await page.reload();
      await waitReady(page);
      // Russian, never seen online: its words come from the cache.
      await page.click('[data-action=open-settings]');
      await page.selectOption('#setting-lang', 'ru');
      await page.click('[data-action=save-settings]');
      await page.waitForFunction(() => document.querySelector('.bidding-box [data-call="P"]')?.textContent.trim() === 'Пас', null, { timeout: 10000 });
      await page.click('.view-tab[data-view=laws]');
      await page.waitForSelector('[data-testid=laws-scenarios]', { timeout: 20000 });
      assert.equal(await page.$('[data-testid=feature-failed]'), null, 'the tutor loaded from the cache');
      const heading = (await page.textContent('#laws-list-heading')).trim();
      assert.ok(/[а-яё]/i.test(heading), `the tutor speaks Russian offline: «${heading}»`);
      await ctx.shot('laws-offline-ru.png');
      await context.setOffline(false);
    },
  ],
  [
    'shell: Russian trick counts follow CLDR plural rules (the result after a deal, checked against Intl.PluralRules)',
    async (ctx) => {
      const { page } = ctx;
      await page.goto(`${ctx.url}#board=3&seed=42`);
      await waitReady(page);
      await setSpeed(page, 'instant');
      await page.click('[data-action=open-settings]');
      await page.selectOption('#setting-lang', 'ru');
      await page.click('[data-action=save-settings]');
      await page.waitForFunction(() => document.querySelector('.bidding-box [data-call="P"]')?.textContent.trim() === 'Пас', null, { timeout: 10000 });
      const { result } = await playDealByClicking(page);
      const text = (await page.textContent('[data-testid=result] h2')).trim();
      if (result.contract !== 'Pass' && result.contract) {
        const n = Number(result.declarerTricks);
        const form = { one: 'взятка', few: 'взятки', many: 'взяток', other: 'взятки' }[new Intl.PluralRules('ru').select(n)];
        assert.ok(text.includes(`${n} ${form},`), `«${text}»: ${n} ${form}`);
      }
    },
  ],
];
