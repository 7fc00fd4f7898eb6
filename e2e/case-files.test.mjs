// The case files are fetched, not embedded (issue 6): a case page (or an embed) fetches
// its own case's files from dist/cases/<case>/ (same origin, relative URL, in
// parallel), shows "Loading the case files…" meanwhile, then its graded examples; a file
// that cannot be fetched gets a clear message naming it and the HTTP status; files once
// loaded are kept for the session (gallery → case → other case → back fetches nothing
// twice). Run by scripts/test-browser: node --test e2e/case-files.test.mjs
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ROOT, caseFileNames, caseFileOf, cases, cliGrade, extraFlags, headline } from './lib/cases.mjs';
import { serve } from './lib/serve.mjs';
import { WAIT, appReady, launch, live, watch } from './lib/browser.mjs';

const DIST = process.env.FDE_SITE_DIST ?? join(ROOT, 'site/dist');
const all = cases().filter((c) => (c.manifest.submissions ?? []).length);
const [first, second] = all;

let server, base, context;

before(async () => {
  ({ server, url: base } = await serve(DIST, 0));
  ({ context } = await launch());
});

after(async () => {
  await context?.close();
  server?.close();
});

/** A fresh page with its requests and console errors recorded. */
async function fresh() {
  const page = await context.newPage();
  return { page, w: watch(page) };
}

/** The case files requested so far, as `dir/name`. */
const fetched = (w) => w.requests.map((r) => caseFileOf(r.url)).filter(Boolean).map((f) => `${f.dir}/${f.name}`);

test('a case page shows "Loading the case files…", then its examples graded (== fde-grade)', { skip: !first && 'no case with examples' }, async () => {
  const { page, w } = await fresh();
  // Hold one file back until the loading state has been seen.
  const data = caseFileNames(first)[0];
  let release;
  const held = new Promise((r) => { release = r; });
  await page.route((u) => caseFileOf(u.href)?.name === data, async (route) => { await held; await route.continue(); });
  await page.goto(`${base}fde/?case=${encodeURIComponent(first.dir)}`);
  await appReady(page);
  const loading = page.locator('.case-loading');
  await loading.waitFor(WAIT);
  assert.equal((await loading.textContent()).trim(), 'Loading the case files…');
  assert.equal(await page.locator(`[data-case-pending="${first.dir}"] h1`).textContent(), first.manifest.title);
  release();
  await page.locator(`article.case[data-case="${first.dir}"]`).waitFor(WAIT);
  assert.equal(await loading.count(), 0);
  for (const s of first.manifest.submissions) {
    const cli = JSON.parse(cliGrade(first, join(first.path, s.file), { name: s.file, flags: extraFlags(first, s.extra_files ?? []) }));
    const cell = page.locator(`#examples tr[data-file="${s.file}"] td.score[data-score]`);
    await cell.waitFor(WAIT);
    assert.equal(JSON.parse(await cell.getAttribute('data-score')), headline(cli), `${s.file} in the examples table`);
  }
  // Every file the case names, once, relative to the page (under /fde/), with a content hash.
  const urls = w.requests.map((r) => r.url).filter((u) => caseFileOf(u));
  assert.deepEqual(fetched(w).sort(), caseFileNames(first).map((f) => `${first.dir}/${f}`));
  for (const u of urls) {
    assert.ok(u.startsWith(`${base}fde/cases/`), `fetched under the page's path: ${u}`);
    assert.match(new URL(u).searchParams.get('v') ?? '', /^[0-9a-f]{16}$/);
  }
  assert.deepEqual(w.problems, []);
  await page.close();
});

test('a case file that cannot be fetched: a clear message naming it and the HTTP status, no panic', { skip: !first && 'no case with examples' }, async () => {
  const { page, w } = await fresh();
  const missing = first.manifest.submissions.at(-1).file;
  await page.route((u) => caseFileOf(u.href)?.name === missing,
    (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' }));
  await page.goto(`${base}fde/?case=${encodeURIComponent(first.dir)}`);
  await live(page); // its case's page, pre-rendered: the app (which loads the files) on demand
  const err = page.locator('#case-load-error');
  await err.waitFor(WAIT);
  const text = (await err.textContent()).trim();
  assert.ok(text.startsWith("Could not load this case's files: "), text);
  assert.ok(text.includes(`${missing}: HTTP 404`), `names the file and the status: ${text}`);
  assert.equal(await page.locator('article.case').count(), 0, 'no half-built page');
  // The embed of that case says the same.
  await page.goto(`${base}fde/?embed=rule-ladder&case=${encodeURIComponent(first.dir)}`);
  await err.waitFor(WAIT);
  assert.ok((await err.textContent()).includes(`${missing}: HTTP 404`));
  // A wrong size (an old copy served for a new build) is refused as clearly.
  await page.unrouteAll();
  const data = caseFileNames(first)[0];
  await page.route((u) => caseFileOf(u.href)?.name === data,
    (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'old' }));
  await page.goto(`${base}fde/?case=${encodeURIComponent(first.dir)}`);
  await live(page);
  await err.waitFor(WAIT);
  assert.match(await err.textContent(), new RegExp(`${data.replace(/[.]/g, '\\.')}: 3 bytes received, [\\d,]+ expected`));
  assert.deepEqual(w.problems.filter((p) => !/404/.test(p)), [], 'no page error (a 404 is logged by the browser itself)');
  assert.deepEqual(w.problems.filter((p) => /page error|panicked/.test(p)), []);
  await page.close();
});

test('gallery → case → other case → back → back: each case file fetched once in the session', { skip: !second && 'needs two cases' }, async () => {
  const { page, w } = await fresh();
  await page.goto(`${base}fde/`);
  await appReady(page);
  await page.waitForLoadState('networkidle');
  assert.deepEqual(fetched(w), [], 'the gallery fetches no case file');
  const open = async (c) => {
    await page.locator(`#gallery li[data-case="${c.dir}"] h2 a`).click();
    await appReady(page); // another kind's case: its pre-rendered page, loaded anew, made live
    await page.locator(`article.case[data-case="${c.dir}"] #examples td.score[data-score]`).first().waitFor(WAIT);
  };
  await open(first);
  assert.deepEqual(fetched(w).sort(), caseFileNames(first).map((f) => `${first.dir}/${f}`), 'the first case: its own files only');
  await page.locator('a.brand').click();
  await open(second);
  await page.goBack(); // the gallery
  await page.locator('#gallery').waitFor(WAIT);
  await page.goBack(); // the first case again: at once, no loading state
  await page.locator(`article.case[data-case="${first.dir}"] #examples td.score[data-score]`).first().waitFor(WAIT);
  await page.goForward();
  await page.goForward(); // the second case again
  await page.locator(`article.case[data-case="${second.dir}"] #examples td.score[data-score]`).first().waitFor(WAIT);
  await page.locator('a.brand').click();
  await open(first);
  await page.waitForLoadState('networkidle');
  const got = fetched(w);
  const want = [first, second].flatMap((c) => caseFileNames(c).map((f) => `${c.dir}/${f}`));
  assert.deepEqual([...got].sort(), want.sort(), 'each file of the two cases once, nothing twice, no other case');
  assert.deepEqual(w.problems, []);
  await page.close();
});
