// Match play against the robot field (the Match view, crates/tenace-web/src/matches):
// a teams match started from a link, its first board played by clicking while
// the other table's robots play it in the background worker; the IMPs checked
// against the WBF scale computed here; the other table's play stepped through
// by keyboard; the match kept over a reload. A pairs board against three
// tables checked against matchpoints computed here from the field's scores.
// A Chicago session's summary after two deals.
import assert from 'node:assert/strict';
import { appState, playDealByClicking, waitReady } from './lib/table.mjs';

/** The WBF IMP scale: the lower bound of each step, 0 → 0 IMPs … 4000 → 24. */
const IMP_STEPS = [20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000];

function imps(diff) {
  const n = IMP_STEPS.filter((s) => Math.abs(diff) >= s).length;
  return diff < 0 ? -n : n;
}

/** Instant robots at the table, the fast card-play level (the other tables take the same level). */
async function fastRobots(page) {
  await page.click('[data-action=open-settings]');
  await page.selectOption('#setting-speed', 'instant');
  await page.selectOption('#setting-robot-level', 'fast');
  await page.click('[data-action=save-settings]');
  await page.waitForSelector('[data-dialog]', { state: 'detached' });
}

async function startFromLink(page, hash) {
  await page.evaluate((h) => {
    location.hash = h;
  }, hash);
  await page.waitForSelector('[data-testid=match-banner]', { timeout: 20000 });
}

async function showMatchView(page) {
  await page.click('button.view-tab[data-view=match]');
  await page.waitForSelector('[data-testid=view-match] [data-testid=match-panel]', { timeout: 10000 });
}

/** Waits until board `n`'s row has the attribute `attr` filled (the other tables finished). */
async function waitScored(page, n, attr, timeout = 240000) {
  await page.waitForFunction(
    ([n, attr]) => {
      const row = document.querySelector(`[data-testid=match-row-${n}]`);
      return row && row.getAttribute(attr) !== null && row.getAttribute(attr) !== '';
    },
    [n, attr],
    { timeout },
  );
  return page.$eval(`[data-testid=match-row-${n}]`, (el) => ({ ...el.dataset }));
}

export const tests = [
  [
    'match: a teams match from a link — board 1 scored in IMPs against the other table, its play stepped through, kept over a reload',
    async (ctx) => {
      const { page, metrics } = ctx;
      await page.goto(ctx.url);
      await waitReady(page);
      await fastRobots(page);
      // A malformed match link is refused in words and starts nothing.
      await page.evaluate(() => {
        location.hash = '#match=teams&seed=42&boards=10';
      });
      await page.waitForFunction(() => document.querySelector('[data-testid=notice]')?.textContent.includes('8, 12 or 16'), null, { timeout: 10000 });
      assert.equal(await page.$('[data-testid=match-banner]'), null, 'no match from a bad link');
      const t0 = Date.now();
      await startFromLink(page, '#match=teams&seed=42&boards=8');
      assert.equal((await page.textContent('[data-testid=match-banner]')).trim(), 'Match board 1 of 8');
      const st = await appState(page);
      assert.equal(st.board, '1', 'board 1 of the seed is on the table');
      const played = await playDealByClicking(page);
      const ours = Number(played.result.nsScore);
      await page.waitForSelector('[data-testid=match-result]');
      await showMatchView(page);
      const row = await waitScored(page, 1, 'data-imps');
      metrics.otherTable = `board 1 at the other table scored ${Date.now() - t0} ms after the match started (fast robots)`;
      assert.equal(Number(row.ours), ours, 'our score on the card is the table result');
      const theirs = Number(row.theirs);
      assert.ok(Number.isInteger(theirs) && theirs % 10 === 0, `the other table's score ${row.theirs}`);
      assert.equal(Number(row.imps), imps(ours - theirs), `IMPs for ${ours} against ${theirs}`);
      assert.equal(Number(await page.getAttribute('[data-testid=match-card]', 'data-total')), imps(ours - theirs));
      // The other table's auction and play, card by card, with the keyboard.
      await page.focus('[data-action=view-other][data-board="1"]');
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-testid=other-table]');
      const other = await page.$eval('[data-testid=other-table]', (el) => ({ ...el.dataset }));
      const record = JSON.parse(other.record);
      assert.equal(record.setup.board, 1, 'the other table played board 1');
      const calls = record.actions.filter((a) => a.action === 'call').length;
      assert.equal(await page.$$eval('[data-testid=other-auction] li', (l) => l.length), calls, 'every call of the other table is listed');
      assert.equal(other.step, '0');
      const steps = Number(other.steps);
      if (steps > 0) {
        assert.equal(Number(other.logLen), calls, 'step 0: the auction only');
        await page.focus('[data-action=step-next]');
        for (let i = 0; i < Math.min(3, steps); i++) await page.keyboard.press('Enter');
        const after = await page.$eval('[data-testid=other-table]', (el) => ({ ...el.dataset }));
        assert.equal(Number(after.step), Math.min(3, steps));
        assert.equal(Number(after.logLen), calls + Math.min(3, steps), 'one action of the play per step');
        await page.click('[data-action=step-last]');
        assert.equal(await page.getAttribute('[data-testid=other-table]', 'data-step'), String(steps));
        await page.click('[data-action=step-first]');
        assert.equal(await page.getAttribute('[data-testid=other-table]', 'data-step'), '0');
      }
      await ctx.shot('match-teams.png');
      await page.setViewportSize({ width: 360, height: 740 });
      await page.waitForTimeout(100);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no sideways scrolling at 360 px (overflow ${overflow}px)`);
      await ctx.shot('match-teams-phone.png');
      await page.setViewportSize({ width: 1280, height: 900 });
      // Reload: the match is still there, with the same score, and board 2 follows.
      await page.reload();
      await waitReady(page);
      assert.equal((await page.textContent('[data-testid=match-banner]')).trim(), 'Match board 1 of 8');
      await showMatchView(page);
      const again = await waitScored(page, 1, 'data-imps', 10000);
      assert.deepEqual([again.ours, again.theirs, again.imps], [row.ours, row.theirs, row.imps], 'the match survived the reload');
      await page.click('button.view-tab[data-view=play]');
      await page.click('[data-action=next-deal]');
      await page.waitForFunction(() => document.querySelector('[data-testid=match-banner]')?.textContent.includes('2 of 8'), null, { timeout: 10000 });
      assert.equal((await appState(page)).board, '2');
    },
  ],
  [
    'match: a pairs board against three other tables gets matchpoints and a percentage consistent with the field scores shown',
    async (ctx) => {
      const { page } = ctx;
      await page.goto(ctx.url);
      await waitReady(page);
      await fastRobots(page);
      await startFromLink(page, '#match=pairs&seed=7&boards=8&tables=3');
      const played = await playDealByClicking(page);
      const ours = Number(played.result.nsScore);
      await showMatchView(page);
      const row = await waitScored(page, 1, 'data-percent');
      const field = await page.$$eval('[data-testid=match-row-1] li[data-score]', (l) => l.map((e) => Number(e.dataset.score)));
      assert.equal(field.length, 3, 'three other tables');
      const mp = field.reduce((sum, f) => sum + (ours > f ? 2 : ours === f ? 1 : 0), 0);
      assert.equal(Number(row.ours), ours);
      assert.equal(Number(row.mp), mp, `matchpoints for ${ours} against ${field.join(', ')}`);
      assert.equal(Number(row.top), 6);
      assert.equal(row.percent, ((100 * mp) / 6).toFixed(2));
      assert.equal(await page.getAttribute('[data-testid=match-card]', 'data-percent'), ((100 * mp) / 6).toFixed(2), 'the session percentage');
      // The field's tables can be looked at too.
      await page.click('[data-testid=match-row-1] [data-action=view-other][data-table="2"]');
      await page.waitForSelector('[data-testid=other-result]');
      await ctx.shot('match-pairs.png');
    },
  ],
  [
    'match: a Chicago session — the sheet sets dealer and vulnerability, and the summary lists the deals and totals',
    async (ctx) => {
      const { page } = ctx;
      await page.goto(ctx.url);
      await waitReady(page);
      await fastRobots(page);
      await page.click('[data-action=open-settings]');
      await page.click('[data-action=new-chicago]');
      await page.waitForSelector('[data-dialog]', { state: 'detached' });
      const first = JSON.parse((await appState(page)).record).setup;
      assert.equal(first.vulnerability, 'None', 'Chicago deal 1: nobody vulnerable');
      const results = [];
      for (let deal = 0; deal < 2; deal++) {
        const r = await playDealByClicking(page);
        results.push(r);
        await page.click('[data-action=next-deal]');
        await page.waitForSelector('[data-testid=result]', { state: 'detached' });
      }
      const played = results.filter((r) => r.result.contract !== 'Pass').length;
      const next = JSON.parse((await appState(page)).record).setup;
      const SEATS = ['North', 'East', 'South', 'West'];
      const dealer = SEATS[(SEATS.indexOf(first.dealer) + played) % 4];
      assert.equal(next.dealer, dealer, 'the dealer moves on after a played deal, stays after a pass-out');
      const number = played + 1;
      const dealerSide = dealer === 'North' || dealer === 'South' ? 'NorthSouth' : 'EastWest';
      const expected = number === 1 ? 'None' : number === 4 ? 'Both' : dealerSide;
      assert.equal(next.vulnerability, expected, `Chicago deal ${number} dealt by ${dealer}`);
      await page.click('button.view-tab[data-view=match]');
      const summary = await page.waitForSelector('[data-testid=session-summary][data-mode=chicago]');
      const data = await summary.evaluate((el) => ({ ...el.dataset }));
      assert.equal(data.deals, '2');
      const rows = await page.$$eval('[data-testid=summary-deals] tbody tr', (trs) => trs.map((t) => [Number(t.dataset.we), Number(t.dataset.they)]));
      assert.equal(rows.length, 2);
      results.forEach((r, i) => {
        const [we, they] = rows[i];
        if (r.result.contract === 'Pass') assert.deepEqual([we, they], [0, 0], 'a pass-out scores nothing');
        else assert.ok(we + they > 0, `deal ${i + 1} wrote points on the sheet`);
        // The side that scored on the sheet is the side that scored at the table.
        const ns = Number(r.result.nsScore);
        if (ns > 0) assert.ok(we > 0, `deal ${i + 1}: N-S +${ns} at the table, we (N-S) score on the sheet`);
        if (ns < 0) assert.ok(they > 0, `deal ${i + 1}: E-W +${-ns} at the table, they (E-W) score on the sheet`);
      });
      const net = rows.reduce((s, [we, they]) => s + we - they, 0);
      assert.equal(Number(data.net), net, 'the net total is the sum of the deals');
      await ctx.shot('match-chicago-summary.png');
    },
  ],
  [
    'match: a damaged saved match is set aside with a notice, and the game on the table is kept',
    async (ctx) => {
      const { page } = ctx;
      await page.goto(ctx.url);
      await waitReady(page);
      await fastRobots(page);
      await startFromLink(page, '#match=teams&seed=3&boards=12');
      const board = (await appState(page)).board;
      const saved = await page.evaluate(() => localStorage.getItem('tenace.match'));
      assert.ok(saved && JSON.parse(saved).schema === 1, 'the match is saved under its own key, versioned');
      assert.equal(JSON.parse(saved).match.boards.length, 12);
      // Damage it: a format this version does not read.
      const damaged = saved.replace('"schema":1', '"schema":9');
      await page.evaluate((text) => localStorage.setItem('tenace.match', text), damaged);
      await page.reload();
      await waitReady(page);
      const notice = await page.textContent('[data-testid=notice]');
      assert.match(notice, /saved match could not be read/, notice);
      assert.match(notice, /match format 9/, notice);
      const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tenace.match.set-aside.')));
      assert.equal(kept.length, 1, 'the damaged text is kept under a set-aside key');
      assert.equal(await page.evaluate((k) => localStorage.getItem(k), kept[0]), damaged);
      assert.equal(await page.$('[data-testid=match-banner]'), null, 'no match in progress');
      assert.equal((await appState(page)).board, board, 'the deal on the table is still there');
      await page.click('button.view-tab[data-view=match]');
      assert.equal(await page.$('[data-testid=match-panel]'), null);
      await page.waitForSelector('[data-testid=match-start]');
    },
  ],
];
