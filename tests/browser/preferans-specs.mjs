// The Preferans table (the "Preferans" view, crates/tenace-preferans-web):
// a whole pulka against two robots with every deal's sheet entries and the
// settlement checked against `tenace preferans score` on the downloaded
// Appendix C record; reload in mid-deal; a damaged save set aside; the
// record loaded and replayed step by step; an all-pass round; a misère with
// open hands; a half-whist; the view in Russian and Estonian; 360 px.
//
// Seeds: `cargo run -p tenace-preferans-app --example scenarios -- 60` lists
// what the first deal of each seed is when the user passes (fast robots).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { waitReady } from './lib/table.mjs';

const ROOT = '[data-testid=preferans]';

async function root(page) {
  return page.$eval(ROOT, (el) => ({ ...el.dataset }));
}

async function openPreferans(ctx, hash = '') {
  const { page } = ctx;
  // A fresh document each time (a hash alone would only be a same-document navigation).
  await page.goto('about:blank');
  await page.goto(ctx.url + hash);
  await waitReady(page);
  if (!hash) await page.click('button.view-tab[data-view=preferans]');
  await page.waitForSelector(ROOT, { timeout: 30000 });
}

/** A new game from the settings panel: fast robots, no pause, pool `pool`, seed `seed`. */
async function newGame(page, { seed, pool = 2, players = '3', variant = 'sochi' }) {
  await page.click('[data-action=pref-settings]');
  await page.waitForSelector('[data-testid=pref-settings]');
  await page.selectOption('[data-setting=variant]', variant);
  await page.selectOption('[data-setting=players]', players);
  await page.fill('[data-setting=pool]', String(pool));
  await page.dispatchEvent('[data-setting=pool]', 'change');
  await page.selectOption('[data-setting=level]', 'fast');
  await page.selectOption('[data-setting=delay]', '0');
  await page.fill('[data-setting=seed]', String(seed));
  await page.click('[data-action=pref-start]');
  await page.waitForFunction((s) => document.querySelector('[data-testid=preferans]')?.dataset.seed === String(s), seed);
}

/** Waits until the user is to act, a deal's result waits for "next deal", or the game is over. */
async function waitForUser(page, timeout = 90000) {
  await page.waitForFunction(
    () => {
      const r = document.querySelector('[data-testid=preferans]');
      return (
        r &&
        (r.dataset.userTurn === 'true' || document.querySelector('[data-testid=next-deal]') || document.querySelector('[data-testid=game-over]'))
      );
    },
    null,
    { timeout },
  );
  return root(page);
}

async function waitForChange(page, revision) {
  await page.waitForFunction((rev) => document.querySelector('[data-testid=preferans]')?.dataset.revision !== rev, revision, {
    timeout: 20000,
  });
}

/**
 * One step of the user: the policy's call in the auction (default pass), the
 * policy's defence call (default: the first offered), the first two cards to
 * discard, the lowest contract, the first playable card. Returns what was done.
 */
async function step(page, policy = {}, seen = []) {
  const s = await waitForUser(page);
  if (await page.$('[data-testid=game-over]')) return 'over';
  const next = await page.$('[data-testid=next-deal]');
  // The deal may end while waiting for the robots: a caller that stops at the result stays on it.
  if (next && policy.stopAtResult) return 'result';
  if (next) {
    seen.push(await page.$eval('[data-testid=result]', (el) => ({ ...el.dataset })));
    await next.click();
    await waitForChange(page, s.revision);
    return 'next';
  }
  const click = async (sel) => {
    await page.click(sel);
    await waitForChange(page, s.revision);
  };
  switch (s.stage) {
    case 'auction': {
      const want = policy.call ?? 'P';
      const enabled = await page.$$eval('[data-testid=bidding-box] [data-call]:not([disabled])', (bs) => bs.map((b) => b.dataset.call));
      const call = enabled.includes(want) ? want : 'P';
      await click(`[data-testid=bidding-box] [data-call="${call}"]`);
      return `call ${call}`;
    }
    case 'discard': {
      const cards = await page.$$eval('[data-testid=hand-1] button[data-card]:not([disabled])', (bs) => bs.map((b) => b.dataset.card));
      await page.click(`[data-testid=hand-1] [data-card="${cards[0]}"]`);
      await page.click(`[data-testid=hand-1] [data-card="${cards[1]}"]`);
      await click('[data-testid=discard]');
      return 'discard';
    }
    case 'contract':
      await click('[data-testid=contract-box] [data-call]');
      return 'contract';
    case 'whist': {
      const enabled = await page.$$eval('[data-testid=whist-box] [data-call]', (bs) => bs.map((b) => b.dataset.call));
      const call = (policy.whist ?? []).find((c) => enabled.includes(c)) ?? enabled[0];
      await click(`[data-testid=whist-box] [data-call="${call}"]`);
      return `whist ${call}`;
    }
    case 'play': {
      const card = await page.$eval('[data-testid^=hand-] button[data-card]:not([disabled])', (b) => b.dataset.card);
      await click(`[data-testid^=hand-] button[data-card="${card}"]:not([disabled])`);
      return `card ${card}`;
    }
    case 'help':
      await click('[data-testid=help-box] [data-call]');
      return 'help';
    default:
      await click('[data-pref-active] button:not([disabled])');
      return s.stage;
  }
}

async function download(ctx, file) {
  const { page } = ctx;
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click('[data-action=pref-download]')]);
  const saved = path.join(ctx.artifacts, file);
  await dl.saveAs(saved);
  return saved;
}

/** The CLI's result object for the record's first `deals` deals (Appendix A fields). */
function scoreFirst(cli, record, deals) {
  const r = { ...record, deals: record.deals.slice(0, deals) };
  delete r.result;
  const out = execFileSync(cli, ['preferans', 'score', '-'], { input: JSON.stringify(r) + '\n', encoding: 'utf8' });
  const res = JSON.parse(out.trim());
  assert.ok(!res.error, `tenace preferans score: ${res.error}`);
  return res;
}

const SEATS = ['A', 'B', 'C', 'D'];

/** Net change of every cell between two result objects, as the page's entry codes sum them. */
function cellsOf(res, n) {
  const cells = {};
  for (let i = 0; i < n; i++) {
    const a = SEATS[i];
    cells[`pool:${i + 1}`] = res.pool[a] ?? 0;
    cells[`mountain:${i + 1}`] = res.mountain[a] ?? 0;
    for (let j = 0; j < n; j++) if (i !== j) cells[`whists:${i + 1}:${j + 1}`] = res.whists[a]?.[SEATS[j]] ?? 0;
  }
  return cells;
}

function entriesAsCells(codes) {
  const cells = {};
  for (const code of codes.split(' ').filter(Boolean)) {
    const parts = code.split(':');
    const value = Number(parts.pop());
    const key = parts.join(':');
    cells[key] = (cells[key] ?? 0) + value;
  }
  return cells;
}

/** Plays on (user policy) until the first deal's result is shown; returns it. */
async function playToResult(page, policy = {}, each = async () => {}) {
  for (let i = 0; i < 400; i++) {
    if (await page.$('[data-testid=next-deal]')) break;
    await each();
    if ((await step(page, { ...policy, stopAtResult: true })) === 'result') break;
  }
  return page.$eval('[data-testid=result]', (el) => ({ ...el.dataset, text: el.textContent }));
}

/** The shown entries of deal `k` equal the change of `tenace preferans score`'s sheet over it. */
async function checkDealWithCli(ctx, shown, k, file) {
  if (!ctx.cli) return;
  const saved = await download(ctx, file);
  const record = JSON.parse(fs.readFileSync(saved, 'utf8'));
  const n = record.players.length;
  const before = cellsOf(scoreFirst(ctx.cli, record, k - 1), n);
  const after = cellsOf(scoreFirst(ctx.cli, record, k), n);
  const cells = entriesAsCells(shown.entries);
  for (const key of Object.keys(after)) assert.equal(cells[key] ?? 0, after[key] - before[key], `deal ${k}: ${key}`);
  return record;
}

const visibleCards = (page, seat) => page.$$eval(`[data-testid=hand-${seat}] [data-card]`, (bs) => bs.map((b) => b.dataset.card));

export const tests = [
  [
    'preferans: a whole pulka against two robots, every deal and the settlement equal tenace preferans score',
    async (ctx) => {
      const { page } = ctx;
      await openPreferans(ctx);
      await newGame(page, { seed: 5, pool: 4 });
      const seen = [];
      let actions = 0;
      for (let i = 0; i < 2000; i++) {
        const done = await step(page, {}, seen);
        if (done === 'over') break;
        actions += 1;
      }
      assert.ok(await page.isVisible('[data-testid=game-over]'), 'the pulka closes');
      const state = await root(page);
      const n = Number(state.players);
      assert.equal(Number(state.finished), seen.length, 'a result was shown after every deal');
      await ctx.shot('preferans-over.png');
      const file = await download(ctx, 'preferans-pulka.json');
      const record = JSON.parse(fs.readFileSync(file, 'utf8'));
      assert.equal(record.deals.length, seen.length, 'the record holds every deal');
      if (ctx.cli) {
        // Every deal's entries: the page's equal the change of the CLI's sheet over that deal.
        let before = cellsOf(scoreFirst(ctx.cli, record, 0), n);
        for (let k = 1; k <= seen.length; k++) {
          const after = cellsOf(scoreFirst(ctx.cli, record, k), n);
          const shown = entriesAsCells(seen[k - 1].entries);
          for (const key of Object.keys(after)) {
            assert.equal(shown[key] ?? 0, after[key] - before[key], `deal ${k}: ${key}`);
          }
          before = after;
        }
        // The final sheet and settlement as the page shows them.
        const res = scoreFirst(ctx.cli, record, seen.length);
        assert.equal(res.closed, true, 'the CLI finds the pulka closed');
        for (let i = 0; i < n; i++) {
          const row = await page.$eval(`[data-testid=sheet-seat-${i + 1}]`, (el) => ({ ...el.dataset }));
          assert.equal(Number(row.pool), res.pool[SEATS[i]], `pool of ${SEATS[i]}`);
          assert.equal(Number(row.mountain), res.mountain[SEATS[i]], `mountain of ${SEATS[i]}`);
          const whists = row.whists.split(',').map(Number);
          for (let j = 0; j < n; j++) if (i !== j) assert.equal(whists[j], res.whists[SEATS[i]][SEATS[j]], `whists ${SEATS[i]} on ${SEATS[j]}`);
          const value = await page.getAttribute(`[data-testid=settlement] tr[data-seat="${i + 1}"]`, 'data-value');
          assert.equal(value, String(res.settlement[SEATS[i]]), `settlement of ${SEATS[i]}`);
        }
        assert.equal(await page.getAttribute('[data-testid=settlement]', 'data-closed'), 'true');
        assert.deepEqual(record.result, res, 'the record carries the result the CLI computes');
      }
      ctx.metrics['preferans pulka'] = `${seen.length} deals, ${actions} user steps`;
    },
  ],
  [
    'preferans: reload in mid-deal resumes; a damaged save is set aside with a notice',
    async (ctx) => {
      const { page } = ctx;
      await openPreferans(ctx);
      await newGame(page, { seed: 11, pool: 10 });
      for (let i = 0; i < 6; i++) await step(page);
      // Read the save once the robots are idle (a robot's card landing after the read made the
      // comparison flaky), and the reloaded game once it waits for the user again.
      await waitForUser(page);
      const before = await root(page);
      await page.reload();
      await waitReady(page);
      await page.click('button.view-tab[data-view=preferans]');
      await page.waitForSelector(ROOT);
      await waitForUser(page);
      const after = await root(page);
      assert.equal(after.record, before.record, 'the same game after reload');
      assert.equal(after.seed, '11');
      // The game goes on.
      await step(page);
      // A damaged save: garbage in storage, then a reload.
      await page.evaluate(() => localStorage.setItem('tenace.preferans.save', '{"schema":1,"app":"tenace-preferans","oops"'));
      await page.reload();
      await waitReady(page);
      await page.click('button.view-tab[data-view=preferans]');
      await page.waitForSelector('[data-testid=pref-notice].error');
      const text = await page.textContent('[data-testid=pref-notice]');
      assert.match(text, /tenace\.preferans\.save\.set-aside\.\d+/, 'the notice names where the save was kept');
      const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tenace.preferans.save.set-aside.')));
      assert.equal(kept.length, 1, 'the damaged save is kept');
      assert.equal(await page.evaluate((k) => localStorage.getItem(k), kept[0]), '{"schema":1,"app":"tenace-preferans","oops"');
      // A save of a newer version is set aside too.
      await page.evaluate(() => localStorage.setItem('tenace.preferans.save', '{"schema":99,"app":"tenace-preferans"}'));
      await page.reload();
      await waitReady(page);
      await page.click('button.view-tab[data-view=preferans]');
      await page.waitForSelector('[data-testid=pref-notice].error');
      assert.match(await page.textContent('[data-testid=pref-notice]'), /99/);
    },
  ],
  [
    'preferans: a downloaded record loads and replays card by card; undo takes back a misclick',
    async (ctx) => {
      const { page } = ctx;
      await openPreferans(ctx);
      await newGame(page, { seed: 5, pool: 2 });
      // Undo: the user's first action and the robots' after it are taken back.
      let s = await waitForUser(page);
      const log0 = Number(s.logLen);
      await step(page);
      await waitForUser(page);
      await page.click('[data-action=pref-undo]');
      await page.waitForFunction((n) => Number(document.querySelector('[data-testid=preferans]').dataset.logLen) === n, log0);
      // Play the first deal out, then download and load the record.
      for (let i = 0; i < 400; i++) {
        if (await page.$('[data-testid=next-deal]')) break;
        await step(page);
      }
      s = await root(page);
      const file = await download(ctx, 'preferans-one-deal.json');
      const record = JSON.parse(fs.readFileSync(file, 'utf8'));
      assert.equal(record.deals.length, 1);
      await page.setInputFiles('[data-testid=record-file]', file);
      await page.waitForSelector('[data-testid=replay]');
      const total = Number(await page.getAttribute('[data-testid=replay]', 'data-total'));
      assert.ok(total > 0 && total <= Number(s.logLen), 'the replay has the deal’s actions');
      // Step on to the first card and check it against the record.
      const bids = record.deals[0].bids.length;
      for (let i = 0; i < total; i++) {
        const stage = (await root(page)).stage;
        if (stage === 'play') break;
        await page.click('[data-action=replay-next]');
      }
      const at = Number(await page.getAttribute('[data-testid=replay]', 'data-at'));
      assert.ok(at >= bids, 'the auction was replayed call by call');
      await page.click('[data-action=replay-next]');
      const first = record.deals[0].play[0].cards[0];
      assert.equal(await page.getAttribute('[data-testid=trick] [data-card]', 'data-card'), first, 'the first card as recorded');
      // Every hand is shown in the replay.
      assert.ok((await page.$$('[data-testid=hand-2] [data-card]')).length > 0, 'hands are open in the replay');
      await page.click('[data-action=replay-end]');
      assert.equal(await page.getAttribute('[data-testid=replay]', 'data-at'), String(total));
      await page.click('[data-action=replay-leave]');
      await page.waitForFunction(() => !document.querySelector('[data-testid=replay]'));
      assert.equal((await root(page)).record, s.record, 'back to the game in progress');
      // A broken record is reported and nothing else changes.
      const bad = path.join(ctx.artifacts, 'preferans-bad.json');
      fs.writeFileSync(bad, JSON.stringify({ ...record, deals: [{ ...record.deals[0], talon: ['AS', 'AS'] }] }));
      await page.setInputFiles('[data-testid=record-file]', bad);
      await page.waitForSelector('[data-testid=pref-notice].error');
      assert.equal(await page.$('[data-testid=replay]'), null);
    },
  ],
  [
    'preferans: the view in Russian and Estonian, and at 360 px',
    async (ctx) => {
      const { page } = ctx;
      await openPreferans(ctx);
      await newGame(page, { seed: 5, pool: 10 });
      await page.waitForSelector('[data-testid=bidding-box]');
      // Russian: the reference vocabulary.
      await page.click('[data-action=open-settings]');
      await page.selectOption('#setting-lang', 'ru');
      await page.click('[data-action=save-settings]');
      await page.waitForFunction(() => document.documentElement.lang === 'ru');
      await page.waitForSelector('[data-testid=bidding-box]');
      await page.waitForFunction(() => document.querySelector('[data-testid=bidding-box] [data-call=P]')?.textContent === 'Пас');
      const ru = await page.textContent(ROOT);
      for (const word of ['Прикуп', 'Пуля', 'Гора', 'мизер', 'Здесь']) assert.ok(ru.includes(word), `Russian: ${word}`);
      assert.equal(await page.textContent('[data-testid=bidding-box] [data-call="6NT"]'), '6БК');
      await ctx.shot('preferans-ru.png');
      // Estonian.
      await page.click('button.view-tab[data-view=play]');
      await page.click('[data-action=open-settings]');
      await page.selectOption('#setting-lang', 'et');
      await page.click('[data-action=save-settings]');
      await page.waitForFunction(() => document.documentElement.lang === 'et');
      await page.click('button.view-tab[data-view=preferans]');
      await page.waitForSelector('[data-testid=bidding-box]');
      const et = await page.textContent(ROOT);
      for (const word of ['Prikup', 'Pulk', 'Mägi', 'miseer', 'Siin']) assert.ok(et.includes(word), `Estonian: ${word}`);
      // 360 px: nothing scrolls sideways, in Estonian and in the play.
      await page.setViewportSize({ width: 360, height: 740 });
      const wide = () => page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok((await wide()) <= 360, `no sideways scroll at 360 px (${await wide()})`);
      for (let i = 0; i < 40; i++) {
        if ((await root(page)).stage === 'play') break;
        await step(page);
      }
      assert.ok((await wide()) <= 360, `no sideways scroll in play at 360 px (${await wide()})`);
      await ctx.shot('preferans-et-360.png');
    },
  ],
  [
    'preferans: an all-pass round: the talon turned for the first tricks, every entry as tenace preferans score writes it',
    async (ctx) => {
      const { page } = ctx;
      await openPreferans(ctx);
      await newGame(page, { seed: 1, pool: 10 });
      let talonSeen = '';
      const shown = await playToResult(page, {}, async () => {
        const st = await root(page);
        if (st.stage === 'play') {
          const shownNow = await page.$$eval('[data-testid=talon] [data-card]', (cs) => cs.map((c) => c.dataset.card).join(' '));
          talonSeen = shownNow || talonSeen;
        }
      });
      assert.ok(talonSeen.length > 0, 'a talon card was turned in the play (P56)');
      const record = await checkDealWithCli(ctx, shown, 1, 'preferans-allpass.json');
      if (record) {
        assert.equal(record.deals[0].kind, 'allpass');
        assert.equal(record.deals[0].play[0].leader, 'talon', 'the first trick is led from the talon');
        assert.ok(talonSeen.split(' ').includes(record.deals[0].talon[0]), 'the talon card shown is the talon');
      }
      assert.match(shown.text, /All pass/);
    },
  ],
  [
    'preferans: a misère with open hands',
    async (ctx) => {
      const { page } = ctx;
      await openPreferans(ctx);
      await newGame(page, { seed: 1, pool: 10 });
      let opened = false;
      const shown = await playToResult(page, { call: 'misere' }, async () => {
        const st = await root(page);
        if (st.stage === 'play' && Number(await page.getAttribute('[data-testid=trick-info]', 'data-done')) >= 1) {
          const left = await visibleCards(page, 2);
          const right = await visibleCards(page, 3);
          if (left.length > 0 && right.length > 0) opened = true;
        }
      });
      assert.ok(opened, 'the defenders’ hands lie open to the misère player after the first trick (P48)');
      const record = await checkDealWithCli(ctx, shown, 1, 'preferans-misere.json');
      if (record) assert.equal(record.deals[0].kind, 'misere');
      assert.match(shown.text, /misère/);
    },
  ],
  [
    'preferans: a half-whist, then (undone) a light defence with both hands open',
    async (ctx) => {
      const { page } = ctx;
      await openPreferans(ctx);
      await newGame(page, { seed: 105, pool: 10 });
      for (let i = 0; i < 20; i++) {
        const st = await waitForUser(page);
        if (st.stage === 'whist') break;
        await step(page);
      }
      const duty = await page.getAttribute('[data-testid=whist-box]', 'data-duty');
      assert.equal(duty, '4', 'the duty on a six is 4 (P36)');
      const offered = await page.$$eval('[data-testid=whist-box] [data-call]', (bs) => bs.map((b) => b.dataset.call));
      assert.ok(offered.includes('half'), `half-whist offered: ${offered}`);
      const shown = await playToResult(page, { whist: ['half'] });
      await checkDealWithCli(ctx, shown, 1, 'preferans-half.json');
      assert.ok(shown.entries.split(' ').some((e) => e.startsWith('whists:1:')), 'the half-whister writes whists');
      // Undo the half-whist: whist instead, alone, light.
      await page.click('[data-action=pref-undo]');
      await page.waitForSelector('[data-testid=whist-box] [data-call=whist]');
      await page.click('[data-testid=whist-box] [data-call=whist]');
      await page.waitForSelector('[data-testid=whist-box] [data-call=light]');
      await page.click('[data-testid=whist-box] [data-call=light]');
      await page.waitForFunction(() => document.querySelector('[data-testid=preferans]').dataset.stage === 'play');
      assert.ok((await visibleCards(page, 3)).length === 10, 'the passer’s hand lies open (P39)');
      assert.equal((await visibleCards(page, 2)).length, 0, 'declarer’s hand stays closed (P39 opens the defenders’ hands)');
      // The user plays the passer's cards when it is that hand's turn.
      let playedFor = false;
      for (let i = 0; i < 40 && !playedFor; i++) {
        const st = await waitForUser(page);
        if (await page.$('[data-testid=next-deal]')) break;
        if (st.stage === 'play' && (await page.$('[data-testid=hand-3] button[data-card]:not([disabled])'))) playedFor = true;
        await step(page);
      }
      assert.ok(playedFor, 'the light whister plays the passer’s hand');
    },
  ],
  [
    'preferans: a §14 penalty at the table, a robot’s reason on tap, a seed link',
    async (ctx) => {
      const { page } = ctx;
      await openPreferans(ctx, '#preferans&seed=11&pool=10');
      assert.equal((await root(page)).seed, '11');
      assert.match(await page.textContent('[data-testid=pref-notice]'), /11/);
      const hand = await visibleCards(page, 1);
      // The same link deals the same cards.
      await openPreferans(ctx, '#preferans&seed=11&pool=10');
      assert.deepEqual(await visibleCards(page, 1), hand, 'a seed link reproduces the deal');
      await waitForUser(page);
      // P89: the user looks at the talon; from now on he may only pass.
      await page.click('[data-testid=practice] summary');
      await page.click('[data-testid=practice] [data-irregularity=P89]');
      await page.waitForSelector('[data-testid=ruling][data-rule=P89]');
      assert.match(await page.getAttribute('[data-testid=ruling]', 'data-code'), /K3\.2\.19/);
      await waitForUser(page);
      const enabled = await page.$$eval('[data-testid=bidding-box] [data-call]:not([disabled])', (bs) => bs.map((b) => b.dataset.call));
      assert.deepEqual(enabled, ['P'], 'only pass is left to the player who saw the talon (P89)');
      // A robot's reason: shown on tap, and as the entry's title on hover.
      await step(page);
      // The robots are idle until the user acts again: the log does not change under the click.
      await waitForUser(page);
      await page.waitForSelector('[data-testid=deal-log] li[data-robot=true] button');
      const title = await page.getAttribute('[data-testid=deal-log] li[data-robot=true] button', 'title');
      assert.ok(title && title.length > 10, `a robot's reason: ${title}`);
      await page.click('[data-testid=deal-log] li[data-robot=true] button');
      assert.equal(await page.textContent('[data-testid=reason]'), title);
      await ctx.shot('preferans-ruling.png');
    },
  ],
  [
    'preferans: a guided §14 scenario opened from the Laws tutor: the irregularity committed, the ruling citing the Code, the choice enforced, the game back',
    async (ctx) => {
      const { page } = ctx;
      await openPreferans(ctx, '#preferans&seed=11');
      const before = await root(page);
      await page.click('button.view-tab[data-view=laws]');
      await page.click('.laws-codes a[data-code=preferans]');
      await page.waitForSelector('[data-testid=pref-guides][data-kind=scenarios]');
      assert.ok((await page.$$('[data-testid=pref-guides] [data-guide]')).length >= 8, 'the scenarios are listed');
      await page.click('[data-testid=pref-guides] [data-guide=exposed-card]');
      await page.waitForSelector('[data-testid=guide][data-guide=exposed-card][data-committed=false]');
      assert.equal((await root(page)).stage, 'play');
      await page.click('[data-action=guide-commit]');
      await page.waitForSelector('[data-testid=ruling][data-rule=P98]');
      assert.match(await page.getAttribute('[data-testid=ruling]', 'data-code'), /K3\.9\.14\.1/);
      assert.match(await page.textContent('[data-testid=guide-director]'), /K3\.9\.14\.1/);
      // Declarer (you) chooses: require, forbid or no restriction of clubs at Right's next lead.
      const choices = await page.$$eval('[data-testid=ruling-box] [data-call]', (bs) => bs.map((b) => b.dataset.call));
      assert.deepEqual(choices, ['requiresuit(clubs)', 'forbidsuit(clubs)', 'norestriction']);
      // The penalty card is shown at Left's seat for everyone.
      assert.match(await page.textContent('[data-testid=hand-2] .penalty'), /♣/);
      await page.click('[data-testid=ruling-box] [data-call="forbidsuit(clubs)"]');
      await page.waitForFunction(() => document.querySelector('[data-testid=preferans]')?.dataset.stage === 'play');
      await ctx.shot('preferans-guided.png');
      await page.click('[data-action=guide-leave]');
      await page.waitForFunction(() => !document.querySelector('[data-testid=guide]'));
      const back = await root(page);
      assert.equal(back.seed, before.seed);
      assert.equal(back.record, before.record, 'the game in progress is back as it was');
    },
  ],
  [
    'preferans: a first lesson (misère) played on the same table to its result',
    async (ctx) => {
      const { page } = ctx;
      await openPreferans(ctx);
      await page.click('[data-action=pref-lessons]');
      await page.click('[data-testid=pref-guides] [data-guide=misere]');
      await page.waitForSelector('[data-testid=guide][data-lesson=true] [data-testid=guide-task]');
      await waitForUser(page);
      let s = await root(page);
      await page.click('[data-testid=bidding-box] [data-call=misere]');
      await waitForChange(page, s.revision);
      s = await waitForUser(page);
      if (s.stage === 'discard') {
        // The lesson's task: discard the talon's jack and ten of hearts.
        await page.click('[data-testid=hand-1] [data-card=JH]');
        await page.click('[data-testid=hand-1] [data-card=TH]');
        await page.click('[data-testid=discard]');
        await waitForChange(page, s.revision);
      }
      for (let i = 0; i < 40; i++) {
        const done = await step(page, { stopAtResult: true });
        if (done === 'result' || done === 'over') break;
      }
      const result = await page.$eval('[data-testid=result]', (el) => ({ ...el.dataset }));
      assert.equal(result.deal, '1');
      assert.ok(result.entries.length > 0, 'the sheet has the misère entries');
      await page.waitForSelector('[data-testid=guide][data-over=true] [data-testid=guide-after]');
      assert.match(await page.textContent('[data-testid=sheet]'), /\d/);
    },
  ],
];
