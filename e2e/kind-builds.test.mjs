// A case page downloads its own kind's grader and figures only (issue 6): the page is one
// build with every kind, split by scripts/split-page into the core (site-HASH.js,
// site-HASH_bg.wasm, and the loader site-HASH_split.js) and one module per kind
// (site-HASH_<kind>.wasm), which the core loads before a page of that kind mounts
// (issues 43 and 44).
// Routing's for the gallery, the demos and unknown cases. A link to a case of another
// kind loads the page anew (so its kind's code comes); a link to a case of the same
// kind, or to the gallery, stays in the page. Run by scripts/test-browser:
// node --test e2e/kind-builds.test.mjs
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, cases } from './lib/cases.mjs';
import { serve } from './lib/serve.mjs';
import { WAIT, appReady, launch, watch } from './lib/browser.mjs';

const DIST = process.env.FDE_SITE_DIST ?? join(ROOT, 'site/dist');
// The kinds the site has a build for, as scripts/build-site builds them.
const KINDS = execFileSync(join(ROOT, 'scripts/kinds'), ['--site'], { encoding: 'utf8' }).split('\n').filter(Boolean);
// A readable case of each kind with examples (the public ones come first).
const withExamples = cases().filter((c) => (c.manifest.submissions ?? []).length);
const byKind = Object.fromEntries(KINDS.map((k) => [k, withExamples.find((c) => c.manifest.kind === k)]));

/** What a page of each kind loads, as the files in dist name them: kind → [the core's
 * glue, its wasm, its loader of modules, the kind's module]. */
function builds() {
  const glue = readdirSync(DIST).filter((f) => /^site-[0-9a-f]{16}\.js$/.test(f));
  assert.equal(glue.length, 1, `one build of the page: ${glue}`);
  const stem = glue[0].slice(0, -3);
  return Object.fromEntries(KINDS.map((k) => [k, [glue[0], `${stem}_bg.wasm`, `${stem}_split.js`, `${stem}_${k}.wasm`]]));
}

let server, base, context;

before(async () => {
  ({ server, url: base } = await serve(DIST, 0));
  ({ context } = await launch());
});

after(async () => {
  await context?.close();
  server?.close();
});

/** The page's files (`site-*.js`, `site-*.wasm`) requested so far, by file name. */
const buildFiles = (w) => w.requests.map((r) => new URL(r.url).pathname.split('/').pop()).filter((f) => /^site-.*\.(js|wasm)$/.test(f));

test('dist has the page\'s core and one module per case kind, and the start script knows each case\'s kind', () => {
  const b = builds();
  assert.deepEqual(Object.keys(b).sort(), [...KINDS].sort());
  const files = readdirSync(DIST);
  for (const [kind, names] of Object.entries(b)) {
    for (const f of names) assert.ok(files.includes(f), `${kind}: ${f}`);
  }
  // No other module of the page: each kind's chunks are merged into its module.
  assert.deepEqual(files.filter((f) => /^site-.*\.wasm$/.test(f)).sort(), [...new Set(Object.values(b).flatMap((n) => n.filter((f) => f.endsWith('.wasm'))))].sort());
  // The loader fetches each kind's module by its name.
  const loader = readFileSync(join(DIST, b.routing[2]), 'utf8');
  for (const kind of KINDS) assert.match(loader, new RegExp(`__wasm_split_load_${kind} = [^]*?"\\./${b[kind][3]}"`));
  const start = readdirSync(DIST).find((f) => /^start-[0-9a-f]{16}\.js$/.test(f));
  const code = readFileSync(join(DIST, start), 'utf8');
  const kinds = JSON.parse(/var kinds = (\{.*?\});/.exec(code)[1]);
  for (const c of cases()) {
    const want = c.manifest.kind === 'routing' ? undefined : c.manifest.kind;
    assert.equal(kinds[c.dir], want, `${c.dir}: the start script's kind`);
  }
  // No preload of routing's build in the page itself: a scorecard page would fetch it for nothing.
  assert.doesNotMatch(readFileSync(join(DIST, 'index.html'), 'utf8'), /rel="(module)?preload"/);
});

for (const kind of KINDS) {
  test(`a ${kind} case page loads only its kind's code (its build, or the core and the ${kind} module), and grades its examples`, { skip: !byKind[kind] && `no ${kind} case` }, async () => {
    const c = byKind[kind];
    const page = await context.newPage();
    const w = watch(page);
    await page.goto(`${base}fde/?case=${encodeURIComponent(c.dir)}`);
    await appReady(page);
    await page.locator(`article.case[data-case="${c.dir}"] #examples td.score[data-score]`).first().waitFor(WAIT);
    assert.deepEqual(buildFiles(w).sort(), [...builds()[kind]].sort(), 'the core and its kind\'s module, once');
    assert.deepEqual(w.problems, []);
    await page.close();
  });
}

test('links: another kind\'s case loads its module in a new page; the gallery and same-kind cases stay in the page; back works', { skip: !(byKind.routing && byKind.scorecard) && 'needs a routing and a scorecard case' }, async () => {
  const { routing, scorecard } = byKind;
  const page = await context.newPage();
  const w = watch(page);
  await page.goto(`${base}fde/`);
  await appReady(page);
  assert.deepEqual(buildFiles(w).sort(), [...builds().routing].sort(), 'the gallery: the core and routing\'s module');
  // A mark that lives as long as the document: gone after a page load.
  const mark = () => page.evaluate(() => { window.fdeMark = 1; });
  const same = () => page.evaluate(() => window.fdeMark === 1);
  await mark();
  await page.locator(`#gallery li[data-case="${routing.dir}"] h2 a`).click();
  await page.locator(`article.case[data-case="${routing.dir}"] #examples td.score[data-score]`).first().waitFor(WAIT);
  assert.ok(await same(), 'gallery → routing case: the same page');
  await page.locator('a.brand').click();
  await page.locator('#gallery').waitFor(WAIT);
  assert.ok(await same(), 'routing case → gallery: the same page');
  await page.locator(`#gallery li[data-case="${scorecard.dir}"] h2 a`).click();
  await page.locator(`article.case[data-case="${scorecard.dir}"] #examples td.score[data-score]`).first().waitFor(WAIT);
  assert.ok(!(await same()), 'gallery → scorecard case: a new page');
  // Its pre-rendered page (the old `?case=` link sent on to it), its build on the reader's demand.
  assert.equal(new URL(page.url()).pathname, `/fde/cases/${scorecard.dir}/`);
  await appReady(page);
  // The new page asks for the core again (the browser's cache may answer), and for the
  // scorecard module once.
  assert.deepEqual([...new Set(buildFiles(w))].sort(), [...new Set([...builds().routing, ...builds().scorecard])].sort(), 'then the scorecard module');
  assert.equal(buildFiles(w).filter((f) => f === builds().scorecard.at(-1)).length, 1, 'the scorecard module, once');
  await page.goBack(); // the gallery, in routing's build
  await page.locator('#gallery').waitFor(WAIT);
  await page.goForward(); // the scorecard case again
  await page.locator(`article.case[data-case="${scorecard.dir}"] #examples td.score[data-score]`).first().waitFor(WAIT);
  assert.deepEqual(w.problems, []);
  await page.close();
});

test('an embed loads the module of its case\'s kind', { skip: !byKind.scorecard && 'no scorecard case' }, async () => {
  const c = byKind.scorecard;
  const page = await context.newPage();
  const w = watch(page);
  await page.goto(`${base}fde/?case=${encodeURIComponent(c.dir)}&embed=roc&sub=${encodeURIComponent(c.manifest.submissions[0].file)}`);
  await appReady(page);
  await page.locator('.embed-root svg.roc-chart').first().waitFor(WAIT);
  assert.deepEqual(buildFiles(w).sort(), [...builds().scorecard].sort());
  assert.deepEqual(w.problems, []);
  await page.close();
});
