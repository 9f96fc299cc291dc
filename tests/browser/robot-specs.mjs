// The robots think in the Web Worker: a whole deal played in the app, with
// every robot call and card answered by the worker (crates/tenace-worker's
// `robot` job; the page marks <html data-robot-worker="used"> and the last
// turn's time in data-robot-ms when an answer comes from the worker).
import assert from 'node:assert/strict';
import { playDealByClicking, setSpeed, waitReady } from './lib/table.mjs';

export const tests = [
  [
    'robots: a whole deal is bid and played with every robot turn answered by the worker',
    async (ctx) => {
      const { page } = ctx;
      await page.goto(ctx.url);
      await waitReady(page);
      await setSpeed(page, 'instant');
      // The robots' card-play level is a setting, kept in the saved settings.
      await page.click('[data-action=open-settings]');
      await page.selectOption('#setting-robot-level', 'fast');
      await page.click('[data-action=save-settings]');
      await page.waitForSelector('[data-dialog]', { state: 'detached' });
      const saved = await page.evaluate(() => JSON.stringify(localStorage));
      assert.match(saved, /robot_level\W+fast/, 'the level is saved');
      const played = await playDealByClicking(page);
      assert.ok(played.result.record, 'the deal finished with a record');
      const mark = await page.evaluate(() => ({ ...document.documentElement.dataset }));
      assert.equal(mark.robotWorker, 'used', 'robot turns were answered by the worker');
      assert.ok(Number.isFinite(Number(mark.robotMs)), `the worker timed its last turn (${mark.robotMs} ms)`);
      const robotActions = played.record.actions.length - played.counts.call - played.counts.card;
      assert.ok(robotActions >= 10, `robots made the other seats' calls and cards (${robotActions} actions)`);
      // The review says why each robot card was played.
      await page.waitForSelector('[data-testid=review]', { timeout: 180000 });
      const cards = await page.$$eval('[data-testid=review] [data-index]', (bs) => bs.length);
      let why = null;
      for (let i = 0; i < cards && !why; i++) {
        await page.click(`[data-testid=review] [data-index="${i}"]`);
        why = await page.$eval('[data-testid=review]', (el) => el.querySelector('[data-testid=review-why]')?.textContent ?? null);
      }
      assert.ok(why && why.length > 'Why this card: '.length, `a robot card has its reason in the review (${why})`);
      // The reason follows the page's language: in German, German words, no English ones.
      const index = await page.$eval('[data-testid=review] [data-index][aria-current]', (b) => b.getAttribute('data-index')).catch(() => null);
      await page.click('[data-action=open-settings]');
      await page.selectOption('#setting-lang', 'de');
      await page.click('[data-action=save-settings]');
      await page.waitForSelector('[data-dialog]', { state: 'detached' });
      assert.equal(await page.getAttribute('html', 'lang'), 'de');
      let warum = null;
      for (let i = 0; i < cards && !warum; i++) {
        await page.click(`[data-testid=review] [data-index="${index ?? i}"]`);
        warum = await page.$eval('[data-testid=review]', (el) => el.querySelector('[data-testid=review-why]')?.textContent ?? null);
      }
      assert.ok(warum && warum.startsWith('Warum diese Karte: '), `the review's "why" in German (${warum})`);
      const reason = warum.slice('Warum diese Karte: '.length);
      assert.match(reason, /Verteilungen|Karte|Stich|Farbe|Ausspiel|Hand|Trumpf|gleichwertig|Figur|Single|Tisch|Partner|abwerfen|Abwurf|schnappen|niedrig/,
        `the robot's reason is German («${reason}», in English «${why}»)`);
      assert.doesNotMatch(reason, /\b(layouts|tricks|the|of|card|cards|lead|suit)\b/, `no English left in «${reason}»`);
    },
  ],
];
