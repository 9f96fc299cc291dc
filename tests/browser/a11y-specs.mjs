// Accessibility checked by a tool: axe-core (WCAG 2.0 and 2.1, A and AA) on
// every view of the app — the table in the auction, in play and after the
// deal, the course (list and a lesson with its deal), the Laws tutor (list, a
// scenario with the director, free practice) and match play (setup and a
// match under way) — with no violation allowed.
import { appState, clickOnce, playDealByClicking, setSpeed, waitReady } from './lib/table.mjs';
import { assertAccessible } from './lib/axe.mjs';

export const tests = [
  [
    'accessibility: axe-core finds no WCAG 2.1 A/AA violation on the table, Learn, Laws and Match',
    async (ctx) => {
      const { page } = ctx;
      const checked = [];
      await page.goto(`${ctx.url}#board=1&seed=42`);
      await waitReady(page);
      await setSpeed(page, 'instant');
      await page.waitForSelector('.bidding-box [data-call]:not([disabled])');
      await assertAccessible(page, 'the table in the auction', checked);
      for (let i = 0; i < 40 && (await appState(page)).phase === 'auction'; i++) await clickOnce(page);
      if ((await appState(page)).phase === 'play') {
        await page.waitForFunction(() => document.querySelector('[data-testid=app]').dataset.userTurn === 'true');
        await assertAccessible(page, 'the table in play', checked);
      }
      await playDealByClicking(page);
      // The double-dummy review of every card comes a moment after the deal: check it too.
      await page.waitForSelector('[data-testid=review] .review-card', { timeout: 240000 });
      await assertAccessible(page, 'the table after the deal', checked);

      await page.click('.view-tab[data-view=learn]');
      await page.waitForSelector('[data-testid=learn-course]');
      await assertAccessible(page, 'Learn: the course', checked);
      await page.click('.lesson-item[data-lesson="01-tricks"]');
      await page.waitForSelector('[data-testid=lesson-deal]');
      await assertAccessible(page, 'Learn: lesson 1 with its deal', checked);

      await page.click('.view-tab[data-view=laws]');
      await page.waitForSelector('[data-testid=laws-scenarios]');
      await assertAccessible(page, 'Laws: the scenarios', checked);
      await page.click('[data-testid=laws-scenarios] button[data-scenario]');
      await page.click('[data-action=laws-commit]');
      await page.waitForSelector('[data-testid=laws-director]');
      await assertAccessible(page, 'Laws: a scenario with the director', checked);
      await page.click('[data-action=laws-practice]');
      await page.waitForSelector('[data-testid=laws-practice]');
      await assertAccessible(page, 'Laws: free practice', checked);

      await page.click('.view-tab[data-view=match]');
      await page.waitForSelector('[data-testid=match-start]');
      await assertAccessible(page, 'Match: the setup', checked);
      await page.evaluate(() => {
        location.hash = '#match=teams&seed=42&boards=8';
      });
      await page.waitForSelector('[data-testid=match-banner]');
      await page.click('.view-tab[data-view=match]');
      await page.waitForSelector('[data-testid=match-panel]');
      await assertAccessible(page, 'Match: a match under way', checked);
      ctx.metrics['axe-core (WCAG 2.1 A/AA)'] = `0 violations on ${checked.length} views: ${checked.join('; ')}`;
    },
  ],
];
