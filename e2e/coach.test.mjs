// The coach on the routing page (issue 16), against `fde-grade coach routing`: the next
// best move shown == the CLI's first suggestion (its gain, stores, places); Apply gives
// the score fde-grade gives the CLI's `--apply 1 --out` file; Undo restores the first
// score; coach mode ends at `--all`'s cost, and its download is `--all --out`'s file byte
// for byte, its path (issue 51) is --all's moves on the map one by one and its summary
// --all's; a broken plan is repaired with the buttons (one, then all) into a plan
// fde-grade grades valid, the download == the CLI's repaired plan. Times (first
// suggestion, coach mode) go to out/coach.json for BENCHMARKS.md.
// Run by scripts/test-browser: node --test e2e/coach.test.mjs
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { CLI, ROOT, cases } from './lib/cases.mjs';
import { serve } from './lib/serve.mjs';
import { launch, live } from './lib/browser.mjs';

const DIST = process.env.FDE_SITE_DIST ?? join(ROOT, 'site/dist');
const OUT = join(ROOT, 'out', 'coach');
const city = cases().find((c) => c.dir === 'routing-city');
const SUBS = city && join(city.path, 'submissions');
const LONG = { timeout: 90000 };
const metrics = {};

let server, base, context, page;
const problems = [];

before(async () => {
  mkdirSync(OUT, { recursive: true });
  ({ server, url: base } = await serve(DIST, 0));
  ({ context, page } = await launch());
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
  await page.goto(`${base}fde/?case=routing-city`);
  // (A loaded machine compiles the page's .wasm slowly: a longer wait than appReady's.)
  await live(page); // a pre-rendered page starts its app on a gesture
  await page.locator('html[data-ready="1"]').waitFor({ state: 'attached', ...LONG });
  await page.locator('article.case[data-case="routing-city"]').waitFor(LONG);
});

after(async () => {
  writeFileSync(join(ROOT, 'out', 'coach.json'), JSON.stringify(metrics, null, 2) + '\n');
  await context?.close();
  server?.close();
});

/** `fde-grade coach routing --case routing-city ARGS FILE` (cwd: the file's folder) as JSON. */
function cliCoach(path, args = []) {
  const out = execFileSync(CLI, ['coach', 'routing', '--case', city.path, ...args, basename(path)], {
    cwd: join(path, '..'), encoding: 'utf8', maxBuffer: 256 << 20,
  });
  return JSON.parse(out);
}

/** `fde-grade routing --case routing-city FILE`'s report. */
function cliGrade(path) {
  return JSON.parse(execFileSync(CLI, ['routing', '--case', city.path, basename(path)], { cwd: join(path, '..'), encoding: 'utf8', maxBuffer: 256 << 20 }));
}

const seq = () => page.evaluate(() => Number(document.querySelector('.report-card')?.dataset.seq ?? 0));
const shown = () => page.evaluate(() => {
  const card = document.querySelector('.report-card');
  return { file: card?.dataset.file, valid: card?.dataset.valid, score: Number(document.querySelector('#score')?.dataset.score) };
});

/** Wait for a new report (after `n`), then for the coach's answer about it. */
async function nextReport(n) {
  await page.waitForFunction((k) => Number(document.querySelector('.report-card')?.dataset.seq ?? 0) > k, n, LONG);
  await coachAnswer();
}

async function coachAnswer() {
  await page.waitForFunction(() => document.querySelector('#coach-move, #coach-none, #coach-repairs, #coach-error, #coach-start'), null, LONG);
  const err = await page.locator('#coach-error').count();
  assert.equal(err, 0, err ? await page.locator('#coach-error').innerText() : '');
}

async function drop(path) {
  const n = await seq();
  await page.locator('#upload').setInputFiles(path);
  await nextReport(n);
}

/** Click a button and wait for the report it leads to (and the coach's answer). */
async function clickForReport(selector) {
  const n = await seq();
  await page.locator(selector).first().click();
  await nextReport(n);
}

async function startCoach() {
  const t0 = Date.now();
  if (await page.locator('#coach-start').count()) await page.locator('#coach-start').click();
  await page.waitForFunction(() => document.querySelector('#coach-move, #coach-none, #coach-repairs, #coach-error'), null, LONG);
  return Date.now() - t0;
}

const moveShown = () => page.locator('#coach-move').evaluate((e) => ({ ...e.dataset }));

async function download(selector, name) {
  const [d] = await Promise.all([page.waitForEvent('download', LONG), page.locator(selector).click()]);
  const path = join(OUT, name);
  await d.saveAs(path);
  return { name: d.suggestedFilename(), bytes: readFileSync(path), path };
}

test('the next best move == the CLI\'s; Apply == fde-grade on --apply 1 --out; Undo restores the first score', { skip: !city }, async () => {
  metrics.first_suggestion = {};
  for (const f of ['4-nearest-neighbour-fill.json', '6-reference.json', '5-weight-balanced-sweep.json']) {
    const path = join(SUBS, f);
    await drop(path);
    const clickMs = await startCoach();
    const m = await moveShown();
    const cli = cliCoach(path);
    const s = cli.suggestions[0];
    assert.ok(s, `${f}: the CLI suggests a move`);
    assert.equal(Number(m.costSaved), s.cost_saved, `${f}: cost saved`);
    assert.equal(Number(m.secondsSaved), s.seconds_saved, `${f}: seconds saved`);
    assert.equal(Number(m.intrusionsRemoved), s.intrusions_removed, `${f}: intrusions removed`);
    assert.equal(Number(m.crossingsRemoved), s.crossings_removed, `${f}: crossings removed`);
    assert.equal(Number(m.costAfter), s.cost_after, `${f}: cost after`);
    assert.equal(m.kind, s.kind);
    assert.equal(m.stores, s.stores.join(' '));
    // The map draws the move: links removed and added, the stores ringed.
    assert.ok(await page.locator('.coach-map .coach-added').count() > 0, `${f}: links added drawn`);
    assert.equal(await page.locator('.coach-map .coach-store').count(), s.stores.length);
    metrics.first_suggestion[f] = { worker_ms: Number(m.millis), request_to_answer_ms: Number(m.wall), click_to_dom_ms: clickMs };
  }
  // On the weight-balanced sweep (on screen): Apply, then Undo.
  const path = join(SUBS, '5-weight-balanced-sweep.json');
  const first = await shown();
  await clickForReport('#coach-apply');
  execFileSync(CLI, ['coach', 'routing', '--case', city.path, '--apply', '1', '--out', join(OUT, 'apply1.json'), path], { stdio: 'ignore' });
  const after1 = await shown();
  const cli1 = cliGrade(join(OUT, 'apply1.json'));
  assert.equal(after1.score, cli1.overall_score, 'the score after Apply == fde-grade on --apply 1 --out');
  assert.ok(after1.score > first.score, 'Apply raises the score');
  const dl = await download('#coach-download', 'page-apply1.json');
  assert.ok(dl.bytes.equals(readFileSync(join(OUT, 'apply1.json'))), 'the plan after Apply == --apply 1 --out, byte for byte');
  await clickForReport('#coach-undo');
  assert.deepEqual(await shown(), first, 'Undo restores the first report');
});

test('coach mode ends at --all\'s cost; its download == --all --out', { skip: !city }, async () => {
  const path = join(SUBS, '5-weight-balanced-sweep.json');
  const cli = cliCoach(path, ['--all', '--out', join(OUT, 'all.json')]);
  metrics.coach_mode = {};
  for (const f of ['6-reference.json', '5-weight-balanced-sweep.json']) {
    await drop(join(SUBS, f));
    await startCoach();
    const n = await seq();
    const t0 = Date.now();
    await page.locator('#coach-run').click();
    // The score climbs live: the progress line shows up while it runs.
    await page.locator('#coach-progress').waitFor(LONG);
    await page.waitForFunction(() => document.querySelector('#coach-progress')?.dataset.running === 'false', null, { timeout: 110000 });
    const p = await page.locator('#coach-progress').evaluate((e) => ({ ...e.dataset }));
    await nextReport(n);
    metrics.coach_mode[f] = { moves: Number(p.moves), request_to_end_ms: Number(p.wall), click_to_report_ms: Date.now() - t0, cost: Number(p.cost) };
    if (f !== '5-weight-balanced-sweep.json') continue;
    assert.equal(Number(p.moves), cli.moves.length, 'coach mode: as many moves as --all');
    assert.equal(Number(p.cost), cli.cost_after, 'coach mode\'s final cost == --all\'s');
    assert.equal(p.converged, 'true');
    const dl = await download('#coach-download', 'page-all.json');
    assert.ok(dl.bytes.equals(readFileSync(join(OUT, 'all.json'))), 'the download == --all --out, byte for byte');
    assert.equal((await shown()).score, cliGrade(dl.path).overall_score, 'the page\'s score == fde-grade on the download');
    // Its path (issue 51): every move of --all in order, each on the map with its score
    // after; the summary's counts and kinds are --all's.
    const pathBox = page.locator('#coach-path');
    assert.equal(Number(await pathBox.getAttribute('data-steps')), cli.moves.length, 'the path lists --all\'s moves');
    const sum = await page.locator('#coach-summary').evaluate((e) => ({ ...e.dataset }));
    for (const k of ['intrusions_before', 'crossings_before', 'intrusions_after', 'crossings_after']) {
      assert.equal(Number(sum[k.replace(/_(.)/g, (_, c) => c.toUpperCase())]), cli.summary[k], `summary ${k}`);
    }
    assert.equal(sum.kinds, cli.summary.by_kind.map((k) => `${k.kind}:${k.moves}`).join(' '), 'the summary\'s kinds of move, largest saving first');
    assert.ok(cli.moves.some((m) => !['relocate', 'swap', 'reverse'].includes(m.kind)), 'this start takes route-level moves (sectors, hand-offs, ...)');
    const step = () => page.locator('#coach-step').evaluate((e) => ({
      ...e.dataset, added: e.querySelectorAll('.coach-added').length,
      // Each route's stops on the step's map (its polyline runs from the depot to the depot).
      stops: [...e.querySelectorAll('.coach-route')].map((l) => l.getAttribute('points').trim().split(/\s+/).length - 2),
    }));
    const slide = (k) => page.locator('#coach-slider').evaluate((e, v) => { e.value = String(v); e.dispatchEvent(new Event('input', { bubbles: true })); }, k + 1);
    const picks = [...new Set([0, cli.moves.findIndex((m) => m.kind === 'handoff'), cli.moves.findIndex((m) => m.kind === 'relocate'),
      cli.moves.length - 1].filter((k) => k >= 0))];
    for (const k of picks) {
      await slide(k);
      await page.waitForFunction((v) => document.querySelector('#coach-step')?.dataset.step === String(v), k);
      const st = await step();
      const m = cli.moves[k];
      assert.equal(st.kind, m.kind, `move ${k + 1}'s kind`);
      assert.equal(Number(st.scoreAfter), m.score_after, `move ${k + 1}'s score after == --all's`);
      assert.equal(Number(st.costSaved), m.cost_saved, `move ${k + 1}'s saving == --all's`);
      assert.ok(st.added > 0, `move ${k + 1} is drawn on its map (the links it adds)`);
      // The map shows the plan before move k: the CLI's plan after its first k moves.
      const before = k === 0 ? join(SUBS, f) : join(OUT, `apply-${k}.json`);
      if (k > 0) cliCoach(path, ['--apply', String(k), '--out', before]);
      const want = JSON.parse(readFileSync(before, 'utf8')).routes.map((r) => r.length);
      assert.deepEqual(st.stops, want, `move ${k + 1}'s map: the routes' stops as --apply ${k} leaves them`);
    }
    await slide(1);
    await page.waitForFunction(() => document.querySelector('#coach-step')?.dataset.step === '1');
    await page.locator('#coach-next').click();
    await page.waitForFunction(() => document.querySelector('#coach-step')?.dataset.step === '2');
    // At phone width the path's map and controls fit the page, and Play moves the map on.
    const wide = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    const fit = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      map: document.querySelector('#coach-step svg').getBoundingClientRect().right,
      controls: document.querySelector('.coach-path-controls').getBoundingClientRect().right,
    }));
    assert.ok(fit.page <= 390 && fit.map <= 390 && fit.controls <= 390, `the path fits 390 px: ${JSON.stringify(fit)}`);
    await page.locator('#coach-play').click();
    await page.waitForFunction(() => Number(document.querySelector('#coach-step')?.dataset.step) > 2);
    await page.locator('#coach-play').click();
    await page.setViewportSize(wide);
  }
});

test('a broken plan is repaired with the buttons into a valid one; the download grades valid', { skip: !city }, async () => {
  // The reference plan, broken: a code with its leading digits lost, a store visited
  // twice, and the last route joined to the first (too few routes, over capacity).
  const plan = JSON.parse(readFileSync(join(SUBS, '6-reference.json'), 'utf8'));
  const r = plan.routes;
  r[1][2] = r[1][2].slice(3);
  r[2].push(r[3][0]);
  r[0] = r[0].concat(r.pop());
  const path = join(OUT, 'broken.json');
  writeFileSync(path, JSON.stringify(plan) + '\n');
  const cli = cliCoach(path, ['--out', join(OUT, 'repaired.json')]);
  assert.equal(cli.valid, false);
  assert.ok(cli.repairs.length >= 3 && cli.repaired_valid, 'the CLI repairs it');
  await drop(path);
  assert.equal((await shown()).valid, 'false');
  await startCoach();
  // The previous plan's "Coach mode ended" line is not said under this one (issue 45).
  assert.equal(await page.locator('#coach-progress').count(), 0, 'no stale coach-mode line');
  assert.equal(await page.locator('#coach-repairs li.repair').count(), cli.repairs.length, 'every repair listed');
  const kinds = await page.locator('#coach-repairs li.repair').evaluateAll((els) => els.map((e) => e.dataset.kind));
  assert.deepEqual(kinds, cli.repairs.map((x) => x.kind));
  // All at once: valid, and the download is the CLI's repaired plan.
  await clickForReport('#repair-all');
  assert.equal((await shown()).valid, 'true');
  const dl = await download('#coach-download', 'page-repaired.json');
  assert.ok(dl.bytes.equals(readFileSync(join(OUT, 'repaired.json'))), 'the repaired plan == the CLI\'s --out');
  const graded = cliGrade(dl.path);
  assert.equal(graded.valid, true, 'fde-grade grades the download valid');
  assert.equal((await shown()).score, graded.overall_score);
  // Undo, then one repair at a time (each its button) until none is left.
  await clickForReport('#coach-undo');
  assert.equal((await shown()).valid, 'false');
  for (let k = 0; k < 20 && (await page.locator('.repair-apply').count()) > 0; k++) {
    const before = await page.locator('.repair-apply').count();
    await clickForReport('.repair-apply');
    const left = await page.locator('.repair-apply').count();
    assert.ok(left < before, `one repair applied (${before} → ${left})`);
  }
  assert.equal((await shown()).valid, 'true', 'the repairs one by one give a valid plan');
  assert.deepEqual(problems, []);
});
