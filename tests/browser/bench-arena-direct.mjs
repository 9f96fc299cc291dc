// The bot arena's throughput without a debugging protocol attached
// (docs/shedding.md, "Numbers"). bench-arena.mjs drives Chromium through
// Playwright, which attaches to every worker the page starts (it pauses
// each new worker until it has enabled its runtime domain): a cost per bot
// worker that a person's browser does not pay. Here Chromium is started
// as a plain headless process on a page of the arena with a small driver
// script added (same origin, so the arena's Content-Security-Policy allows
// it); the driver loads four copies of bots/sample.js, runs the tournament
// and posts its figures back. The CPU counted is Chromium's whole process
// tree between the driver's "start" and "done" (utime + stime, /proc).
//
//   node tests/browser/bench-arena-direct.mjs DIST[,DIST2…] [DEAL_SETS] [SEED] [REPEATS] [--trips]
//
// Several builds, comma-separated, are run in turn, REPEATS times each
// (before, after, before, after, …): a back-to-back comparison on the same
// seed. --trips adds the worker boundary alone: 5,000 decide round trips of
// a typical message between the page and one sandboxed bot; --workers the
// CPU of one bot worker (empty; the sandbox alone; the sandbox and the bot),
// 100 of each created one after another from inside a worker.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { CHROMIUM } from './lib/browser.mjs';
import { TYPICAL_DELTA, cpuOfTree, threadsOfTree } from './lib/proctree.mjs';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const DISTS = (args[0] || 'dist').split(',').map((d) => path.resolve(d));
const DEALS = Number(args[1] || 50);
const SEED = args[2] || '42';
const REPEATS = Number(args[3] || 1);
const TRIPS = process.argv.includes('--trips');
const WORKERS = process.argv.includes('--workers');
const THREADS = process.argv.includes('--threads');


const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.wasm': 'application/wasm', '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.svg': 'image/svg+xml' };


// The driver, run on the arena's page after arena.js (a module, so it runs once the page's modules have).
const DRIVER = `
const wait = async (f) => { while (!f()) await new Promise((r) => setTimeout(r, 50)); };
const post = (what, body) => fetch('/__bench/' + what, { method: 'POST', body: JSON.stringify(body || {}) });
try {
  await wait(() => document.body.dataset.ready === '1');
  const code = await (await fetch('bots/sample.js')).text();
  const files = new DataTransfer();
  for (let i = 0; i < 4; i += 1) files.items.add(new File([code + '\\n// copy ' + i + '\\n'], 'sample' + i + '.js', { type: 'text/javascript' }));
  const input = document.querySelector('[data-testid=arena-load]');
  input.files = files.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await wait(() => document.querySelectorAll('#bot-list li[data-bot]').length === 4);
  const cfg = await (await fetch('/__bench/config')).json();
  document.querySelector('#t-seed').value = cfg.seed;
  document.querySelector('#t-deals').value = String(cfg.deals);
  await post('start');
  document.querySelector('[data-testid=arena-run]').click();
  // The end, as soon as the page marks it (no polling: a timer would add its period to the wall clock, and drawing every frame would add CPU).
  const done = document.getElementById('t-done');
  await new Promise((resolve) => { const o = new MutationObserver(() => { if (done.dataset.done) { o.disconnect(); resolve(); } }); o.observe(done, { attributes: true }); });
  const stats = window.__arena.tournament.stats;
  await post('done', stats);
  const json = window.__arena.tournament.resultsJson;
  let digest = 0;
  for (let i = 0; i < json.length; i += 1) digest = (Math.imul(digest, 31) + json.charCodeAt(i)) | 0;
  await post('digest', { digest: (digest >>> 0).toString(16) });
  if (cfg.trips) {
    const delta = cfg.delta;
    await post('trips-start');
    const w = new Worker('bot-worker.js', { type: 'module' });
    const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
    await new Promise((res) => { w.onmessage = (e) => e.data.id === 1 && res(); w.postMessage({ type: 'load', id: 1, url, code, seed: 1, info: null, logs: false }); });
    for (let i = 2; i < cfg.n + 2; i += 1) {
      await new Promise((res) => { w.onmessage = (e) => e.data.id === i && res(); w.postMessage({ type: 'decide', id: i, delta }); });
    }
    await post('trips-done', {});
    // The arena's own form of a decision (text both ways), where the build has it.
    const text = await new Promise((res) => {
      const t = setTimeout(() => res(false), 1000);
      w.onmessage = (e) => { if (typeof e.data === 'string') { clearTimeout(t); res(true); } };
      w.postMessage(delta);
    });
    if (text) {
      await post('trips-start');
      for (let i = 0; i < cfg.n; i += 1) {
        await new Promise((res) => { w.onmessage = () => res(); w.postMessage(delta); });
      }
      await post('text-trips-done', {});
    }
    w.terminate();
  }
  if (cfg.workers) {
    // What one bot worker costs, created from inside a worker as the table workers do.
    const [lib, boot] = await Promise.all(['./sandbox.js', './bot-worker.js'].map((f) => fetch(f).then((r) => r.text())));
    const source = lib.replace(/^export /gm, '') + '\\n' + boot.replace(/^import \\{[^}]*\\} from '\\.\\/sandbox\\.js';$/m, '');
    const blob = (text) => URL.createObjectURL(new Blob([text], { type: 'text/javascript' }));
    const B = { boot: blob(source), empty: blob('onmessage=(e)=>postMessage({id:e.data.id,type:"ready"});'), emptyImport: blob('onmessage=async (e)=>{await import(e.data.url); postMessage({id:e.data.id,type:"ready"});};'), bot: blob(code) };
    const nester = blob('onmessage = async (e) => { const { url, N, msg } = e.data; for (let i = 0; i < N; i++) { const w = new Worker(url, { type: "module" }); await new Promise((r) => { w.onmessage = (e) => e.data.id === 1 && r(); w.postMessage(msg); }); w.terminate(); } postMessage("done"); };');
    const variants = {
      empty: { url: B.empty, msg: { id: 1 } },
      bootstrap: { url: B.boot, msg: { type: 'round-end', id: 1, summary: '{}' } },
      bootstrapAndBot: { url: B.boot, msg: { type: 'load', id: 1, url: B.bot, seed: 1, info: null, logs: false } },
      emptyImportBlob: { url: B.emptyImport, msg: { id: 1, url: B.bot } },
      // (No data: URL variant: the arena's script-src refuses data: scripts, so its import never answered.)
    };
    for (const [name, v] of Object.entries(variants)) {
      const n = new Worker(nester, { type: 'module' });
      await new Promise((r) => { n.onmessage = () => r(); n.postMessage({ url: v.url, N: 10, msg: v.msg }); });
      await post('w-start', { name });
      await new Promise((r) => { n.onmessage = () => r(); n.postMessage({ url: v.url, N: cfg.n / 50, msg: v.msg }); });
      await post('w-done', { name, n: cfg.n / 50 });
      n.terminate();
    }
  }
  await post('bye');
} catch (e) {
  await post('error', { error: String(e && e.stack ? e.stack : e) });
}
`;

const DELTA = TYPICAL_DELTA;
const N_TRIPS = 5000;

async function runOnce(dist) {
  let chromePid = null;
  let c0 = 0;
  let w0 = 0;
  let result = null;
  const sample = {};
  let finish;
  const finished = new Promise((r) => (finish = r));
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname.startsWith('/__bench/')) {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        const what = url.pathname.slice('/__bench/'.length);
        const data = body ? JSON.parse(body) : {};
        if (what === 'config') {
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ seed: SEED, deals: DEALS, trips: TRIPS, workers: WORKERS, delta: DELTA, n: N_TRIPS }));
          return;
        }
        const now = cpuOfTree(chromePid);
        if (THREADS && what === 'start') {
          sample.first = threadsOfTree(chromePid);
          sample.seen = new Map();
          sample.timer = setInterval(() => {
            for (const [tid, t] of threadsOfTree(chromePid).threads) {
              const was = sample.seen.get(tid);
              sample.seen.set(tid, { ...t, since: was ? was.since : Date.now(), until: Date.now(), start: was ? was.start : sample.first.threads.get(tid)?.cpu ?? 0 });
            }
          }, 50);
        }
        if (THREADS && what === 'done') {
          clearInterval(sample.timer);
          sample.last = threadsOfTree(chromePid);
          sample.games = data.games;
          sample.wall = Date.now() - w0;
        }
        if (what === 'w-start') console.log('  start', data.name);
        if (what === 'w-done') {
          console.log(`  worker ${data.name}: ${(((now - c0) / data.n) * 1000).toFixed(2)} ms CPU, ${((Date.now() - w0) / data.n).toFixed(2)} ms wall each`);
        }
        if (what === 'start' || what === 'trips-start' || what === 'w-start') {
          c0 = now;
          w0 = Date.now();
        } else if (what === 'done') {
          result = { stats: data, cpu: now - c0, wall: (Date.now() - w0) / 1000 };
        } else if (what === 'digest') {
          result.stats.digest = data.digest;
        } else if (what === 'text-trips-done') {
          result.textTripCpu = ((now - c0) / N_TRIPS) * 1e6;
          result.textTripWall = ((Date.now() - w0) / N_TRIPS) * 1e3;
        } else if (what === 'trips-done') {
          result.tripCpu = ((now - c0) / N_TRIPS) * 1e6;
          result.tripWall = ((Date.now() - w0) / N_TRIPS) * 1e3;
        } else if (what === 'bye' || what === 'error') {
          if (what === 'error') result = { error: data.error };
          finish();
        }
        res.writeHead(204).end();
      });
      return;
    }
    let rel = decodeURIComponent(url.pathname);
    if (rel === '/arena/bench.html') {
      const html = fs.readFileSync(path.join(dist, 'arena', 'index.html'), 'utf8').replace('</body>', '<script type="module" src="/__bench.js"></script></body>');
      res.writeHead(200, { 'content-type': TYPES['.html'], 'cache-control': 'no-store' }).end(html);
      return;
    }
    if (rel === '/__bench.js') {
      res.writeHead(200, { 'content-type': TYPES['.js'], 'cache-control': 'no-store' }).end(DRIVER);
      return;
    }
    if (rel.endsWith('/')) rel += 'index.html';
    const file = path.resolve(dist, '.' + rel);
    if (!file.startsWith(dist + path.sep)) return void res.writeHead(403).end();
    fs.readFile(file, (err, data) => {
      if (err) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' }).end(data);
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-arena-'));
  // BENCH_WRAP (e.g. "perf record -g -o perf.data --") runs Chromium under a profiler.
  const wrap = (process.env.BENCH_WRAP || '').split(' ').filter(Boolean);
  const jsFlags = process.env.BENCH_JS_FLAGS ? [`--js-flags=${process.env.BENCH_JS_FLAGS}`] : [];
  const chrome = spawn(
    wrap.length ? wrap[0] : CHROMIUM,
    [...wrap.slice(1), ...(wrap.length ? [CHROMIUM] : []), ...jsFlags,'--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-default-apps', '--disable-extensions', `--user-data-dir=${profile}`, `http://127.0.0.1:${server.address().port}/arena/bench.html`],
    { stdio: 'ignore' },
  );
  chromePid = chrome.pid;
  const timeout = setTimeout(() => {
    result = { error: 'no answer within 10 minutes' };
    finish();
  }, 600000);
  await finished;
  clearTimeout(timeout);
  chrome.kill('SIGTERM');
  await new Promise((r) => chrome.once('exit', r));
  server.close();
  // Chromium's helper processes outlive its main process for a moment: wait for them before removing the profile.
  const alive = () =>
    fs.readdirSync('/proc').some((d) => {
      try {
        return /^\d+$/.test(d) && fs.readFileSync(`/proc/${d}/cmdline`, 'utf8').includes(profile);
      } catch {
        return false;
      }
    });
  for (let i = 0; i < 100 && alive(); i += 1) await new Promise((r) => setTimeout(r, 100));
  fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  if (THREADS && sample.last && result && !result.error) result.threads = threadReport(sample);
  return result;
}

/** Where the CPU went, per game: table workers (threads that lived through most of the run), bot workers, the rest by thread name. */
function threadReport({ first, seen, last, games, wall }) {
  const rows = new Map();
  const add = (key, cpu) => rows.set(key, (rows.get(key) || 0) + cpu);
  const named = new Set();
  for (const [tid, t] of seen) {
    const cpu = t.cpu - t.start;
    named.add(tid);
    if (t.name.startsWith('DedicatedWorker')) add(t.until - t.since > wall / 2 ? 'table workers' : 'bot workers (seen)', cpu);
    else add(`${t.kind} / ${t.name}`, cpu);
  }
  // CPU of threads that lived and ended between two samples (short-lived bot workers, mostly).
  for (const [pid, p] of last.procs) {
    const before = first.procs.get(pid)?.cpu ?? 0;
    let live = 0;
    for (const [tid, t] of seen) if (t.pid === pid) live += t.cpu - t.start;
    add(`${p.kind} / threads not seen by the sampler`, p.cpu - before - live);
  }
  return [...rows].filter(([, c]) => c > 0.02).sort((a, b) => b[1] - a[1]).map(([k, c]) => `    ${((c / games) * 1000).toFixed(1).padStart(6)} ms a game  ${k}`).join('\n');
}

const load = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
for (let rep = 0; rep < REPEATS; rep += 1) {
  for (const dist of DISTS) {
    const before = load();
    const r = await runOnce(dist);
    if (r.error) {
      console.log(`${dist}: ${r.error}`);
      continue;
    }
    const { stats, cpu, wall } = r;
    console.log(
      `${path.basename(dist)}: ${stats.games} games, ${(stats.games / wall).toFixed(1)} games/s wall (the page's own figure, to the last game: ${stats.rate.toFixed(1)}), ${cpu.toFixed(2)} CPU s = ${((cpu / stats.games) * 1000).toFixed(1)} ms a game ` +
        `(×2 cores ≈ ${((2 * stats.games) / cpu).toFixed(1)} games/s), ${stats.decisions} decisions, ${((cpu / stats.decisions) * 1e6).toFixed(0)} µs CPU a decision all told, ` +
        `results ${stats.digest}` +
        (r.tripCpu !== undefined ? `; boundary ${r.tripCpu.toFixed(0)} µs CPU, ${r.tripWall.toFixed(0)} µs wall a round trip` : '') +
        (r.textTripCpu !== undefined ? ` (as text both ways: ${r.textTripCpu.toFixed(0)} µs CPU, ${r.textTripWall.toFixed(0)} µs wall)` : '') +
        `; load ${before} → ${load()}`,
    );
    if (r.threads) console.log(r.threads);
  }
}
