// The bot arena's throughput (docs/shedding.md, "Numbers"): a tournament of
// four `sample` JavaScript bots (four copies of bots/sample.js) at one table
// of four, D deal sets (4 × D games), in the built site's arena, in
// Debian's headless Chromium. Prints games per second of wall time, the
// CPU seconds the browser's processes used (utime + stime of its process
// tree, from /proc) and games per CPU-second — on a loaded machine the
// wall-clock rate understates what two idle cores do; twice the
// per-CPU-second rate is the idle 2-core estimate — and the mean round trip
// of a decision across the worker boundary.
//
//   node tests/browser/bench-arena.mjs [DIST] [DEAL_SETS] [SEED] [--fast-forced] [--threads]
//
// --threads adds where the CPU went: per process kind and per thread name of
// Chromium's tree (threads that ended during the run — the short-lived bot
// workers — are counted as their process's CPU not seen in live threads).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './lib/server.mjs';
import { launch } from './lib/browser.mjs';
import { TYPICAL_DELTA, cpuOfTree, threadsOfTree } from './lib/proctree.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const DIST = path.resolve(args[0] || path.join(HERE, '..', '..', 'dist'));
const DEALS = Number(args[1] || 50);
const SEED = args[2] || '42';
const FAST = process.argv.includes('--fast-forced');
const THREADS = process.argv.includes('--threads');



function threadReport(before, after, games) {
  const rows = new Map();
  const add = (key, cpu) => rows.set(key, (rows.get(key) || 0) + cpu);
  const live = new Map();
  for (const [tid, t] of after.threads) {
    const was = before.threads.get(tid);
    const cpu = t.cpu - (was ? was.cpu : 0);
    live.set(t.pid, (live.get(t.pid) || 0) + cpu);
    add(`${t.kind} / ${t.name}${was ? '' : ' (new)'}`, cpu);
  }
  for (const [pid, p] of after.procs) {
    // CPU of threads that ended during the run (with those started and ended in it).
    add(`${p.kind} / threads that ended`, p.cpu - (before.procs.get(pid)?.cpu ?? 0) - (live.get(pid) || 0));
  }
  const list = [...rows].filter(([, cpu]) => cpu >= 0.05).sort((x, y) => y[1] - x[1]);
  for (const [key, cpu] of list) console.log(`  ${cpu.toFixed(2).padStart(7)} CPU s  ${((cpu / games) * 1000).toFixed(1).padStart(6)} ms a game  ${key}`);
}

const server = await serve(DIST);
const browser = await launch();
const page = await browser.newPage();
page.on('pageerror', (e) => console.log('page error:', e.message));
await page.goto(`${server.url}arena/index.html`);
await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
const code = fs.readFileSync(path.join(DIST, 'arena', 'bots', 'sample.js'), 'utf8');
const files = [0, 1, 2, 3].map((i) => ({ name: `sample${i}.js`, mimeType: 'text/javascript', buffer: Buffer.from(`${code}\n// copy ${i}\n`) }));
await page.setInputFiles('[data-testid=arena-load]', files);
await page.waitForFunction(() => document.querySelectorAll('#bot-list li[data-bot]').length === 4, null, { timeout: 30000 });
await page.fill('#t-seed', SEED);
await page.fill('#t-deals', String(DEALS));
if (FAST) await page.check('#t-fast');
// The browser's root process: the parent of the page's renderer is Chromium's browser process.
const rootPid = browser.process ? browser.process().pid : null;
const chromium = rootPid || Number(fs.readdirSync('/proc').find((d) => /^\d+$/.test(d) && fs.readFileSync(`/proc/${d}/cmdline`, 'utf8').includes('--headless') && fs.readFileSync(`/proc/${d}/stat`, 'utf8').split(' ')[3] === String(process.pid)));
const cpu0 = cpuOfTree(chromium);
const threads0 = THREADS ? threadsOfTree(chromium) : null;
// The table workers' threads live through the run and end with it: sampled
// every 100 ms to tell them from the bot workers (which live a game each).
const seen = new Map();
const sampler = THREADS
  ? setInterval(() => {
      for (const [tid, t] of threadsOfTree(chromium).threads) {
        const was = seen.get(tid);
        seen.set(tid, { name: t.name, cpu: t.cpu, first: was ? was.first : Date.now(), last: Date.now(), start: was ? was.start : t.cpu });
      }
    }, 100)
  : null;
const t0 = Date.now();
await page.click('[data-testid=arena-run]');
// Polled twice a second (the default polls every frame, which keeps the page drawing 60 frames a second).
await page.waitForFunction(() => document.getElementById('t-done').dataset.done, null, { timeout: 600000, polling: 500 });
const wall = (Date.now() - t0) / 1000;
const cpu = cpuOfTree(chromium) - cpu0;
const threads1 = THREADS ? threadsOfTree(chromium) : null;
if (sampler) clearInterval(sampler);
const stats = await page.evaluate(() => window.__arena.tournament.stats);
const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(
  `${stats.games} games of 4 sample bots on ${stats.workers} workers${FAST ? ' (fast_forced)' : ''}: ${(stats.games / wall).toFixed(1)} games/s wall, ` +
    `${cpu.toFixed(1)} CPU s (${(stats.games / cpu).toFixed(1)} games per CPU-second; ×2 cores ≈ ${((2 * stats.games) / cpu).toFixed(1)} games/s idle), ` +
    `${stats.decisions} decisions, ${stats.msPerDecision.toFixed(3)} ms a decision round trip (wall), load average ${load}`,
);
if (THREADS) {
  threadReport(threads0, threads1, stats.games);
  const tables = [...seen.values()].filter((t) => t.name.startsWith('DedicatedWorker') && t.last - t.first > (wall * 1000) / 2);
  const tableCpu = tables.reduce((sum, t) => sum + t.cpu, 0);
  console.log(`  of which the ${tables.length} table workers' threads (seen for more than half the run): ${tableCpu.toFixed(2)} CPU s, ${((tableCpu / stats.games) * 1000).toFixed(1)} ms a game`);
}

// The worker boundary alone: one sample bot in the real sandbox (bot-worker.js),
// 5,000 decide round trips of a typical state delta (the state without its log
// plus one new event), from the page. CPU of the browser's processes per trip.
const delta = TYPICAL_DELTA;
const N = 5000;
const c1 = cpuOfTree(chromium);
const w1 = Date.now();
await page.evaluate(async ({ code, delta, N }) => {
  const w = new Worker('bot-worker.js', { type: 'module' });
  await new Promise((res) => {
    w.onmessage = (e) => e.data.id === 1 && res();
    w.postMessage({ type: 'load', id: 1, url: URL.createObjectURL(new Blob([code], { type: 'text/javascript' })), seed: 1, info: null, logs: false });
  });
  for (let i = 2; i < N + 2; i += 1) {
    await new Promise((res) => {
      w.onmessage = (e) => e.data.id === i && res();
      w.postMessage({ type: 'decide', id: i, delta });
    });
  }
  w.terminate();
}, { code, delta, N });
const tripCpu = ((cpuOfTree(chromium) - c1) / N) * 1e6;
const tripWall = ((Date.now() - w1) / N) * 1e3;
console.log(`worker boundary: ${N} decide round trips of a ${delta.length}-character state delta: ${tripCpu.toFixed(0)} µs CPU and ${tripWall.toFixed(0)} µs wall each`);
await browser.close();
await server.close();
