// The browser suite: serves the built site (dist/) on 127.0.0.1, drives
// Debian's headless Chromium with playwright-core, and prints one line per
// test and a final "N passed, M failed". Exit status 1 when anything failed.
//
//   node run.mjs [filter…]      run the tests whose names contain a filter
//
// Environment: TENACE_DIST (default <repo>/dist), TENACE_TESTDATA (default
// <repo>/../shared/testdata), TENACE_CLI (default $CARGO_TARGET_DIR/debug/tenace,
// CARGO_TARGET_DIR defaulting to <repo>/target), TENACE_DD_WORKER (default
// $CARGO_TARGET_DIR/release/tenace-dd-worker),
// CHROMIUM_PATH (default /usr/bin/chromium).

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { serve } from './lib/server.mjs';
import { launch } from './lib/browser.mjs';
import { tests as appTests } from './specs.mjs';

// Every other `*-specs.mjs` file of this folder exports `tests` (one file per
// part of the app), so a new part adds its file and nothing here.
const HERE = path.dirname(fileURLToPath(import.meta.url));
const specFiles = fs.readdirSync(HERE).filter((f) => f.endsWith('-specs.mjs')).sort();
const tests = [...appTests];
for (const f of specFiles) {
  const mod = await import(`./${f}`);
  if (!Array.isArray(mod.tests)) throw new Error(`${f} must export \`tests\``);
  tests.push(...mod.tests);
}

const ROOT = path.resolve(HERE, '..', '..');
const DIST = path.resolve(process.env.TENACE_DIST || path.join(ROOT, 'dist'));
const TESTDATA = path.resolve(process.env.TENACE_TESTDATA || path.join(ROOT, '..', 'shared', 'testdata'));
const ARTIFACTS = path.join(HERE, 'artifacts');
// The double-dummy worker's host build (the same protocol over stdin/stdout): the review and hint cross-check.
// Cargo's target directory: CARGO_TARGET_DIR when set (run.sh builds there), else <repo>/target.
const TARGET = process.env.CARGO_TARGET_DIR ? path.resolve(ROOT, process.env.CARGO_TARGET_DIR) : path.join(ROOT, 'target');
const DD_WORKER = [process.env.TENACE_DD_WORKER, path.join(TARGET, 'release', 'tenace-dd-worker')].find((p) => p && fs.existsSync(p));
const CLI = [process.env.TENACE_CLI, path.join(TARGET, 'debug', 'tenace'), path.join(TARGET, 'release', 'tenace')].find(
  (p) => p && fs.existsSync(p),
);

/**
 * Every wasm module of the site with its JS glue, raw and gzip: the page's
 * (tenace-web-<hash>, loaded with the page), the modules loaded on first use
 * (tenace-learn, tenace-laws, tenace-match), the Web Worker's and the quiz widget's.
 */
function wasmSizes() {
  const gz = (b) => zlib.gzipSync(b, { level: 9 }).length;
  const read = (f) => fs.readFileSync(path.join(DIST, f));
  const files = [...fs.readdirSync(DIST), ...fs.readdirSync(path.join(DIST, 'quiz')).map((f) => `quiz/${f}`)];
  const modules = files.filter((f) => f.endsWith('_bg.wasm')).map((wasm) => {
    const base = wasm.slice(0, -'_bg.wasm'.length);
    const js = files.filter((f) => f === `${base}.js`);
    const w = read(wasm);
    const j = js.map(read);
    return {
      // Trunk's hash is a 64-bit number in hex without leading zeros: up to 16 digits.
      name: base.replace(/-[0-9a-f]{8,16}$/, ''),
      file: wasm,
      raw: w.length,
      gzip: gz(w),
      jsRaw: j.reduce((a, b) => a + b.length, 0),
      jsGzip: j.reduce((a, b) => a + gz(b), 0),
    };
  });
  const pages = modules.filter((m) => m.name === 'tenace-web');
  if (pages.length !== 1) throw new Error(`expected one page module tenace-web-<hash>_bg.wasm in ${DIST}, found ${pages.length}`);
  return modules.sort((a, b) => a.name.localeCompare(b.name));
}

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;

async function main() {
  const filters = process.argv.slice(2);
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    console.error(`run.mjs: ${DIST}/index.html is missing — build the site first (trunk build --release --offline)`);
    process.exit(2);
  }
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const sizes = wasmSizes();
  const sizeLines = sizes.map((m) => `wasm ${m.name}: ${kb(m.raw)} raw, ${kb(m.gzip)} gzip; JS glue ${kb(m.jsRaw)} raw, ${kb(m.jsGzip)} gzip`);
  console.log(`site: ${DIST}`);
  for (const line of sizeLines) console.log(line);
  console.log(`test data: ${fs.existsSync(TESTDATA) ? TESTDATA : `${TESTDATA} (missing)`}; tenace CLI: ${CLI ?? 'not built (score checked against the reference table only)'}`);

  const server = await serve(DIST);
  const browser = await launch();
  const started = Date.now();
  const metrics = {};
  const screenshots = [];
  let passed = 0;
  let failed = 0;
  const selected = tests.filter(([name]) => filters.length === 0 || filters.some((f) => name.includes(f)));
  for (const [name, run] of selected) {
    const t0 = Date.now();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const problems = [];
    const external = [];
    const watch = (page) => {
      page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
      });
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (!['127.0.0.1', ''].includes(url.hostname) && !url.protocol.startsWith('blob') && !url.protocol.startsWith('data')) external.push(r.url());
      });
    };
    context.on('page', watch);
    const page = await context.newPage();
    const ctx = {
      page,
      context,
      url: server.url,
      dist: DIST,
      testdata: TESTDATA,
      cli: CLI,
      ddWorker: DD_WORKER,
      sizes,
      metrics,
      artifacts: ARTIFACTS,
      async shot(file, target = page) {
        const p = path.join(ARTIFACTS, file);
        await target.screenshot({ path: p, fullPage: true });
        screenshots.push(p);
        return p;
      },
      allowErrors: false,
    };
    try {
      await run(ctx);
      const panic = await page.evaluate(() => document.body && document.body.dataset.panic).catch(() => undefined);
      if (panic) throw new Error('the app panicked');
      if (!ctx.allowErrors && problems.length) throw new Error(problems.join('\n'));
      if (external.length) throw new Error(`requests left 127.0.0.1: ${external.join(', ')}`);
      passed += 1;
      console.log(`ok   ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    } catch (e) {
      failed += 1;
      console.log(`FAIL ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)\n     ${String(e.stack || e).split('\n').join('\n     ')}`);
      for (const p of problems) console.log(`     ${p}`);
      try {
        const file = `failure-${name.replace(/[^a-z0-9]+/gi, '-').slice(0, 50)}.png`;
        console.log(`     screenshot: ${await ctx.shot(file)}`);
      } catch {
        /* the page may be gone */
      }
    } finally {
      await context.close();
    }
  }
  await browser.close();
  await server.close();

  console.log('');
  for (const line of sizeLines) console.log(line);
  if (metrics.interactive) console.log(`time to interactive table: ${metrics.interactive}`);
  for (const [k, v] of Object.entries(metrics)) if (k !== 'interactive') console.log(`${k}: ${v}`);
  for (const p of screenshots) console.log(`screenshot: ${path.relative(ROOT, p)}`);
  console.log(`suite time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 && passed > 0 ? 0 : 1);
}

main().catch((e) => {
  console.error(e);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
