// Benchmark (not part of the suite; docs/web.md, "Session 7 (issue 21): opening Learn, Laws or Match"): the first visit and the
// first openings of Learn, Laws and Match with the whole origin behind one shaped link — 150 ms
// before each response starts, 1.6 Mbit/s shared by every response under way, the page's and the
// service worker's alike (the suite's DevTools throttling does not reach the service worker's
// fetches) — and the CPU 4× slower.
//
//   node tests/browser/bench-openings.mjs [DIST]      (default dist/; LOG=1 prints every response)
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { launch } from './lib/browser.mjs';
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.wasm': 'application/wasm', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.json': 'application/json', '.webmanifest': 'application/manifest+json', '.png': 'image/png', '.txt': 'text/plain; charset=utf-8' };
let T0 = Date.now();
const RATE = 1.6e6 / 8; // bytes per second
const active = new Set();
setInterval(() => {
  // 10 ms of the link, shared evenly among the responses under way.
  if (active.size === 0) return;
  const share = Math.max(1, Math.floor((RATE / 100) / active.size));
  for (const a of [...active]) {
    const chunk = a.data.subarray(a.sent, a.sent + share);
    a.sent += chunk.length;
    a.res.write(chunk);
    if (a.sent >= a.data.length) { a.res.end(); active.delete(a); }
  }
}, 10);
function serve(root) {
  const base = path.resolve(root);
  const gz = new Map();
  const server = http.createServer((req, res) => {
    let rel = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (rel.endsWith('/')) rel += 'index.html';
    const file = path.resolve(base, '.' + rel);
    setTimeout(() => {
      fs.readFile(file, (err, data) => {
        if (err) { res.writeHead(404).end(); return; }
        const headers = { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' };
        if (path.extname(file) !== '.png') {
          if (!gz.has(file)) gz.set(file, zlib.gzipSync(data, { level: 9 }));
          data = gz.get(file); headers['content-encoding'] = 'gzip';
        }
        headers['content-length'] = data.length;
        res.writeHead(200, headers);
        const a = { res, data, sent: 0 };
        active.add(a);
        res.on('close', () => active.delete(a));
        if (process.env.LOG) console.log(`${Date.now() - T0} ${rel} ${data.length}`);
      });
    }, 150);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok({ url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() })));
}
const dist = process.argv[2] || path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');
const server = await serve(dist);
const browser = await launch();
for (let i = 0; i < 2; i++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const t0 = Date.now();
  await page.goto(server.url);
  await page.waitForSelector('[data-testid=hand-S] [data-card]', { timeout: 120000 });
  const hand = Date.now() - t0;
  const open = async (view, sel) => { const t = Date.now(); await page.click(`.view-tab[data-view=${view}]`); await page.waitForSelector(sel, { timeout: 60000 }); return Date.now() - t; };
  T0 = Date.now(); if (process.env.LOG) console.log('--- learn click');
  const learn = await open('learn', '[data-testid=learn-course]');
  const laws = await open('laws', '[data-testid=laws-scenarios]');
  const match = await open('match', '[data-testid=match-start]');
  console.log(`run ${i + 1}: hand ${hand} ms; learn ${learn} ms, laws ${laws} ms, match ${match} ms`);
  await context.close();
}
await browser.close(); server.close(); process.exit(0);
