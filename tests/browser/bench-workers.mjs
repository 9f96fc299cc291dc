// What one bot worker costs (docs/shedding.md, "Bot arena"): N workers
// created one after another from the arena's page (its CSP), each answering
// one message and then terminated, in several variants — an empty module
// or classic worker, one that imports the bot's module, the sandbox
// bootstrap without and with the bot (its blob made in the worker, or a
// blob URL made once), the same from inside a worker (as the table workers
// do), and `decide` round trips between two workers (nestedDecide: 50 round
// trips counted as one "worker"). Prints the CPU of
// Chromium's process tree (and of the page's main thread) per worker.
//
//   node tests/browser/bench-workers.mjs DIST [N] [variant,…]
import fs from 'node:fs';
import path from 'node:path';
import { serve } from './lib/server.mjs';
import { launch } from './lib/browser.mjs';
const DIST = process.argv[2];
const N = Number(process.argv[3] || 100);
const only = process.argv[4];
function cpuOfTree(root) {
  const info = new Map();
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      info.set(Number(pid), { ppid: Number(rest[1]), cpu: (Number(rest[11]) + Number(rest[12])) / 100 });
    } catch {}
  }
  let total = 0;
  for (const [pid, p] of info) { let q = pid; for (let h = 0; h < 20 && q && q !== root; h++) q = info.get(q)?.ppid; if (q === root) total += p.cpu; }
  return total;
}
const server = await serve(DIST);
const browser = await launch();
const page = await browser.newPage();
page.on('pageerror', (e) => console.log('page error:', e.message));
page.on('console', (m) => console.log('console:', m.text()));
await page.goto(`${server.url}arena/index.html`);
await page.waitForSelector('body[data-ready="1"]', { timeout: 30000, state: 'attached' });
const code = fs.readFileSync(path.join(DIST, 'arena', 'bots', 'sample.js'), 'utf8');
const root = Number(fs.readdirSync('/proc').find((d) => /^\d+$/.test(d) && fs.readFileSync(`/proc/${d}/cmdline`, 'utf8').includes('--headless') && fs.readFileSync(`/proc/${d}/stat`, 'utf8').split(' ')[3] === String(process.pid)));
await page.evaluate(async (code) => {
  const [lib, boot] = await Promise.all(['./sandbox.js', './bot-worker.js'].map((f) => fetch(f).then((r) => r.text())));
  const source = `${lib.replace(/^export /gm, '')}\n${boot.replace(/^import \{[^}]*\} from '\.\/sandbox\.js';$/m, '')}`;
  window.B = {
    code,
    boot: URL.createObjectURL(new Blob([source], { type: 'text/javascript' })),
    empty: URL.createObjectURL(new Blob(['postMessage({type:"alive"}); onmessage=(e)=>postMessage({id:e.data.id,type:"ready"});'], { type: 'text/javascript' })),
    emptyImport: URL.createObjectURL(new Blob(['postMessage({type:"alive"}); onmessage=async (e)=>{const m = await import(e.data.url); postMessage({id:e.data.id,type:"ready"});}'], { type: 'text/javascript' })),
    bootUrl: URL.createObjectURL(new Blob([source.replace("realObjectURL(new RealBlob([msg.code], { type: 'text/javascript' }))", "msg.url")], { type: 'text/javascript' })),
    botUrl: URL.createObjectURL(new Blob([code], { type: 'text/javascript' })),
  };
}, code);
function mainCpu(root) {
  const info = new Map();
  for (const d of fs.readdirSync('/proc').filter((x) => /^\d+$/.test(x))) {
    try { const st = fs.readFileSync(`/proc/${d}/stat`, 'utf8'); info.set(Number(d), Number(st.slice(st.lastIndexOf(')') + 2).split(' ')[1])); } catch {}
  }
  let total = 0;
  for (const [pid] of info) {
    let q = pid; for (let h = 0; h < 20 && q && q !== root; h++) q = info.get(q);
    if (q !== root) continue;
    try { if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) continue;
      const t = fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8'); const r = t.slice(t.lastIndexOf(')') + 2).split(' ');
      total += (Number(r[11]) + Number(r[12])) / 100; } catch {}
  }
  return total;
}
let rendererPid = null;
await page.evaluate(() => { B.nester = URL.createObjectURL(new Blob([`onmessage = async (e) => { const { url, N, msg } = e.data; for (let i = 0; i < N; i++) { const w = new Worker(url, { type: 'module' }); await new Promise((r) => { w.onmessage = (e) => e.data.id === 1 && r(); w.postMessage(msg || { id: 1 }); }); w.terminate(); } postMessage('done'); };`], { type: 'text/javascript' })); });
await page.evaluate(() => { B.decider = URL.createObjectURL(new Blob([`onmessage = async (e) => { const { url, N, load, delta, timers } = e.data; const w = new Worker(url, { type: 'module' }); await new Promise((r) => { w.onmessage = (e) => e.data.id === 1 && r(); w.postMessage(load); });
  for (let i = 2; i < N + 2; i++) { await new Promise((r) => { const t = timers ? setTimeout(() => {}, 250) : 0; w.onmessage = (e) => { if (e.data.id === i) { clearTimeout(t); r(); } }; w.postMessage({ type: 'decide', id: i, delta }); }); } w.terminate(); postMessage('done'); };`], { type: 'text/javascript' })); });
const DELTA = JSON.stringify({ round: 1, from: 0, total: 1, state: { api: 1, rules: { preset: 'contest' }, game: { round: 1, dealer: 0, multiplier: 1, turn_no: 5 }, you: 1,
    players: [0, 1, 2, 3].map((s) => ({ seat: s, name: `sample#${s}`, cards: 5, score: 0, skips: 0 })),
    hand: ['9S', 'KH', '7D', 'TD', 'AC'], top: '9D', suit: 'D', stock: 15, discard: 2,
    turn: { phase: 'start', played: [], drew: false, bridge_run: 1 },
    legal: [{ do: 'play', card: '9S' }, { do: 'play', card: '7D' }, { do: 'play', card: 'TD' }, { do: 'draw' }] },
  log: [{ seat: 0, do: 'play', card: '9D', auto: true }] });
const variants = {
  nestedDecide: `async (N) => { const n = new Worker(B.decider, { type: 'module' }); await new Promise((r) => { n.onmessage = () => r(); n.postMessage({ url: B.bootUrl, N: N * 50, delta: ${JSON.stringify(DELTA)}, load: { type: 'load', id: 1, url: B.botUrl, seed: 1, info: null, logs: false } }); }); n.terminate(); }`,
  nestedDecideTimers: `async (N) => { const n = new Worker(B.decider, { type: 'module' }); await new Promise((r) => { n.onmessage = () => r(); n.postMessage({ timers: true, url: B.bootUrl, N: N * 50, delta: ${JSON.stringify(DELTA)}, load: { type: 'load', id: 1, url: B.botUrl, seed: 1, info: null, logs: false } }); }); n.terminate(); }`,
  nestedSandbox: `async (N) => { const n = new Worker(B.nester, { type: 'module' }); await new Promise((r) => { n.onmessage = () => r(); n.postMessage({ url: B.bootUrl, N, msg: { type: 'load', id: 1, url: B.botUrl, seed: 1, info: null, logs: false } }); }); n.terminate(); }`,
  nestedSandboxCode: `async (N) => { const n = new Worker(B.nester, { type: 'module' }); await new Promise((r) => { n.onmessage = () => r(); n.postMessage({ url: B.boot, N, msg: { type: 'load', id: 1, url: B.botUrl, seed: 1, info: null, logs: false } }); }); n.terminate(); }`,
  nestedEmpty: `async (N) => { const n = new Worker(B.nester, { type: 'module' }); await new Promise((r) => { n.onmessage = () => r(); n.postMessage({ url: B.empty, N }); }); n.terminate(); }`,
  emptyModule: `async (N) => { for (let i = 0; i < N; i++) { const w = new Worker(B.empty, { type: 'module' }); await new Promise((r) => { w.onmessage = (e) => e.data.id === 1 && r(); w.postMessage({ id: 1 }); }); w.terminate(); } }`,
  emptyClassic: `async (N) => { for (let i = 0; i < N; i++) { const w = new Worker(B.empty); await new Promise((r) => { w.onmessage = (e) => e.data.id === 1 && r(); w.postMessage({ id: 1 }); }); w.terminate(); } }`,
  emptyImportBlob: `async (N) => { for (let i = 0; i < N; i++) { const w = new Worker(B.emptyImport, { type: 'module' }); await new Promise((r) => { w.onmessage = (e) => e.data.id === 1 && r(); w.postMessage({ id: 1, url: B.botUrl }); }); w.terminate(); } }`,
  sandboxLoad: `async (N) => { for (let i = 0; i < N; i++) { const w = new Worker(B.boot, { type: 'module' }); await new Promise((r) => { w.onmessage = (e) => e.data.id === 1 && r(); w.postMessage({ type: 'load', id: 1, url: B.botUrl, seed: 1, info: null, logs: false }); }); w.terminate(); } }`,
  sandboxNoLoad: `async (N) => { for (let i = 0; i < N; i++) { const w = new Worker(B.boot, { type: 'module' }); await new Promise((r) => { w.onmessage = (e) => e.data.id === 1 && r(); w.postMessage({ type: 'round-end', id: 1, summary: '{}' }); }); w.terminate(); } }`,
  sandboxLoadUrl: `async (N) => { for (let i = 0; i < N; i++) { const w = new Worker(B.bootUrl, { type: 'module' }); await new Promise((r) => { w.onmessage = (e) => e.data.id === 1 && r(); w.postMessage({ type: 'load', id: 1, url: B.botUrl, seed: 1, info: null, logs: false }); }); w.terminate(); } }`,
  sandboxLoad4par: `async (N) => { for (let i = 0; i < N; i += 4) { const ws = [0,1,2,3].map(() => new Worker(B.boot, { type: 'module' })); await Promise.all(ws.map((w) => new Promise((r) => { w.onmessage = (e) => e.data.id === 1 && r(); w.postMessage({ type: 'load', id: 1, url: B.botUrl, seed: 1, info: null, logs: false }); }))); ws.forEach((w) => w.terminate()); } }`,
};
for (const [name, fn] of Object.entries(variants)) {
  if (only && !only.split(',').includes(name)) continue;
  await page.evaluate(`(${fn})(10)`);
  const c0 = cpuOfTree(root); const t0 = Date.now(); const m0 = mainCpu(root);
  await page.evaluate(`(${fn})(${N})`);
  const cpu = cpuOfTree(root) - c0; const wall = Date.now() - t0;
  console.log(`${name}: main thread ${((mainCpu(root) - m0) / N * 1000).toFixed(2)} ms, ${(cpu / N * 1000).toFixed(2)} ms CPU, ${(wall / N).toFixed(2)} ms wall per worker`);
}
console.log('load', fs.readFileSync('/proc/loadavg', 'utf8').trim());
await browser.close(); await server.close();
