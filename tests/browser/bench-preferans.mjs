// The Preferans robots' time per decision in the browser: whole deals played
// by robots at every seat, every decision a RobotJob posted to the Preferans
// robots' Web Worker (www/preferans-worker.js, the same module and wasm the
// table uses), timed inside the worker around `robot_answer` (performance.now;
// wall time of the worker thread, so the machine's load inflates it).
// Prints median, p95 and max per kind of decision and over all of them.
//
//   node tests/browser/bench-preferans.mjs [DEALS=20] [SEED=700000] [LEVEL=normal]
//   (dist/ built first: scripts/test.sh browser or tests/browser/run.sh --build)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './lib/server.mjs';
import { launch } from './lib/browser.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');
const DIST = path.resolve(process.env.TENACE_DIST || path.join(ROOT, 'dist'));

const deals = Number(process.argv[2] || 20);
const seed = Number(process.argv[3] || 700000);
const level = process.argv[4] || 'normal';
const server = await serve(DIST);
const browser = await launch();
try {
  const page = await browser.newPage();
  // The table of a seed link: its record (setup, no actions yet) is the template.
  await page.goto(`${server.url}#preferans&seed=${seed}`);
  await page.waitForSelector('[data-testid=preferans][data-record]', { timeout: 120000 });
  const template = JSON.parse(await page.getAttribute('[data-testid=preferans]', 'data-record'));
  const times = await page.evaluate(
    async ({ template, deals, seed, level }) => {
      const worker = new Worker('./preferans-worker.js', { type: 'module' });
      const ask = (job) =>
        new Promise((resolve, reject) => {
          worker.onmessage = (e) => resolve(JSON.parse(e.data));
          worker.onerror = (e) => reject(new Error(`worker error: ${e.message}`));
          worker.postMessage(JSON.stringify(job));
        });
      const out = [];
      const players = template.setup.table.players.count ?? template.setup.table.players;
      for (let d = 0; d < deals; d++) {
        const record = { ...template, setup: { ...template.setup, deals: { seeded: seed + d }, max_deals: 1 }, actions: [] };
        for (let step = 0; step < 200; step++) {
          let acted = false;
          for (let seat = 0; seat < 3 && !acted; seat++) {
            const answer = await ask({ revision: step, seat, level, record });
            if (answer.outcome && answer.outcome.Ok) {
              const action = answer.outcome.Ok[0];
              record.actions.push(action);
              out.push({ kind: action.action, ms: answer.ms });
              acted = true;
            }
          }
          if (!acted) break;
        }
      }
      worker.terminate();
      return { out, players };
    },
    { template, deals, seed, level },
  );
  const stats = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
    return `n ${String(s.length).padStart(5)}  median ${at(0.5).toFixed(2).padStart(7)} ms  p95 ${at(0.95).toFixed(2).padStart(7)} ms  max ${s[s.length - 1].toFixed(2).padStart(7)} ms`;
  };
  console.log(`${deals} deals from seed ${seed}, level ${level}, robots at every seat (worker time per decision):`);
  for (const kind of [...new Set(times.out.map((t) => t.kind))]) {
    console.log(`  ${kind.padEnd(8)} ${stats(times.out.filter((t) => t.kind === kind).map((t) => t.ms))}`);
  }
  console.log(`  ${'all'.padEnd(8)} ${stats(times.out.map((t) => t.ms))}`);
} finally {
  await browser.close();
  await server.close();
}
