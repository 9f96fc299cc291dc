// The Laws tutor (the "Laws" view): every guided scenario of
// crates/tenace-laws/data/scenarios.txt under both codes — the irregularity
// committed by its button, the citation and the options checked against the
// file, an option chosen and its enforcement seen on the page — then an
// insufficient bid at the free-practice table, keyboard use and 360 px.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitReady } from './lib/table.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SCENARIOS = path.join(HERE, '..', '..', 'crates', 'tenace-laws', 'data', 'scenarios.txt');

/** The scenario file's ids and, per code, the citation and options expected. */
function readScenarios() {
  const out = [];
  let cur = null;
  for (const raw of fs.readFileSync(SCENARIOS, 'utf8').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const id = line.match(/^\[(.+)\]$/);
    if (id) {
      cur = { id: id[1], expected: {} };
      out.push(cur);
      continue;
    }
    const m = line.match(/^(2017|1930s):\s*(.*?)\s*\|\s*(.*)$/);
    if (m && cur) cur.expected[m[1]] = { cites: m[2], options: m[3].split(',').map((o) => o.trim()) };
  }
  return out;
}

async function openLaws(ctx) {
  const { page } = ctx;
  await page.goto(ctx.url);
  await waitReady(page);
  await page.click('button.view-tab[data-view=laws]');
  await page.waitForSelector('[data-testid=laws-scenarios]');
}

async function setCode(page, code) {
  await page.click(`button.laws-code[data-code="${code}"]`);
  await page.waitForSelector(`.laws[data-code="${code}"]`);
}

const enabledCards = (page, seat) =>
  page.$$eval(`[data-testid=laws-hand-${seat}] button[data-card]:not([disabled])`, (bs) => bs.map((b) => b.dataset.card));
const enabledCalls = (page) => page.$$eval('[data-testid=laws-bidding] [data-call]:not([disabled])', (bs) => bs.map((b) => b.dataset.call));
const biddingSeat = (page) => page.getAttribute('[data-testid=laws-bidding]', 'data-seat');

async function call(page, seat, code) {
  assert.equal(await biddingSeat(page), seat, `${seat} is to call`);
  await page.click(`[data-testid=laws-bidding] [data-call="${code}"]:not([disabled])`);
}

/** Only Pass is enabled for `seat`, with the reason shown. */
async function onlyPass(page, seat, label) {
  assert.equal(await biddingSeat(page), seat, `${label}: ${seat} to call`);
  assert.deepEqual(await enabledCalls(page), ['P'], `${label}: only Pass for ${seat}`);
  assert.ok(await page.isVisible('[data-testid=laws-barred]'), `${label}: the reason is shown`);
}

async function penaltyShown(page, seat, card, label) {
  assert.ok(await page.isVisible(`[data-testid=laws-penalty-${seat}] [data-card="${card}"]`), `${label}: ${card} face up beside ${seat}'s hand`);
}

async function restriction(page, kind, seat, label) {
  assert.ok(await page.$(`[data-testid=laws-restrictions] li[data-kind="${kind}"][data-seat="${seat}"]`), `${label}: restriction ${kind} of ${seat} stated`);
}

async function result(page) {
  await page.waitForSelector('[data-testid=laws-result]');
  return page.$eval('[data-testid=laws-result]', (el) => ({ ...el.dataset, text: el.textContent }));
}

/**
 * Per scenario and code: the option to choose and what must then be seen.
 * Seats act by their bidding box / hand (the user acts for every seat in a scenario).
 */
const PLAN = {
  'insufficient-bid': {
    2017: ['cancel', async (p, l) => { await call(p, 'E', '2D'); await call(p, 'S', 'P'); await onlyPass(p, 'W', l); await restriction(p, 'pass-throughout', 'W', l); }],
    '1930s': ['cancel', async (p, l) => {
      assert.ok(!(await enabledCalls(p)).includes('P'), `${l}: East may not pass, a sufficient bid is required`);
      await call(p, 'E', '2D'); await call(p, 'S', 'P'); await onlyPass(p, 'W', l); await restriction(p, 'pass-once', 'W', l);
    }],
  },
  'pass-out-of-rotation': {
    2017: ['cancel', async (p, l) => { await call(p, 'N', '1D'); await onlyPass(p, 'E', l); }],
    '1930s': ['rule', async (p, l) => { await call(p, 'N', '1D'); assert.ok((await enabledCalls(p)).includes('1H'), `${l}: East is free`); }],
  },
  'opening-bid-at-rho-turn': {
    2017: ['cancel', async (p, l) => { await call(p, 'N', 'P'); await call(p, 'E', '1D'); await call(p, 'S', 'P'); await onlyPass(p, 'W', l); }],
    '1930s': ['cancel', async (p, l) => { await call(p, 'N', 'P'); await call(p, 'E', '1C'); await call(p, 'S', 'P'); await onlyPass(p, 'W', l); await restriction(p, 'pass-once', 'W', l); }],
  },
  'bid-at-partner-turn': {
    2017: ['cancel', async (p, l) => { await onlyPass(p, 'N', l); }],
    '1930s': ['redeal', async (p, l) => { assert.equal((await result(p)).redeal, 'true', `${l}: redeal`); }],
  },
  'bid-at-lho-turn': {
    2017: ['cancel', async (p, l) => { await call(p, 'E', 'P'); await onlyPass(p, 'S', l); }],
    '1930s': ['redeal', async (p, l) => { assert.equal((await result(p)).redeal, 'true', `${l}: redeal`); }],
  },
  'bid-above-seven': {
    2017: ['rule', async (p, l) => { await call(p, 'N', '1D'); await call(p, 'E', 'P'); await onlyPass(p, 'S', l); }],
    '1930s': ['seven', async (p, l) => { assert.ok(await p.$('[data-testid=laws-auction] td[data-call="7S"]'), `${l}: seven spades stands`); assert.equal(await biddingSeat(p), 'E'); }],
  },
  'double-of-partner': {
    2017: ['rule', async (p, l) => { await call(p, 'S', '1H'); await call(p, 'W', 'P'); await onlyPass(p, 'N', l); }],
    '1930s': ['pass', async (p, l) => { assert.equal(await biddingSeat(p), 'W', `${l}: South's double counts as a pass`); }],
  },
  'redouble-without-double': {
    2017: ['rule', async (p, l) => { await call(p, 'E', 'P'); await call(p, 'S', 'P'); await onlyPass(p, 'W', l); }],
    '1930s': ['pass', async (p, l) => { assert.equal(await biddingSeat(p), 'S', `${l}: East's redouble counts as a pass`); }],
  },
  'honour-shown-in-auction': {
    2017: ['rule', async (p, l) => { await restriction(p, 'pass-once', 'N', l); await call(p, 'E', 'P'); await call(p, 'S', 'P'); await call(p, 'W', '1S'); await onlyPass(p, 'N', l); }],
    '1930s': ['redeal', async (p, l) => { assert.equal((await result(p)).redeal, 'true', `${l}: redeal`); }],
  },
  'spot-shown-in-auction': {
    2017: ['rule', async (p, l) => { assert.ok(await p.$('[data-testid=laws-history] li[data-chosen=rule]'), `${l}: ruling recorded`); assert.equal(await biddingSeat(p), 'N'); }],
    '1930s': ['forbid-D', async (p, l) => { assert.ok(await p.$('[data-testid=laws-history] li[data-chosen=forbid-D]'), `${l}: ruling recorded`); }],
  },
  'opening-lead-by-wrong-defender': {
    2017: ['refuse', async (p, l) => { await penaltyShown(p, 'S', 'HK', l); await restriction(p, 'penalty-major', 'S', l); }],
    '1930s': ['require-S', async (p, l) => {
      await restriction(p, 'require-lead', 'N', l);
      const cards = await enabledCards(p, 'N');
      assert.ok(cards.length > 0 && cards.every((c) => c.startsWith('S')), `${l}: North may lead only spades (${cards})`);
    }],
  },
  'defender-leads-out-of-turn': {
    2017: ['refuse', async (p, l) => { await penaltyShown(p, 'S', 'ST', l); }],
    '1930s': ['refuse', async (p, l) => { await penaltyShown(p, 'S', 'ST', l); }],
  },
  'declarer-leads-from-dummy': {
    2017: ['refuse', async (p, l) => { assert.ok(await p.$('[data-testid=laws-hand-W].due'), `${l}: West leads from hand`); assert.ok((await enabledCards(p, 'E')).length === 0, `${l}: not from dummy`); }],
    '1930s': ['refuse', async (p, l) => {
      await restriction(p, 'require-lead', 'W', l);
      const cards = await enabledCards(p, 'W');
      assert.ok(cards.length > 0 && cards.every((c) => c.startsWith('C')), `${l}: West must lead a club (${cards})`);
    }],
  },
  'premature-play': {
    2017: ['highest', async (p, l) => { assert.deepEqual(await enabledCards(p, 'N'), ['CA'], `${l}: North must play the highest club`); await penaltyShown(p, 'S', 'C5', l); }],
    '1930s': ['lowest', async (p, l) => { assert.deepEqual(await enabledCards(p, 'N'), ['C6'], `${l}: North must play the lowest club`); }],
  },
  'honour-dropped-in-play': {
    2017: ['rule', async (p, l) => { await penaltyShown(p, 'N', 'DQ', l); await restriction(p, 'penalty-major', 'N', l); }],
    '1930s': ['rule', async (p, l) => { await penaltyShown(p, 'N', 'DQ', l); await restriction(p, 'exposed', 'N', l); }],
  },
  'revoke-corrected': {
    2017: ['correct', async (p, l) => {
      const cards = await enabledCards(p, 'N');
      assert.ok(cards.length > 0 && cards.every((c) => c.startsWith('D')), `${l}: North now follows suit (${cards})`);
      await penaltyShown(p, 'N', 'C6', l);
    }],
    '1930s': ['correct-highest', async (p, l) => { assert.deepEqual(await enabledCards(p, 'N'), ['DQ'], `${l}: North corrects with the highest diamond`); }],
  },
  'revoke-established': {
    2017: ['transfer', async (p, l) => { await p.click('[data-action=laws-robot-finish]'); const r = await result(p); assert.ok(Number(r.transfers) >= 1, `${l}: tricks transferred (${r.text})`); }],
    '1930s': ['transfer', async (p, l) => { await p.click('[data-action=laws-robot-finish]'); const r = await result(p); assert.ok(Number(r.transfers) >= 1, `${l}: tricks transferred (${r.text})`); }],
  },
  'disputed-claim': {
    2017: ['award-0', async (p, l) => { const r = await result(p); assert.equal(r.declarerTricks, '0', `${l}: no tricks for the claim`); }],
    '1930s': ['award-0', async (p, l) => { const r = await result(p); assert.equal(r.declarerTricks, '0', `${l}: no tricks for the claim`); }],
  },
};

const OTHER = { 2017: '1930s', '1930s': '2017' };

async function runScenario(ctx, scenario, code) {
  const { page } = ctx;
  const label = `${scenario.id} (${code})`;
  const expected = scenario.expected[code];
  assert.ok(expected, `${label}: the file has expectations`);
  await setCode(page, code);
  await page.click(`[data-testid=laws-scenarios] button[data-scenario="${scenario.id}"]`);
  await page.waitForSelector(`[data-testid=laws-player][data-scenario="${scenario.id}"]`);
  assert.equal(await page.$('[data-testid=laws-director]'), null, `${label}: no director before the irregularity`);
  await page.click('[data-action=laws-commit]');
  await page.waitForSelector('[data-testid=laws-director]');
  assert.ok(await page.$(`[data-testid=laws-citations] li[data-law="${expected.cites}"]`), `${label}: cites ${expected.cites}`);
  const options = await page.$$eval('[data-testid=laws-director] [data-option]', (bs) => bs.map((b) => b.dataset.option));
  assert.deepEqual(options, expected.options, `${label}: the options`);
  // The other code's ruling, from the engine, beside the panel.
  const other = OTHER[code];
  assert.ok(await page.$(`[data-testid=laws-other][data-code="${other}"] li[data-law="${scenario.expected[other].cites}"]`), `${label}: the other code's citation`);
  const [option, check] = PLAN[scenario.id][code];
  await page.click(`[data-testid=laws-director] [data-option="${option}"]`);
  await page.waitForSelector(`[data-testid=laws-history] li[data-chosen="${option}"]`);
  await check(page, label);
  assert.equal(await page.$('[data-testid=laws-error]'), null, `${label}: nothing refused`);
  await page.click('[data-action=laws-back]');
  await page.waitForSelector('[data-testid=laws-scenarios]');
}

const scenarios = readScenarios();

export const tests = [
  [
    'laws: the scenario list has every scenario of the file, at least 15',
    async (ctx) => {
      await openLaws(ctx);
      const ids = await ctx.page.$$eval('[data-testid=laws-scenarios] [data-scenario]', (bs) => bs.map((b) => b.dataset.scenario));
      assert.deepEqual(ids, scenarios.map((s) => s.id));
      assert.ok(ids.length >= 15);
      for (const s of scenarios) assert.ok(PLAN[s.id], `the browser test has a plan for ${s.id}`);
    },
  ],
  ...['2017', '1930s'].map((code) => [
    `laws: all ${scenarios.length} scenarios run under the ${code} code`,
    async (ctx) => {
      await openLaws(ctx);
      for (const s of scenarios) await runScenario(ctx, s, code);
      await ctx.shot(`laws-scenarios-${code}.png`);
    },
  ]),
  [
    'laws: the robot chooses for the non-offending side, and keys alone run a scenario',
    async (ctx) => {
      const { page } = ctx;
      await openLaws(ctx);
      await page.focus('[data-testid=laws-scenarios] button[data-scenario="premature-play"]');
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-action=laws-commit]');
      await page.focus('[data-action=laws-commit]');
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-testid=laws-director]');
      // The first option has the focus when the director arrives.
      await page.waitForFunction(() => document.activeElement && document.activeElement.dataset.option === 'highest');
      await page.focus('[data-action=laws-robot-choose]');
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-testid=laws-history] li[data-chosen]');
      const chosen = await page.getAttribute('[data-testid=laws-history] li[data-chosen]', 'data-chosen');
      assert.equal(chosen, 'highest', 'the robot takes the director\'s standard option');
      assert.deepEqual(await enabledCards(page, 'N'), ['CA']);
    },
  ],
  [
    'laws: free practice — an insufficient bid at the table brings the director',
    async (ctx) => {
      const { page } = ctx;
      await openLaws(ctx);
      await page.click('[data-action=laws-practice]');
      await page.waitForSelector('[data-testid=laws-practice]');
      let done = false;
      for (let deal = 0; deal < 8 && !done; deal++) {
        // The robots have called up to South's turn (or the deal is already over).
        const phase = await page.getAttribute('[data-testid=laws-practice]', 'data-phase');
        if (phase === 'auction' && (await biddingSeat(page)) === 'S') {
          const bids = await page.$$eval('[data-testid=laws-auction] td[data-call]', (tds) => tds.map((t) => t.dataset.call).filter((c) => /^[1-7]/.test(c)));
          const last = bids[bids.length - 1];
          if (last && last !== '1C') {
            const before = (await page.$$('[data-testid=laws-auction] td[data-call]')).length;
            await page.selectOption('#laws-call-seat', 'S');
            await page.fill('#laws-call-text', '1C');
            await page.click('[data-action=laws-make-call]');
            await page.waitForSelector('[data-testid=laws-director]');
            assert.ok(await page.$('[data-testid=laws-citations] li[data-law="27"]'), 'Law 27 cited');
            const options = await page.$$eval('[data-testid=laws-director] [data-option]', (bs) => bs.map((b) => b.dataset.option));
            assert.deepEqual(options, ['cancel']);
            await page.click('[data-option=cancel]');
            // South calls again; a pass is not comparable: North is barred for the rest of the
            // auction (the robots then finish it) and declarer may forbid a suit at North's first lead.
            const beforePass = (await page.$$('[data-testid=laws-auction] td[data-call]')).length;
            await call(page, 'S', 'P');
            // The robots call on (the deal is random) until South is to call again or the auction
            // is over. Law 26's lead restriction stands while North may still defend; when the
            // auction ends it stays only if North defends, and the director asks about it at
            // once if North is on lead.
            await page.waitForFunction((n) => {
              const practice = document.querySelector('[data-testid=laws-practice]');
              const box = document.querySelector('[data-testid=laws-bidding]');
              const made = document.querySelectorAll('[data-testid=laws-auction] td[data-call]').length;
              return practice?.dataset.phase !== 'auction' || (made > n && box?.dataset.seat === 'S');
            }, beforePass);
            const phase = await page.getAttribute('[data-testid=laws-practice]', 'data-phase');
            const declarer = await page.$eval('[data-testid=laws-contract]', (el) => el.dataset.declarer).catch(() => null);
            const listed = await page.$('[data-testid=laws-restrictions] li[data-kind="withdrawn-lead"][data-seat="N"]');
            if (phase === 'auction' || declarer === 'E') {
              await restriction(page, 'withdrawn-lead', 'N', 'practice');
            } else if (declarer === 'W') {
              // North is on lead: the restriction is being applied now.
              assert.ok(listed || phase === 'ruling', `practice: North's lead restriction stated or applied (phase ${phase})`);
            } else {
              assert.equal(listed, null, `practice: no lead restriction when North-South declare or nobody does (declarer ${declarer})`);
            }
            const calls = await page.$$eval('[data-testid=laws-auction] td[data-call]', (tds) => tds.map((t) => [t.getAttribute('aria-label').split(':')[0], t.dataset.call]));
            const northAfter = calls.slice(before).filter(([seat]) => seat === 'North').map(([, c]) => c);
            assert.ok(northAfter.every((c) => c === 'P'), `North only passed after the ruling (${northAfter})`);
            done = true;
            break;
          }
        }
        await page.click('[data-action=laws-new-deal]');
      }
      assert.ok(done, 'a deal with a bid before South\'s turn within 8 deals');
      await ctx.shot('laws-practice.png');
    },
  ],
  [
    'laws: free practice — a lead out of turn and a revoke at the table',
    async (ctx) => {
      const { page } = ctx;
      await openLaws(ctx);
      await page.click('[data-action=laws-practice]');
      await page.waitForSelector('[data-testid=laws-practice]');
      const phase = () => page.getAttribute('[data-testid=laws-practice]', 'data-phase');
      let led = false;
      let revoked = false;
      for (let deal = 0; deal < 12 && !(led && revoked); deal++) {
        // South passes throughout: the robots reach a contract (or pass the deal out).
        while ((await phase()) === 'auction') await call(page, 'S', 'P');
        const declarer = (await phase()) === 'play' ? await page.getAttribute('[data-testid=laws-contract]', 'data-declarer') : null;
        if (declarer === 'E' || declarer === 'W') {
          for (let step = 0; step < 30 && (await phase()) === 'play' && !(led && revoked); step++) {
            if (await page.$('[data-testid=laws-waiting]')) {
              if (!led) {
                // A robot is to lead; South leads first.
                await page.click('[data-action=laws-arm-out-of-turn]');
                await page.click('[data-testid=laws-hand-S] button[data-card]:not([disabled])');
                await page.waitForSelector('[data-testid=laws-director]');
                const laws = await page.$$eval('[data-testid=laws-citations] li', (ls) => ls.map((l) => l.dataset.law));
                assert.ok(laws.some((l) => ['53', '54', '56'].includes(l)), `a lead out of turn is ruled on (${laws})`);
                await page.click('[data-action=laws-robot-choose]');
                led = true;
              } else {
                await page.click('[data-action=laws-continue]');
              }
              continue;
            }
            if (await page.$('[data-testid=laws-director]')) {
              await page.click('[data-action=laws-robot-choose]');
              continue;
            }
            // South to play: revoke if South holds the suit led and another one.
            const ledCard = await page.$eval('[data-testid=laws-current-trick]', (el) => { const c = el.querySelector('[data-card]'); return c ? c.dataset.card : null; });
            const hand = await page.$$eval('[data-testid=laws-hand-S] button[data-card]', (bs) => bs.map((b) => b.dataset.card));
            if (!revoked && ledCard && hand.some((c) => c[0] === ledCard[0]) && hand.some((c) => c[0] !== ledCard[0])) {
              const other = hand.find((c) => c[0] !== ledCard[0]);
              await page.click('[data-action=laws-arm-revoke]');
              await page.click(`[data-testid=laws-hand-S] button[data-card="${other}"]`);
              await page.click('[data-action=laws-notice]');
              await page.waitForSelector('[data-testid=laws-director]');
              assert.ok(await page.$('[data-testid=laws-citations] li[data-law="62"]'), 'a revoke noticed at once: Law 62');
              await page.click('[data-option=correct]');
              await penaltyShown(page, 'S', other, 'practice revoke');
              revoked = true;
              continue;
            }
            const legal = await page.$('[data-testid=laws-hand-S] button[data-card]:not([disabled])');
            if (!legal) break;
            await legal.click();
          }
        }
        if (!(led && revoked)) await page.click('[data-action=laws-new-deal]');
      }
      assert.ok(led, 'a lead out of turn within 12 deals');
      assert.ok(revoked, 'a revoke within 12 deals');
      assert.equal(await page.$('[data-testid=laws-error]'), null, 'nothing refused');
      await ctx.shot('laws-practice-play.png');
    },
  ],
  [
    'laws: free practice — a card exposed during the auction (Law 24)',
    async (ctx) => {
      const { page } = ctx;
      await openLaws(ctx);
      await page.click('[data-action=laws-practice]');
      await page.waitForSelector('[data-testid=laws-practice][data-phase=auction]');
      // South's cards are not playable in the auction until "Expose a card" is chosen.
      assert.equal(await page.$('[data-testid=laws-hand-S] button[data-card]:not([disabled])'), null);
      await page.click('[data-action=laws-arm-expose]');
      assert.ok(await page.isVisible('[data-testid=laws-armed]'));
      const hand = await page.$$eval('[data-testid=laws-hand-S] button[data-card]:not([disabled])', (bs) => bs.map((b) => b.dataset.card));
      assert.equal(hand.length, 13);
      const honour = hand.find((c) => 'AKQJT'.includes(c[1]));
      const card = honour ?? hand[0];
      await page.click(`[data-testid=laws-hand-S] button[data-card="${card}"]`);
      await page.waitForSelector('[data-testid=laws-director]');
      assert.ok(await page.$('[data-testid=laws-citations] li[data-law="24"]'), 'Law 24 cited');
      await page.click('[data-option=rule]');
      await page.waitForSelector('[data-testid=laws-history] li[data-chosen=rule]');
      if (honour) await restriction(page, 'pass-once', 'N', 'an honour shown');
      assert.equal(await page.$('[data-testid=laws-error]'), null, 'nothing refused');
    },
  ],
  [
    'laws: free practice — a bid above seven and the code switch',
    async (ctx) => {
      const { page } = ctx;
      await openLaws(ctx);
      await setCode(page, '1930s');
      await page.click('[data-action=laws-practice]');
      await page.waitForSelector('[data-testid=laws-practice][data-phase=auction]');
      await page.selectOption('#laws-call-seat', 'S');
      await page.fill('#laws-call-text', '8S');
      await page.click('[data-action=laws-make-call]');
      await page.waitForSelector('[data-testid=laws-director]');
      assert.ok(await page.$('[data-testid=laws-citations] li[data-law="Muud eksimused pakkumisel"], [data-testid=laws-citations] li[data-law="Enneaegne pakkumine"]'), '1930s section cited');
      assert.ok(await page.isVisible('[data-testid=laws-differs]'), 'the other code\'s difference is stated');
      await page.click('[data-action=laws-robot-choose]');
      await page.waitForSelector('[data-testid=laws-history] li[data-chosen]');
      assert.equal(await page.$('[data-testid=laws-director]'), null, 'the ruling is settled');
    },
  ],
  [
    'laws: the ruling quiz in the shared quiz widget, answered wrong once then right',
    async (ctx) => {
      const { page } = ctx;
      await openLaws(ctx);
      await page.click('[data-action=laws-quiz]');
      await page.waitForSelector('[data-testid=laws-quiz] tenace-quiz');
      await page.waitForFunction(() => {
        const q = document.querySelector('[data-testid=laws-quiz] tenace-quiz');
        return q && (q.dataset.state === 'ready' || q.dataset.state === 'error');
      }, null, { timeout: 20000 });
      const quiz = '[data-testid=laws-quiz] tenace-quiz';
      assert.equal(await page.getAttribute(quiz, 'data-state'), 'ready');
      const set = JSON.parse(await page.getAttribute(quiz, 'problem'));
      assert.equal(set.problems.length, 7, 'the engine\'s seven quiz items');
      assert.ok(set.problems.every((p) => p.kind === 'choice'));
      for (const [i, p] of set.problems.entries()) {
        // The first question answered wrong, the others right.
        const pick = i === 0 ? (p.answer + 1) % p.options.length : p.answer;
        await page.click(`${quiz} [data-testid=options] button[data-option="${pick}"]`);
        await page.waitForSelector(`[data-testid=laws-quiz-score][data-answered="${i + 1}"]`);
        if (i + 1 < set.problems.length) await page.click(`${quiz} nav button[data-action=next]`);
      }
      assert.equal(await page.getAttribute('[data-testid=laws-quiz-score]', 'data-score'), '60');
      assert.match(await page.textContent('[data-testid=laws-quiz-score]'), /Answered 7 of 7; score 60 of 70/);
      await ctx.shot('laws-quiz.png');
    },
  ],
  [
    'laws: the view fits 360 px, every button is named, and it speaks Estonian',
    async (ctx) => {
      const { page } = ctx;
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(ctx.url);
      await waitReady(page);
      await page.click('[data-action=open-settings]');
      await page.selectOption('#setting-lang', 'et');
      await page.click('[data-action=save-settings]');
      await page.waitForSelector('[data-dialog]', { state: 'detached' });
      await page.click('button.view-tab[data-view=laws]');
      await page.waitForSelector('[data-testid=laws-scenarios]');
      assert.match(await page.textContent('[data-scenario="bid-above-seven"] .laws-title'), /kaheksa pada/);
      await page.click('[data-testid=laws-scenarios] button[data-scenario="revoke-corrected"]');
      await page.click('[data-action=laws-commit]');
      await page.waitForSelector('[data-testid=laws-director]');
      assert.match(await page.textContent('[data-option=correct]'), /Paranda salgamine/);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `no horizontal scrolling at 360 px (${overflow} px too wide)`);
      await ctx.shot('laws-360.png');
      // The practice table and the quiz fit as well.
      for (const [action, ready] of [['laws-practice', '[data-testid=laws-practice]'], ['laws-quiz', '[data-testid=laws-quiz] tenace-quiz[data-state=ready]']]) {
        await page.click(`[data-action=${action}]`);
        await page.waitForSelector(ready, { timeout: 20000 });
        const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.ok(wide <= 0, `${action}: no horizontal scrolling at 360 px (${wide} px too wide)`);
      }
      await ctx.shot('laws-360-quiz.png');
      const unlabeled = await page.$$eval('.laws button', (bs) => bs.filter((b) => !(b.getAttribute('aria-label') || b.textContent.trim())).length);
      assert.equal(unlabeled, 0, 'every button has a name');
    },
  ],
];
