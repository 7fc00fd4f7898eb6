// WebAssembly only where a reader interacts (issue 44, site/start.js): a pre-rendered
// case page served compressed reads without its .wasm (≤ 250 KB in all); the reader's
// first gesture loads it and is not lost (a file dropped or chosen is graded == fde-grade,
// a button's click replayed, the scroll kept); a failed load says so and leaves the text;
// old `?case=` links land on the case's page; the server sends X.br / X.gz and the
// caching of `_headers`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ROOT, cases, cliGrade, headline } from './lib/cases.mjs';
import { serve, siteHeaders } from './lib/serve.mjs';
import { WAIT, appReady, launch, watch } from './lib/browser.mjs';

const DIST = process.env.FDE_SITE_DIST ?? join(ROOT, 'site/dist');
const routing = cases().find((c) => c.dir === 'routing-city');
const skip = !routing && 'no routing-city case';
const example = routing?.manifest.submissions.find((s) => /reference/.test(s.file)) ?? routing?.manifest.submissions[0];

let server, base, context;
before(async () => {
  ({ server, url: base } = await serve(DIST, 0));
});
after(async () => {
  await context?.close();
  server?.close();
});

/**
 * A first visit: a page in a browser of its own (no attempts kept from another test: a
 * case with attempts starts its app at once), its requests and problems watched, the
 * bytes it received counted (CDP: encoded, headers included).
 */
async function fresh() {
  await context?.close();
  ({ context } = await launch());
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const bytes = { total: 0 };
  cdp.on('Network.loadingFinished', (e) => { bytes.total += e.encodedDataLength; });
  return { page, w: watch(page), bytes };
}

const wasmAsked = (w) => w.requests.some((r) => /\.wasm$/.test(new URL(r.url).pathname) || /\/site-[^/]*\.js$/.test(r.url));

/** Wait until the report on screen is fde-grade's for `file` of routing-city, byte for byte. */
async function gradedAsCli(page, file) {
  const cli = cliGrade(routing, join(routing.path, file));
  await page.waitForFunction((want) => (document.querySelector('#report-json')?.textContent ?? '') + '\n' === want, cli, WAIT);
}

test('a reading visit of a case page loads no .wasm and transfers at most 250 KB, compressed', { skip }, async () => {
  const { page, w, bytes } = await fresh();
  const res = await page.goto(`${base}cases/${routing.dir}/`);
  assert.equal(res.status(), 200);
  assert.match((await res.allHeaders())['content-encoding'] ?? '', /^(br|gzip)$/, 'the page is sent compressed');
  // Reading: the page scrolled to its end and back, a while.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 700) await page.evaluate((to) => scrollTo(0, to), y);
  await page.evaluate(() => scrollTo(0, 0));
  await page.waitForTimeout(1000);
  assert.equal(wasmAsked(w), false, `no build of the page fetched: ${w.requests.map((r) => r.url).join(' ')}`);
  assert.equal(await page.locator('#fde-prerendered').count(), 1, 'the pre-rendered page stays');
  assert.equal(await page.locator('html[data-ready]').count(), 0, 'no app');
  assert.ok(bytes.total <= 250_000, `a reading visit transferred ${bytes.total} B`);
  assert.deepEqual(w.problems, []);
  await page.close();
});

test('a file dropped on a fresh pre-rendered case page is graded (== fde-grade)', { skip }, async () => {
  const { page, w } = await fresh();
  await page.goto(`${base}fde/cases/${routing.dir}/`);
  assert.equal(wasmAsked(w), false, 'nothing loaded before the drop');
  const said = await page.evaluate(([name, text]) => {
    const d = new DataTransfer();
    d.items.add(new File([text], name, { type: 'application/json' }));
    const zone = document.querySelector('#fde-prerendered .dropzone');
    for (const type of ['dragenter', 'dragover', 'drop']) zone.dispatchEvent(new DragEvent(type, { dataTransfer: d, bubbles: true, cancelable: true }));
    return { busy: document.getElementById('fde-prerendered')?.getAttribute('aria-busy'), status: document.querySelector('.fde-loading[role=status]')?.textContent };
  }, [basename(example.file), readFileSync(join(routing.path, example.file), 'utf8')]);
  assert.equal(said.busy, 'true', 'the page says it is busy');
  assert.ok(said.status, 'a loading status is shown');
  await gradedAsCli(page, example.file);
  assert.equal(await page.locator('.fde-loading').count(), 0, 'the status goes when the app runs');
  assert.deepEqual(w.problems, []);
  await page.close();
});

test('a dropped file starts the grading worker beside the page\'s build, adopted by the app; the service worker waits for its answer', { skip }, async () => {
  const { page } = await fresh();
  // The service worker's registration, seen (its caching of every file would share a
  // phone's link with the grading worker's download: site/start.js defers it).
  await page.addInitScript(() => {
    window.__registered = 0;
    const sw = navigator.serviceWorker;
    if (sw) sw.register = () => { window.__registered += 1; return new Promise(() => {}); };
  });
  const workers = [];
  page.on('worker', (wk) => workers.push(wk.url()));
  // The page's build and the worker's .wasm held: the worker must be asked for while the
  // page's is still coming (not after the app ran), and grading waits for both.
  let releasePage, releaseWorker;
  const pageHeld = new Promise((r) => { releasePage = r; });
  const workerHeld = new Promise((r) => { releaseWorker = r; });
  await context.route(/\/site-[0-9a-f]{16}_bg\.wasm$/, async (r) => { await pageHeld; await r.continue(); });
  const workerAsked = new Promise((ok) => context.route(/grader-worker-[0-9a-f]{16}_bg\.wasm$/, async (r) => { ok(); await workerHeld; await r.continue(); }));
  await page.goto(`${base}cases/${routing.dir}/`);
  await page.evaluate(([name, text]) => {
    const d = new DataTransfer();
    d.items.add(new File([text], name, { type: 'application/json' }));
    const zone = document.querySelector('#fde-prerendered .dropzone');
    for (const type of ['dragenter', 'dragover', 'drop']) zone.dispatchEvent(new DragEvent(type, { dataTransfer: d, bubbles: true, cancelable: true }));
  }, [basename(example.file), readFileSync(join(routing.path, example.file), 'utf8')]);
  await Promise.race([workerAsked, new Promise((_, no) => setTimeout(() => no(new Error('the worker\'s .wasm was not asked for while the page\'s was held')), WAIT.timeout))]);
  assert.equal(await page.locator('html[data-ready]').count(), 0, 'the app is not running yet');
  releasePage();
  await page.locator('html[data-ready="1"]').waitFor({ state: 'attached', ...WAIT });
  await page.waitForTimeout(500);
  assert.equal(await page.evaluate(() => window.__registered), 0, 'no service worker while the dropped file waits for its grading');
  releaseWorker();
  await gradedAsCli(page, example.file);
  await page.waitForFunction(() => window.__registered === 1, null, WAIT);
  assert.equal(workers.length, 1, `one grading worker, the start script's: ${workers.join(' ')}`);
  assert.equal(await page.evaluate(() => typeof window.fdeWorker), 'undefined', 'the app took it');
  await page.close();
});

test('a file chosen with the pre-rendered file input is graded (== fde-grade)', { skip }, async () => {
  const { page, w } = await fresh();
  await page.goto(`${base}zh/cases/${routing.dir}/`);
  assert.equal(wasmAsked(w), false, 'nothing loaded before the choice');
  await page.locator('#fde-prerendered #upload').setInputFiles(join(routing.path, example.file));
  await gradedAsCli(page, example.file);
  assert.deepEqual(w.problems, []);
  await page.close();
});

test('a returning reader\'s page starts its app at once; a file chosen before it runs is still graded', { skip }, async () => {
  const { page, w } = await fresh();
  await page.goto(`${base}cases/${routing.dir}/`);
  await page.evaluate((key) => localStorage.setItem(key, '[]'), `fde-attempts:${routing.dir}`);
  // The .wasm held until the file is chosen: the app is starting, not yet running.
  let release;
  const held = new Promise((r) => { release = r; });
  await page.route(/\.wasm$/, async (r) => { await held; await r.continue(); });
  const asked = page.waitForRequest((r) => /\.wasm$/.test(new URL(r.url()).pathname), WAIT);
  await page.reload({ waitUntil: 'commit' }); // (its load event waits for the .wasm)
  await asked; // the app starts at once (attempts kept), no gesture
  await page.locator('#fde-prerendered #upload').setInputFiles(join(routing.path, example.file));
  assert.equal(await page.locator('.fde-loading[role=status]').count(), 1, 'a loading status is shown');
  release();
  await gradedAsCli(page, example.file);
  assert.deepEqual(w.problems, []);
  await page.close();
});

test('the reader stays where they were when the app replaces the page', { skip }, async () => {
  const { page, w } = await fresh();
  await page.setViewportSize({ width: 1200, height: 700 });
  await page.goto(`${base}cases/${routing.dir}/`);
  const row = `#examples tr[data-file="${example.file}"]`;
  await page.locator(`#fde-prerendered ${row}`).scrollIntoViewIfNeeded();
  const at = await page.locator(`#fde-prerendered ${row}`).evaluate((r) => r.getBoundingClientRect().top);
  assert.ok(await page.evaluate(() => scrollY) > 0, 'scrolled down');
  await page.evaluate(() => window.fdeLive());
  await page.locator('html[data-ready="1"]').waitFor({ state: 'attached', ...WAIT });
  await page.waitForTimeout(1200); // the figures mount and the scroll is kept meanwhile
  assert.equal(await page.locator('#fde-prerendered').count(), 0, 'the app replaced the page');
  const now = await page.locator(row).evaluate((r) => r.getBoundingClientRect().top);
  assert.ok(Math.abs(now - at) < 40, `the example's row stays where it was on screen: ${at} -> ${now}`);
  assert.deepEqual(w.problems, []);
  await page.close();
});

test('a click on a pre-rendered button is replayed on the app\'s, with the focus', { skip }, async () => {
  const { page, w } = await fresh();
  await page.goto(`${base}cases/${routing.dir}/`);
  // An example's "Show report" (not the one on screen).
  const button = page.locator('#fde-prerendered #examples tr[data-file] button[aria-pressed="false"]').last();
  const file = await button.evaluate((b) => b.closest('tr').dataset.file);
  await button.click();
  await page.locator('html[data-ready="1"]').waitFor({ state: 'attached', ...WAIT });
  const b = page.locator(`#examples tr[data-file="${file}"] button`);
  await page.waitForFunction((f) => document.querySelector(`#examples tr[data-file="${f}"] button`)?.getAttribute('aria-pressed') === 'true', file, WAIT);
  assert.ok(await b.evaluate((x) => document.activeElement === x), 'the clicked button has the focus');
  // As a click in the app does: that example's report, scrolled to.
  await page.waitForFunction((f) => document.querySelector('.report-card')?.dataset.file === f, file, WAIT);
  assert.deepEqual(w.problems, []);
  await page.close();
});

test('a mouse over the drop zone loads the app ahead; a plain link just navigates', { skip }, async () => {
  const { page, w } = await fresh();
  await page.goto(`${base}cases/${routing.dir}/`);
  await page.locator('#fde-prerendered nav.crumbs a').first().click();
  await page.waitForURL(base);
  assert.equal(wasmAsked(w), false, 'a link to the gallery loads no .wasm');
  await page.locator(`#fde-prerendered a[href="cases/${routing.dir}/"]`).first().click();
  await page.waitForURL(`${base}cases/${routing.dir}/`);
  assert.equal(wasmAsked(w), false, 'nor one back to the case');
  await page.locator('#fde-prerendered .dropzone').hover();
  await page.locator('html[data-ready="1"]').waitFor({ state: 'attached', ...WAIT });
  assert.equal(await page.locator('.fde-loading').count(), 0, 'no status: nothing was asked yet');
  assert.deepEqual(w.problems, []);
  await page.close();
});

test('a .wasm that cannot be loaded: a clear message, the text still there', { skip }, async () => {
  const { page } = await fresh();
  await page.route(/\.wasm$/, (r) => r.abort());
  await page.goto(`${base}cases/${routing.dir}/`);
  await page.locator('#fde-prerendered .dropzone label').dispatchEvent('pointerdown');
  const alert = page.locator('.fde-loading.error[role=alert]');
  await alert.waitFor(WAIT);
  assert.match(await alert.textContent(), /could not be loaded/);
  assert.equal(await page.locator('#fde-prerendered').getAttribute('aria-busy'), null);
  assert.equal((await page.locator('article.case h1').textContent()).trim(), routing.manifest.title);
  await page.close();
});

test('a kind\'s module that cannot be loaded (the core could): the same message, the text still there, no crash', { skip }, async () => {
  const { page } = await fresh();
  const w = watch(page);
  await page.route(/\/site-[0-9a-f]{16}_routing\.wasm$/, (r) => r.abort());
  await page.goto(`${base}cases/${routing.dir}/`);
  await page.locator('#fde-prerendered .dropzone label').dispatchEvent('pointerdown');
  const alert = page.locator('.fde-loading.error[role=alert]');
  await alert.waitFor(WAIT);
  assert.match(await alert.textContent(), /could not be loaded \(routing: /);
  assert.equal(await page.locator('#fde-prerendered').count(), 1, 'the pre-rendered page stays');
  assert.equal((await page.locator('article.case h1').textContent()).trim(), routing.manifest.title);
  assert.deepEqual(w.problems.filter((p) => /page error|panicked|unreachable/.test(p)), [], 'no panic');
  await page.close();
});

test('old ?case= links land on the case\'s page, their other keys kept; a graded file in one opens graded', { skip }, async () => {
  const { page } = await fresh();
  await page.goto(`${base}fde/?case=${routing.dir}`);
  await page.waitForURL(`${base}fde/cases/${routing.dir}/`);
  assert.equal((await page.locator('article.case h1').textContent()).trim(), routing.manifest.title);
  await page.goto(`${base}?lang=zh&case=${routing.dir}&x=1%202#top`);
  await page.waitForURL(`${base}zh/cases/${routing.dir}/?x=1%202#top`);
  await page.goto(`${base}?case=${routing.dir}&sub=${encodeURIComponent(example.file)}`);
  await page.waitForURL(`${base}cases/${routing.dir}/?sub=${encodeURIComponent(example.file)}`);
  // No gesture: a link with a file opens graded.
  const score = page.locator('#score');
  await score.waitFor(WAIT);
  assert.deepEqual(JSON.parse(await score.getAttribute('data-score')), headline(JSON.parse(cliGrade(routing, join(routing.path, example.file)))));
  // An unknown case is not redirected: the app says so on the root page.
  await page.goto(`${base}?case=no-such-case`);
  await appReady(page);
  assert.equal(new URL(page.url()).search, '?case=no-such-case');
  await page.close();
});

test('the server sends X.br / X.gz by Accept-Encoding, and _headers\' caching', { skip }, async () => {
  const get = async (path, enc) => {
    const r = await fetch(new URL(path, base), { headers: enc === undefined ? {} : { 'Accept-Encoding': enc } });
    return { r, body: Buffer.from(await r.arrayBuffer()) };
  };
  const plain = await get(`cases/${routing.dir}/`, 'identity');
  assert.equal(plain.r.headers.get('content-encoding'), null);
  assert.equal(plain.r.headers.get('content-type'), 'text/html; charset=utf-8');
  assert.equal(plain.r.headers.get('vary'), 'Accept-Encoding');
  assert.equal(plain.r.headers.get('cache-control'), 'no-cache');
  const name = readdirSync(DIST).find((f) => /^site-[0-9a-f]{16}_bg\.wasm$/.test(f));
  const wasm = readFileSync(join(DIST, name));
  // Node's fetch decodes what it is sent; the header says what was sent.
  for (const [accept, want] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['br;q=0, gzip', 'gzip'], ['identity', null]]) {
    const { r, body } = await get(name, accept);
    assert.equal(r.headers.get('content-encoding'), want, `${accept}`);
    assert.equal(r.headers.get('content-type'), 'application/wasm');
    assert.equal(r.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.ok(body.equals(wasm), `${accept}: the same bytes once decoded`);
  }
  assert.equal(siteHeaders(DIST, '/sw.js')['Cache-Control'], 'no-cache');
  assert.equal(siteHeaders(DIST, `/cases/${routing.dir}/`)['Cache-Control'], 'no-cache');
  assert.ok(siteHeaders(DIST, '/sw.js')['Content-Security-Policy'], 'the policy on every path');
});
