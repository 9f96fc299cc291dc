// The shedding game "Bridge" against the Rust robots in the app (issue 20,
// crates/tenace-web/src/shed.rs on the shared table): the module loaded on
// first use, a whole game played by clicking cards and by keys (D draws,
// E ends), a jack's suit named with data-suit, the test hooks of the issue,
// two and six seats, 360 px, the words in another language, and axe-core's
// WCAG 2.1 A/AA check.
import assert from 'node:assert/strict';
import { waitReady } from './lib/table.mjs';
import { assertAccessible } from './lib/axe.mjs';

const SHED = '[data-testid=shed]';

async function openShed(page, url) {
  await page.goto(url);
  await waitReady(page);
  await page.click('button.view-tab[data-view=shed]');
  await page.waitForSelector(`[data-testid=view-shed] ${SHED}`, { timeout: 20000 });
}

/** The view's state from its root's data attributes. */
async function shedState(page) {
  return page.$eval(SHED, (el) => ({ due: el.dataset.due, over: el.dataset.over === 'true', round: Number(el.dataset.round), players: Number(el.dataset.players) }));
}

/** One action of the person: a playable card (a jack's suit when asked), else D (draw) or E (end) by key. */
async function actOnce(page) {
  const card = await page.$('[data-testid=hand-0] button[data-card][data-legal=true]');
  if (card) {
    const code = await card.getAttribute('data-card');
    await card.click();
    if (code.startsWith('J')) {
      const suit = await page.waitForSelector('[data-suit]', { timeout: 5000 });
      assert.match(await suit.getAttribute('data-suit'), /^[SHDC]$/);
      await suit.click();
    }
    return 'card';
  }
  // The keys act while the focus is in the game (here on the action row, as after Tab).
  const draw = await page.$('[data-action=draw]:not([disabled])');
  if (draw) {
    await draw.focus();
    await page.keyboard.press('d');
    return 'draw';
  }
  const end = await page.$('[data-action=end]:not([disabled])');
  if (end) {
    await end.focus();
    await page.keyboard.press('e');
    return 'end';
  }
  // Only "Bridge" is left (backyard rules): click it.
  await page.click('[data-action=bridge]:not([disabled])');
  return 'bridge';
}

/** Plays until the game is over; returns how many actions of each kind the person took. */
async function playOut(page, limit = 2000) {
  const counts = { card: 0, draw: 0, end: 0, bridge: 0 };
  for (let i = 0; i < limit; i += 1) {
    await page.waitForFunction((sel) => {
      const el = document.querySelector(sel);
      return el && (el.dataset.due === '0' || el.dataset.over === 'true');
    }, SHED, { timeout: 20000 });
    const st = await shedState(page);
    if (st.over) return counts;
    const before = await page.$eval(SHED, (el) => el.innerHTML.length + el.dataset.due + el.dataset.round);
    counts[await actOnce(page)] += 1;
    // The person's action was taken: the view changed.
    await page.waitForFunction(
      ([sel, was]) => {
        const el = document.querySelector(sel);
        return el && el.innerHTML.length + el.dataset.due + el.dataset.round !== was;
      },
      [SHED, before],
      { timeout: 10000 },
    );
  }
  throw new Error('the game did not end');
}

export const tests = [
  [
    'shedding: a whole game against three robots by clicks and keys, with the issue’s test hooks',
    async (ctx) => {
      const { page } = ctx;
      await openShed(page, ctx.url);
      await page.selectOption('[data-testid=shed-speed]', 'instant');
      await page.selectOption('[data-testid=shed-robot]', 'sample');
      let st = await shedState(page);
      assert.equal(st.players, 4);
      for (const id of ['hand-0', 'hand-1', 'hand-2', 'hand-3', 'top', 'stock', 'scores']) {
        assert.ok(await page.$(`${SHED} [data-testid=${id}]`), `data-testid=${id}`);
      }
      // The person's cards carry the game's codes (rank first, S52) and names.
      const codes = await page.$$eval('[data-testid=hand-0] [data-card]', (b) => b.map((x) => [x.dataset.card, x.getAttribute('aria-label')]));
      assert.ok(codes.length >= 4, `a hand of cards (${codes.length})`);
      for (const [code, label] of codes) {
        assert.match(code, /^[6-9TJQKA][SHDC]$/);
        assert.ok(label && label.length > 3, `an accessible name for ${code}`);
      }
      assert.match(await page.getAttribute('[data-testid=top] [data-card]', 'data-card'), /^[6-9TJQKA][SHDC]$/);
      // The robots' hands are backs only.
      assert.equal(await page.$$eval('[data-testid=hand-1] [data-card]', (b) => b.length), 0);
      assert.equal(await page.$$eval('[data-action=draw], [data-action=end]', (b) => b.length), 2);
      await ctx.shot('shed-desktop.png');
      const checked = [];
      await assertAccessible(page, 'Shedding: the game under way', checked);
      const counts = await playOut(page);
      assert.ok(counts.card >= 5, `the person laid cards (${JSON.stringify(counts)})`);
      assert.ok(counts.draw + counts.end >= 1, `the person used the keys (${JSON.stringify(counts)})`);
      st = await shedState(page);
      assert.ok(st.over && st.due === '', 'the game is over');
      await page.waitForSelector('[data-testid=shed-over]');
      // Someone went past the limit (S32), or the round cap ended it (S34): the scores show totals.
      const totals = await page.$$eval('[data-testid=scores] [data-total]', (t) => t.map((x) => Number(x.dataset.total)));
      assert.equal(totals.length, 4);
      assert.ok(Math.max(...totals) > 0, `totals ${totals}`);
      await ctx.shot('shed-over.png');
      await assertAccessible(page, 'Shedding: the game over', checked);
      // A new game from the end.
      await page.click('[data-action=again]');
      await page.waitForFunction((sel) => document.querySelector(sel)?.dataset.over === 'false', SHED);
    },
  ],
  [
    'shedding: two and six seats, 360 px without sideways scrolling, and the words in Russian',
    async (ctx) => {
      const { page } = ctx;
      await openShed(page, ctx.url);
      for (const n of ['2', '6']) {
        await page.selectOption('[data-testid=shed-players]', n);
        await page.waitForFunction(([sel, n]) => document.querySelector(sel)?.dataset.players === n, [SHED, n]);
        for (let s = 0; s < Number(n); s += 1) assert.ok(await page.$(`[data-testid=hand-${s}]`), `${n} seats: hand-${s}`);
        assert.equal(await page.$(`[data-testid=hand-${n}]`), null);
      }
      await page.setViewportSize({ width: 360, height: 740 });
      await page.waitForTimeout(150);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no sideways scrolling at 360 px with six seats (overflow ${overflow}px)`);
      await ctx.shot('shed-phone-6.png');
      await page.setViewportSize({ width: 1280, height: 900 });
      // Russian: the module fetches its words (messages/shed/ru.txt) and speaks them.
      await page.click('[data-action=open-settings]');
      await page.selectOption('#setting-lang', 'ru');
      await page.click('[data-action=save-settings]');
      await page.waitForFunction((sel) => document.querySelector(sel)?.dataset.lang === 'ru', SHED, { timeout: 20000 });
      const draw = await page.textContent('[data-action=draw]');
      assert.equal(draw.trim(), 'Взять карту');
      assert.match(await page.textContent('[data-testid=scores] caption'), /Очки/);
    },
  ],
];
