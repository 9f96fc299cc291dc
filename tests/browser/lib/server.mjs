// A tiny static file server for dist/ on 127.0.0.1 (random free port).
// Only GET/HEAD of files under the root; everything else is 404/405.
// With { gzip: true } it answers gzip-compressed (level 9, PNGs as they are)
// when the browser accepts it, as a static host does: the first-visit
// measurement counts the bytes a phone would download.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.pbn': 'text/plain; charset=utf-8',
};

export function serve(root, port = 0, { gzip = false } = {}) {
  const base = path.resolve(root);
  const compressed = new Map();
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    let rel;
    try {
      rel = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (rel === '/__blank.html') {
      // An empty page of the same origin, where the app does not run (the
      // tests write localStorage from it).
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end('<!DOCTYPE html><html><head><link rel="icon" href="data:,"></head><body></body></html>');
      return;
    }
    if (rel.endsWith('/')) rel += 'index.html';
    const file = path.resolve(base, '.' + rel);
    if (!file.startsWith(base + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    fs.readFile(file, (err, data) => {
      if (err) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      const headers = { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' };
      if (gzip && path.extname(file) !== '.png' && /\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
        if (!compressed.has(file)) compressed.set(file, zlib.gzipSync(data, { level: 9 }));
        data = compressed.get(file);
        headers['content-encoding'] = 'gzip';
      }
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : data);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address();
      resolve({ url: `http://127.0.0.1:${actual}/`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}
