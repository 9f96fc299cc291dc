// The Laws tutor's own texts in the page's language: the director's
// explanation, the law titles and the "other code" note of a scenario in
// Estonian under the 1930s code and in German under the 2017 Laws, and the
// ruling quiz in French (the engine's English templates translated through
// crates/tenace-i18n/explanations/laws/<lang>.txt).
import assert from 'node:assert/strict';
import { waitReady } from './lib/table.mjs';

async function openLawsIn(ctx, lang) {
  const { page } = ctx;
  await page.goto(ctx.url);
  await waitReady(page);
  await page.click('[data-action=open-settings]');
  await page.selectOption('#setting-lang', lang);
  await page.click('[data-action=save-settings]');
  await page.waitForSelector('[data-dialog]', { state: 'detached' });
  await page.click('button.view-tab[data-view=laws]');
  await page.waitForSelector('[data-testid=laws-scenarios]');
}

async function director(page, code, scenario) {
  await page.click(`button.laws-code[data-code="${code}"]`);
  await page.waitForSelector(`.laws[data-code="${code}"]`);
  await page.click(`[data-testid=laws-scenarios] button[data-scenario="${scenario}"]`);
  await page.click('[data-action=laws-commit]');
  await page.waitForSelector('[data-testid=laws-director]');
  const text = (sel) => page.textContent(sel);
  return {
    explanation: await text('[data-testid=laws-explanation]'),
    citations: await text('[data-testid=laws-citations]'),
    differs: await text('[data-testid=laws-differs]'),
    lang: await page.getAttribute('[data-testid=laws-explanation]', 'lang'),
  };
}

const absent = (text, words, label) => {
  for (const w of words) assert.ok(!text.includes(w), `${label}: no English “${w}” in “${text}”`);
};

export const tests = [
  [
    'lawsi18n: an insufficient bid under the 1930s code, explained in Estonian with the seed\'s words',
    async (ctx) => {
      const { page } = ctx;
      await openLawsIn(ctx, 'et');
      const d = await director(page, '1930s', 'insufficient-bid');
      assert.equal(d.lang, null, 'the explanation is no longer marked English');
      assert.match(d.explanation, /eksinu/, 'the seed\'s “eksinu” (offender)');
      assert.match(d.explanation, /nõuetava kõrguseni/, 'the seed\'s “raise to the required height”');
      assert.match(d.explanation, /Ida/, 'the offender named in Estonian');
      absent(d.explanation, ['must raise', 'partner may not', 'East', 'Left-hand opponent'], 'explanation');
      assert.match(d.citations, /„Kõlbmata pakkumine“/);
      absent(d.citations, ['Insufficient bid'], 'citation');
      assert.match(d.differs, /2017\. aasta reeglid/);
      absent(d.differs, ['The 2017 Laws', 'comparable call'], 'note');
      await ctx.shot('lawsi18n-et-1930s.png');
    },
  ],
  [
    'lawsi18n: a revoke under the 2017 Laws, explained in German',
    async (ctx) => {
      const { page } = ctx;
      await openLawsIn(ctx, 'de');
      const d = await director(page, '2017', 'revoke-established');
      assert.equal(d.lang, null, 'the explanation is no longer marked English');
      assert.match(d.explanation, /Revoke/);
      assert.match(d.explanation, /Stich bleibt bestehen/);
      absent(d.explanation, ['established', 'the trick stands', 'opponents', 'offending side'], 'explanation');
      assert.match(d.citations, /Etablierung eines Revokes/);
      absent(d.citations, ['Establishment of a revoke'], 'citation');
      assert.match(d.differs, /Gesetz der 1930er/);
      absent(d.differs, ['The 1930s code', 'transfers two tricks'], 'note');
      await ctx.shot('lawsi18n-de-2017.png');
    },
  ],
  [
    'lawsi18n: the ruling quiz in French',
    async (ctx) => {
      const { page } = ctx;
      await openLawsIn(ctx, 'fr');
      await page.click('[data-action=laws-quiz]');
      const quiz = '[data-testid=laws-quiz] tenace-quiz';
      await page.waitForSelector(`${quiz}[data-state=ready]`, { timeout: 20000 });
      assert.ok(!(await page.textContent('[data-testid=laws-quiz]')).includes('anglais'), 'the intro no longer says the questions are English');
      const set = JSON.parse(await page.getAttribute(quiz, 'problem'));
      assert.equal(set.problems.length, 7);
      const first = set.problems[0];
      assert.match(first.question, /Qu'arrive-t-il à Ouest/);
      assert.ok(first.options.includes('Ouest doit passer une fois'), first.options.join(' | '));
      assert.match(first.explanation, /aucune rectification/);
      for (const p of set.problems) {
        absent([p.question, ...p.options, p.explanation].join(' '), ['What ', 'declarer', 'penalty card', 'must pass'], p.title);
      }
      // What the player sees (in the widget's shadow DOM) is the French text too.
      const shown = await page.$eval(quiz, (el) => el.shadowRoot.textContent);
      assert.match(shown, /Qu'arrive-t-il à Ouest/);
      await page.click(`${quiz} [data-testid=options] button[data-option="${first.answer}"]`);
      await page.waitForSelector('[data-testid=laws-quiz-score][data-answered="1"]');
      assert.match(await page.$eval(quiz, (el) => el.shadowRoot.textContent), /aucune rectification/);
      await ctx.shot('lawsi18n-fr-quiz.png');
    },
  ],
];
