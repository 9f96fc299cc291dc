// What starting one bot worker costs, for several ways of starting it, measured
// in turns on the same headless Chromium (docs/shedding.md, "Session 7").
//
//   node tests/browser/bench-bot-start.mjs DIST [WORKERS] [ROUNDS] [--old=OLD_DIST]
//
// A worker loaded from a same-origin URL (as the arena's table workers are)
// starts WORKERS bot workers one after another for each way, ROUNDS times in
// turn (a, b, c, a, b, c, …, so the machine's load falls on all of them
// alike), each: `new Worker`, the `load` message with a game's info, its
// answer, one decision (a typical state delta as text) and its answer,
// `terminate()`. The CPU counted is Chromium's whole process tree over each
// way's workers. Ways:
//   empty        a module worker that answers each message (the floor);
//   old          OLD_DIST's bootstrap, the bot's module imported from the `load` message;
//   dynamic      DIST's bootstrap alone, the same (practice games, and the fallback);
//   whole        DIST's bootstrap and the bot's module in one script, the seed in the
//                worker's name, as DIST's table worker starts a bot in a tournament
//                (www/arena/bot-script.js).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { CHROMIUM } from './lib/browser.mjs';
import { TYPICAL_DELTA, cpuOfTree } from './lib/proctree.mjs';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const DIST = path.resolve(args[0] || 'dist');
const N = Number(args[1] || 40);
const ROUNDS = Number(args[2] || 5);
const OLD = process.argv.find((a) => a.startsWith('--old='))?.slice(6);

const read = (dir, f) => fs.readFileSync(path.join(dir, 'arena', f), 'utf8');
/** The bootstrap as the table worker joins it (sandbox.js's exports made plain, bot-worker.js's import dropped). */
const joined = (dir) => `${read(dir, 'sandbox.js').replace(/^export /gm, '')}\n${read(dir, 'bot-worker.js').replace(/^import \{[^}]*\} from '\.\/sandbox\.js';$/m, '')}`;
const INFO = JSON.stringify({
  api: 1,
  rules: { preset: 'contest', hand_size: 5 },
  you: 1,
  players: [0, 1, 2, 3].map((s) => ({ seat: s, name: `sample#${s}` })),
});
const ways = [{ name: 'empty', boot: 'onmessage = (e) => postMessage(typeof e.data === "string" ? "value\\n{}" : { id: e.data.id, type: "ready" });', mode: 'dynamic' }];
if (OLD) ways.push({ name: 'old', boot: joined(path.resolve(OLD)), mode: 'dynamic' });
ways.push({ name: 'dynamic', boot: null, mode: 'dynamic' });
ways.push({ name: 'whole', boot: null, mode: 'whole' });
// --ways=NAME:FILE,… adds bootstraps to try (a file of the joined form), started as `dynamic` is.
for (const spec of (process.argv.find((a) => a.startsWith('--ways='))?.slice(7) || '').split(',').filter(Boolean)) {
  const [name, file, mode] = spec.split(':');
  ways.push({ name, boot: fs.readFileSync(file, 'utf8'), mode: mode || 'dynamic' });
}

// The worker that starts the bot workers (served from a URL, like table-worker.js).
const NESTER = `
const blob = (text) => URL.createObjectURL(new Blob([text], { type: 'text/javascript' }));
let go = null;
onmessage = async (e) => {
  if (e.data === 'go') { go(); return; }
  const { ways, code, n, rounds, info, delta } = e.data;
  const bot = blob(code);
  const boot = await (await import('./bot-script.js')).loadBootstrap();
  for (const w of ways) {
    if (w.boot === null) w.boot = boot;
    w.url = blob(w.boot);
    w.entry = blob(w.boot + code);
  }
  const mark = (what) => new Promise((r) => { go = r; postMessage(what); });
  const one = async (w, seed) => {
    const worker = w.mode !== 'dynamic' ? new Worker(w.entry, { type: 'module', name: 'bot ' + seed }) : new Worker(w.url, { type: 'module', name: 'bot' });
    const answered = (r) => {
      const t = setTimeout(() => { postMessage({ error: w.name + ': no answer in 5 s' }); r(); }, 5000);
      return () => { clearTimeout(t); r(); };
    };
    await new Promise((r) => {
      worker.onmessage = answered(r);
      worker.postMessage(w.mode !== 'dynamic' ? { type: 'load', id: 1, imported: true, info, logs: false } : { type: 'load', id: 1, url: bot, seed, info, logs: false });
    });
    await new Promise((r) => { worker.onmessage = answered(r); worker.postMessage(delta); });
    worker.terminate();
  };
  for (const w of ways) for (let i = 0; i < 5; i += 1) await one(w, i);
  for (let round = 0; round < rounds; round += 1) {
    for (const w of ways) {
      await mark({ start: w.name });
      for (let i = 0; i < n; i += 1) await one(w, i + 1);
      await mark({ done: w.name });
    }
  }
  postMessage({ bye: true });
};
`;

const DRIVER = `
const cfg = await (await fetch('/__bench/config')).json();
const code = await (await fetch('bots/sample.js')).text();
const w = new Worker('/arena/__nester.js', { type: 'module' });
w.onmessage = async (e) => {
  await fetch('/__bench/mark', { method: 'POST', body: JSON.stringify(e.data) });
  if (!e.data.bye && !e.data.error) w.postMessage('go');
};
w.postMessage({ ...cfg, code });
`;

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.wasm': 'application/wasm' };
const cpu = new Map();
let chromePid = null;
let c0 = 0;
let finish;
const finished = new Promise((r) => (finish = r));
const server = http.createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  if (url.pathname === '/__bench/config') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ways, n: N, rounds: ROUNDS, info: INFO, delta: TYPICAL_DELTA }));
    return;
  }
  if (url.pathname === '/__bench/mark') {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      const m = JSON.parse(body);
      const now = cpuOfTree(chromePid);
      if (m.start) c0 = now;
      if (m.done) cpu.set(m.done, [...(cpu.get(m.done) || []), ((now - c0) / N) * 1000]);
      if (m.error) console.log(m.error);
      if (m.bye) finish();
      res.writeHead(204).end();
    });
    return;
  }
  if (url.pathname === '/arena/bench.html') {
    const html = read(DIST, 'index.html').replace('</body>', '<script type="module" src="/__bench.js"></script></body>');
    res.writeHead(200, { 'content-type': TYPES['.html'] }).end(html);
    return;
  }
  if (url.pathname === '/__bench.js') return void res.writeHead(200, { 'content-type': TYPES['.js'] }).end(DRIVER);
  if (url.pathname === '/arena/__nester.js') return void res.writeHead(200, { 'content-type': TYPES['.js'] }).end(NESTER);
  const file = path.resolve(DIST, '.' + decodeURIComponent(url.pathname));
  if (!file.startsWith(DIST + path.sep)) return void res.writeHead(403).end();
  fs.readFile(file, (err, data) => {
    if (err) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(data);
  });
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bot-start-'));
const load = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const before = load();
const chrome = spawn(
  CHROMIUM,
  ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-default-apps', '--disable-extensions', `--user-data-dir=${profile}`, `http://127.0.0.1:${server.address().port}/arena/bench.html`],
  { stdio: 'ignore' },
);
chromePid = chrome.pid;
const timeout = setTimeout(finish, 300000);
await finished;
clearTimeout(timeout);
chrome.kill('SIGTERM');
await new Promise((r) => chrome.once('exit', r));
server.close();
await new Promise((r) => setTimeout(r, 1000));
fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`${N} workers × ${ROUNDS} rounds each; load ${before} → ${load()}`);
for (const [name, xs] of cpu) {
  console.log(`  ${name.padEnd(8)} median ${median(xs).toFixed(2)} ms CPU a worker; rounds ${xs.map((x) => x.toFixed(2)).join(' ')}`);
}
