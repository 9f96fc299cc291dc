// Renders the app's PNG icons from www/icon.svg with headless Chromium
// (playwright-core from tests/browser, Debian's /usr/bin/chromium):
//
//   node scripts/render-icons.mjs        (after `npm ci` in tests/browser)
//
// Writes www/icon-192.png, www/icon-512.png (transparent corners, as the SVG)
// and www/icon-maskable-512.png (the SVG at 80 % on a full-bleed square of
// its own green, so a launcher's circle or squircle mask never cuts into it).
// Browsers that ignore SVG manifest icons (some Android launchers, older
// Safari) install with these. Run it again after changing icon.svg.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'tests/browser/package.json'));
const { chromium } = require('playwright-core');

const svg = fs.readFileSync(path.join(root, 'www/icon.svg'));
const src = `data:image/svg+xml;base64,${svg.toString('base64')}`;
// The maskable icon's background: the SVG's own green, read from its first <rect>.
const green = /<rect[^>]*fill="(#[0-9a-fA-F]{6})"/.exec(svg.toString('utf8'))?.[1] ?? '#17583a';

const icons = [
  { file: 'icon-192.png', size: 192, scale: 1, background: null },
  { file: 'icon-512.png', size: 512, scale: 1, background: null },
  { file: 'icon-maskable-512.png', size: 512, scale: 0.8, background: green },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, scale, background } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const inner = Math.round(size * scale);
    await page.setContent(
      `<!DOCTYPE html><html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background ?? 'transparent'}">` +
        `<img src="${src}" width="${inner}" height="${inner}" alt=""></body></html>`,
    );
    await page.waitForFunction(() => document.images[0].complete && document.images[0].naturalWidth > 0);
    const png = await page.screenshot({ type: 'png', omitBackground: background === null, clip: { x: 0, y: 0, width: size, height: size } });
    fs.writeFileSync(path.join(root, 'www', file), png);
    console.log(`www/${file}: ${size}×${size}, ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
