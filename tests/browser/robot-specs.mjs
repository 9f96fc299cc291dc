// The robots think in the Web Worker: a whole deal played in the app, with
// every robot call and card answered by the worker (crates/tenace-worker's
// `robot` job; the page marks <html data-robot-worker="used"> and the last
// turn's time in data-robot-ms when an answer comes from the worker).
import assert from 'node:assert/strict';
import { playDealByClicking, setSpeed, waitReady } from './lib/table.mjs';

export const robotTests = [
  [
    'robots: a whole deal is bid and played with every robot turn answered by the worker',
    async (ctx) => {
      const { page } = ctx;
      await page.goto(ctx.url);
      await waitReady(page);
      await setSpeed(page, 'instant');
      const played = await playDealByClicking(page);
      assert.ok(played.result.record, 'the deal finished with a record');
      const mark = await page.evaluate(() => ({ ...document.documentElement.dataset }));
      assert.equal(mark.robotWorker, 'used', 'robot turns were answered by the worker');
      assert.ok(Number.isFinite(Number(mark.robotMs)), `the worker timed its last turn (${mark.robotMs} ms)`);
      const robotActions = played.record.actions.length - played.counts.call - played.counts.card;
      assert.ok(robotActions >= 10, `robots made the other seats' calls and cards (${robotActions} actions)`);
    },
  ],
];
