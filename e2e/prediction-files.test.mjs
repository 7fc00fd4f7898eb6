// Headless-Chromium tests of the prediction page's cases of several files and of its
// target pickers in the URL:
// - own case data of several files (the e2e fixture `toy-grid`: the grid engine of
//   FDE-Bench 041 on our own 3 x 2 x 2 block; own files in e2e/fixtures/own-data/toy-grid,
//   written by e2e/fixtures/toy_grid.py): the page lists every file the case reads (the
//   truth fields once the times file names them), names the ones still missing, takes
//   several at once and one on its own line, and then grades == `fde-grade --data-dir`,
//   byte for byte;
// - the grid's rows drawn: the costliest rows and the residuals of a grid example;
// - a figure's target (pump-vibration's three targets) kept in the URL across a reload.
// Run by scripts/test-browser: node --test e2e/prediction-files.test.mjs
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { FIXTURES, ROOT, cases, cliGrade } from './lib/cases.mjs';
import { serve } from './lib/serve.mjs';
import { WAIT, appReady, launch, watch } from './lib/browser.mjs';

const DIST = process.env.FDE_SITE_DIST ?? join(ROOT, 'site/dist');
const grid = cases().find((c) => c.dir === 'toy-grid');
const pump = cases().find((c) => c.dir === 'pump-vibration');
const OWN = join(FIXTURES, 'own-data/toy-grid');

let server, base, context, page, w;

before(async () => {
  ({ server, url: base } = await serve(DIST, 0));
  ({ context, page } = await launch());
  w = watch(page);
});

after(async () => {
  await context?.close();
  server?.close();
});

const seq = () => page.evaluate(() => Number(document.querySelector('.report-card')?.dataset.seq ?? 0));

async function open(dir, query = '') {
  await page.goto(`${base}?case=${encodeURIComponent(dir)}${query}`, { waitUntil: 'load' });
  await appReady(page);
  await page.locator(`article.case[data-case="${dir}"]`).waitFor(WAIT);
}

/** The files the own-data list shows: [{ name, given }]. */
const listed = () => page.locator('#own-files > li').evaluateAll((lis) => lis.map((li) => ({ name: li.dataset.file, given: li.classList.contains('given') })));

test('own case data of several files: every file named, the missing ones said, then == fde-grade --data-dir', { skip: !grid && 'no toy-grid case' }, async () => {
  await open(grid.dir);
  await page.locator('details.own-data > summary').click();
  // Before the times file, the truth fields are one pattern.
  assert.deepEqual(await listed(), [
    { name: 'data/prediction_targets.csv', given: false },
    { name: 'data/initial_temp.txt', given: false },
    { name: 'data/truth/t{t:.1f}.txt', given: false },
  ]);
  // Three files at once (matched by name): the times file names the two truth fields.
  await page.locator('#own-data').setInputFiles(['prediction_targets.csv', 'initial_temp.txt', 'truth/t1.0.txt'].map((f) => join(OWN, f)));
  await page.waitForFunction(() => document.querySelector('#own-missing')?.dataset.missing === '1', null, WAIT);
  assert.deepEqual(await listed(), [
    { name: 'data/prediction_targets.csv', given: true },
    { name: 'data/initial_temp.txt', given: true },
    { name: 'data/truth/t1.0.txt', given: true },
    { name: 'data/truth/t2.0.txt', given: false },
  ]);
  assert.equal(await page.locator('#own-missing').textContent(), 'Still missing: `data/truth/t2.0.txt`.');
  assert.match(await page.locator('#data-status').textContent(), /the public/, 'still graded against the public files');
  // A file the case does not read is named, not taken.
  await page.locator('#own-data').setInputFiles(join(grid.path, 'submissions/close.csv'));
  await page.locator('details.own-data p.error[role="alert"]').waitFor(WAIT);
  assert.match(await page.locator('details.own-data p.error').textContent(), /no file named close\.csv.*data\/truth\/t2\.0\.txt/);
  // The last one on its own line.
  await page.locator('input.own-file[data-slot="data/truth/t2.0.txt"]').setInputFiles(join(OWN, 'truth/t2.0.txt'));
  await page.waitForFunction(() => document.querySelector('#own-missing')?.dataset.missing === '0', null, WAIT);
  await page.waitForFunction(() => /your 4 case files/.test(document.querySelector('#data-status')?.textContent ?? ''), null, WAIT);
  // The examples table follows the own files.
  const flags = ['--data-dir', OWN];
  for (const s of grid.manifest.submissions) {
    const cli = JSON.parse(cliGrade(grid, join(grid.path, s.file), { name: s.file, flags }));
    await page.waitForFunction(([f, v]) => JSON.parse(document.querySelector(`#examples tr[data-file="${f}"] td.score`)?.getAttribute('data-score') ?? 'null') === v,
      [s.file, cli.overall_score], WAIT);
  }
  // A dropped file: the report is fde-grade's with the same files, byte for byte.
  for (const s of ['close.csv', 'one-hot-node.csv']) {
    const path = join(grid.path, 'submissions', s);
    const n = await seq();
    await page.locator('#upload').setInputFiles(path);
    await page.waitForFunction((k) => Number(document.querySelector('.report-card')?.dataset.seq ?? 0) > k, n, WAIT);
    const cli = cliGrade(grid, path, { flags });
    assert.equal((await page.locator('#report-json').textContent()) + '\n', cli, `${s}: JSON == fde-grade ${flags.join(' ')}`);
    assert.notEqual(cli, cliGrade(grid, path), `${s}: the own files change the report`);
  }
  // Back to the public files: the list empties again.
  await page.locator('#own-reset').click();
  await page.waitForFunction(() => document.querySelector('#data-status')?.textContent.includes('the public'), null, WAIT);
  assert.equal((await listed()).filter((f) => f.given).length, 0);
  assert.deepEqual(w.problems, []);
});

test('the grid\'s rows drawn: the costliest node first, the residuals of every node at every time', { skip: !grid && 'no toy-grid case' }, async () => {
  const i = grid.manifest.submissions.findIndex((s) => s.file === 'submissions/one-hot-node.csv');
  await open(grid.dir);
  // Practice mode hides the worst rows until asked (issue 45).
  if (await page.locator('#reveal-truth').count()) await page.locator('#reveal-truth').click();
  const n = await seq();
  await page.locator('#sub-pred-worst').selectOption(String(i));
  await page.waitForFunction((k) => Number(document.querySelector('.report-card')?.dataset.seq ?? 0) > k, n, WAIT);
  const first = await page.locator('#pred-worst-table tbody tr').first().evaluate((tr) => [...tr.querySelectorAll('td')].slice(0, 4).map((td) => td.textContent));
  assert.deepEqual(first, ['t2.0', '3', '2', '1'], 'time label, i, j, k of the node 9 degrees off');
  assert.equal(await page.locator('#pred-worst-table tbody tr').first().locator('[data-residual]').getAttribute('data-residual'), '9');
  const r = JSON.parse(cliGrade(grid, join(grid.path, 'submissions/one-hot-node.csv'), { name: 'submissions/one-hot-node.csv' }));
  const res = page.locator('svg.pred-residuals');
  assert.equal(Number(await res.getAttribute('data-points')), r.n_scored, 'every (time, node)');
  assert.equal(await res.getAttribute('data-ordered'), 'false', 'grid nodes are no time axis: dots, not a line');
  // Per time, the RMSE as the report has it.
  const scores = await page.locator('#pred-scores-table tbody tr').evaluateAll((trs) => trs.map((tr) => [tr.dataset.name, Number(tr.querySelector('[data-value]').dataset.value)]));
  assert.deepEqual(scores, r.per_target.map((t) => [t.name, t.value]));
});

test('a figure\'s target is in the URL: it survives a reload', { skip: !pump && 'no pump-vibration case' }, async () => {
  await open(pump.dir);
  const valid = pump.manifest.submissions.findIndex((s) => JSON.parse(cliGrade(pump, join(pump.path, s.file), { name: s.file })).valid);
  const n = await seq();
  await page.locator('#sub-pred-residuals').selectOption(String(valid));
  await page.waitForFunction((k) => Number(document.querySelector('.report-card')?.dataset.seq ?? 0) > k, n, WAIT);
  const targets = pump.manifest.parameters.targets.map((t) => t.name);
  await page.locator('#target-pred-residuals').selectOption(targets[2]);
  await page.locator(`svg.pred-residuals[data-target="${targets[2]}"]`).waitFor(WAIT);
  await page.waitForFunction((t) => new URL(location.href).searchParams.get('residuals-target') === t, targets[2], WAIT);
  assert.equal(new URL(page.url()).searchParams.get('scatter-target'), null, 'each figure keeps its own');
  await page.reload({ waitUntil: 'load' });
  await appReady(page);
  await page.locator(`svg.pred-residuals[data-target="${targets[2]}"]`).waitFor(WAIT);
  assert.equal(await page.locator('#target-pred-residuals').inputValue(), targets[2]);
  assert.equal(await page.locator('#target-pred-scatter').inputValue(), targets[0]);
  // Back to the first target: the key leaves the URL.
  await page.locator('#target-pred-residuals').selectOption(targets[0]);
  await page.waitForFunction(() => !new URL(location.href).searchParams.has('residuals-target'), null, WAIT);
});
