// Headless-Chromium tests of the charts (figure ids `rule-ladder`, `roc`, `uplift-ladder`):
// each is driven through its submission picker (and a dropped file), and every value it
// shows is compared with `fde-grade`'s JSON for the same file. Also: the reference is
// highlighted, figure state is kept in the URL, "Export SVG" saves a standalone SVG with
// its styles inlined, "Embed" gives the iframe + script snippet, and after the page has
// loaded nothing is requested but the cases' files (once each) and the worker's. Screenshots and exported SVGs go to out/figures/.
// Run by scripts/test-browser: node --test e2e/figures-charts.test.mjs
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ROOT, cases, cliGrade, extraFlags, headline } from './lib/cases.mjs';
import { serve } from './lib/serve.mjs';
import { WAIT, appReady, launch, screenshot, unexpectedLate, watch } from './lib/browser.mjs';

const DIST = process.env.FDE_SITE_DIST ?? join(ROOT, 'site/dist');
const OUT = join(ROOT, 'out/figures');
const all = cases();
const ofKind = (k) => all.filter((c) => c.manifest.kind === k);
/** The ROC draws band ends as dots up to this many bands (site/src/kinds/scorecard/roc.rs). */
const MAX_DOTS = 40;

let server, base, context, page, w;

/** The CLI's JSON for example `s` of case `c` (its companion files included). */
function cliText(c, s) {
  return cliGrade(c, join(c.path, s.file), { name: s.file, flags: extraFlags(c, s.extra_files ?? []) });
}
const cliReport = (c, s) => JSON.parse(cliText(c, s));
/** A number attribute as the site writes it ("—" = none). */
const num = (v) => (v === '—' || v === null || v === undefined ? null : Number(v));
/** The example standing for the case (site/src/figures/inputs.rs `reference_example`). */
const referenceExample = (c) => (c.manifest.submissions ?? []).find((s) => s.file === c.manifest.files?.reference)
  ?? (c.manifest.submissions ?? []).find((s) => s.expect?.step === 'reference');
const safe = (s) => s.replace(/[^\w.-]+/g, '-');

async function shot(locator, name) {
  await locator.scrollIntoViewIfNeeded();
  await screenshot(locator, { path: join(OUT, `${name}.png`) });
}

async function openCase(c) {
  if (!(await page.locator(`article.case[data-case="${c.dir}"]`).count())) {
    await appReady(page); // a pre-rendered page's app first: its links then stay in the page
    await page.locator('a.brand').click();
    await page.locator(`#gallery li[data-case="${c.dir}"] h2 a`).click();
  }
  await page.locator(`article.case[data-case="${c.dir}"]`).waitFor(WAIT);
  await appReady(page); // another kind's case loads its pre-rendered page anew: made live
}

const seq = () => page.evaluate(() => Number(document.querySelector('.report-card')?.dataset.seq ?? 0));

/** Choose example `i` in a figure's submission picker; wait until its report is on screen. */
async function pick(figure, i, file) {
  const before = await seq();
  await page.locator(`#sub-${figure}`).selectOption(String(i));
  await page.waitForFunction(
    ([n, f]) => Number(document.querySelector('.report-card')?.dataset.seq ?? 0) > n && document.querySelector('.report-card')?.dataset.file === f,
    [before, file], WAIT);
}

/** Drop file(s) on the upload input; wait for the report. */
async function drop(paths) {
  const before = await seq();
  await page.locator('#upload').setInputFiles(paths);
  await page.waitForFunction((n) => Number(document.querySelector('.report-card')?.dataset.seq ?? 0) > n, before, WAIT);
}

before(async () => {
  mkdirSync(OUT, { recursive: true });
  assert.ok(all.length > 0, 'no cases to test');
  ({ server, url: base } = await serve(DIST, 0));
  ({ context, page } = await launch());
  w = watch(page);
  await page.goto(`${base}fde/`, { waitUntil: 'load' });
  await appReady(page);
  await page.waitForLoadState('networkidle');
  w.ready();
});

after(async () => {
  await context?.close();
  server?.close();
});

for (const c of all) {
  test(`rule-ladder, ${c.dir}: each example's rules and score == fde-grade, sorted, reference highlighted`, async () => {
    await openCase(c);
    const subs = c.manifest.submissions ?? [];
    const fig = page.locator('[data-figure="rule-ladder"]');
    await fig.waitFor(WAIT);
    const cli = Object.fromEntries(subs.map((s) => [s.file, cliReport(c, s)]));
    const rows = fig.locator('tbody tr');
    assert.equal(await rows.count(), subs.length);
    const shown = await rows.evaluateAll((trs) => trs.map((tr) => ({
      file: tr.dataset.file, score: tr.dataset.score, codes: tr.dataset.codes, ref: tr.classList.contains('ref'),
      text: tr.querySelector('td:nth-child(3)').textContent,
    })));
    for (const row of shown) {
      const r = cli[row.file];
      assert.equal(num(row.score), headline(r), `${row.file}: score`);
      assert.equal(row.codes, r.diagnostic_groups.map((g) => `${g.code}:${g.count}`).join(','), `${row.file}: rules broken`);
      for (const g of r.diagnostic_groups) assert.ok(row.text.includes(g.code), `${row.file}: ${g.code} shown`);
      if (r.kind === 'routing' && r.valid) {
        if (r.hull_intrusions) assert.ok(row.text.includes(`${r.hull_intrusions.toLocaleString('en-US')} hull intrusion`), `${row.file}: intrusions`);
        if (r.segment_crossings) assert.ok(row.text.includes(`${r.segment_crossings.toLocaleString('en-US')} crossing`), `${row.file}: crossings`);
      }
    }
    // Best first (no score last), ties in the case's order.
    const key = (row) => (num(row.score) ?? -Infinity);
    for (let k = 1; k < shown.length; k++) assert.ok(key(shown[k - 1]) >= key(shown[k]), `sorted by score at row ${k}`);
    const reference = referenceExample(c)?.file;
    if (reference) {
      assert.deepEqual(shown.filter((r) => r.ref).map((r) => r.file), [reference], 'the reference is highlighted');
    }
    // The chart: one labelled bar per example, with the same scores.
    const bars = await fig.locator('svg.rule-ladder-chart rect.bar').evaluateAll((els) =>
      els.map((e) => ({ label: e.getAttribute('aria-label'), score: e.dataset.score })));
    assert.deepEqual(bars.map((b) => b.score), shown.map((r) => r.score));
    for (const [k, b] of bars.entries()) {
      const s = subs.find((x) => x.file === shown[k].file);
      // Example names are shown without their Markdown backticks (issue 45).
      assert.ok(b.label.startsWith(s.title.replace(/`/g, '')), `bar ${k} labelled: ${b.label}`);
    }
    // Switching submissions: the picker puts that example on screen (report == fde-grade).
    for (const [i, s] of subs.entries()) {
      await pick('rule-ladder', i, s.file);
      assert.equal(await fig.locator('tbody tr[aria-current="true"]').getAttribute('data-file'), s.file);
      assert.equal((await page.locator('#report-json').textContent()) + '\n', cliText(c, s), `${s.file}: the report shown`);
      assert.match(page.url(), new RegExp(`[?&]sub=${encodeURIComponent(s.file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    }
    await shot(page.locator('[data-figure-frame="rule-ladder"]'), `rule-ladder-${c.dir}`);
  });
}

for (const c of ofKind('scorecard')) {
  test(`roc, ${c.dir}: curve, band ends, KS gap == fde-grade for every example and a dropped file`, async () => {
    await openCase(c);
    const subs = c.manifest.submissions ?? [];
    const fig = page.locator('[data-figure="roc"]');
    await fig.waitFor(WAIT);
    const check = async (r, what) => {
      const svg = fig.locator('svg.roc-chart');
      const a = await svg.evaluate((e) => ({ ...e.dataset }));
      assert.equal(a.valid, String(r.valid), `${what}: valid`);
      if (!r.valid) {
        assert.equal(a.points, '0');
        assert.ok((await svg.textContent()).includes(r.failed_check), `${what}: the failed check is named`);
        return;
      }
      assert.equal(num(a.auc), r.auc, `${what}: AUC`);
      assert.equal(num(a.ks), r.ks, `${what}: KS`);
      assert.equal(Number(a.points), r.roc.length, `${what}: ROC points`);
      assert.equal(Number(a.bands), r.n_bands, `${what}: bands`);
      for (const k of ['auc', 'ks', 'player_objective', 'overall_score', 'n_bands']) {
        assert.equal(num(await fig.locator(`dd[data-value="${k}"]`).textContent()), r[k], `${what}: ${k} shown`);
      }
      // Band ends as dots for a banded submission, each at the report's (fpr, tpr), labelled.
      const dots = await svg.locator('circle.band-end').evaluateAll((els) =>
        els.map((e) => ({ fpr: Number(e.dataset.fpr), tpr: Number(e.dataset.tpr), th: e.dataset.threshold, label: e.getAttribute('aria-label') })));
      const ends = r.roc.filter((p) => p.threshold !== null);
      if (r.n_bands <= MAX_DOTS) {
        assert.deepEqual(dots.map((d) => [d.fpr, d.tpr, num(d.th)]), ends.map((p) => [p.fpr, p.tpr, p.threshold]), `${what}: band ends`);
        for (const d of dots) assert.match(d.label, /^band prob_default .+ rows?, \d+ defaults?/);
      } else {
        assert.equal(dots.length, 0, `${what}: no dots for ${r.n_bands} bands`);
      }
      // The KS gap: a vertical segment from the diagonal to the curve at ks_at, with its value.
      const ks = svg.locator('g.ks');
      assert.equal(num(await ks.getAttribute('data-threshold')), r.ks_at.threshold);
      assert.equal(num((await ks.locator('.ks-label').textContent()).replace('KS ', '')), r.ks);
      assert.match(await ks.getAttribute('aria-label'), new RegExp(`^KS gap ${r.ks}`));
      const seg = await ks.locator('line.ks-gap').evaluate((l) => ['x1', 'x2', 'y1', 'y2'].map((k) => Number(l.getAttribute(k))));
      const plot = 340; // the plot's side in viewBox units
      assert.equal(seg[0], seg[1], 'vertical');
      assert.ok(Math.abs(Math.abs(seg[2] - seg[3]) / plot - Math.abs(r.ks_at.tpr - r.ks_at.fpr)) < 1e-6, `${what}: gap length`);
    };
    for (const [i, s] of subs.entries()) {
      await pick('roc', i, s.file);
      await check(cliReport(c, s), s.file);
      await shot(page.locator('[data-figure-frame="roc"]'), `roc-${c.dir}-${safe(basename(s.file))}`);
    }
    // A dropped file: the same figure, from the uploaded file's report.
    const valid = subs.map((s) => [s, cliReport(c, s)]).filter(([, r]) => r.valid);
    const [s] = valid.sort(([, a], [, b]) => a.n_bands - b.n_bands)[0] ?? [subs[0]];
    const path = join(c.path, s.file);
    await drop(path);
    assert.match(await page.locator('#sub-roc option:checked').textContent(), new RegExp(`Your file: ${basename(s.file)}`));
    await check(JSON.parse(cliGrade(c, path)), `dropped ${basename(s.file)}`);
    await shot(page.locator('[data-figure-frame="roc"]'), `roc-${c.dir}-dropped`);
    // Figure state in the URL: the reference's curve behind, kept in the link and the embed code.
    const toggle = page.locator('[data-figure="roc"] input[data-key="roc-ref"]');
    if (!referenceExample(c)) {
      assert.equal(await toggle.count(), 0, 'no reference, no reference curve to offer');
      return;
    }
    await page.locator('[data-figure="roc"] input[data-key="roc-ref"]').check();
    await page.waitForFunction(() => /[?&]roc-ref=1/.test(location.search), null, WAIT);
    await fig.locator('polyline.roc-ref').waitFor(WAIT);
    await page.locator('[data-embed-tools="roc"] button', { hasText: 'Embed' }).click();
    assert.match(await page.locator('#embed-code-roc-text').inputValue(), /roc-ref=1/);
    await shot(page.locator('[data-figure-frame="roc"]'), `roc-${c.dir}-with-reference`);
    await page.locator('[data-figure="roc"] input[data-key="roc-ref"]').uncheck();
    await page.locator('[data-embed-tools="roc"] button', { hasText: 'Embed' }).click();
  });
}

for (const c of ofKind('uplift')) {
  test(`uplift-ladder, ${c.dir}: uplift, clamp, contact cost, net and the 0.8 line == fde-grade`, async () => {
    await openCase(c);
    const subs = c.manifest.submissions ?? [];
    const fig = page.locator('[data-figure="uplift-ladder"]');
    await fig.waitFor(WAIT);
    const check = async (r, what) => {
      const svg = fig.locator('svg.uplift-chart');
      const a = await svg.evaluate((e) => ({ ...e.dataset }));
      if (r.uplift_net === null) {
        assert.equal(a.valid, 'false', `${what}: no ladder`);
        return;
      }
      assert.equal(num(a.uplift), r.ladder.uplift, `${what}: uplift`);
      assert.equal(num(a.upliftBeforeClamp), r.exact.uplift_rounded, `${what}: uplift before the clamp`);
      assert.equal(num(a.contactCost), r.contact_cost, `${what}: contact cost`);
      assert.equal(num(a.net), r.uplift_net, `${what}: net`);
      assert.equal(a.clamp, String(r.ladder.incident_clamp), `${what}: clamp`);
      assert.equal(a.passes, String(r.ladder.passes), `${what}: passes`);
      assert.equal(a.verdict, r.verdict, `${what}: verdict`);
      assert.equal(num(a.threshold), 0.8);
      assert.equal(await svg.locator('g.pass-line').count(), 1, `${what}: the 0.8 line`);
      assert.equal(await svg.locator('.step[data-step="Incident"]').count(), r.ladder.incident_clamp ? 1 : 0, `${what}: clamp step`);
      for (const k of ['uplift', 'contact_cost', 'uplift_net']) {
        assert.equal(num(await fig.locator(`dd[data-value="${k}"]`).textContent()), r[k], `${what}: ${k} shown`);
      }
      assert.equal(await fig.locator('dd[data-value="points"]').textContent(), r.points_display);
      assert.equal(await fig.locator('dd[data-value="verdict"]').textContent(), r.verdict);
      const pieces = await svg.locator('rect.cost-piece').evaluateAll((els) => els.map((e) => Number(e.dataset.line)));
      const used = r.contact_lines.filter((l) => l.used_cost > 0).map((l) => l.line);
      if (r.contact_cost > 0 && used.length <= 60) assert.deepEqual(pieces, used, `${what}: a piece per costed ask-log line`);
      for (const m of await svg.locator('[role="img"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))) {
        assert.ok(m && m.length > 5, `${what}: every mark is labelled`);
      }
    };
    for (const [i, s] of subs.entries()) {
      await pick('uplift-ladder', i, s.file);
      await check(cliReport(c, s), s.file);
      await shot(page.locator('[data-figure-frame="uplift-ladder"]'), `uplift-ladder-${c.dir}-${safe(s.file)}`);
    }
    // A dropped result with its ask log.
    const s = subs.find((x) => (x.extra_files ?? []).length) ?? subs[0];
    const extras = (s.extra_files ?? []).map((x) => join(c.path, x));
    await drop([join(c.path, s.file), ...extras]);
    await check(JSON.parse(cliGrade(c, join(c.path, s.file), { flags: extraFlags(c, extras.map((x) => basename(x))) })), `dropped ${s.file}`);
  });
}

test('Export SVG: a standalone file with its styles inlined, for every chart on a page', async () => {
  const kinds = ['scorecard', 'uplift', 'routing'].map((k) => ofKind(k)[0]).filter(Boolean);
  let exported = 0;
  for (const c of kinds) {
    await openCase(c);
    for (const frame of await page.locator('[data-figure-frame]').all()) {
      const id = await frame.getAttribute('data-figure-frame');
      if (!['rule-ladder', 'roc', 'uplift-ladder'].includes(id)) continue;
      const [download] = await Promise.all([page.waitForEvent('download', WAIT), frame.locator('button.export-svg').click()]);
      assert.equal(download.suggestedFilename(), `${c.dir}-${id}.svg`);
      const text = readFileSync(await download.path(), 'utf8');
      writeFileSync(join(OUT, `${c.dir}-${id}.svg`), text);
      assert.match(text, /^<\?xml [^>]*\?>\n<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      assert.match(text, /<svg [^>]*width="\d+(\.\d+)?" height="\d+(\.\d+)?"/);
      assert.ok(!/var\(--/.test(text), 'no CSS variables left');
      assert.ok(!/(href|src)="https?:/.test(text), 'no external references');
      assert.ok((text.match(/style="/g) ?? []).length > 10, 'styles inlined');
      // It parses as XML and draws without the site's style sheet.
      const ok = await page.evaluate((t) => {
        const doc = new DOMParser().parseFromString(t.replace(/^<\?xml[^>]*\?>\n/, ''), 'image/svg+xml');
        return !doc.querySelector('parsererror') && doc.documentElement.localName === 'svg';
      }, text);
      assert.ok(ok, `${id}: valid SVG`);
      exported++;
    }
  }
  assert.ok(exported >= 1);
});

test('Embed: the snippet is an iframe of the figure alone and the resize script, absolute URLs', async () => {
  const c = all[0];
  await openCase(c);
  const frame = page.locator('[data-figure-frame="rule-ladder"]');
  const button = frame.locator('[data-embed-tools] button', { hasText: 'Embed' });
  await button.click();
  assert.equal(await button.getAttribute('aria-expanded'), 'true');
  const code = await page.locator('#embed-code-rule-ladder-text').inputValue();
  const site = `${base}fde/`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  assert.match(code, new RegExp(`^<iframe src="${site}\\?embed=rule-ladder&amp;theme=light&amp;case=${c.dir}[^"]*" title="[^"]+" data-fde-embed style="width:100%;border:0" loading="lazy"></iframe><script src="${site}embed\\.js" async></script>$`));
  await shot(frame, `embed-snippet-${c.dir}`);
  await button.click();
});

test('phone width, dark theme: every chart fits the screen', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  try {
    for (const c of ['scorecard', 'uplift', 'routing'].map((k) => ofKind(k)[0]).filter(Boolean)) {
      await openCase(c);
      const wide = await page.evaluate(() => [...document.querySelectorAll('.charts *')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1 && !e.closest('.table-wrap'))
        .slice(0, 5).map((e) => `${e.tagName}.${e.getAttribute('class') ?? ''}`));
      assert.deepEqual(wide, [], `${c.dir}: wider than the phone`);
      await shot(page.locator('.charts'), `phone-dark-${c.dir}`);
    }
  } finally {
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
  }
});

test('no request after the page has loaded but the cases\' files and the grading worker\'s, once each, and no console error', () => {
  assert.deepEqual(unexpectedLate(w, base, DIST), []);
  assert.deepEqual(w.problems, []);
});
