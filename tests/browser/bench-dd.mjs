// The "wasm" speed figure: the full double-dummy table of each deal, solved
// one after the other by the web app's worker in headless Chromium (one
// worker, one solver with its 64 MB table cap, as in the app). Prints
// median / p95 / max of the worker's time per table and checks every table
// and par against the file when the file has them (dd_public_200.jsonl does;
// a file of fresh deals made by `tenace deal` has only "pbn").
//
//   node tests/browser/bench-dd.mjs [N=50]            the first N deals of dd_public_200.jsonl
//   node tests/browser/bench-dd.mjs --deals FILE      every deal of a JSON-lines file ("pbn", optional "dealer", "vul")
//   … --per-deal                                      also one line per deal, as `tenace dd --bench` writes them
//                                                     ("1<TAB>812.5 ms"), so tests/browser/wasm-dd-bench.sh can stand in
//                                                     for the tenace binary in ../shared/tools/dd_speed_pair.py
//   … --cpu                                           time each table by the CPU time of Chromium's processes (Linux
//                                                     /proc, 10 ms ticks) instead of the worker's performance.now():
//                                                     the figure to set beside DDS's process_time on a loaded machine,
//                                                     where wall-clock time says more about the load than the solver
// (dist/ built first: scripts/test.sh browser or run.sh --build; TENACE_DIST names another build.)
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve } from './lib/server.mjs';
import { launch } from './lib/browser.mjs';
import { ddBoards, solveInPage, tableJob } from './lib/dd.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');
const DIST = path.resolve(process.env.TENACE_DIST || path.join(ROOT, 'dist'));
const TESTDATA = path.resolve(process.env.TENACE_TESTDATA || path.join(ROOT, '..', 'shared', 'testdata'));

const args = process.argv.slice(2);
const perDeal = args.includes('--per-deal');
const dealsAt = args.indexOf('--deals');
let boards;
let source;
if (dealsAt >= 0) {
  const file = args[dealsAt + 1];
  assert.ok(file, '--deals needs a file');
  boards = fs.readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l, i) => {
    const b = JSON.parse(l);
    return { dealer: 'N', vul: 'None', ...b, id: b.id ?? i + 1 };
  });
  source = path.basename(file);
} else {
  const count = Number(args.find((a) => /^\d+$/.test(a)) || 50);
  boards = ddBoards(TESTDATA).slice(0, count);
  source = `deals 1–${boards.length} of dd_public_200.jsonl`;
}
const server = await serve(DIST);
const browser = await launch();
const page = await browser.newPage();
await page.goto(`${server.url}`);
const useCpu = args.includes('--cpu');
let replies;
const cpu = [];
if (useCpu) {
  // One worker for every table, each posted alone so that Chromium's CPU time around it is the table's.
  await page.evaluate(() => new Promise((resolve, reject) => {
    const worker = new Worker('./tenace-dd-worker_loader.js');
    worker.onerror = (e) => reject(new Error(`worker error: ${e.message}`));
    worker.onmessage = (e) => {
      if (JSON.parse(e.data).message.kind !== 'ready') return;
      window.__solve = (request) => new Promise((done) => {
        worker.onmessage = (e) => {
          const reply = JSON.parse(e.data);
          if (reply.message.kind !== 'progress') done({ id: reply.id, answer: reply.message.kind === 'done' ? reply.message.reply : reply.message });
        };
        worker.postMessage(JSON.stringify(request));
      });
      resolve();
    };
  }));
  replies = [];
  for (const [i, b] of boards.entries()) {
    const before = chromiumCpuMs();
    replies.push(await page.evaluate((request) => window.__solve(request), tableJob(b, i + 1)));
    cpu.push(chromiumCpuMs() - before);
  }
} else {
  replies = await solveInPage(page, boards.map((b, i) => tableJob(b, i + 1)));
}
await browser.close();
await server.close();

/** CPU time (user + system, ms) of every process descended from this node process: Chromium's. */
function chromiumCpuMs() {
  const parent = new Map();
  const ticks = new Map();
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(pid), Number(f[1]));
      ticks.set(Number(pid), Number(f[11]) + Number(f[12]));
    } catch {
      // The process ended while we read.
    }
  }
  const ours = (pid) => {
    for (let p = parent.get(pid); p; p = parent.get(p)) if (p === process.pid) return true;
    return false;
  };
  let total = 0;
  for (const [pid, t] of ticks) if (ours(pid)) total += t;
  return total * 10; // USER_HZ is 100 on Linux
}

const ms = [];
let checked = 0;
for (const reply of replies) {
  const board = boards[reply.id - 1];
  assert.equal(reply.answer.kind, 'table', `board ${board.id}: ${JSON.stringify(reply.answer)}`);
  if (board.dd) {
    assert.deepEqual(reply.answer.table, board.dd, `board ${board.id}: table`);
    assert.equal(reply.answer.par_score, board.par.score, `board ${board.id}: par`);
    checked += 1;
  }
  const taken = useCpu ? cpu[reply.id - 1] : reply.answer.ms;
  ms.push(taken);
  if (perDeal) console.log(`${reply.id}\t${taken.toFixed(1)} ms`);
}
const sorted = [...ms].sort((a, b) => a - b);
const pick = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
const wasm = fs.readdirSync(DIST).find((f) => f === 'tenace-dd-worker_bg.wasm');
console.log(`worker: ${wasm}; ${boards.length} tables (${source}), ${checked} checked against the file`);
console.log(`ms per table (${useCpu ? "Chromium's CPU time" : 'in the worker, wall clock'}): median ${median.toFixed(0)}, p95 ${pick(0.95).toFixed(0)}, max ${sorted[sorted.length - 1].toFixed(0)}, total ${ms.reduce((a, b) => a + b, 0).toFixed(0)}`);
