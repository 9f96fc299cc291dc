// The table in another language has no English left in what the engine
// says: a call's requirement and what it shows (tenace-web explain.rs), and
// why the Laws refuse a card (labels::rule_error).
import assert from 'node:assert/strict';
import { appState, clickOnce, shownHand, waitForUser, waitReady } from './lib/table.mjs';

const SUITS = ['S', 'H', 'D', 'C'];
const RANKS = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'];

/** Words of the engine's English requirement and refusal texts. */
const ENGLISH = /\b(HCP|balanced|total points|points counting|stopper|nothing definite|has shown|Needs|does not hold|must follow|turn to play|is insufficient)\b/;

export const tests = [
  [
    'languages: in German a call\'s requirement and a refused card have no English',
    async (ctx) => {
      const { page } = ctx;
      await page.goto(ctx.url);
      await waitReady(page);
      await page.click('[data-action=open-settings]');
      await page.selectOption('#setting-lang', 'de');
      await page.selectOption('#setting-speed', 'instant');
      if (!(await page.isChecked('#setting-declare'))) await page.click('#setting-declare');
      await page.click('[data-action=save-settings]');
      await page.waitForSelector('[data-dialog]', { state: 'detached' });
      assert.equal(await page.getAttribute('html', 'lang'), 'de');
      // Board 1 of deal set 42: North deals, so the robots call before South.
      await page.goto(`${ctx.url}#board=1&seed=42`);
      await page.waitForFunction(() => document.querySelector('[data-testid=app]').dataset.board === '1' && !location.hash);
      const st = await waitForUser(page);
      assert.equal(st.phase, 'auction');
      const calls = await page.locator('[data-testid=auction] button.call').count();
      assert.ok(calls >= 2, `the robots called first (${calls})`);
      const seen = [];
      for (let i = 0; i < calls; i++) {
        await page.mouse.move(1, 1);
        await page.hover(`[data-testid=auction] button.call[data-index="${i}"]`);
        const tip = `#auction-tip-${i}`;
        await page.waitForSelector(tip, { state: 'visible' });
        const needs = (await page.locator(`${tip} .meaning-needs`).allTextContents()).join(' ');
        const known = (await page.textContent(`${tip} .meaning-known`)).trim();
        for (const text of [needs, known]) assert.doesNotMatch(text, ENGLISH, `call ${i}: «${text}»`);
        assert.match(known, /^(Nord|Ost|Süd|West) hat bisher .+ gezeigt\.$/, `call ${i}: «${known}»`);
        if (needs) assert.match(needs, /^Verlangt .+\.$/, `call ${i}: «${needs}»`);
        seen.push(needs, known);
      }
      // The German words of the ranges are there ("FP" for HCP) wherever a range is shown.
      assert.ok(seen.some((t) => /\d+(–\d+|\+)? FP\b/.test(t)), `a range in FP: ${seen.join(' | ')}`);
      await ctx.shot('language-de-meaning.png');
      // Play on to the first card the user plays, then type a card the hand does not hold.
      let state = await appState(page);
      for (let moves = 0; moves < 40 && !(state.phase === 'play' && state.userTurn === 'true'); moves++) {
        await clickOnce(page);
        state = await waitForUser(page);
        if (state.phase === 'finished') break;
      }
      assert.equal(state.phase, 'play', 'South (always declaring) reaches the play');
      const held = new Set(await shownHand(page, state.toAct));
      const missing = SUITS.flatMap((s) => RANKS.map((r) => s + r)).find((c) => !held.has(c));
      await page.mouse.click(1, 1);
      await page.keyboard.type(missing.toLowerCase());
      await page.waitForFunction(() => (document.querySelector('[data-testid=notice]')?.textContent ?? '').includes('nicht gespielt'));
      const notice = (await page.textContent('[data-testid=notice]')).trim();
      assert.doesNotMatch(notice, ENGLISH, `the refusal: «${notice}»`);
      assert.match(notice, /kann jetzt nicht gespielt werden: (Nord|Ost|Süd|West) hat (Pik|Herz|Karo|Kreuz) \S+ nicht\./, `the refusal: «${notice}»`);
      await ctx.shot('language-de-refused-card.png');
    },
  ],
];
