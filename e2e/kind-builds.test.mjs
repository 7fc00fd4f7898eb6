// One build of the page per case kind (issue 6: a case page downloads one kind's grader
// and figures, not all three). scripts/build-site builds routing's (the
// gallery, the demos and unknown cases use it), scorecard's and uplift's, and writes a
// start script that loads the build of the page's `?case=`. A link to a case of another
// kind loads the page anew (so the right build comes); a link to a case of the same
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

/** The page's builds as the files in dist name them: kind → [glue, wasm]. */
function builds() {
  const files = readdirSync(DIST);
  const out = {};
  for (const f of files) {
    const m = /^site-(?:([a-z0-9_]+)-)?([0-9a-f]{16})\.js$/.exec(f);
    if (m) out[m[1] ?? 'routing'] = [f, `${f.slice(0, -3)}_bg.wasm`];
  }
  return out;
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

/** The page builds (`site-*.js`, `site-*_bg.wasm`) requested so far, by file name. */
const buildFiles = (w) => w.requests.map((r) => new URL(r.url).pathname.split('/').pop()).filter((f) => /^site-.*(\.js|_bg\.wasm)$/.test(f));

test('dist has one build per case kind, and the start script knows each case\'s kind', () => {
  const b = builds();
  assert.deepEqual(Object.keys(b).sort(), [...KINDS].sort());
  for (const [glue, wasm] of Object.values(b)) {
    assert.ok(readdirSync(DIST).includes(wasm), `${glue} has its ${wasm}`);
  }
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
  test(`a ${kind} case page loads only the ${kind} build, and grades its examples`, { skip: !byKind[kind] && `no ${kind} case` }, async () => {
    const c = byKind[kind];
    const page = await context.newPage();
    const w = watch(page);
    await page.goto(`${base}fde/?case=${encodeURIComponent(c.dir)}`);
    await appReady(page);
    await page.locator(`article.case[data-case="${c.dir}"] #examples td.score[data-score]`).first().waitFor(WAIT);
    assert.deepEqual(buildFiles(w).sort(), [...builds()[kind]].sort(), 'its own build, once');
    assert.deepEqual(w.problems, []);
    await page.close();
  });
}

test('links: another kind\'s case loads its build in a new page; the gallery and same-kind cases stay in the page; back works', { skip: !(byKind.routing && byKind.scorecard) && 'needs a routing and a scorecard case' }, async () => {
  const { routing, scorecard } = byKind;
  const page = await context.newPage();
  const w = watch(page);
  await page.goto(`${base}fde/`);
  await appReady(page);
  assert.deepEqual(buildFiles(w).sort(), [...builds().routing].sort(), 'the gallery: routing\'s build');
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
  assert.deepEqual(buildFiles(w).sort(), [...builds().routing, ...builds().scorecard].sort(), 'then the scorecard build, once');
  await page.goBack(); // the gallery, in routing's build
  await page.locator('#gallery').waitFor(WAIT);
  await page.goForward(); // the scorecard case again
  await page.locator(`article.case[data-case="${scorecard.dir}"] #examples td.score[data-score]`).first().waitFor(WAIT);
  assert.deepEqual(w.problems, []);
  await page.close();
});

test('an embed loads the build of its case\'s kind', { skip: !byKind.scorecard && 'no scorecard case' }, async () => {
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
