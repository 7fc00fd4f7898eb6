// Opt-in measurement (not part of scripts/test): coach mode on the routing page, in
// headless Chromium, for each example of routing-city: time to the first suggestion
// (click -> move shown) and to the end of coach mode (click -> converged), with the
// moves and the final cost, which must equal `fde-grade coach routing --all`'s.
// Usage: FDE_SITE_DIST=out/dist node e2e/coach-bench.mjs [FILE...]
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { CLI, ROOT, cases } from './lib/cases.mjs';
import { serve } from './lib/serve.mjs';
import { launch, live } from './lib/browser.mjs';

const DIST = process.env.FDE_SITE_DIST ?? join(ROOT, 'site/dist');
const city = cases().find((c) => c.dir === 'routing-city');
const subs = join(city.path, 'submissions');
const files = process.argv.slice(2).length ? process.argv.slice(2) : ['4-nearest-neighbour-fill.json'];
const { server, url } = await serve(DIST, 0);
const { context, page } = await launch();
const LONG = { timeout: 300000 };
const out = {};
try {
  for (const f of files) {
    console.error(`coach-bench: ${f}`);
    await page.goto(`${url}fde/?case=routing-city`);
    await live(page); // a pre-rendered page starts its app on a gesture
  await page.locator('html[data-ready="1"]').waitFor({ state: 'attached', ...LONG });
    await page.locator('article.case[data-case="routing-city"]').waitFor(LONG);
    const n = await page.evaluate(() => Number(document.querySelector('.report-card')?.dataset.seq ?? 0));
    await page.locator('#upload').setInputFiles(join(subs, f));
    await page.waitForFunction((k) => Number(document.querySelector('.report-card')?.dataset.seq ?? 0) > k, n, LONG);
    let t0 = Date.now();
    if (await page.locator('#coach-start').count()) await page.locator('#coach-start').click();
    await page.waitForFunction(() => document.querySelector('#coach-move, #coach-none, #coach-error'), null, LONG);
    const first = Date.now() - t0;
    const m = await page.locator('#coach-move').evaluate((e) => ({ ...e.dataset }));
    t0 = Date.now();
    await page.locator('#coach-run').click();
    await page.locator('#coach-progress').waitFor(LONG);
    await page.waitForFunction(() => document.querySelector('#coach-progress')?.dataset.running === 'false', null, LONG);
    const endMs = Date.now() - t0;
    const p = await page.locator('#coach-progress').evaluate((e) => ({ ...e.dataset }));
    const cli = JSON.parse(execFileSync(CLI, ['coach', 'routing', '--case', city.path, '--all', f], { cwd: subs, encoding: 'utf8', maxBuffer: 256 << 20 }));
    out[f] = {
      first_suggestion: { click_to_move_ms: first, worker_ms: Number(m.millis) },
      coach_mode: { click_to_end_ms: endMs, request_to_end_ms: Number(p.wall), moves: Number(p.moves), cost: Number(p.cost), converged: p.converged },
      cli: { moves: cli.moves.length, cost: cli.cost_after },
      same_as_cli: Number(p.moves) === cli.moves.length && Number(p.cost) === cli.cost_after,
    };
  }
} finally {
  await context.close();
  server.close();
}
console.log(JSON.stringify(out, null, 2));
