// The embeddable bidding quiz (dist/quiz, built by trunk build --release, a
// link of index.html): the demo page with several widgets, answering
// and scoring, sets with progress kept per page, malformed and hostile
// problems, the iframe form and the editor. Playwright's CSS locators pierce
// the widgets' open shadow roots.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { precacheOf, waitPrecached, reloadUntilControlled } from './lib/pwa.mjs';

const DEMO = 'quiz/';

/** Waits until every <tenace-quiz> of the page (or frame) has loaded or failed. */
async function waitQuizzes(target, count) {
  await target.waitForFunction(
    (n) => {
      const all = [...document.querySelectorAll('tenace-quiz')];
      return all.length >= n && all.every((q) => q.dataset.state === 'ready' || q.dataset.state === 'error');
    },
    count,
    { timeout: 20000 },
  );
}

/** The wasm requests made by the page's own document and its workers (not by its iframes). */
function countWasm(page) {
  const seen = [];
  page.on('request', (r) => {
    let frame = null;
    try {
      frame = r.frame();
    } catch {
      frame = null; // a worker's request
    }
    if (r.url().endsWith('.wasm') && (frame === null || frame === page.mainFrame())) seen.push(r.url());
  });
  return seen;
}

/** Adds a widget to the (already loaded) demo page, the way an embedder's HTML would. */
async function addQuiz(page, id, attrs) {
  await page.evaluate(
    ([id, attrs]) => {
      const q = document.createElement('tenace-quiz');
      q.id = id;
      for (const [k, v] of Object.entries(attrs)) q.setAttribute(k, v);
      document.body.append(q);
    },
    [id, attrs],
  );
  await page.waitForFunction((id) => ['ready', 'error'].includes(document.getElementById(id)?.dataset.state), id, { timeout: 20000 });
}

async function shadowText(page, selector) {
  return (await page.locator(selector).first().textContent()).trim();
}

const HOSTILE = {
  version: 1,
  title: '<img src=x onerror="window.__pwned=1">Hostile',
  author: '<b>bold</b>',
  hand: 'AKQJ2.K72.Q96.K8',
  seat: 'S',
  dealer: 'S',
  vulnerability: 'None',
  auction: '',
  answers: [
    { call: '1S', mark: 10, explanation: '<script>window.__pwned=2</script><img src=x onerror="window.__pwned=3">' },
    { call: '1NT', mark: 3, explanation: '"><svg onload="window.__pwned=4">' },
  ],
};

/** A set mixing multiple-choice (with a hand and auction to show, and without) and bidding problems. */
const CHOICE_SET = {
  version: 1,
  title: 'Laws and bidding',
  problems: [
    {
      kind: 'choice',
      question: 'East leads out of turn. Who may accept the lead?',
      options: ['Only declarer', 'Declarer or dummy', '<img src=x onerror="window.__pwned=5">'],
      answer: 0,
      explanation: 'Law 54: declarer may accept the lead (or dummy may not).',
      hand: 'AQ5.K72.Q9643.K8',
      seat: 'S',
      dealer: 'N',
      vulnerability: 'EW',
      auction: '1H P',
    },
    { kind: 'choice', question: 'How many cards has a hand?', options: ['12', '14', '13'], answer: 2 },
    {
      hand: 'AQ5.K72.Q9643.K8',
      seat: 'S',
      dealer: 'N',
      vulnerability: 'None',
      auction: '1H P',
      answers: [
        { call: '2D', mark: 10, explanation: 'Game force.' },
        { call: '3H', mark: 5 },
      ],
    },
  ],
};

/** A bidding problem in Culbertson's system (a 1930s system: the widget's second module answers it). */
const CULBERTSON = {
  version: 1,
  title: 'Culbertson: partner opens 1♥',
  hand: 'AQ5.K72.Q9643.K8',
  seat: 'S',
  dealer: 'N',
  vulnerability: 'None',
  auction: '1H P',
  system: 'culbertson',
  answers: [
    { call: '2D', mark: 10, explanation: 'A new suit, forcing.' },
    { call: '3H', mark: 4 },
  ],
  deal: 'N:KJT4.AQJ85.A.QJ3 9873.T63.JT8.A95 AQ5.K72.Q9643.K8 62.94.K752.T7642',
};

/**
 * Once the first visit has precached the demo page: reloads until the service worker serves it
 * (the first visit installs it; from the next load on it serves the pages), then reloads it with
 * the network off, its four quizzes loaded each time.
 */
async function reloadOffline(page, context, precache) {
  await waitPrecached(page, precache);
  await reloadUntilControlled(page, undefined, { waitUntil: 'domcontentloaded' });
  assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'a later load is served by the service worker');
  await waitQuizzes(page, 4);
  await context.setOffline(true);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await waitQuizzes(page, 4);
}

export const tests = [
  [
    'quiz: the demo page works offline after the first visit',
    async (ctx) => {
      const { page, context } = ctx;
      const precache = precacheOf(ctx.dist);
      for (const want of ['quiz/index.html', 'quiz/quiz.js', 'quiz/offline.js', 'quiz/tenace-quiz-web_bg.wasm']) {
        assert.ok(precache.assets.includes(want), `${want} is precached`);
      }
      await page.goto(`${ctx.url}${DEMO}`, { waitUntil: 'domcontentloaded' });
      await waitQuizzes(page, 4);
      await reloadOffline(page, context, precache);
      const states = await page.$$eval('tenace-quiz', (qs) => qs.map((q) => q.dataset.state));
      assert.deepEqual(states, ['ready', 'ready', 'ready', 'ready'], 'every widget loads with the network off');
      assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the service worker serves the page');
    },
  ],
  [
    'quiz: demo page loads inline, JSON, set and iframe quizzes with one wasm download, and leaves the page alone',
    async (ctx) => {
      const { page } = ctx;
      // The widget's download: its wasm and JS (quiz.js, the wasm-bindgen glue and the
      // double-dummy worker), raw and gzip -9. Issue 21: at most 200 KiB gzip in total.
      // The second module (the 1930s systems) is fetched only by a quiz that names one.
      const dir = path.join(ctx.dist, 'quiz');
      const bytes = (files) => files.map((f) => fs.readFileSync(path.join(dir, f)));
      const raw = (files) => bytes(files).reduce((a, b) => a + b.length, 0);
      const gz = (files) => bytes(files).reduce((a, b) => a + zlib.gzipSync(b, { level: 9 }).length, 0);
      const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
      const size = (files) => `${kib(raw(files))} raw, ${kib(gz(files))} gzip`;
      const js = ['quiz.js', 'tenace-quiz-web.js', 'dd-worker.js'];
      const widget = ['tenace-quiz-web_bg.wasm', ...js];
      const second = ['tenace-quiz-web-1930s_bg.wasm', 'tenace-quiz-web-1930s.js'];
      ctx.metrics['quiz widget'] = `wasm ${size(['tenace-quiz-web_bg.wasm'])}; JS ${size(js)}; total ${size(widget)}`;
      ctx.metrics['quiz widget, 1930s module (only for a quiz in a 1930s system)'] = size(second);
      assert.ok(gz(widget) <= 200 * 1024, `the quiz widget is ${kib(gz(widget))} gzip: over its 200 KiB (issue 21)`);
      const wasm = countWasm(page);
      await page.goto(`${ctx.url}${DEMO}`, { waitUntil: 'domcontentloaded' });
      const before = await page.evaluate(() => ({ nodes: document.querySelectorAll('*').length, sheets: document.styleSheets.length }));
      await waitQuizzes(page, 4);
      const states = await page.$$eval('tenace-quiz', (qs) => qs.map((q) => [q.id, q.dataset.state]));
      assert.deepEqual(states, [
        ['inline-problem', 'ready'],
        ['json-problem', 'ready'],
        ['set-stayman', 'ready'],
        ['set-openings', 'ready'],
      ]);
      assert.equal(wasm.length, 1, `one wasm download for four widgets: ${wasm.join(', ')}`);
      assert.match(wasm[0], /\/tenace-quiz-web_bg\.wasm$/, 'SAYC quizzes need only the common module');
      // Nothing outside the elements changed: no node, no style sheet added to the page.
      const after = await page.evaluate(() => ({ nodes: document.querySelectorAll('*').length, sheets: document.styleSheets.length }));
      assert.deepEqual(after, before);
      // The set shows its progress; the hand and auction are drawn.
      assert.match(await shadowText(page, '#set-stayman [data-testid=progress]'), /^Problem 1 of 10 · 0 answered/);
      assert.equal(await page.locator('#json-problem .hand .suit').count(), 4);
      assert.equal(await shadowText(page, '#json-problem .hand [data-suit=S] .ranks'), 'A Q 5');
      assert.equal(await page.locator('#json-problem [data-testid=auction] td[data-call]').count(), 2);
      // The bidding box: 38 calls with spoken labels; after 1♥ P, 1♣ and 1♥ are not legal.
      assert.equal(await page.locator('#json-problem [data-testid=bidding-box] button[data-call]').count(), 38);
      assert.equal(await page.getAttribute('#json-problem button[data-call="1NT"]', 'aria-label'), 'one no trump');
      assert.equal(await page.getAttribute('#json-problem button[data-call="2D"]', 'aria-label'), 'two diamonds');
      assert.ok(await page.locator('#json-problem button[data-call="1H"]').isDisabled());
      assert.ok(await page.locator('#json-problem button[data-call="XX"]').isDisabled());
      assert.ok(await page.locator('#json-problem button[data-call="1S"]').isEnabled());
      // The iframe form: quiz.html#p=… draws the same problem.
      const frame = page.frameLocator('#frame');
      await frame.locator('tenace-quiz[data-state=ready]').waitFor({ timeout: 20000 });
      assert.equal((await frame.locator('.hand [data-suit=S] .ranks').textContent()).trim(), 'A Q 5');
      await frame.locator('button[data-call="2D"]').click();
      assert.equal(await frame.locator('[data-testid=mark]').getAttribute('data-mark'), '10');
      await ctx.shot('quiz-demo.png');
      await page.setViewportSize({ width: 360, height: 740 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no sideways scrolling at 360 px (overflow ${overflow}px)`);
      await ctx.shot('quiz-demo-phone.png');
    },
  ],
  [
    'quiz: a problem in a 1930s system is answered by the second module, in its system, offline too; double dummy by the common one',
    async (ctx) => {
      const { page, context } = ctx;
      const precache = precacheOf(ctx.dist);
      for (const want of ['quiz/tenace-quiz-web-1930s_bg.wasm', 'quiz/tenace-quiz-web-1930s.js']) {
        assert.ok(precache.assets.includes(want), `${want} is precached`);
      }
      const wasm = countWasm(page);
      await page.goto(`${ctx.url}${DEMO}`, { waitUntil: 'domcontentloaded' });
      await waitQuizzes(page, 4);
      assert.deepEqual(wasm.map((u) => u.split('/').pop()), ['tenace-quiz-web_bg.wasm'], 'the SAYC quizzes fetch the common module only');
      const problem = JSON.stringify(CULBERTSON);
      /** Answers 2♦ in widget `id`: the mark, the engine's call and line, and the system named. */
      const answer = async (id) => {
        await page.click(`#${id} button[data-call="2D"]`);
        assert.equal(await page.getAttribute(`#${id} [data-testid=mark]`, 'data-mark'), '10');
        const call = await page.getAttribute(`#${id} [data-testid=engine]`, 'data-call');
        const line = await shadowText(page, `#${id} [data-testid=engine] p`);
        const heading = await shadowText(page, `#${id} [data-testid=engine] h3`);
        assert.match(heading, /Culbertson/, `the engine's call is named as Culbertson's: ${heading}`);
        return [call, line];
      };
      await addQuiz(page, 'culbertson', { problem });
      assert.equal(await page.getAttribute('#culbertson', 'data-state'), 'ready');
      assert.deepEqual(
        wasm.map((u) => u.split('/').pop()),
        ['tenace-quiz-web_bg.wasm', 'tenace-quiz-web-1930s_bg.wasm'],
        'a quiz in a 1930s system fetches the second module, once',
      );
      const [call, line] = await answer('culbertson');
      if (ctx.cli) {
        // The engine's call is Culbertson's, as `tenace bid --system culbertson` gives it.
        const out = JSON.parse(
          execFileSync(ctx.cli, ['bid', '--hand', CULBERTSON.hand, '--dealer', 'N', '--vul', 'None', '--auction', '1H P', '--system', 'culbertson'], { encoding: 'utf8' }),
        );
        assert.equal(call, out.call, 'engine call = tenace bid --system culbertson');
        assert.equal(line, out.explanation, 'engine explanation = tenace bid --system culbertson');
      } else {
        assert.ok(call && line.length > 5);
      }
      // Double dummy is the common module's, in its worker, whatever the system.
      await page.locator('#culbertson [data-testid=dd][data-state=done]').waitFor({ timeout: 30000 });
      assert.equal(await page.getAttribute('#culbertson [data-testid=dd]', 'data-where'), 'worker');
      assert.equal(await page.locator('#culbertson [data-testid=dd] tr[data-strain=D]').count(), 1, 'the tricks in diamonds');
      assert.equal(wasm.length, 2, `no third wasm download for the double dummy: ${wasm.join(', ')}`);
      // Offline after the first visit: the service worker has both modules.
      await reloadOffline(page, context, precache);
      await addQuiz(page, 'culbertson-offline', { problem: JSON.stringify({ ...CULBERTSON, title: 'Offline' }) });
      assert.equal(await page.getAttribute('#culbertson-offline', 'data-state'), 'ready', 'the 1930s quiz loads with the network off');
      assert.deepEqual(await answer('culbertson-offline'), [call, line], 'and answers the same offline');
      await context.setOffline(false);
    },
  ],
  [
    'quiz: answering marks the call, explains it, shows the engine call and the double-dummy tricks',
    async (ctx) => {
      const { page } = ctx;
      const wasm = countWasm(page);
      await page.goto(`${ctx.url}${DEMO}`);
      await waitQuizzes(page, 4);
      // A call the author marked 6: its mark and explanation, the best answer, every answer.
      await page.click('#json-problem button[data-call="4H"]');
      const mark = page.locator('#json-problem [data-testid=mark]');
      assert.equal(await mark.getAttribute('data-mark'), '6');
      assert.equal((await mark.textContent()).trim(), '4♥: 6 / 10');
      assert.match(await shadowText(page, '#json-problem [data-testid=explanation]'), /^Game, and it is right often enough/);
      assert.match(await shadowText(page, '#json-problem [data-testid=announce]'), /^four hearts: 6 out of 10\. Game, and it is right/);
      assert.equal(await page.locator('#json-problem [data-testid=answers] tbody tr').count(), 4);
      assert.ok(await page.locator('#json-problem button[data-call="2D"].best').count(), 'the best answer is ringed');
      assert.ok(await page.locator('#json-problem button[data-call="3NT"]').isDisabled(), 'no second answer');
      // The engine's own call equals `tenace bid` for the same hand and auction.
      const engineCall = await page.getAttribute('#json-problem [data-testid=engine]', 'data-call');
      const engineText = await shadowText(page, '#json-problem [data-testid=engine] p');
      if (ctx.cli) {
        const out = JSON.parse(execFileSync(ctx.cli, ['bid', '--hand', 'AQ5.K72.Q9643.K8', '--dealer', 'N', '--vul', 'None', '--auction', '1H P'], { encoding: 'utf8' }));
        assert.equal(engineCall, out.call, 'engine call = tenace bid');
        assert.equal(engineText, out.explanation, 'engine explanation = tenace bid');
      } else {
        assert.ok(engineCall && engineText.length > 5);
      }
      // The full deal: four hands, and the double-dummy tricks of the main answers (♦ and ♥), equal to `tenace dd`.
      assert.equal(await page.locator('#json-problem [data-testid=deal] .hand').count(), 4);
      await page.locator('#json-problem [data-testid=dd][data-state=done]').waitFor({ timeout: 30000 });
      assert.equal(await page.getAttribute('#json-problem [data-testid=dd]', 'data-where'), 'worker', 'solved in the Web Worker');
      assert.equal(wasm.length, 1, `the worker got the page's compiled wasm, not a second download: ${wasm.join(', ')}`);
      ctx.metrics['quiz double dummy (2 strains, Web Worker)'] = `${await page.getAttribute('#json-problem [data-testid=dd]', 'data-ms')} ms`;
      const shown = await page.$$eval('tenace-quiz#json-problem', ([q]) =>
        [...q.shadowRoot.querySelectorAll('[data-testid=dd] tr[data-strain]')].map((tr) => [tr.dataset.strain, [...tr.querySelectorAll('td')].map((td) => [td.dataset.seat, Number(td.textContent)])]),
      );
      assert.deepEqual(shown.map(([s]) => s), ['D', 'H']);
      if (ctx.cli) {
        const line = JSON.stringify({ id: 'q', dealer: 'N', vul: 'None', pbn: 'N:KJT4.AQJ85.A.QJ3 9873.T63.JT8.A95 AQ5.K72.Q9643.K8 62.94.K752.T7642' });
        const dd = JSON.parse(execFileSync(ctx.cli, ['dd'], { input: line + '\n', encoding: 'utf8' })).dd;
        for (const [strain, cells] of shown) for (const [seat, tricks] of cells) assert.equal(tricks, dd[strain][seat], `DD ${strain} ${seat}`);
      }
      assert.ok(!(await shadowText(page, '#json-problem .quiz')).includes('null'), 'no absent value is written as "null"');
      assert.ok(!(await shadowText(page, '#inline-problem .quiz')).includes('null'));
      await ctx.shot('quiz-answered.png');
      // Kept on reload; "Try again" clears it, and the keyboard alone answers.
      await page.reload();
      await waitQuizzes(page, 4);
      assert.equal(await page.getAttribute('#json-problem [data-testid=mark]', 'data-mark'), '6');
      await page.click('#json-problem nav button[data-action=reset]');
      assert.equal(await page.locator('#json-problem [data-testid=mark]').count(), 0);
      const first = page.locator('#json-problem [data-testid=bidding-box] button[tabindex="0"]');
      assert.equal(await first.getAttribute('data-call'), '1S', 'the box is one tab stop, on the first legal call');
      await first.focus();
      await page.keyboard.press('ArrowRight'); // 1NT
      await page.keyboard.press('ArrowDown'); // 2NT
      await page.keyboard.press('ArrowLeft'); // 2S
      await page.keyboard.press('ArrowLeft'); // 2H
      await page.keyboard.press('ArrowLeft'); // 2D
      const focused = await page.evaluate(() => document.getElementById('json-problem').shadowRoot.activeElement?.dataset.call);
      assert.equal(focused, '2D');
      await page.keyboard.press('Enter');
      assert.equal(await page.getAttribute('#json-problem [data-testid=mark]', 'data-mark'), '10');
      // An unlisted call scores 0, said in words.
      await page.click('#inline-problem button[data-call="4S"]');
      assert.equal(await page.getAttribute('#inline-problem [data-testid=mark]', 'data-mark'), '0');
      assert.match(await shadowText(page, '#inline-problem [data-testid=explanation]'), /not among the answers/);
    },
  ],
  [
    'quiz: a set keeps progress per page across reloads and ends with the final score',
    async (ctx) => {
      const { page } = ctx;
      const set = JSON.parse(fs.readFileSync(path.join(ctx.dist, 'quiz', 'sets', 'openings.json'), 'utf8'));
      const n = set.problems.length;
      assert.ok(n >= 5);
      // Problem i gets its (i mod k)-th listed answer; the marks are the file's.
      const pick = (i) => {
        const answers = set.problems[i].answers;
        return answers[i % answers.length];
      };
      const expected = set.problems.reduce((sum, _p, i) => sum + Number(pick(i).mark), 0);
      await page.goto(`${ctx.url}${DEMO}`);
      await waitQuizzes(page, 4);
      const q = '#set-openings';
      let running = 0;
      for (let i = 0; i < n; i++) {
        if (i === 3) {
          // Mid-set reload: the three answers and the score are still there, and it resumes at problem 4.
          await page.reload();
          await waitQuizzes(page, 4);
          assert.equal(await page.getAttribute(q, 'data-answered'), '3');
          assert.equal(await page.getAttribute(q, 'data-index'), '3');
          assert.equal(Number(await page.getAttribute(q, 'data-score')), running);
        }
        assert.match(await shadowText(page, `${q} [data-testid=progress]`), new RegExp(`^Problem ${i + 1} of ${n} · ${i} answered · score ${running} / ${i * 10}$`));
        const a = pick(i);
        await page.click(`${q} button[data-call="${a.call}"]`);
        assert.equal(Number(await page.getAttribute(`${q} [data-testid=mark]`, 'data-mark')), a.mark, `problem ${i + 1}: ${a.call}`);
        running += a.mark;
        if (i < n - 1) await page.click(`${q} nav button[data-action=next]`);
      }
      const final = page.locator(`${q} [data-testid=final]`);
      assert.equal(Number(await final.getAttribute('data-score')), expected);
      assert.equal(Number(await final.getAttribute('data-max')), n * 10);
      assert.match((await final.textContent()).trim(), new RegExp(`^Final score: ${expected} / ${n * 10}`));
      // Another page's progress is its own: the iframe page with the same set starts afresh.
      await page.goto(`${ctx.url}quiz/quiz.html#src=sets/openings.json`);
      await waitQuizzes(page, 1);
      assert.equal(await page.getAttribute('#quiz', 'data-answered'), '0');
      await ctx.shot('quiz-set.png');
    },
  ],
  [
    'quiz: malformed problems show a clear message inside the widget',
    async (ctx) => {
      const { page } = ctx;
      ctx.allowErrors = true; // the 404 below is logged by Chromium; page errors are checked here instead
      const pageErrors = [];
      page.on('pageerror', (e) => pageErrors.push(e.message));
      await page.goto(`${ctx.url}${DEMO}`);
      await waitQuizzes(page, 4);
      const cases = [
        ['bad-json', { problem: '{"version": 1, "hand": ' }, /The problem is not valid: the quiz is not valid JSON/],
        ['bad-hand', { problem: JSON.stringify({ ...HOSTILE, title: 'x', hand: 'AKQ.K72.Q96.K8' }) }, /the hand “AKQ\.K72\.Q96\.K8” is not 13 cards/],
        ['bad-turn', { problem: JSON.stringify({ ...HOSTILE, auction: '1H' }) }, /after this auction it is West's turn to call, not South's/],
        ['bad-mark', { problem: JSON.stringify({ ...HOSTILE, answers: [{ call: '1S', mark: 11 }] }) }, /answer 1 \(1♠\) has mark 11/],
        ['bad-version', { problem: JSON.stringify({ ...HOSTILE, version: 9 }) }, /format version 9/],
        ['bad-compact', { problem: 'VFExCmggQUtR' }, /the hand “AKQ” is not 13 cards/],
        ['bad-garbage', { problem: 'not a quiz at all' }, /compact problem string is damaged/],
        ['missing-src', { src: 'sets/no-such-set.json' }, /could not load sets\/no-such-set\.json: the server answered 404/i],
        ['nothing', {}, /no problem given/i],
      ];
      for (const [id, attrs, message] of cases) {
        await addQuiz(page, id, attrs);
        assert.equal(await page.getAttribute(`#${id}`, 'data-state'), 'error', id);
        const text = await shadowText(page, `#${id} .error`);
        assert.match(text, /^This quiz cannot be shown\./, id);
        assert.match(text, message, `${id}: ${text}`);
        assert.equal(await page.getAttribute(`#${id} .error`, 'role'), 'alert');
      }
      // The good widgets are unharmed.
      assert.equal(await page.getAttribute('#json-problem', 'data-state'), 'ready');
      assert.deepEqual(pageErrors, []);
      await page.locator('#bad-turn').scrollIntoViewIfNeeded();
      await ctx.shot('quiz-malformed.png');
    },
  ],
  [
    'quiz: a hostile problem shows script text as text and runs nothing',
    async (ctx) => {
      const { page } = ctx;
      await page.goto(`${ctx.url}${DEMO}`);
      await waitQuizzes(page, 4);
      await addQuiz(page, 'hostile', { problem: JSON.stringify(HOSTILE) });
      assert.equal(await page.getAttribute('#hostile', 'data-state'), 'ready');
      assert.equal(await shadowText(page, '#hostile h2'), HOSTILE.title);
      await page.click('#hostile button[data-call="1NT"]');
      assert.equal(await shadowText(page, '#hostile [data-testid=explanation]'), HOSTILE.answers[1].explanation);
      const cells = await page.locator('#hostile [data-testid=answers] tbody td:nth-child(3)').allTextContents();
      assert.deepEqual(cells, HOSTILE.answers.map((a) => a.explanation));
      assert.match(await shadowText(page, '#hostile .credit'), /<b>bold<\/b>/);
      // Its compact form, through the iframe page, too.
      const compact = await page.evaluate(async () => {
        const m = await import(new URL('tenace-quiz-web.js', location.href).href);
        return JSON.parse(m.parse_quiz(document.getElementById('hostile').getAttribute('problem'))).problems[0].compact;
      });
      const injected = await page.evaluate(() => {
        const root = document.getElementById('hostile').shadowRoot;
        return { pwned: window.__pwned ?? null, tags: root.querySelectorAll('script, img, svg, b').length };
      });
      assert.deepEqual(injected, { pwned: null, tags: 0 });
      await page.goto(`${ctx.url}quiz/quiz.html#p=${compact}`);
      await waitQuizzes(page, 1);
      await page.click('#quiz button[data-call="1S"]');
      assert.equal(await shadowText(page, '#quiz [data-testid=explanation]'), HOSTILE.answers[0].explanation);
      assert.equal(await page.evaluate(() => window.__pwned ?? null), null);
      assert.equal(await page.evaluate(() => document.getElementById('quiz').shadowRoot.querySelectorAll('script, img, svg').length), 0);
      await ctx.shot('quiz-hostile.png');
    },
  ],
  [
    'quiz: two widgets on one page are independent',
    async (ctx) => {
      const { page } = ctx;
      const wasm = countWasm(page);
      await page.goto(`${ctx.url}${DEMO}`);
      await waitQuizzes(page, 4);
      // The same problem twice (same storage key) would share progress; two different ones must not.
      await page.click('#inline-problem button[data-call="2S"]');
      assert.equal(await page.getAttribute('#inline-problem [data-testid=mark]', 'data-mark'), '10');
      assert.equal(await page.locator('#json-problem [data-testid=mark]').count(), 0, 'the other widget is still unanswered');
      assert.ok(await page.locator('#json-problem button[data-call="2D"]').isEnabled());
      await page.click('#json-problem button[data-call="3H"]');
      assert.equal(await page.getAttribute('#json-problem [data-testid=mark]', 'data-mark'), '2');
      assert.equal(await page.getAttribute('#inline-problem [data-testid=mark]', 'data-mark'), '10');
      // Each answer shows in its own widget only.
      assert.equal(await page.locator('#inline-problem button.chosen').count(), 1);
      assert.equal(await page.getAttribute('#inline-problem button.chosen', 'data-call'), '2S');
      assert.equal(await page.getAttribute('#json-problem button.chosen', 'data-call'), '3H');
      // A third widget added later reuses the loaded engine.
      await addQuiz(page, 'late', { src: 'sets/slam.json' });
      assert.equal(await page.getAttribute('#late', 'data-state'), 'ready');
      assert.equal(wasm.length, 1, `the wasm was fetched once: ${wasm.join(', ')}`);
      // Dark theme by attribute: the custom property reaches the shadow tree.
      await page.evaluate(() => document.getElementById('late').setAttribute('theme', 'dark'));
      const bg = await page.$eval('#late', (q) => getComputedStyle(q.shadowRoot.querySelector('.quiz')).backgroundColor);
      assert.equal(bg, 'rgb(22, 27, 25)');
    },
  ],
  [
    'quiz: the editor builds a problem with the engine and exports a working embed',
    async (ctx) => {
      const { page } = ctx;
      await page.goto(`${ctx.url}quiz/editor.html`);
      await page.waitForSelector('body[data-ready=true]');
      await page.selectOption('select[name=dealer]', 'N');
      await page.click('#box button[data-call="1H"]');
      await page.click('#box button[data-call="P"]');
      assert.equal(await page.textContent('#seat'), 'South');
      assert.ok(await page.locator('#box button[data-call="1C"]').isDisabled(), '1♣ is insufficient after 1♥');
      await page.fill('input[name=hand]', 'AQ5.K72.Q9643.K8');
      await page.dispatchEvent('input[name=hand]', 'change');
      await page.click('button[data-action=propose]');
      const engineCall = await page.getAttribute('[data-testid=editor-engine]', 'data-call');
      if (ctx.cli) {
        const out = JSON.parse(execFileSync(ctx.cli, ['bid', '--hand', 'AQ5.K72.Q9643.K8', '--dealer', 'N', '--auction', '1H P'], { encoding: 'utf8' }));
        assert.equal(engineCall, out.call);
      }
      const rows = page.locator('#answers tbody tr');
      assert.ok((await rows.count()) >= 1);
      assert.equal(await rows.first().locator('[name=call]').inputValue(), engineCall);
      assert.equal(await rows.first().locator('[name=mark]').inputValue(), '10');
      // A bad mark is refused with the widget's message.
      await rows.first().locator('[name=mark]').fill('11');
      await page.click('button[data-action=export]');
      assert.match(await page.textContent('[data-testid=editor-error]'), /has mark 11: marks are whole numbers from 0 to 10/);
      await rows.first().locator('[name=mark]').fill('10');
      await page.fill('input[name=title]', 'From the editor');
      await page.click('button[data-action=export]');
      assert.equal(await page.textContent('[data-testid=editor-error]'), '');
      const compact = await page.inputValue('[data-testid=compact]');
      assert.match(await page.inputValue('[data-testid=snippet]'), new RegExp(`<tenace-quiz problem="${compact}"></tenace-quiz>`));
      assert.equal(JSON.parse(await page.inputValue('[data-testid=json]')).title, 'From the editor');
      // The preview is the widget itself, with the exported problem.
      await page.waitForFunction(() => document.getElementById('preview').dataset.state === 'ready');
      await page.click(`#preview button[data-call="${engineCall}"]`);
      assert.equal(await page.getAttribute('#preview [data-testid=mark]', 'data-mark'), '10');
      await ctx.shot('quiz-editor.png');
    },
  ],
  [
    'quiz: without a Web Worker the page solves the double dummy itself',
    async (ctx) => {
      const { page } = ctx;
      // As when quiz.js is served from another origin: the Worker constructor refuses.
      await page.addInitScript(() => {
        window.Worker = function Worker() {
          throw new DOMException('workers are off here', 'SecurityError');
        };
      });
      await page.goto(`${ctx.url}${DEMO}`);
      await waitQuizzes(page, 4);
      await page.click('#json-problem button[data-call="2D"]');
      await page.locator('#json-problem [data-testid=dd][data-state=done]').waitFor({ timeout: 30000 });
      assert.equal(await page.getAttribute('#json-problem [data-testid=dd]', 'data-where'), 'page');
      const rows = await page.$$eval('tenace-quiz#json-problem', ([q]) => [...q.shadowRoot.querySelectorAll('[data-testid=dd] tr[data-strain]')].map((tr) => tr.dataset.strain));
      assert.deepEqual(rows, ['D', 'H']);
      ctx.metrics['quiz double dummy (2 strains, page thread)'] = `${await page.getAttribute('#json-problem [data-testid=dd]', 'data-ms')} ms`;
    },
  ],
  [
    'quiz: multiple-choice problems in a set, answered by keyboard, with the answer events',
    async (ctx) => {
      const { page } = ctx;
      await page.goto(`${ctx.url}${DEMO}`);
      await waitQuizzes(page, 4);
      // Every answer event that reaches the document (bubbles, composed).
      await page.evaluate(() => {
        window.__answers = [];
        document.addEventListener('tenace-quiz-answer', (e) => window.__answers.push({ id: e.target.id, ...e.detail }));
      });
      await addQuiz(page, 'choice-set', { problem: JSON.stringify(CHOICE_SET) });
      assert.equal(await page.getAttribute('#choice-set', 'data-state'), 'ready');
      assert.equal(await page.getAttribute('#choice-set', 'data-kind'), 'choice');
      assert.equal(await shadowText(page, '#choice-set [data-testid=question]'), CHOICE_SET.problems[0].question);
      assert.match(await shadowText(page, '#choice-set [data-testid=progress]'), /^Problem 1 of 3 · 0 answered/);
      // The hand and auction are shown, with no "?" (nobody is asked for a call).
      assert.equal(await shadowText(page, '#choice-set .hand [data-suit=S] .ranks'), 'A Q 5');
      assert.equal(await page.locator('#choice-set [data-testid=auction] td[data-call]').count(), 2);
      assert.equal(await page.locator('#choice-set [data-testid=auction] td.ask').count(), 0);
      const options = page.locator('#choice-set [data-testid=options] button[data-option]');
      assert.equal(await options.count(), 3);
      assert.equal(await options.nth(1).getAttribute('aria-label'), 'Option 2: Declarer or dummy');
      // One tab stop: only the first option is in the tab order.
      assert.deepEqual(await options.evaluateAll((bs) => bs.map((b) => b.tabIndex)), [0, -1, -1]);
      // Wrong first: arrow down to the second option and press Enter.
      await options.nth(0).focus();
      await page.keyboard.press('ArrowDown');
      assert.equal(await page.evaluate(() => document.getElementById('choice-set').shadowRoot.activeElement?.dataset.option), '1');
      await page.keyboard.press('Enter');
      const mark = page.locator('#choice-set [data-testid=mark]');
      assert.equal(await mark.getAttribute('data-mark'), '0');
      assert.equal(await mark.getAttribute('data-correct'), 'false');
      assert.equal((await mark.textContent()).trim(), 'Wrong: 0 / 10');
      assert.equal(await shadowText(page, '#choice-set [data-testid=right-answer]'), 'The right answer is “Only declarer”.');
      assert.equal(await shadowText(page, '#choice-set [data-testid=explanation]'), 'Law 54: declarer may accept the lead (or dummy may not).');
      assert.equal(await options.nth(0).getAttribute('data-right'), 'true', 'the right option is marked');
      assert.match(await options.nth(0).getAttribute('aria-label'), /the right answer$/);
      assert.equal(await options.nth(1).getAttribute('aria-pressed'), 'true');
      assert.ok(await options.nth(2).isDisabled(), 'no second answer');
      assert.match(await shadowText(page, '#choice-set [data-testid=announce]'), /^Wrong: 0 out of 10\. The right answer is/);
      // Then right: the focus is on "Next problem"; Enter, then the right option (the third) by End and Space.
      assert.equal(await page.evaluate(() => document.getElementById('choice-set').shadowRoot.activeElement?.dataset.action), 'next');
      await page.keyboard.press('Enter');
      assert.equal(await page.getAttribute('#choice-set', 'data-index'), '1');
      assert.equal(await page.evaluate(() => document.getElementById('choice-set').shadowRoot.activeElement?.dataset.option), '0');
      await page.keyboard.press('End');
      await page.keyboard.press('Space');
      assert.equal(await mark.getAttribute('data-mark'), '10');
      assert.equal((await mark.textContent()).trim(), 'Right: 10 / 10');
      assert.equal(await page.locator('#choice-set [data-testid=right-answer]').count(), 0);
      // The events: index, correct, mark, running score out of the answered problems' maximum, answered of total.
      const events = await page.evaluate(() => window.__answers);
      assert.deepEqual(events, [
        { id: 'choice-set', index: 0, correct: false, mark: 0, max: 10, answered: 1, total: 3, score: 0 },
        { id: 'choice-set', index: 1, correct: true, mark: 10, max: 20, answered: 2, total: 3, score: 10 },
      ]);
      // A bidding problem in the same set: marked as before, and its event says correct for the best call.
      await page.click('#choice-set nav button[data-action=next]');
      assert.equal(await page.getAttribute('#choice-set', 'data-kind'), 'bidding');
      await page.click('#choice-set button[data-call="2D"]');
      const last = (await page.evaluate(() => window.__answers)).at(-1);
      assert.deepEqual(last, { id: 'choice-set', index: 2, correct: true, mark: 10, max: 30, answered: 3, total: 3, score: 20 });
      assert.equal(await page.getAttribute('#choice-set [data-testid=final]', 'data-score'), '20');
      // Progress survives a reload (the chosen options are kept like calls).
      await page.reload();
      await waitQuizzes(page, 4);
      await addQuiz(page, 'choice-set', { problem: JSON.stringify(CHOICE_SET) });
      assert.equal(await page.getAttribute('#choice-set', 'data-answered'), '3');
      assert.equal(await page.getAttribute('#choice-set', 'data-score'), '20');
      // Text from the problem stays text.
      assert.equal(await page.evaluate(() => window.__pwned), undefined);
      await ctx.shot('quiz-choice.png');
    },
  ],
  [
    'quiz: lang="de" shows the widget in German, and a malformed choice problem shows the error',
    async (ctx) => {
      const { page } = ctx;
      await page.goto(`${ctx.url}${DEMO}`);
      await waitQuizzes(page, 4);
      await addQuiz(page, 'choice-de', { problem: JSON.stringify(CHOICE_SET), lang: 'de' });
      assert.match(await shadowText(page, '#choice-de [data-testid=progress]'), /^Aufgabe 1 von 3 · 0 beantwortet · Punkte 0 \/ 0$/);
      assert.match(await shadowText(page, '#choice-de .meta'), /^Teiler Nord · Ost-West in Gefahr$/i);
      assert.equal(await page.getAttribute('#choice-de [data-testid=options] button[data-option="0"]', 'aria-label'), 'Antwort 1: Only declarer');
      await page.click('#choice-de button[data-option="2"]');
      assert.equal(await shadowText(page, '#choice-de [data-testid=mark]'), 'Falsch: 0 / 10');
      assert.equal(await shadowText(page, '#choice-de [data-testid=right-answer]'), 'Die richtige Antwort ist „Only declarer“.');
      assert.equal(await shadowText(page, '#choice-de nav button[data-action=next]'), 'Nächste Aufgabe');
      // The bidding problem's words too: prompt, box label, Pass.
      await page.click('#choice-de nav button[data-action=next]');
      await page.click('#choice-de nav button[data-action=next]');
      assert.equal(await shadowText(page, '#choice-de .prompt'), 'Was reizen Sie als Süd?');
      assert.equal(await page.getAttribute('#choice-de [data-testid=bidding-box]', 'aria-label'), 'Bietbox');
      assert.equal(await shadowText(page, '#choice-de button[data-call=P]'), 'Passe');
      const text = await shadowText(page, '#choice-de .quiz');
      for (const english of ['Problem', 'answered', 'Dealer', 'What do you call', 'Next', 'Skip', 'Wrong']) {
        assert.ok(!text.includes(english), `no English “${english}” in: ${text}`);
      }
      // Changing the attribute redraws in the new language and keeps the answers.
      await page.evaluate(() => document.getElementById('choice-de').setAttribute('lang', 'fr'));
      assert.equal(await shadowText(page, '#choice-de .prompt'), 'Que dites-vous en Sud ?');
      assert.equal(await page.getAttribute('#choice-de', 'data-answered'), '1');
      await ctx.shot('quiz-choice-de.png');
      // Without lang, the page's <html lang> decides.
      await page.evaluate(() => document.documentElement.setAttribute('lang', 'ru'));
      await addQuiz(page, 'choice-ru', { problem: JSON.stringify(CHOICE_SET.problems[0]).replace('{', '{"version":1,') });
      assert.equal(await shadowText(page, '#choice-ru [data-testid=question]'), CHOICE_SET.problems[0].question);
      assert.equal(await page.getAttribute('#choice-ru [data-testid=options]', 'aria-label'), 'Варианты ответа');
      // Malformed: the answer is not an option. The widget's words are in the element's language.
      const bad = { ...CHOICE_SET.problems[0], version: 1, answer: 5 };
      await addQuiz(page, 'choice-bad', { problem: JSON.stringify(bad), lang: 'de' });
      assert.equal(await page.getAttribute('#choice-bad', 'data-state'), 'error');
      const alert = page.locator('#choice-bad [role=alert]');
      assert.equal((await alert.locator('strong').textContent()).trim(), 'Dieses Quiz kann nicht angezeigt werden.');
      assert.equal(
        (await alert.locator('.detail').textContent()).trim(),
        'Die Aufgabe ist nicht gültig: die Antwort 5 ist keine Möglichkeit: geben Sie die Nummer der richtigen an, von 0 bis 2 (die erste ist 0).',
      );
      const few = { version: 1, kind: 'choice', question: 'Q?', options: ['only one'], answer: 0 };
      await addQuiz(page, 'choice-few', { problem: JSON.stringify(few) });
      // No lang attribute: the page's <html lang="ru">, and the reason in Russian too.
      assert.match(await shadowText(page, '#choice-few [role=alert]'), /в вопросе с вариантами от 2 до 6 вариантов, а в этом: 1\.$/);
    },
  ],
  [
    'quiz: in the app, QuizWidget\'s loader imports quiz.js once and the widget answers with events',
    async (ctx) => {
      const { page } = ctx;
      // The loader is wasm-bindgen's snippet of crates/tenace-web/src/quiz_widget.rs, precached with the site.
      const root = path.join(ctx.dist, 'snippets');
      const snippets = fs.existsSync(root)
        ? fs.readdirSync(root).flatMap((d) => fs.readdirSync(path.join(root, d)).map((f) => `snippets/${d}/${f}`))
        : [];
      const loader = snippets.find((f) => fs.readFileSync(path.join(ctx.dist, f), 'utf8').includes('export function load_quiz'));
      assert.ok(loader, `the QuizWidget loader is in dist/snippets (${snippets.join(', ')})`);
      assert.ok(precacheOf(ctx.dist).assets.includes(loader), 'the loader is precached');
      const loads = [];
      page.on('request', (r) => r.url().endsWith('/quiz/quiz.js') && loads.push(r.url()));
      await page.goto(ctx.url);
      await page.waitForSelector('[data-testid=app]', { timeout: 20000 });
      const defined = await page.evaluate(async (src) => {
        const m = await import(new URL(src, document.baseURI).href);
        // Three widgets asking at once, as a lesson with three quizzes would.
        await Promise.all([m.load_quiz(), m.load_quiz(), m.load_quiz()]);
        return customElements.get('tenace-quiz') !== undefined;
      }, loader);
      assert.ok(defined, '<tenace-quiz> is defined in the app page');
      assert.deepEqual(loads, [`${ctx.url}quiz/quiz.js`], 'quiz.js once, next to the app');
      // The element as QuizWidget renders it: problem = the JSON, lang = the app's language.
      await page.evaluate((json) => {
        window.__answers = [];
        document.addEventListener('tenace-quiz-answer', (e) => window.__answers.push(e.detail));
        const q = document.createElement('tenace-quiz');
        q.id = 'app-quiz';
        q.setAttribute('problem', json);
        q.setAttribute('lang', 'et');
        document.body.append(q);
      }, JSON.stringify({ version: 1, ...CHOICE_SET.problems[1] }));
      await page.waitForFunction(() => document.getElementById('app-quiz')?.dataset.state === 'ready', null, { timeout: 20000 });
      assert.equal(await page.getAttribute('#app-quiz [data-testid=options]', 'aria-label'), 'Valikud');
      await page.click('#app-quiz button[data-option="2"]');
      assert.equal(await shadowText(page, '#app-quiz [data-testid=mark]'), 'Õige: 10 / 10');
      assert.deepEqual(await page.evaluate(() => window.__answers), [{ index: 0, correct: true, mark: 10, max: 10, answered: 1, total: 1, score: 10 }]);
    },
  ],
];
