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
//   node tests/browser/bench-arena.mjs [DIST] [DEAL_SETS] [SEED] [--fast-forced]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './lib/server.mjs';
import { launch } from './lib/browser.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const DIST = path.resolve(process.argv[2] || path.join(HERE, '..', '..', 'dist'));
const DEALS = Number(process.argv[3] || 50);
const SEED = process.argv[4] || '42';
const FAST = process.argv.includes('--fast-forced');

const TICKS = 100;
function cpuOfTree(root) {
  // Every process whose ancestry reaches `root`.
  const procs = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  const info = new Map();
  for (const pid of procs) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      info.set(Number(pid), { ppid: Number(rest[1]), cpu: (Number(rest[11]) + Number(rest[12])) / TICKS });
    } catch {
      /* gone */
    }
  }
  let total = 0;
  for (const [pid, p] of info) {
    let q = pid;
    for (let hops = 0; hops < 20 && q && q !== root; hops += 1) q = info.get(q)?.ppid;
    if (q === root) total += p.cpu;
  }
  return total;
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
const t0 = Date.now();
await page.click('[data-testid=arena-run]');
await page.waitForFunction(() => document.getElementById('t-done').dataset.done, null, { timeout: 600000 });
const wall = (Date.now() - t0) / 1000;
const cpu = cpuOfTree(chromium) - cpu0;
const stats = await page.evaluate(() => window.__arena.tournament.stats);
const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(
  `${stats.games} games of 4 sample bots on ${stats.workers} workers${FAST ? ' (fast_forced)' : ''}: ${(stats.games / wall).toFixed(1)} games/s wall, ` +
    `${cpu.toFixed(1)} CPU s (${(stats.games / cpu).toFixed(1)} games per CPU-second; ×2 cores ≈ ${((2 * stats.games) / cpu).toFixed(1)} games/s idle), ` +
    `${stats.decisions} decisions, ${stats.msPerDecision.toFixed(3)} ms a decision round trip (wall), load average ${load}`,
);

// The worker boundary alone: one sample bot in the real sandbox (bot-worker.js),
// 5,000 decide round trips of a typical state delta (the state without its log
// plus one new event), from the page. CPU of the browser's processes per trip.
const delta = JSON.stringify({
  round: 1,
  from: 0,
  total: 1,
  state: { api: 1, rules: { preset: 'contest' }, game: { round: 1, dealer: 0, multiplier: 1, turn_no: 5 }, you: 1,
    players: [0, 1, 2, 3].map((s) => ({ seat: s, name: `sample#${s}`, cards: 5, score: 0, skips: 0 })),
    hand: ['9S', 'KH', '7D', 'TD', 'AC'], top: '9D', suit: 'D', stock: 15, discard: 2,
    turn: { phase: 'start', played: [], drew: false, bridge_run: 1 },
    legal: [{ do: 'play', card: '9S' }, { do: 'play', card: '7D' }, { do: 'play', card: 'TD' }, { do: 'draw' }] },
  log: [{ seat: 0, do: 'play', card: '9D', auto: true }],
});
const N = 5000;
const c1 = cpuOfTree(chromium);
const w1 = Date.now();
await page.evaluate(async ({ code, delta, N }) => {
  const w = new Worker('bot-worker.js', { type: 'module' });
  await new Promise((res) => {
    w.onmessage = (e) => e.data.id === 1 && res();
    w.postMessage({ type: 'load', id: 1, code, seed: 1, info: null, logs: false });
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
