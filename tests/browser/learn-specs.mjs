// The beginners' course (the "Learn" view): a lesson deal with the checker's
// words, a bidding deal with each call reviewed against the system, the quiz
// and the progress it saves, every lesson in every language, and the course
// offline. The lessons are read from crates/tenace-tutor/lessons to know
// titles and answers.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitReady } from './lib/table.mjs';
import { precacheOf, waitPrecached, reloadUntilControlled } from './lib/pwa.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const LESSONS = path.resolve(HERE, '..', '..', 'crates', 'tenace-tutor', 'lessons');
const LANGS = ['en', 'et', 'lt', 'de', 'fr', 'ru'];
const DEAL = '[data-testid=lesson-deal]';
const PROGRESS_KEY = 'tenace-learn:progress';
const QUIZ = '.lesson-quiz .quiz-widget';

function lessonDirs() {
  return fs.readdirSync(LESSONS).filter((d) => fs.existsSync(path.join(LESSONS, d, 'lesson.json'))).sort();
}
function lessonFile(slug, name) {
  return JSON.parse(fs.readFileSync(path.join(LESSONS, slug, name), 'utf8'));
}

/** The app, then its "Learn" view. */
async function openLearn(page, url) {
  if (url) {
    await page.goto(url);
    await waitReady(page);
  }
  await page.click('.view-tab[data-view=learn]');
  await page.waitForSelector('[data-testid=learn-course]');
}

async function openLesson(page, slug) {
  await page.click(`.lesson-item[data-lesson="${slug}"]`);
  await page.waitForSelector(`[data-testid=lesson][data-lesson="${slug}"]`);
}

async function dealState(page) {
  return page.$eval(DEAL, (d) => {
    const checker = d.querySelector('[data-testid=checker]');
    return { ...d.dataset, checker: checker.textContent.trim(), kind: checker.dataset.kind };
  });
}

/** Waits until the learner is to act or the deal is over. */
async function waitLearner(page, timeout = 30000) {
  await page.waitForFunction(
    (sel) => {
      const d = document.querySelector(sel);
      return d && (d.dataset.learnerTurn === 'true' || d.dataset.outcome !== '');
    },
    DEAL,
    { timeout, polling: 50 },
  );
  return dealState(page);
}

/** "♥5" / "♠10" / "♦K" (English letters) → "H5" / "ST" / "DK". */
function cardCode(name) {
  const suit = { '♠': 'S', '♥': 'H', '♦': 'D', '♣': 'C' }[name[0]];
  const rank = name.slice(1) === '10' ? 'T' : name.slice(1);
  return `${suit}${rank}`;
}

/** "1NT" / "2♥" / "Pass" / "Double" (English) → the bidding box's data-call. */
function callCode(name) {
  if (name === 'Pass') return 'P';
  if (name === 'Double') return 'X';
  if (name === 'Redouble') return 'XX';
  return name.replace('♠', 'S').replace('♥', 'H').replace('♦', 'D').replace('♣', 'C');
}

export const tests = [
  [
    'learn: lesson 1 deal — a card that does not follow suit is explained; played out, the goal is reached or missed',
    async (ctx) => {
      const { page } = ctx;
      await openLearn(page, ctx.url);
      assert.equal(await page.$$eval('.lesson-item', (b) => b.length), lessonDirs().length, 'every lesson is listed');
      await page.click('[data-action=learn-continue]');
      await page.waitForSelector('[data-testid=lesson][data-lesson="01-tricks"]');
      assert.equal(await page.evaluate(() => document.activeElement && document.activeElement.id), 'lesson-title', 'focus on the lesson title');
      const en = lessonFile('01-tricks', 'en.json');
      assert.equal((await page.textContent('#lesson-title')).trim(), en.title);
      assert.equal((await page.textContent('[data-testid=lesson-goal]')).includes(en.deals[0].goal), true, 'the goal is said');
      // West leads; then North (dummy, played by the learner) must follow suit.
      let st = await waitLearner(page);
      assert.equal(st.deal, 'top-tricks');
      const trick = await page.$$eval('[data-testid=lesson-trick] .card', (cs) => cs.map((c) => c.getAttribute('aria-label')));
      assert.equal(trick.length, 1, 'the opening lead is on the table');
      const wrong = await page.$(`${DEAL} button[data-card][data-legal=false]:not([disabled])`);
      assert.ok(wrong, 'a card of another suit can be tried');
      const hand = await wrong.evaluate((b) => b.closest('[data-testid^=lesson-hand-]').dataset.testid);
      const wrongCode = await wrong.getAttribute('data-card');
      const logBefore = st.logLen;
      await wrong.click();
      await page.waitForFunction((sel) => document.querySelector(`${sel} [data-testid=checker]`).textContent.trim() !== '', DEAL);
      st = await dealState(page);
      const m = /^You must follow suit: you still hold (\S+)\.$/.exec(st.checker);
      assert.ok(m, `the checker's sentence: "${st.checker}"`);
      const named = cardCode(m[1]);
      assert.notEqual(named[0], wrongCode[0], 'the named card is of the suit led, not of the card tried');
      assert.ok(await page.$(`[data-testid=${hand}] button[data-card="${named}"][data-legal=true]`), `${named} is in that hand and playable`);
      assert.equal(st.logLen, logBefore, 'the wrong card was not played');
      assert.equal(st.mistakes, '1');
      assert.equal(await page.getAttribute('[data-testid=checker]', 'role'), 'status', 'said in a live region');
      await ctx.shot('learn-checker.png');
      // Arrows move between the cards of the hand to play.
      await page.focus(`[data-testid=${hand}] button[data-card="${named}"]`);
      await page.keyboard.press('ArrowRight');
      const moved = await page.evaluate(() => document.activeElement.dataset.card);
      assert.ok(moved && moved !== named, `the arrow moved the focus (${moved})`);
      assert.ok(await page.$(`[data-testid=${hand}] button[data-card="${moved}"]`), 'within the same hand');
      // One card by keyboard: the named card, typed ("h5").
      await page.focus(`[data-testid=${hand}] button[data-card="${named}"]`);
      await page.keyboard.type(named.toLowerCase());
      await page.waitForFunction(([sel, n]) => document.querySelector(sel).dataset.logLen !== n, [DEAL, logBefore]);
      // A hint on request.
      await page.click('[data-action=lesson-hint]');
      assert.equal((await page.textContent('[data-testid=lesson-hints] li')).trim(), en.deals[0].hints[0]);
      // The rest: legal cards to the end.
      for (let i = 0; i < 60; i++) {
        st = await waitLearner(page, 40000);
        if (st.outcome) break;
        await page.click(`${DEAL} button[data-card][data-legal=true]:not([disabled])`);
        await page.waitForFunction(([sel, n]) => document.querySelector(sel).dataset.logLen !== n, [DEAL, st.logLen]);
      }
      st = await dealState(page);
      assert.ok(['reached', 'missed'].includes(st.outcome), `the deal ended (${st.outcome})`);
      const ours = Number(await page.getAttribute('[data-testid=lesson-tally]', 'data-ours'));
      const outcome = (await page.textContent('[data-testid=lesson-outcome]')).trim();
      if (ours >= 7) {
        assert.equal(st.outcome, 'reached');
        assert.ok(outcome.startsWith(`Goal reached: your side took ${ours} tricks.`), outcome);
        assert.ok(outcome.includes(en.deals[0].success), 'the success text');
        await page.waitForFunction((k) => (localStorage.getItem(k) || '').includes('top-tricks'), PROGRESS_KEY);
      } else {
        assert.equal(st.outcome, 'missed');
        assert.equal(outcome, `Your side took ${ours} tricks, the goal was 7. Try again!`);
        await page.click('[data-action=lesson-restart]');
        await page.waitForFunction((sel) => document.querySelector(sel).dataset.outcome === '', DEAL);
      }
      ctx.metrics.learnDeal = `lesson 1 deal 1 played out by clicking: ${st.outcome}, ${ours} tricks`;
      await ctx.shot('learn-deal-end.png');
      // 360 px: no sideways scrolling.
      await page.setViewportSize({ width: 360, height: 800 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `no sideways scrolling at 360 px (overflow ${overflow}px)`);
      await ctx.shot('learn-deal-360.png');
    },
  ],
  [
    'learn: bidding deal — a call the system would not make is explained and may be retried; the right call is accepted',
    async (ctx) => {
      const { page } = ctx;
      await openLearn(page, ctx.url);
      await openLesson(page, '05-auction');
      let st = await waitLearner(page);
      assert.equal(st.deal, 'open-1nt');
      assert.equal(st.logLen, '0', 'South deals');
      // An illegal call first: the rules' words.
      await page.click(`${DEAL} [data-call=X]`);
      await page.waitForFunction((sel) => document.querySelector(`${sel} [data-testid=checker]`).textContent.trim() !== '', DEAL);
      st = await dealState(page);
      assert.equal(st.checker, "There is no opponents' bid to double.");
      // Pass with 15–17 balanced: the system's call is explained, the pass not made.
      await page.click(`${DEAL} [data-call=P]`);
      await page.waitForFunction((sel) => document.querySelector(sel).dataset.mistakes === '2', DEAL);
      st = await dealState(page);
      assert.ok(st.checker.startsWith('The system would call 1NT: '), st.checker);
      assert.ok(st.checker.includes('15–17'), st.checker);
      assert.equal(st.kind, 'refused');
      assert.equal(st.logLen, '0', 'the wrong call was not made');
      await ctx.shot('learn-bid-wrong.png');
      // The right call, typed.
      await page.focus(`${DEAL} [data-call=P]`);
      await page.keyboard.type('1n');
      await page.waitForFunction((sel) => document.querySelector(sel).dataset.logLen !== '0', DEAL);
      st = await dealState(page);
      assert.equal(st.checker, "Well bid: that is the system's call.");
      assert.equal(st.kind, 'accepted');
      assert.equal(await page.getAttribute(`${DEAL} [data-grid-call][data-index="0"]`, 'data-grid-call'), '1NT');
      // On to the end of the auction: each time, a pass first, then the system's call it names.
      for (let i = 0; i < 12; i++) {
        st = await waitLearner(page);
        if (st.outcome) break;
        const before = st.logLen;
        await page.click(`${DEAL} [data-call=P]`);
        await page.waitForFunction(
          ([sel, n, m]) => {
            const d = document.querySelector(sel);
            return d.dataset.logLen !== n || d.dataset.mistakes !== m;
          },
          [DEAL, before, st.mistakes],
        );
        const now = await dealState(page);
        if (now.logLen === before) {
          const call = /^The system would call (\S+): /.exec(now.checker);
          assert.ok(call, now.checker);
          await page.click(`${DEAL} [data-call="${callCode(call[1])}"]`);
          await page.waitForFunction(([sel, n]) => document.querySelector(sel).dataset.logLen !== n, [DEAL, before]);
        }
      }
      st = await dealState(page);
      assert.equal(st.outcome, 'bid', 'the auction ended');
      assert.ok((await page.textContent('[data-testid=lesson-outcome]')).includes("every call was the system's"));
      await page.waitForFunction((k) => (localStorage.getItem(k) || '').includes('open-1nt'), PROGRESS_KEY);
      assert.ok(await page.$('.deal-tab[data-deal=open-1nt][data-done=true]'), 'the deal is marked done');
      await page.click('[data-action=next-deal]');
      await page.waitForSelector(`${DEAL}[data-deal=raise-partner]`);
      // To the table and back: the same lesson, at its first deal not yet done.
      await page.click('.view-tab[data-view=play]');
      await page.waitForSelector('[data-testid=lesson]', { state: 'detached' });
      await page.click('.view-tab[data-view=learn]');
      await page.waitForSelector('[data-testid=lesson][data-lesson="05-auction"]');
      await page.waitForSelector(`${DEAL}[data-deal=raise-partner]`);
    },
  ],
  [
    'learn: the quiz (the shared widget) is marked, the score saved and kept after a reload and a language switch; reset; unreadable progress is set aside',
    async (ctx) => {
      const { page } = ctx;
      await openLearn(page, ctx.url);
      await openLesson(page, '01-tricks');
      const { quiz_answers: answers } = lessonFile('01-tricks', 'lesson.json');
      const en = lessonFile('01-tricks', 'en.json');
      const Q = `${QUIZ}[data-quiz-id="01-tricks"] tenace-quiz`;
      await page.waitForSelector(`${Q}[data-state=ready]`);
      // Keys typed in the quiz belong to the quiz, not to the deal above it.
      const before = await waitLearner(page);
      await page.locator(`${Q} [data-testid=options] button[data-option="0"]`).first().focus();
      await page.keyboard.type('sa');
      await page.waitForTimeout(300);
      const after = await dealState(page);
      assert.deepEqual([after.logLen, after.mistakes], [before.logLen, before.mistakes], 'the deal ignored keys typed in the quiz');
      const events = [];
      await page.exposeFunction('__learnQuizEvent', (d) => events.push(d));
      await page.evaluate(() => document.addEventListener('tenace-quiz-answer', (e) => window.__learnQuizEvent(e.detail)));
      let expected = 0;
      for (let i = 0; i < answers.length; i++) {
        assert.equal((await page.locator(`${Q} [data-testid=question]`).first().textContent()).trim(), en.quiz[i].question, `question ${i + 1}`);
        // Right on the even questions, wrong on the odd ones.
        const pick = i % 2 === 0 ? answers[i] : (answers[i] + 1) % en.quiz[i].options.length;
        if (pick === answers[i]) expected += 1;
        await page.click(`${Q} [data-testid=options] button[data-option="${pick}"]`);
        await page.waitForSelector(`${Q} [data-testid=explanation]`);
        assert.equal((await page.locator(`${Q} [data-testid=explanation]`).first().textContent()).trim(), en.quiz[i].explanation, 'the explanation is shown');
        if (i < answers.length - 1) await page.click(`${Q} nav button[data-action=next]`);
      }
      const final = page.locator(`${Q} [data-testid=final]`);
      assert.equal(Number(await final.getAttribute('data-score')), expected * 10);
      assert.equal(events.length, answers.length, 'one answer event per question');
      assert.deepEqual(events.map((e) => e.correct), answers.map((_, i) => i % 2 === 0));
      await page.waitForFunction((k) => (localStorage.getItem(k) || '').includes('"quiz"'), PROGRESS_KEY);
      const saved = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), PROGRESS_KEY));
      assert.equal(saved.version, 1);
      assert.deepEqual(saved.lessons['01-tricks'].quiz, { score: expected, total: answers.length });
      assert.equal(
        (await page.textContent('[data-testid=quiz-last]')).trim(),
        `Last time: ${expected} of ${answers.length} right.`,
      );
      await ctx.shot('learn-quiz.png');
      // A reload keeps it: the course page shows the score and continues at lesson 1.
      await page.reload();
      await waitReady(page);
      await openLearn(page);
      const status = await page.$eval('.lesson-item[data-lesson="01-tricks"]', (b) => ({ s: b.dataset.status, t: b.textContent }));
      assert.equal(status.s, 'quiz-done');
      assert.ok(status.t.includes(`quiz: ${expected} of ${answers.length}`), status.t);
      assert.ok((await page.textContent('[data-action=learn-continue]')).includes(en.title), 'continue where I left off');
      // In German too (progress survives a language switch), then back to English.
      for (const lang of ['de', 'en']) {
        await page.click('[data-action=open-settings]');
        await page.selectOption('#setting-lang', lang);
        await page.click('[data-action=save-settings]');
        await page.waitForSelector('[data-dialog]', { state: 'detached' });
        await page.waitForFunction((l) => document.documentElement.lang === l, lang);
        if (lang === 'de') {
          const de = await page.textContent('.lesson-item[data-lesson="01-tricks"]');
          assert.ok(de.includes(`Quiz: ${expected} von ${answers.length}`), de);
        }
      }
      // Reset: after a confirmation, the progress and the widget's answers are forgotten.
      await page.click('[data-action=learn-reset]');
      await page.click('[data-action=learn-reset-no]');
      assert.equal(await page.getAttribute('.lesson-item[data-lesson="01-tricks"]', 'data-status'), 'quiz-done');
      await page.click('[data-action=learn-reset]');
      await page.click('[data-action=learn-reset-yes]');
      assert.equal(await page.getAttribute('.lesson-item[data-lesson="01-tricks"]', 'data-status'), 'new');
      assert.equal(await page.evaluate((k) => localStorage.getItem(k), PROGRESS_KEY), null);
      const widgetKeys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tenace-quiz:')));
      assert.deepEqual(widgetKeys, [], 'the quiz widget keeps no answers of the lessons');
      await openLesson(page, '01-tricks');
      await page.waitForSelector(`${Q}[data-state=ready]`);
      assert.equal(await page.locator(`${Q} [data-testid=final]`).count(), 0, 'the quiz starts afresh');
      assert.equal(await page.locator(`${Q} [data-testid=explanation]`).count(), 0, 'no answer shown');
      // Unreadable progress: set aside with a notice, the course starts afresh.
      await page.click('[data-action=learn-list]');
      await openLesson(page, '02-trumps');
      await page.evaluate((k) => localStorage.setItem(k, '{"version":1,"lessons":7'), PROGRESS_KEY);
      await page.reload();
      await waitReady(page);
      await openLearn(page);
      const notice = (await page.textContent('[data-testid=learn-notice]')).trim();
      assert.ok(notice.startsWith('Your saved course progress could not be read'), notice);
      assert.ok(notice.includes('tenace-learn:progress.set-aside.'), notice);
      const keys = await page.evaluate(() => Object.keys(localStorage));
      assert.ok(keys.some((k) => k.startsWith('tenace-learn:progress.set-aside.')), 'kept under a set-aside key');
      assert.equal(await page.getAttribute('.lesson-item[data-lesson="02-trumps"]', 'data-status'), 'new');
    },
  ],
  [
    'learn: every lesson opens in each of the six languages (titles in that language, no missing words)',
    async (ctx) => {
      const { page } = ctx;
      await openLearn(page, ctx.url);
      const slugs = lessonDirs();
      assert.equal(slugs.length, 11, 'ten lessons and the 1930s systems (lesson 11)');
      let opened = 0;
      for (const lang of LANGS) {
        await page.click('[data-action=open-settings]');
        await page.selectOption('#setting-lang', lang);
        await page.click('[data-action=save-settings]');
        await page.waitForSelector('[data-dialog]', { state: 'detached' });
        await page.waitForFunction((l) => document.documentElement.lang === l, lang);
        for (const slug of slugs) {
          const text = lessonFile(slug, `${lang}.json`);
          const listed = (await page.textContent(`.lesson-item[data-lesson="${slug}"] .lesson-title`)).trim();
          assert.equal(listed, text.title, `${lang} ${slug}: listed title`);
          await openLesson(page, slug);
          assert.equal((await page.textContent('#lesson-title')).trim(), text.title, `${lang} ${slug}: title`);
          assert.equal(await page.getAttribute('[data-testid=lesson]', 'lang'), lang);
          const headings = await page.$$eval('.lesson-section h3', (hs) => hs.map((h) => h.textContent.trim()));
          assert.deepEqual(headings, text.sections.map((s) => s.heading), `${lang} ${slug}: sections`);
          if (text.deals.length) {
            await page.waitForSelector(DEAL);
            assert.ok((await page.textContent('[data-testid=lesson-goal]')).includes(text.deals[0].goal), `${lang} ${slug}: goal`);
          }
          const q = page.locator(`${QUIZ}[data-quiz-id="${slug}"] tenace-quiz[lang=${lang}] [data-testid=question]`).first();
          await q.waitFor();
          assert.equal((await q.textContent()).trim(), text.quiz[0].question, `${lang} ${slug}: quiz`);
          const body = await page.textContent('[data-testid=view-learn]');
          const missing = body.match(/\b(learn|box|auction|notice)\.[a-z]+(\.[a-z]+)*\b/g);
          assert.equal(missing, null, `${lang} ${slug}: no message keys shown (${missing})`);
          assert.ok(!/\{[a-z]+\}/.test(body), `${lang} ${slug}: no unfilled placeholders`);
          if (slug === '04-minibridge') {
            assert.equal(await page.$$eval('[data-testid=hand-diagram]', (d) => d.length), 1, 'the hand diagram');
          }
          opened += 1;
          await page.click('[data-action=learn-list]');
        }
        if (lang !== 'en') {
          await page.setViewportSize({ width: 360, height: 800 });
          await openLesson(page, '01-tricks');
          await page.waitForSelector(DEAL);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          assert.ok(overflow <= 0, `${lang}: no sideways scrolling at 360 px (overflow ${overflow}px)`);
          await ctx.shot(`learn-lesson-${lang}-360.png`);
          await page.click('[data-action=learn-list]');
          await page.setViewportSize({ width: 1280, height: 900 });
        }
      }
      ctx.metrics.learnLanguages = `${opened} lesson pages opened (${slugs.length} lessons × ${LANGS.length} languages)`;
    },
  ],
  [
    'learn: after the first visit the course works offline (lesson, robots, quiz)',
    async (ctx) => {
      const { page, context } = ctx;
      const precache = precacheOf(ctx.dist);
      await page.goto(ctx.url);
      await waitReady(page);
      await waitPrecached(page, precache);
      // The first visit installs the service worker; from the next load on it serves the page.
      await reloadUntilControlled(page, () => waitReady(page));
      await context.setOffline(true);
      assert.equal(await page.evaluate(() => navigator.onLine), false, 'the browser is offline');
      await page.reload();
      await waitReady(page);
      assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the service worker serves the page');
      await openLearn(page);
      await openLesson(page, '02-trumps');
      // The robots (in the worker, from the cache) lead; the learner plays.
      const st = await waitLearner(page);
      assert.equal(st.deal, 'draw-trumps');
      await page.click(`${DEAL} button[data-card][data-legal=true]:not([disabled])`);
      await page.waitForFunction(([sel, n]) => document.querySelector(sel).dataset.logLen !== n, [DEAL, st.logLen]);
      const Q = `${QUIZ}[data-quiz-id="02-trumps"] tenace-quiz`;
      await page.waitForSelector(`${Q}[data-state=ready]`);
      await page.click(`${Q} [data-testid=options] button[data-option="0"]`);
      await page.waitForSelector(`${Q} [data-testid=explanation]`);
      await ctx.shot('learn-offline.png');
      await context.setOffline(false);
    },
  ],
];
