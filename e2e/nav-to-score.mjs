// Time from navigation to a graded example, in headless Chromium: open
// `?case=CASE&sub=FILE` (default routing-city with its reference example) in a fresh
// browser context each time (empty HTTP and code caches), and read, with the page's own
// clock (`performance.now()`, 0 = navigation start), when the score element `#score`
// enters the DOM and when the next frame after it is painted. The score shown must be
// the one fde-grade prints for that file (so a wrong or missing grade fails, not just a
// slow one). Prints one JSON object (medians, every load, the .wasm bytes).
// Then the same for repeat visits: one context, the page opened LOADS more times after
// the first visit, served by the service worker (site/sw.js), in the same tab; then LOADS
// times more, each in a new tab of that context (reported apart: `new_tab_*`).
// Usage: node e2e/nav-to-score.mjs DIST [LOADS] [CASE] [FILE]
//   (env FDE_GRADE: the CLI, default target/release/fde-grade; FDE_CASES_DIR as the build)
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { cases, cliGrade, extraFlags, headline } from './lib/cases.mjs';
import { serve } from './lib/serve.mjs';

const [distArg, loadsArg = '11', caseId = 'routing-city', fileArg] = process.argv.slice(2);
if (!distArg) { console.error('usage: node e2e/nav-to-score.mjs DIST [LOADS] [CASE] [FILE]'); process.exit(2); }
const dist = resolve(distArg);
const loads = Number(loadsArg);
const c = cases().find((x) => x.dir === caseId);
if (!c) { console.error(`nav-to-score: no case ${caseId} in FDE_CASES_DIR`); process.exit(2); }
const subs = c.manifest.submissions ?? [];
const sub = fileArg ? subs.find((s) => s.file === fileArg) : (subs.find((s) => /reference/.test(s.file)) ?? subs[0]);
if (!sub) { console.error(`nav-to-score: no example ${fileArg ?? ''} in ${caseId}`); process.exit(2); }
const cli = JSON.parse(cliGrade(c, join(c.path, sub.file), { name: sub.file, flags: extraFlags(c, sub.extra_files ?? []) }));
const want = headline(cli);

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
const round1 = (x) => Math.round(x * 10) / 10;
const medianOf = (xs) => (xs.some((x) => x == null) ? null : round1(median(xs))); // null: a build without the mark

const { server, url } = await serve(dist, 0);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const target = `${url}?case=${encodeURIComponent(c.dir)}&sub=${encodeURIComponent(sub.file)}`;

/** Before any page script: note when #score first exists, and the frame after it. */
function noteScore() {
  const seen = () => {
    const el = document.getElementById('score');
    if (!el || window.__fdeScore) return;
    window.__fdeScore = { dom_ms: performance.now(), text: el.textContent, score: el.dataset.score };
    requestAnimationFrame(() => requestAnimationFrame((t) => { window.__fdeScore.paint_ms = t; }));
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
}

/** One navigation to the graded example in `page`: its timings, or a failure. */
async function load(page, i) {
  await page.goto(target, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__fdeScore?.paint_ms !== undefined, null, { timeout: 30000 });
  const r = await page.evaluate(() => {
    const res = performance.getEntriesByType('resource').find((e) => e.name.endsWith('.wasm'));
    return {
      ...window.__fdeScore,
      ready_ms: performance.getEntriesByName('fde-ready')[0]?.startTime ?? null,
      // Where the time goes (marks of the page: site/src/main.rs, state.rs): the page's
      // code starts running (its .wasm fetched, compiled and instantiated), the example
      // on screen graded, the case's examples graded (all of them: after the score's
      // frame since issue 18's revisit2; before, with the case's files read).
      main_ms: performance.getEntriesByName('fde-main')[0]?.startTime ?? null,
      shown_ms: performance.getEntriesByName('fde-shown')[0]?.startTime ?? null,
      examples_ms: performance.getEntriesByName('fde-examples')[0]?.startTime ?? null,
      wasm_loaded_ms: res ? res.responseEnd : null,
      from_service_worker: !!navigator.serviceWorker?.controller,
    };
  });
  // Leave the page only once it is idle (what it draws after the score, e.g. the
  // figures, done): the next visit's navigation must not wait for this page's work.
  await page.evaluate(() => new Promise((ok) => requestIdleCallback(() => ok(), { timeout: 5000 })));
  if (JSON.parse(r.score) !== want) throw new Error(`load ${i + 1}: score on screen ${r.score} (${r.text}), fde-grade says ${JSON.stringify(want)}`);
  return r;
}

const runs = [];
const repeats = [];
const newTabs = [];
let failure = null;
try {
  // First visits: a fresh browser context each time (empty HTTP and code caches).
  for (let i = 0; i < loads; i++) {
    const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(noteScore);
    runs.push(await load(page, i));
    await context.close();
  }
  // Repeat visits (issue 18): one context; after the first visit the service worker
  // (site/sw.js) has cached the build, then the page is opened again `loads` times.
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(noteScore);
  await load(page, 0);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    while (!navigator.serviceWorker.controller) await new Promise((r) => setTimeout(r, 20));
  });
  for (let i = 0; i < loads; i++) {
    const r = await load(page, i);
    if (!r.from_service_worker) throw new Error(`repeat load ${i + 1}: the page is not served by the service worker`);
    repeats.push(r);
  }
  // Repeat visits in a new tab each (the tab before closed first).
  await page.close();
  for (let i = 0; i < loads; i++) {
    const tab = await context.newPage();
    await tab.addInitScript(noteScore);
    const r = await load(tab, i);
    if (!r.from_service_worker) throw new Error(`new-tab load ${i + 1}: the page is not served by the service worker`);
    newTabs.push(r);
    await tab.close();
  }
  await context.close();
} catch (e) {
  failure = e.message;
} finally {
  await browser.close();
  server.close();
}
if (failure) { console.error(`nav-to-score: ${failure}`); process.exit(1); }

const wasm = {};
for (const f of readdirSync(dist).filter((x) => x.endsWith('.wasm'))) {
  wasm[f] = statSync(join(dist, f)).size; // gzip -9 sizes: printed by scripts/build-site
}
console.log(JSON.stringify({
  page: `?case=${c.dir}&sub=${sub.file}`,
  score: want,
  loads: runs.length,
  median_nav_to_score_dom_ms: round1(median(runs.map((r) => r.dom_ms))),
  median_nav_to_score_painted_ms: round1(median(runs.map((r) => r.paint_ms))),
  median_wasm_loaded_ms: round1(median(runs.map((r) => r.wasm_loaded_ms))),
  nav_to_score_dom_ms: runs.map((r) => round1(r.dom_ms)),
  repeat_loads: repeats.length,
  median_repeat_nav_to_score_dom_ms: round1(median(repeats.map((r) => r.dom_ms))),
  median_repeat_nav_to_score_painted_ms: round1(median(repeats.map((r) => r.paint_ms))),
  repeat_nav_to_score_dom_ms: repeats.map((r) => round1(r.dom_ms)),
  new_tab_loads: newTabs.length,
  median_new_tab_nav_to_score_dom_ms: round1(median(newTabs.map((r) => r.dom_ms))),
  median_new_tab_nav_to_score_painted_ms: round1(median(newTabs.map((r) => r.paint_ms))),
  new_tab_nav_to_score_dom_ms: newTabs.map((r) => round1(r.dom_ms)),
  // Medians of the page's marks (see `load`): navigation -> its code runs, -> examples graded.
  median_main_ms: medianOf(runs.map((r) => r.main_ms)),
  median_examples_ms: medianOf(runs.map((r) => r.examples_ms)),
  median_repeat_main_ms: medianOf(repeats.map((r) => r.main_ms)),
  median_repeat_shown_ms: medianOf(repeats.map((r) => r.shown_ms)),
  median_repeat_examples_ms: medianOf(repeats.map((r) => r.examples_ms)),
  median_new_tab_main_ms: medianOf(newTabs.map((r) => r.main_ms)),
  median_new_tab_examples_ms: medianOf(newTabs.map((r) => r.examples_ms)),
  wasm,
}, null, 1));
