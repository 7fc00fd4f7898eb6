// Drive bench/browser/index.html in headless Chromium (Debian's /usr/bin/chromium via
// playwright-core from e2e/node_modules) and print its numbers as JSON.
//   node bench/browser/run.mjs http://127.0.0.1:PORT/bench/browser/index.html
import { createRequire } from 'node:module';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(join(here, '../../e2e/package.json'));
const { chromium } = require('playwright-core');

const url = process.argv[2];
const ctx = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'chromium-bench-')), {
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(url);
  await page.waitForFunction(() => window.__bench !== undefined, null, { timeout: 300_000 });
  const r = await page.evaluate(() => window.__bench);
  console.log(JSON.stringify(r));
  if (r.error || !r.incremental_equals_full) process.exitCode = 1;
} finally {
  await ctx.close();
}
