// Headless-Chromium tests of issue 45's points 2, 4, 8 and 11 (the site, round two): the
// reader's own file drawn on every comparison figure (the rule ladder's rung, with where
// it sits among the examples; the ROC as a second curve; the uplift ladder's line; the
// cost split's row), each value == `fde-grade`'s report for that file; practice mode
// (the answer key hidden until a file is graded or the reader asks); the figures' titles
// visible and in the page's language; the attempts chart's axes, values and the
// examples as reference lines; and, at phone width (390 px), the hours chart's labels
// measured apart. Screenshots at 1280 and 390 px in both themes go to out/screenshots/
// with FDE_SCREENSHOTS=1.
// Run by scripts/test-browser: node --test e2e/your-file.test.mjs
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, cases, cliGrade, extraFlags, ftlFiles, headline } from './lib/cases.mjs';
import { serve } from './lib/serve.mjs';
import { WAIT, appReady, figuresDrawn, launch, screenshot } from './lib/browser.mjs';

const DIST = process.env.FDE_SITE_DIST ?? join(ROOT, 'site/dist');
const OUT = join(ROOT, 'out/screenshots');
const WORK = join(ROOT, 'out/your-file');
const all = cases();
const byDir = (d) => all.find((c) => c.dir === d);
const num = (v) => (v === '—' || v === null || v === undefined ? null : Number(v));

let server, base;

/** `key = value` of `lang`'s Fluent file `name` (simple one-line messages). */
function words(lang, name) {
  const out = new Map();
  for (const p of ftlFiles(lang, name)) {
    for (const line of readFileSync(p, 'utf8').split('\n')) {
      const m = line.match(/^([a-z][a-z0-9-]*) = (.*)$/);
      if (m) out.set(m[1], m[2].trim());
    }
  }
  return out;
}

/** The CLI's report for `path` (a file outside the case), named `name`. */
const cli = (c, path, name, flags = []) => JSON.parse(cliGrade(c, path, { name, flags }));
/** The CLI's headline of every example of `c`, in manifest order. */
const exampleScores = (c) => c.manifest.submissions.map((s) => {
  const flags = extraFlags(c, (s.extra_files ?? []).map((f) => join(c.path, f)));
  return headline(JSON.parse(cliGrade(c, join(c.path, s.file), { name: s.file, flags })));
});

async function open(page, c, lang = '') {
  await page.goto(`${base}fde/${lang}cases/${c.dir}/`, { waitUntil: 'load' });
  await appReady(page);
  await page.locator(`article.case[data-case="${c.dir}"]`).waitFor(WAIT);
  await figuresDrawn(page);
}

const seq = (page) => page.evaluate(() => Number(document.querySelector('.report-card')?.dataset.seq ?? 0));

async function drop(page, paths) {
  const n = await seq(page);
  await page.locator('#upload').setInputFiles(paths);
  await page.waitForFunction((n) => Number(document.querySelector('.report-card')?.dataset.seq ?? 0) > n, n, WAIT);
}

async function pick(page, figure, i) {
  const n = await seq(page);
  await page.locator(`#sub-${figure}`).selectOption(String(i));
  await page.waitForFunction((n) => Number(document.querySelector('.report-card')?.dataset.seq ?? 0) > n, n, WAIT);
}

/** Where the reader's score sits among the examples': the ranks above and below (1 = best), as the rule ladder counts them. */
function between(examples, mine) {
  // No score (a rejected file) sorts last, as on the ladder.
  const sorted = examples.map((s) => (s === null || Number.isNaN(s) ? -Infinity : s)).sort((a, b) => b - a);
  const above = sorted.filter((s) => s >= mine).length;
  return { above: above || null, below: above < sorted.length ? above + 1 : null };
}

before(async () => {
  mkdirSync(OUT, { recursive: true });
  mkdirSync(WORK, { recursive: true });
  ({ server, url: base } = await serve(DIST, 0));
});
after(async () => server?.close());

const scorecard = byDir('scorecard-credit');

test('scorecard: practice mode, then the reader\'s file on the rule ladder and the ROC == fde-grade', { skip: !scorecard }, async () => {
  const c = scorecard;
  // A model of their own: the reference example's scores, every third row set to 0.5.
  const rows = readFileSync(join(c.path, 'submissions/1-logistic-regression.csv'), 'utf8').trim().split('\n');
  const mine = rows.map((l, i) => (i > 0 && i % 3 === 0 ? `${l.split(',')[0]},0.5` : l)).join('\n') + '\n';
  const path = join(WORK, 'my-model.csv');
  writeFileSync(path, mine);
  const report = cli(c, path, 'my-model.csv');
  const examples = exampleScores(c);
  const { context, page } = await launch({ viewport: { width: 1280, height: 900 } });
  try {
    await open(page, c);
    // Practice mode: the training and test files previewed, the answer key not.
    assert.equal(await page.locator('[data-peek="train"] table.peek').count(), 1, 'train.csv previewed');
    assert.equal(await page.locator('[data-peek="test"] table.peek').count(), 1, 'test.csv previewed');
    assert.equal(await page.locator('[data-peek="truth"]').count(), 0, 'the answer key hidden before an upload');
    const firstTrain = readFileSync(join(c.path, c.manifest.files.train), 'utf8').split('\n')[1].split(',')[0];
    assert.equal(await page.locator('[data-peek="train"] tbody tr:first-child td:first-child').textContent(), firstTrain);
    await page.locator('#reveal-truth').waitFor(WAIT);
    // Figure titles, visible (issue 45 point 8).
    const en = words('en', 'figures');
    for (const id of ['roc', 'rule-ladder']) {
      const h = page.locator(`#fig-${id} h3.fig-title`);
      assert.ok(await h.isVisible(), `${id}'s title visible`);
      assert.equal((await h.textContent()).trim(), en.get(`fig-${id}-title`));
    }
    await drop(page, path);
    assert.equal(await page.locator('[data-peek="truth"] table.peek').count(), 1, 'the answer key shown after an upload');
    // The rule ladder: the reader's rung, with fde-grade's score, among the examples.
    const rung = page.locator('.rule-ladder-chart g.rung.mine');
    assert.equal(await rung.count(), 1, 'the reader\'s rung drawn');
    assert.equal(num(await rung.locator('rect.bar').getAttribute('data-score')), headline(report));
    assert.match(await rung.getAttribute('class'), /\bshown\b/, 'the file shown is outlined');
    assert.equal(num(await page.locator('.rule-ladder-table tr.mine').getAttribute('data-score')), headline(report));
    assert.equal(await page.locator('.rule-ladder-table tr:not(.mine)').count() - 1, c.manifest.submissions.length, 'every example still there (and the header)');
    const place = await page.locator('#ladder-place').textContent();
    const { above, below } = between(examples, headline(report));
    if (above && below) assert.ok(place.includes(`rung ${above} `) && place.includes(`rung ${below} `), place);
    else assert.ok(place.includes(above ? 'below every example' : 'above every example'), place);
    // The ROC, an example shown: the reader's curve drawn second, with its AUC and KS.
    await pick(page, 'roc', 0);
    const curve = page.locator('.roc-chart polyline.roc-mine');
    assert.equal(await curve.count(), 1, 'the reader\'s curve drawn beside the example\'s');
    assert.equal(num(await curve.getAttribute('data-auc')), report.auc);
    assert.equal(num(await curve.getAttribute('data-ks')), report.ks);
    assert.equal(await page.locator('.rule-ladder-chart g.rung.mine').count(), 1, 'still on the ladder while an example is shown');
    // The attempts chart: axes (two score ticks, the attempt's number), the value, the examples as lines.
    const chart = page.locator('svg.attempts-chart');
    await chart.waitFor(WAIT);
    assert.equal(num(await chart.locator('circle').first().getAttribute('data-score')), headline(report));
    const ticks = await chart.locator('text.tick').allTextContents();
    assert.ok(ticks.includes('#1') && ticks.length >= 3, `axes: ${ticks}`);
    assert.ok((await chart.locator('text.value').allTextContents()).length >= 1, 'the score written by its dot');
    const lines = (await chart.locator('line.example').evaluateAll((ls) => ls.map((l) => Number(l.dataset.score)))).sort();
    assert.deepEqual(lines, examples.filter((s) => Number.isFinite(s)).sort(), 'one line per example, at fde-grade\'s score');
    for (const [w, h] of [[1280, 900], [390, 844]]) {
      for (const scheme of ['light', 'dark']) {
        await page.setViewportSize({ width: w, height: h });
        await page.emulateMedia({ colorScheme: scheme });
        await page.locator('#fig-rule-ladder').scrollIntoViewIfNeeded();
        await screenshot(page.locator('#fig-rule-ladder'), { path: join(OUT, `your-file-rule-ladder-${w}-${scheme}.png`) });
        await screenshot(page.locator('#fig-roc'), { path: join(OUT, `your-file-roc-${w}-${scheme}.png`) });
        await screenshot(chart, { path: join(OUT, `your-file-attempts-${w}-${scheme}.png`) });
      }
    }
  } finally {
    await context.close();
  }
});

const bakery = byDir('bakery-hourly-demand');

test('prediction: practice mode hides the answer key and the worst rows until the reader asks', { skip: !bakery }, async () => {
  const { context, page } = await launch({ viewport: { width: 1280, height: 900 } });
  try {
    await open(page, bakery);
    assert.equal(await page.locator('[data-peek="truth"]').count(), 0, 'no answer key before');
    assert.equal(await page.locator('[data-peek="train"] table.peek').count(), 1);
    assert.equal(await page.locator('[data-peek="test"] table.peek').count(), 1);
    assert.equal(await page.locator('[data-figure="pred-worst"] table').count(), 0, 'the worst rows wait too');
    await page.locator('#reveal-truth').click();
    await page.locator('[data-peek="truth"] table.peek').waitFor(WAIT);
    const head = readFileSync(join(bakery.path, bakery.manifest.files.truth), 'utf8').split('\n')[0].split(',');
    assert.deepEqual((await page.locator('[data-peek="truth"] thead th').allTextContents()), head);
    await page.locator('[data-figure="pred-worst"] table').first().waitFor(WAIT);
  } finally {
    await context.close();
  }
});

const uplift = byDir('cold-chain-spoilage');

test('uplift: the reader\'s net drawn on the ladder while an example is shown == fde-grade', { skip: !uplift }, async () => {
  const c = uplift;
  const dir = join(c.path, 'submissions/2-missed-the-rules');
  const report = cli(c, join(dir, 'result.json'), 'result.json', extraFlags(c, [join(dir, 'ask.jsonl')]));
  const { context, page } = await launch({ viewport: { width: 1280, height: 900 } });
  try {
    await open(page, c);
    await drop(page, [join(dir, 'result.json'), join(dir, 'ask.jsonl')]);
    assert.equal(num(await page.locator('.rule-ladder-chart g.rung.mine rect.bar').getAttribute('data-score')), headline(report));
    await pick(page, 'uplift-ladder', 0);
    const line = page.locator('.uplift-chart g.mine-net');
    assert.equal(await line.count(), 1, 'the reader\'s net drawn');
    assert.equal(num(await line.getAttribute('data-net')), report.uplift_net);
    await screenshot(page.locator('#fig-uplift-ladder'), { path: join(OUT, 'your-file-uplift-1280-light.png') });
  } finally {
    await context.close();
  }
});

const city = byDir('routing-city');

/** Pairs of boxes (`{x, y, width, height}`) of `boxes` that overlap (a pixel's slack). */
function overlaps(boxes) {
  const out = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i], boxes[j]];
      if (a.x + a.width - 1 > b.x && b.x + b.width - 1 > a.x && a.y + a.height - 1 > b.y && b.y + b.height - 1 > a.y) out.push([i, j]);
    }
  }
  return out;
}

test('routing: the reader\'s plan on the ladder and the cost split == fde-grade; at 390 px the hours labels do not overlap', { skip: !city }, async () => {
  const c = city;
  const path = join(WORK, 'my-plan.json');
  writeFileSync(path, readFileSync(join(c.path, 'submissions/4-nearest-neighbour-fill.json')));
  const report = cli(c, path, 'my-plan.json');
  for (const [width, scheme] of [[1280, 'light'], [390, 'dark']]) {
    const { context, page } = await launch({ viewport: { width, height: 844 }, hasTouch: width < 500, colorScheme: scheme });
    try {
      await open(page, c);
      await drop(page, path);
      assert.equal(num(await page.locator('.rule-ladder-chart g.rung.mine rect.bar').getAttribute('data-score')), headline(report));
      const row = page.locator('.split-chart g.split-row[data-file="upload"]');
      assert.equal(num(await row.getAttribute('data-cost')), report.exact.cost, 'the cost split\'s row == fde-grade');
      // Phone width: the route numbers under the bars, and the marks over them, apart.
      const labels = await page.locator('[data-figure="hours"] svg text.bar-label, [data-figure="hours"] svg text.bar-mark')
        .evaluateAll((ts) => ts.map((t) => t.getBoundingClientRect().toJSON()));
      assert.ok(labels.length > 0);
      assert.deepEqual(overlaps(labels), [], `hours labels overlap at ${width} px`);
      const ticks = await page.locator('[data-figure="hours"] svg text.tick-label').evaluateAll((ts) => ts.map((t) => t.getBoundingClientRect().toJSON()));
      assert.deepEqual(overlaps(ticks), []);
      await screenshot(page.locator('[data-figure="hours"]'), { path: join(OUT, `your-file-hours-${width}-${scheme}.png`) });
      await screenshot(page.locator('#fig-rule-ladder'), { path: join(OUT, `your-file-routing-ladder-${width}-${scheme}.png`) });
    } finally {
      await context.close();
    }
  }
});

test('the figures\' titles are visible in the four languages', { skip: !scorecard }, async () => {
  const { context, page } = await launch({ viewport: { width: 1280, height: 900 } });
  try {
    for (const lang of ['en', 'zh', 'ko', 'id']) {
      await open(page, scorecard, lang === 'en' ? '' : `${lang}/`);
      const want = words(lang, 'figures');
      for (const id of ['roc', 'rule-ladder']) {
        const h = page.locator(`#fig-${id} h3.fig-title`);
        assert.ok(await h.isVisible(), `${lang}: ${id}'s title visible`);
        assert.equal((await h.textContent()).trim(), want.get(`fig-${id}-title`), `${lang}: ${id}`);
      }
      const ui = words(lang, 'ui');
      assert.equal((await page.locator('#reveal-truth').textContent()).trim(), ui.get('glance-reveal'), `${lang}: the reveal button`);
    }
  } finally {
    await context.close();
  }
});
