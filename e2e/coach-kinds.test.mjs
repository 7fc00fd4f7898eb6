// Headless-Chromium test of "What costs most" (issue 16, the coach) on the scorecard,
// prediction, uplift, hydro, racks, slitting, coil and energy case pages: for one example of each kind, every
// number the section shows (its data-* attributes, exact) == `fde-grade coach <kind> --limit 5
// --format json` for the same file (energy: `--limit 8`, its terms' limit); the same for a dropped file (graded in the worker,
// coached in the page); and no section for a file that does not grade valid.
// Run by scripts/test-browser: node --test e2e/coach-kinds.test.mjs
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { basename, join, resolve } from 'node:path';
import { CLI, ROOT, cases, cliGrade, extraFlags } from './lib/cases.mjs';
import { serve } from './lib/serve.mjs';
import { WAIT, appReady, launch } from './lib/browser.mjs';

const DIST = process.env.FDE_SITE_DIST ?? join(ROOT, 'site/dist');
/** The section's limit (site/src/components/coach_kinds.rs, `LIMIT`); energy lists up to 8 terms. */
const LIMIT = 5;
const limitOf = (kind) => (kind === 'energy' ? 8 : LIMIT);
/** One example per kind, each with something to coach (tie bands, groups, costly lines). */
const PICKS = [
  { dir: 'scorecard-credit', file: 'submissions/5-rounded-to-0.1.csv' },
  { dir: 'solar-yield', file: 'submissions/3-winter-averages.csv' },
  { dir: 'returns-triage', file: 'submissions/2-asked-too-much/result.json' },
  { dir: 'hydro-valley', file: 'submissions/2-pass-the-inflow.json' },
  { dir: 'rack-hall', file: 'submissions/1-reference.csv' },
  { dir: 'slitting-mill', file: 'submissions/1-reference.csv' },
  { dir: 'cold-mill', file: 'submissions/2-grade-by-grade.json' },
  { dir: 'energy-park', file: 'submissions/1-reference.json' },
  { dir: 'quay-line', file: 'submissions/2-three-cranes.json' },
  { dir: 'flour-store', file: 'submissions/3-first-fit.json' },
  { dir: 'container-load', file: 'submissions/3-one-layer.json' },
];
const all = cases();
const find = (dir) => all.find((c) => c.dir === dir);

let server, base, context, page;

before(async () => {
  ({ server, url: base } = await serve(DIST, 0));
  ({ context, page } = await launch());
});

after(async () => {
  await context?.close();
  server?.close();
});

/** `fde-grade coach KIND --case CASE [flags] --limit 5 NAME` in the submission's folder (so `file` is NAME). */
function cliCoach(c, path, name, flags = []) {
  const cwd = resolve(path, '..', ...name.split('/').slice(0, -1).map(() => '..'));
  return JSON.parse(execFileSync(CLI, ['coach', c.manifest.kind, '--case', c.path, ...flags, '--limit', String(limitOf(c.manifest.kind)), '--format', 'json', name],
    { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
}

/** Every element's data-* attributes under `sel`, as { name: text } (missing = absent). */
const attrs = (sel) => page.locator(sel).evaluateAll((els) => els.map((e) => ({ ...e.dataset })));
/** An exact number of an attribute (absent → null, as JSON writes a missing value). */
const n = (x) => (x === undefined ? null : Number(x));

/** The section's numbers == the CLI's coach JSON `c`, for a case of `kind`. */
async function assertSame(kind, c, what) {
  await page.locator('#coach-kinds').waitFor(WAIT);
  assert.equal(await page.locator('#coach-kinds').getAttribute('data-file'), c.file, `${what}: file`);
  const [head] = await attrs('#coach-head');
  if (kind === 'scorecard') {
    assert.deepEqual([n(head.score), n(head.auc), n(head.ks)], [c.score, c.auc, c.ks], `${what}: score, AUC, KS`);
    const bands = await attrs('#coach-bands tbody tr');
    assert.deepEqual(bands.map((b) => [n(b.score), n(b.rows), n(b.defaulters), n(b.repayers), n(b.ksIfBroken), n(b.aucIfBroken), n(b.scoreIfBroken), n(b.gain)]),
      c.bands.map((b) => [b.score, b.rows, b.defaulters, b.repayers, b.ks_if_broken, b.auc_if_broken, b.score_if_broken, b.gain]), `${what}: tie bands`);
    const rows = await attrs('#coach-rows tbody tr');
    assert.deepEqual(rows.map((r) => [r.customerId, n(r.line), r.defaulter === 'true', n(r.score), n(r.aucLoss)]),
      c.rows.map((r) => [r.customer_id, r.line, r.defaulter, r.score, r.auc_loss]), `${what}: rows`);
    assert.ok(c.bands.length > 0 && c.rows.length > 0, `${what}: something to coach`);
  } else if (kind === 'prediction') {
    assert.deepEqual([n(head.score), n(head.nScored), head.metric], [c.score, c.n_scored, c.metric], `${what}: score`);
    const w = await attrs('#coach-without');
    assert.deepEqual(w.map((x) => [n(x.nRows), n(x.score), n(x.quality), n(x.gain)]),
      c.without_worst ? [[c.without_worst.n_rows, c.without_worst.score, c.without_worst.quality, c.without_worst.gain]] : [], `${what}: without the worst 1%`);
    const groups = await attrs('#coach-groups tbody tr');
    assert.deepEqual(groups.map((g) => [g.by, g.name, n(g.rows), n(g.share), n(g.value), n(g.scoreIfExact), n(g.gain)]),
      c.groups.map((g) => [g.by, g.name, g.rows, g.share, g.value, g.score_if_exact, g.gain]), `${what}: groups`);
    const list = (s) => s.split(' ').map(Number);
    const rows = await attrs('#coach-rows tbody tr');
    assert.deepEqual(rows.map((r) => [n(r.row), JSON.parse(r.key), list(r.truth), list(r.pred), list(r.loss), n(r.share)]),
      c.rows.map((r) => [r.row, r.key, r.truth, r.pred, r.loss, r.share]), `${what}: rows`);
    assert.ok(c.rows.length === LIMIT && c.groups.length > 0 && c.without_worst, `${what}: something to coach`);
  } else if (kind === 'uplift') {
    assert.deepEqual([n(head.uplift), n(head.contactCost), n(head.upliftNet), head.verdict], [c.uplift, c.contact_cost, c.uplift_net, c.verdict], `${what}: net`);
    const lines = await attrs('#coach-lines tbody tr');
    assert.deepEqual(lines.map((l) => [n(l.line), l.type, l.to ?? null, n(l.cost), n(l.share)]),
      c.lines.map((l) => [l.line, l.type, l.to, l.cost, l.share]), `${what}: lines`);
    const w = await attrs('#coach-without');
    assert.deepEqual(w.map((x) => [x.lines.split(' ').map(Number), n(x.contactCost), n(x.upliftNet), n(x.gain), x.verdict, x.points]),
      c.without ? [[c.without.lines, c.without.contact_cost, c.without.uplift_net, c.without.gain, c.without.verdict, c.without.points_display]] : [], `${what}: without them`);
    assert.ok(c.lines.length > 0 && c.without, `${what}: something to coach`);
  } else if (kind === 'hydro') {
    const rows = await attrs('#coach-stations tbody tr');
    assert.deepEqual(rows.map((r) => [r.station, n(r.energy), n(r.most)]), c.stations.map((x) => [x.station, x.energy, x.most]), `${what}: stations`);
    assert.ok(c.stations.length === LIMIT, `${what}: something to coach`);
  } else if (kind === 'racks') {
    assert.deepEqual([n(head.score), n(head.cost), n(head.reference), n(head.unassigned)], [c.score, c.cost, c.reference, c.unassigned], `${what}: cost`);
    const terms = await attrs('#coach-terms tbody tr');
    assert.deepEqual(terms.map((x) => [x.term, n(x.cost), n(x.share), n(x.scoreWithout)]),
      c.terms.map((x) => [x.term, x.cost, x.share, x.score_without]), `${what}: terms`);
    const servers = await attrs('#coach-servers tbody tr');
    assert.deepEqual(servers.map((v) => [v.server, v.rack, v.pos, v.batch, n(v.cost)]),
      c.servers.map((v) => [v.server, v.rack, v.pos, v.batch, v.cost]), `${what}: servers`);
    assert.ok(c.terms.length === 5 && c.servers.length === LIMIT, `${what}: something to coach`);
  } else if (kind === 'slitting') {
    assert.deepEqual([n(head.score), n(head.cuts), n(head.cutScore), n(head.utilization), n(head.weight), n(head.scrap), head.costliest],
      [c.score, c.cuts, c.cut_score, c.utilization, c.weight, c.scrap, c.costliest], `${what}: parts`);
    const parts = await attrs('#coach-parts tbody tr');
    assert.deepEqual(parts.map((p) => [p.part, n(p.scoreIf), n(p.gain)]),
      [['cuts', c.score_one_cut_fewer, c.gain_one_cut_fewer], ['scrap', c.score_without_scrap, c.gain_without_scrap]], `${what}: a cut fewer, no scrap`);
    const cuts = await attrs('#coach-cuts tbody tr');
    assert.deepEqual(cuts.map((k) => [k.label, k.mother, n(k.width), n(k.used), n(k.weight), n(k.scrap), n(k.share)]),
      c.scrap_cuts.map((k) => [k.label, k.mother, k.width, k.used, k.weight, k.scrap, k.share]), `${what}: cuts`);
    assert.ok(c.scrap_cuts.length === LIMIT, `${what}: something to coach`);
  } else if (kind === 'coil') {
    assert.deepEqual([n(head.score), n(head.penalty), n(head.reference)], [c.score, c.penalty, c.baseline_cost], `${what}: penalty`);
    const parts = await attrs('#coach-parts tbody tr');
    assert.deepEqual(parts.map((p) => [p.part, n(p.count), n(p.cost), n(p.scoreWithout)]),
      [['breaks', c.rule_breaks, 10000 * c.rule_breaks, c.score_without_breaks], ['rises', c.width_rises, 100 * c.width_rises, c.score_without_rises],
        ['groups', c.grade_groups, c.grade_groups, null]], `${what}: parts`);
    const steps = await attrs('#coach-steps tbody tr');
    assert.deepEqual(steps.map((x) => [n(x.position), x.from, x.to, n(x.cost)]), c.steps.map((x) => [x.position, x.from, x.to, x.cost]), `${what}: steps`);
    // Largest first, each named by its place and its two coils on screen.
    assert.deepEqual(c.steps.map((x) => x.cost), [...c.steps.map((x) => x.cost)].sort((a, b) => b - a), `${what}: largest first`);
    const first = await page.locator('#coach-steps tbody tr').first().locator('td').allTextContents();
    assert.ok(first[0].includes(String(c.steps[0].position)) && first[1].includes(c.steps[0].from) && first[1].includes(c.steps[0].to), `${what}: the first step on screen: ${first}`);
    assert.ok(c.steps.length === LIMIT && c.rule_breaks > 0, `${what}: something to coach`);
  } else if (kind === 'energy') {
    const terms = await attrs('#coach-terms tbody tr');
    assert.deepEqual(terms.map((x) => [x.term, n(x.amount)]), c.terms.map((x) => [x.term, x.amount]), `${what}: terms`);
    assert.ok(c.terms.some((x) => x.term === 'battery') && c.terms.some((x) => x.term === 'caes'), `${what}: something to coach (the stores at work)`);
  } else if (kind === 'quay') {
    const cranes = await attrs('#coach-cranes tbody tr');
    assert.deepEqual(cranes.map((x) => [x.crane, n(x.moves), n(x.wait)]), c.loads.map((x) => [x.crane, x.moves, x.wait]), `${what}: cranes`);
    assert.ok(c.loads.length > 1 && c.moves > 0, `${what}: something to coach`);
  } else if (kind === 'stack') {
    const lifts = await attrs('#coach-forklifts tbody tr');
    assert.deepEqual(lifts.map((x) => [x.forklift, n(x.used), n(x.cap)]), c.forklifts.map((x) => [x.forklift, x.used, x.cap]), `${what}: forklifts`);
    assert.ok(c.forklifts.length > 1 && c.forklifts[0].used > 0, `${what}: something to coach`);
  } else if (kind === 'pack') {
    const room = await attrs('#coach-room tbody tr');
    assert.deepEqual(room.map((x) => [x.term, n(x.used), n(x.max), n(x.more), x.limit === '1']),
      [['weight', c.weight, c.max_weight, c.more_by_weight, c.limit === 'weight'], ['volume', c.volume, c.inner_volume, c.more_by_volume, c.limit === 'volume']],
      `${what}: room`);
    assert.ok(c.limit && c.more_by_volume > 0, `${what}: something to coach`);
  } else {
    assert.fail(`${what}: no check of a ${kind} case's coach here: add one`);
  }
}

for (const pick of PICKS) {
  const c = find(pick.dir);
  test(`what costs most, ${pick.dir} ${pick.file}: == fde-grade coach`, { skip: !c && `no case ${pick.dir}` }, async () => {
    const kind = c.manifest.kind;
    const s = c.manifest.submissions.find((x) => x.file === pick.file);
    const extras = s.extra_files ?? [];
    const want = cliCoach(c, join(c.path, s.file), s.file, extraFlags(c, extras));
    await page.goto(`${base}?case=${encodeURIComponent(c.dir)}&sub=${encodeURIComponent(s.file)}`, { waitUntil: 'load' });
    await appReady(page);
    await page.locator(`.report-card[data-file="${s.file}"]`).waitFor(WAIT);
    await assertSame(kind, want, `${c.dir} ${s.file}`);
    // The section's own timing (ms in the page), for the report.
    console.log(`# ${c.dir} ${s.file}: coached in ${await page.locator('#coach-kinds').getAttribute('data-ms')} ms`);

    // An example that does not grade valid: no section.
    const bad = c.manifest.submissions.find((x) => !JSON.parse(cliGrade(c, join(c.path, x.file), { name: x.file, flags: extraFlags(c, x.extra_files ?? []) })).valid);
    if (bad) {
      await page.goto(`${base}?case=${encodeURIComponent(c.dir)}&sub=${encodeURIComponent(bad.file)}`, { waitUntil: 'load' });
      await appReady(page);
      await page.locator(`.report-card[data-file="${bad.file}"][data-valid="false"]`).waitFor(WAIT);
      assert.equal(await page.locator('#coach-kinds').count(), 0, `${bad.file}: not valid, nothing to coach`);
    }

    // The same file dropped (graded in the worker, coached in the page), for one-file kinds.
    if (!extras.length) {
      const path = join(c.path, s.file);
      await page.locator('#upload').setInputFiles(path);
      await page.locator(`#coach-kinds[data-file="${basename(path)}"]`).waitFor(WAIT);
      await assertSame(kind, cliCoach(c, path, basename(path)), `${c.dir} ${s.file} dropped`);
    }
  });
}
