// Headless-Chromium tests of the prediction figures (`pred-scores`, `pred-scatter`,
// `pred-residuals`, `pred-errors`, `pred-worst`): for every example of every prediction
// case, picked in a figure's submission picker, the values and row counts they show equal
// `fde-grade`'s report for the same file (each target's or group's metric bit for bit,
// the rows scored), and a rejected file says which check failed instead of drawing.
// Run by scripts/test-browser: node --test e2e/figures-prediction.test.mjs
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ROOT, cases, cliGrade } from './lib/cases.mjs';
import { serve } from './lib/serve.mjs';
import { WAIT, appReady, launch } from './lib/browser.mjs';

const DIST = process.env.FDE_SITE_DIST ?? join(ROOT, 'site/dist');
const all = cases().filter((c) => c.manifest.kind === 'prediction');
/** Dots drawn at most (site/src/kinds/prediction/scatter.rs, residuals.rs). */
const MAX_DOTS = 4000;

let server, base, context, page;

before(async () => {
  ({ server, url: base } = await serve(DIST, 0));
  ({ context, page } = await launch());
});

after(async () => {
  await context?.close();
  server?.close();
});

const seq = () => page.evaluate(() => Number(document.querySelector('.report-card')?.dataset.seq ?? 0));

for (const c of all) {
  test(`prediction figures, ${c.dir}: every example's values == fde-grade`, async () => {
    await page.goto(`${base}?case=${encodeURIComponent(c.dir)}`, { waitUntil: 'load' });
    await appReady(page);
    await page.locator(`article.case[data-case="${c.dir}"]`).waitFor(WAIT);
    // Practice mode hides the worst rows (the answer key's values) until asked (issue 45).
    await page.locator('#reveal-truth').click();
    const targets = c.manifest.parameters.targets.map((t) => t.name);
    for (const [i, s] of (c.manifest.submissions ?? []).entries()) {
      const r = JSON.parse(cliGrade(c, join(c.path, s.file), { name: s.file }));
      const before = await seq();
      await page.locator('#sub-pred-scores').selectOption(String(i));
      await page.waitForFunction(
        ([n, f]) => Number(document.querySelector('.report-card')?.dataset.seq ?? 0) > n && document.querySelector('.report-card')?.dataset.file === f,
        [before, s.file], WAIT);
      if (!r.valid) {
        for (const id of ['pred-scores', 'pred-scatter', 'pred-residuals', 'pred-errors', 'pred-worst']) {
          const note = await page.locator(`[data-figure="${id}"] .chart-empty`).textContent();
          // The check in words (issue 45): never its internal name (`missing_column`).
          assert.match(note, r.failed_check === 'exception' ? /raises/ : /^Rejected: [a-z ]+; no rows were scored/, `${s.file}: ${id}`);
          assert.ok(!note.includes(r.failed_check), `${s.file}: ${id}: no check name`);
        }
        continue;
      }
      const scores = await page.locator('#pred-scores-table tbody tr').evaluateAll((trs) =>
        trs.map((tr) => ({ name: tr.dataset.name, value: Number(tr.querySelector('[data-value]').dataset.value), n: tr.lastElementChild.textContent })));
      assert.deepEqual(scores.map((x) => x.name), r.per_target.map((t) => t.name), `${s.file}: targets or groups`);
      for (const [k, t] of r.per_target.entries()) {
        assert.equal(scores[k].value, t.value, `${s.file}: ${t.name}'s value`);
        assert.equal(Number(scores[k].n.replace(/,/g, '')), t.n_scored, `${s.file}: ${t.name}'s rows`);
      }
      // The first target's scored rows in every chart.
      const first = r.per_target.find((t) => t.name === targets[0]);
      const scored = first ? first.n_scored : r.per_target.reduce((a, t) => a + t.n_scored, 0);
      if (scored <= MAX_DOTS) {
        assert.equal(await page.locator('[data-figure="pred-scatter"] circle.dot:not(.unscored)').count(), scored, `${s.file}: scatter dots`);
        assert.equal(Number(await page.locator('svg.pred-residuals').getAttribute('data-points')), scored, `${s.file}: residuals`);
      }
      const counts = await page.locator('svg.pred-errors rect.bar').evaluateAll((els) => els.map((e) => Number(e.dataset.count)));
      assert.equal(counts.reduce((a, b) => a + b, 0), scored, `${s.file}: histogram rows`);
      assert.ok((await page.locator('#pred-worst-table tbody tr').count()) > 0 || r.per_target.every((t) => t.value === 0), `${s.file}: costliest rows`);
    }
  });
}
