// The robots' speed in the browser: whole deals of dd_public_200.jsonl bid
// and played by four robots, every turn a `robot` job of the web app's worker
// (crates/tenace-worker) in headless Chromium — the same worker and wasm the
// table uses. Prints, per kind of decision (call, a call the robot simulated,
// card), the worker's own time:
// median, p95 and max, and the number of decisions; then the slowest cards.
//
//   node tests/browser/bench-robots.mjs [DEALS=4] [LEVEL]   (dist/ built first: scripts/test.sh browser or run.sh --build)
//
// LEVEL (fast, normal, strong) is passed as the request's `play` field when
// given; without it the robots' default applies.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './lib/server.mjs';
import { launch } from './lib/browser.mjs';
import { PROTOCOL, ddBoards } from './lib/dd.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');
const DIST = path.resolve(process.env.TENACE_DIST || path.join(ROOT, 'dist'));
const TESTDATA = path.resolve(process.env.TENACE_TESTDATA || path.join(ROOT, '..', 'shared', 'testdata'));
const VUL = { None: 'None', NS: 'NorthSouth', EW: 'EastWest', All: 'Both', Both: 'Both' };
const SEAT = { N: 'North', E: 'East', S: 'South', W: 'West' };

const count = Number(process.argv[2] || 4);
const level = process.argv[3];
const boards = ddBoards(TESTDATA).slice(0, count);
const server = await serve(DIST);
const browser = await launch();
const page = await browser.newPage();
await page.goto(`${server.url}`);

const results = await page.evaluate(async ({ games, level, PROTOCOL }) => {
  const worker = new Worker('./tenace-dd-worker_loader.js');
  await new Promise((resolve, reject) => {
    worker.onerror = (e) => reject(new Error(`worker error: ${e.message}`));
    worker.onmessage = (e) => JSON.parse(e.data).message.kind === 'ready' && resolve();
  });
  let id = 0;
  const ask = (request, play) => new Promise((resolve) => {
    id += 1;
    const mine = id;
    worker.onmessage = (e) => {
      const reply = JSON.parse(e.data);
      if (reply.id === mine && reply.message.kind !== 'progress') resolve(reply.message.kind === 'done' ? reply.message.reply : reply.message);
    };
    // The worker protocol (crates/tenace-protocol), version 3.
    worker.postMessage(JSON.stringify({ version: PROTOCOL, id: mine, limit_ms: 600000, job: { kind: 'robot', request, may_claim: true, play } }));
  });
  const out = [];
  for (const setup of games) {
    const game = { setup, actions: [] };
    for (let step = 0; step < 400; step += 1) {
      let acted = false;
      for (const seat of ['North', 'East', 'South', 'West']) {
        const answer = await ask({ game, seat }, level ? { level } : undefined);
        if (answer.kind !== 'robot') continue;
        game.actions.push(answer.decision.action);
        const card = game.actions.filter((a) => a.action === 'play').length;
        // A call the robot weighed by simulation is timed apart from the rules' calls.
        const kind = answer.decision.simulated ? 'call (simulated)' : answer.decision.action.action;
        out.push({ board: setup.board, kind, ms: answer.ms, card });
        acted = true;
        break;
      }
      if (!acted) break;
    }
  }
  worker.terminate();
  return out;
}, { games: boards.map((b) => ({ board: b.id, dealer: SEAT[b.dealer], vulnerability: VUL[b.vul], deal: b.pbn })), level, PROTOCOL });
await browser.close();
await server.close();

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return 'none';
  const q = (p) => s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)];
  const median = s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  return `${s.length} decisions: median ${median.toFixed(2)} ms, p95 ${q(0.95).toFixed(2)} ms, max ${s[s.length - 1].toFixed(2)} ms`;
};
console.log(`robots in the worker, deals 1–${boards.length} of dd_public_200.jsonl${level ? `, level ${level}` : ''}`);
for (const kind of ['call', 'call (simulated)', 'play', 'claim', 'accept_claim', 'reject_claim']) {
  const ms = results.filter((r) => r.kind === kind).map((r) => r.ms);
  if (ms.length) console.log(`${kind}: ${stats(ms)}`);
}
// The slowest cards: which deal, and the how-manyth card of its play (1 = the opening lead).
const slow = results.filter((r) => r.kind === 'play').sort((a, b) => b.ms - a.ms).slice(0, 12);
console.log(`slowest cards (deal/card: ms): ${slow.map((r) => `${r.board}/${r.card}: ${r.ms.toFixed(0)}`).join(', ')}`);
