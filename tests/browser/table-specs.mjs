// The one table component (crates/tenace-table, issue 21): the course's
// lesson deals and the Laws tutor's practice table are drawn by the same
// component as the main table — the same felt, seats, fan, suit rows,
// backs, trick and bidding box — with the same data-card / data-call hooks.
import assert from 'node:assert/strict';
import { waitReady } from './lib/table.mjs';

/** The shape of a table as the shared component draws it, under `root`. */
async function shape(page, root) {
  return page.$eval(root, (r) => {
    const table = r.querySelector('section.table');
    if (!table) return null;
    const seat = (place) => table.querySelector(`:scope > section.seat.${place}`);
    const card = table.querySelector('.seat.bottom .fan button.card[data-card]');
    const style = card && getComputedStyle(card);
    const felt = getComputedStyle(table).backgroundImage;
    return {
      seats: [...table.querySelectorAll(':scope > section.seat')].map((s) => [...s.classList].filter((c) => c !== 'seat' && c !== 'to-act' && c !== 'due').join(' ')).sort(),
      fan: seat('bottom') && seat('bottom').querySelectorAll('.fan button.card[data-card][data-legal]').length,
      centre: !!table.querySelector(':scope > .centre'),
      card: style && { w: style.width, h: style.height, radius: style.borderRadius },
      felt: felt.startsWith('radial-gradient'),
    };
  });
}

async function mainShape(page, url) {
  await page.goto(url);
  await waitReady(page);
  await page.waitForSelector('[data-testid=hand-S] .fan button[data-card]');
  return shape(page, '[data-testid=app]');
}

export const tests = [
  [
    'table: a lesson deal is drawn by the shared table — the main table\'s seats, fan, cards and trick, and its data-card hooks',
    async (ctx) => {
      const { page } = ctx;
      const main = await mainShape(page, ctx.url);
      assert.deepEqual(main.seats, ['bottom', 'left', 'right', 'top']);
      await page.click('.view-tab[data-view=learn]');
      await page.waitForSelector('[data-testid=learn-course]');
      await page.click('.lesson-item[data-lesson="01-tricks"]');
      const deal = '[data-testid=lesson-deal]';
      await page.waitForSelector(`${deal} section.table`);
      // West leads: the card lands in the centre's trick.
      await page.waitForSelector(`${deal} .centre [data-testid=lesson-trick] .spot.left .card[data-card]`, { timeout: 30000 });
      const lesson = await shape(page, deal);
      assert.deepEqual(lesson.seats, main.seats, 'four seats around the centre');
      assert.ok(lesson.centre && lesson.felt, 'the felt and its centre');
      assert.equal(lesson.fan, 13, "the learner's own hand is the main table's fan");
      assert.deepEqual(lesson.card, main.card, 'cards of the same size and shape as at the table');
      // Hidden hands are backs with their count in words; dummy's cards are suit rows of buttons.
      const east = await page.getAttribute(`${deal} [data-testid=lesson-hand-E] .backs`, 'aria-label');
      assert.match(east, /^East: 13 cards face down$/);
      assert.ok(await page.$(`${deal} .seat.top[data-testid=lesson-hand-N] .rows .suit-row button[data-card][data-legal]`), 'dummy as suit rows');
      // The hooks drive it: a legal card of the hand to play is played.
      const before = await page.getAttribute(deal, 'data-log-len');
      await page.click(`${deal} button[data-card][data-legal=true]:not([disabled])`);
      await page.waitForFunction(([sel, n]) => document.querySelector(sel).dataset.logLen !== n, [deal, before]);
      await ctx.shot('table-lesson.png');
    },
  ],
  [
    'table: the Laws tutor\'s practice table is the shared table — seats, fan, backs, and the bidding box with its data-call hooks',
    async (ctx) => {
      const { page } = ctx;
      const main = await mainShape(page, ctx.url);
      await page.click('button.view-tab[data-view=laws]');
      await page.waitForSelector('[data-testid=laws-scenarios]');
      await page.click('[data-action=laws-practice]');
      const practice = '[data-testid=laws-practice]';
      await page.waitForSelector(`${practice} section.table`);
      const laws = await shape(page, practice);
      assert.deepEqual(laws.seats, main.seats, 'four seats around the centre');
      assert.ok(laws.centre && laws.felt, 'the felt and its centre');
      assert.equal(laws.fan, 13, "South's hand is the main table's fan");
      assert.deepEqual(laws.card, main.card, 'cards of the same size and shape as at the table');
      for (const seat of ['W', 'N', 'E']) {
        assert.match(await page.getAttribute(`${practice} [data-testid=laws-hand-${seat}] .backs`, 'aria-label'), / 13 cards face down$/, `${seat}'s hand hidden`);
      }
      // The robots call up to South (or the deal is over before: a new deal).
      for (let i = 0; i < 8; i++) {
        await page.waitForFunction((sel) => {
          const p = document.querySelector(sel);
          const box = document.querySelector('[data-testid=laws-bidding]');
          return p.dataset.phase !== 'auction' || (box && box.dataset.seat === 'S');
        }, practice, { timeout: 30000 });
        if ((await page.getAttribute(practice, 'data-phase')) === 'auction') break;
        await page.click('[data-action=laws-new-deal]');
        await page.waitForSelector(`${practice}[data-phase=auction]`);
      }
      const box = `${practice} section.table > .box-area .bidding-box[data-testid=laws-bidding]`;
      assert.equal(await page.$$eval(`${box} button.bid[data-call]`, (bs) => bs.length), 38, 'the 38 calls of the bidding box');
      const made = await page.$$eval('[data-testid=laws-auction] td[data-call]', (tds) => tds.length);
      await page.click(`${box} [data-call=P]:not([disabled])`);
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid=laws-auction] td[data-call]').length > n, made);
      await ctx.shot('table-laws.png');
    },
  ],
];
