// axe-core (npm, pinned in package-lock.json) run in the page: WCAG 2.0/2.1
// level A and AA, including the rules axe still calls experimental (among them
// label-content-name-mismatch, WCAG 2.5.3 "label in name").
import assert from 'node:assert/strict';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE = path.join(path.dirname(require.resolve('axe-core/package.json')), 'axe.min.js');
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The WCAG A/AA violations axe finds on the page as it is now. */
export async function axeViolations(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(async (wcag) => {
    const r = await window.axe.run(document, { runOnly: { type: 'tag', values: [...wcag, 'experimental'] }, resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.tags.some((t) => wcag.includes(t)))
      .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary.replace(/\s+/g, ' ')}`) }));
  }, WCAG);
  return result;
}

/** Fails with every violation named (rule, help, the first nodes) unless there is none. */
export async function assertAccessible(page, where, checked) {
  const violations = await axeViolations(page);
  if (checked) checked.push(where);
  const text = violations.map((v) => `${v.id} (${v.help}) on ${v.nodes.length} element(s):\n  ${v.nodes.slice(0, 4).join('\n  ')}`).join('\n');
  assert.equal(violations.length, 0, `axe-core on ${where}: ${violations.length} WCAG A/AA rule(s) broken\n${text}`);
}
