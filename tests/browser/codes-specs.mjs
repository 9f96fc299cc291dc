// The historic scoring codes at the table: a Kontrakt rubber started from the
// settings, one deal played, the sheet checked against the Kontrakt table of
// ../shared/spec/scoring-codes.md §4 computed again here (not by Tenace).
import assert from 'node:assert/strict';
import { replay } from './lib/oracle.mjs';
import { handOf } from './lib/bidding.mjs';
import { playDealByClicking, waitReady } from './lib/table.mjs';

const SEATS = ['North', 'East', 'South', 'West'];
const sideOf = (seat) => (seat === 'North' || seat === 'South' ? 'NS' : 'EW');
const SUIT_INDEX = { S: 0, H: 1, D: 2, C: 3 };

/**
 * Spec §4 ("Kontrakt-bridge", seed 001) for the first deal of a rubber
 * (nobody vulnerable, no partscore): ♣6 ♦7 ♥8 ♠9 NT10 a trick, game 30;
 * 50 for the contract and each overtrick, 50 for the defeat and each
 * undertrick, ×2 doubled, ×4 redoubled (trick points too); honours in one
 * hand 100 (four trumps) / 200 (five, or four aces at NT); slams on tricks
 * taken 100 / 200; 50 per hand without trumps; 300 for the game won.
 * Returns each side's total (above + below, as the code's worked example counts).
 */
function kontrakt(record) {
  const r = replay(record);
  const total = { NS: 0, EW: 0 };
  const items = [];
  const add = (side, kind, points) => {
    if (points > 0) {
      total[side] += points;
      items.push({ side, kind, points });
    }
  };
  const declarer = sideOf(r.declarer);
  const defenders = declarer === 'NS' ? 'EW' : 'NS';
  const mult = r.penalty === 'XX' ? 4 : r.penalty === 'X' ? 2 : 1;
  const value = { C: 6, D: 7, H: 8, S: 9, NT: 10 }[r.strain];
  const needed = r.level + 6;
  if (r.declarerTricks >= needed) {
    const below = value * r.level * mult;
    add(declarer, 'tricks', below);
    add(declarer, 'overtricks', 50 * mult * (r.declarerTricks - needed));
    add(declarer, 'made', 50 * mult);
    if (below >= 30) add(declarer, 'game', 300);
  } else {
    add(defenders, 'undertricks', 50 * mult * (needed - r.declarerTricks));
    add(defenders, 'defeated', 50 * mult);
  }
  for (const [side, tricks] of [[declarer, r.declarerTricks], [defenders, 13 - r.declarerTricks]]) {
    add(side, 'slam', tricks === 13 ? 200 : tricks === 12 ? 100 : 0);
  }
  for (const seat of SEATS) {
    const suits = handOf(record, seat).split('.');
    if (r.strain === 'NT') {
      if (suits.every((s) => s.includes('A'))) add(sideOf(seat), 'honours', 200);
    } else {
      const trumps = suits[SUIT_INDEX[r.strain]];
      const honours = [...'AKQJT'].filter((c) => trumps.includes(c)).length;
      add(sideOf(seat), 'honours', honours === 5 ? 200 : honours === 4 ? 100 : 0);
      add(sideOf(seat), 'chicane', trumps.length === 0 ? 50 : 0);
    }
  }
  return { total, items, replayed: r };
}

async function sheet(page) {
  return page.$eval('[data-testid=score-sheet] .rubber', (el) => ({
    code: el.dataset.code,
    we: Number(el.dataset.weTotal),
    they: Number(el.dataset.theyTotal),
    entries: [...el.querySelectorAll('.entry')].map((e) => ({ kind: e.dataset.kind, points: Number(e.dataset.points), text: e.textContent })),
  }));
}

export const tests = [
  [
    'scoring codes: a Kontrakt rubber from the settings, its sheet as the spec table says, kept on reload, back to modern rubber',
    async (ctx) => {
      const { page } = ctx;
      await page.goto(ctx.url);
      await waitReady(page);
      // Robots instant, no robot claims (every card is clicked), the user declares.
      await page.click('[data-action=open-settings]');
      await page.selectOption('#setting-speed', 'instant');
      if (!(await page.isChecked('#setting-declare'))) await page.click('#setting-declare');
      if (await page.isChecked('#setting-robot-claims')) await page.click('#setting-robot-claims');
      await page.click('[data-action=save-settings]');
      await page.waitForSelector('[data-dialog]', { state: 'detached' });

      // Choose the code by keyboard, as a player without a mouse would.
      await page.click('[data-action=open-settings]');
      const codes = await page.$$eval('#setting-rubber-code option', (os) => os.map((o) => o.value));
      assert.deepEqual(codes, ['rubber', '1932', 'kontrakt', 'vanderbilt', 'reform', 'lithuanian']);
      assert.equal(await page.$('#setting-below-line'), null, 'only Kontrakt offers leaving below-line points out');
      await page.focus('#setting-rubber-code');
      await page.selectOption('#setting-rubber-code', 'kontrakt');
      assert.ok(await page.isChecked('#setting-below-line'), 'Kontrakt counts below-line points by default');
      const about = await page.textContent('[data-testid=rubber-code-about]');
      assert.match(about, /game is 30/, `Kontrakt's description: ${about}`);
      await page.focus('[data-action=new-rubber]');
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-testid=score-sheet] .rubber[data-code=kontrakt]', { state: 'attached' });
      assert.match(await page.textContent('[data-testid=notice]'), /Kontrakt-bridge/);

      const played = await playDealByClicking(page);
      const expected = kontrakt(played.record);
      const st = await page.$eval('[data-testid=app]', (el) => ({ ...el.dataset }));
      const we = sideOf(SEATS.find((s) => s[0] === st.userSeat[0]));
      const they = we === 'NS' ? 'EW' : 'NS';
      const shown = await sheet(page);
      const label = `${expected.replayed.level}${expected.replayed.strain}${expected.replayed.penalty} by ${expected.replayed.declarer}, ${expected.replayed.declarerTricks} tricks; expected ${JSON.stringify(expected.items)}; shown ${JSON.stringify(shown.entries)}`;
      assert.equal(shown.code, 'kontrakt');
      assert.equal(shown.we, expected.total[we], `our total: ${label}`);
      assert.equal(shown.they, expected.total[they], `their total: ${label}`);
      assert.deepEqual(
        shown.entries.map((e) => `${e.kind}:${e.points}`).sort(),
        expected.items.map((e) => `${e.kind}:${e.points}`).sort(),
        `entries: ${label}`,
      );
      // Each entry is named in words (the page's language is English here).
      const names = { tricks: 'tricks bid and made', overtricks: 'overtricks', undertricks: 'undertricks', made: 'contract made', defeated: 'contract defeated', honours: 'honours', chicane: 'chicane', slam: 'slam', game: 'game bonus' };
      for (const e of shown.entries) assert.ok(e.text.includes(names[e.kind]), `${e.kind} named: ${e.text}`);
      assert.match(await page.textContent('[data-testid=score-sheet] summary'), /Kontrakt-bridge/);
      // Kontrakt has no unfinished-rubber rule (docs/scoring.md, reading 3): stopping now adds nothing.
      const ifStopped = await page.$eval('[data-testid=rubber-if-stopped]', (el) => ({ we: Number(el.dataset.weTotal), they: Number(el.dataset.theyTotal) }));
      assert.deepEqual(ifStopped, { we: shown.we, they: shown.they }, 'if play stopped now');
      await page.setViewportSize({ width: 360, height: 800 });
      await page.$eval('[data-testid=score-sheet]', (d) => { d.open = true; });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no sideways scroll at 360 px (${overflow} px over)`);
      await ctx.shot('codes-kontrakt-sheet-360.png');
      await page.setViewportSize({ width: 1280, height: 900 });

      // Reload: the autosave keeps the code and the sheet.
      await page.reload();
      await waitReady(page);
      await page.waitForSelector('[data-testid=score-sheet] .rubber[data-code=kontrakt]', { state: 'attached' });
      const again = await sheet(page);
      assert.equal(again.we, shown.we, 'our total after reload');
      assert.equal(again.they, shown.they, 'their total after reload');

      // Back to modern rubber: a fresh sheet under the modern code.
      await page.click('[data-action=open-settings]');
      assert.equal(await page.inputValue('#setting-rubber-code'), 'kontrakt', 'the dialog starts at the running code');
      await page.selectOption('#setting-rubber-code', 'rubber');
      assert.match(await page.textContent('[data-testid=rubber-code-about]'), /700 or 500/);
      await page.click('[data-action=new-rubber]');
      await page.waitForSelector('[data-testid=score-sheet] .rubber[data-code=rubber]', { state: 'attached' });
      const modern = await sheet(page);
      assert.deepEqual(modern.entries, [], 'a new sheet');
      assert.equal(await page.$('[data-testid=sheet-code]'), null, 'modern rubber is not named as a special code');
      await page.reload();
      await waitReady(page);
      await page.waitForSelector('[data-testid=score-sheet] .rubber[data-code=rubber]', { state: 'attached' });
    },
  ],
];
