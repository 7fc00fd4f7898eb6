// Browser benchmark: full and incremental grading in the wasm build (see index.html).
// Results go to window.__bench (read by run.mjs) and to the page.
import init, { BenchCase } from './pkg/fde_bench_wasm.js';

const CASE = new URL('../../cases-public/routing-city/', import.meta.url);
const PLANS = ['4-nearest-neighbour-fill.json', '6-reference.json', '1-nine-trucks.json'];
const params = new URLSearchParams(location.search);
const BATCHES = Number(params.get('batches') || 31);

const bytes = async (name) => new Uint8Array(await (await fetch(new URL(name, CASE))).arrayBuffer());
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[s.length >> 1]; };

/** Median per-call milliseconds of `f` over `batches` batches of `size` calls. */
function time(f, size, batches = BATCHES) {
  for (let i = 0; i < size; i++) f(i); // warm up
  const per = [];
  let k = 0;
  for (let b = 0; b < batches; b++) {
    const t0 = performance.now();
    for (let i = 0; i < size; i++) f(k++);
    per.push((performance.now() - t0) / size);
  }
  return { median_ms: median(per), min_ms: Math.min(...per), calls: size * batches };
}

async function run() {
  await init();
  const c = new BenchCase(await bytes('customers.csv'), await bytes('case.json'));
  const out = { userAgent: navigator.userAgent, stores: c.stores(), full: {}, incremental: {} };
  for (const name of PLANS) {
    const sub = await bytes('submissions/' + name);
    const report = JSON.parse(c.gradeJson(sub));
    out.full[name] = {
      grade: time(() => c.gradeReport(sub), 10),
      'grade+json': time(() => c.gradeJson(sub), 10),
      hull_intrusions: report.intrusions.length, segment_crossings: report.crossings.length,
    };
  }
  for (const name of ['6-reference.json', '4-nearest-neighbour-fill.json']) {
    const d = c.drag(await bytes('submissions/' + name));
    const n = c.stores();
    // One drag step: a store moves ±0.002° and back (so the plan stays as it is).
    const step = (i) => {
      const k = ((i >> 1) * 7919) % n;
      const [lon, lat] = c.point(k);
      const e = i % 2 ? 0 : 0.002;
      d.moveStore(k, lon + e, lat - e);
    };
    const r = {};
    r['move_store+report'] = time((i) => { step(i); d.report(); }, 20);
    r['move_store+report_json'] = time((i) => { step(i); d.reportJson(); }, 20);
    r['move_store+exact'] = time((i) => { step(i); d.exactCost(); }, 50);
    // Move a store into another route and back: two moves per call, each followed by a report.
    r['move_to_route+report (per move)'] = time((i) => {
      const k = (i * 7919) % n;
      const [route, stop] = d.whereIs(k);
      d.moveToRoute(k, (route + 1 + (i % 11)) % 12, i % 50); d.report();
      d.moveToRoute(k, route, stop); d.report();
    }, 10);
    r['move_to_route+report (per move)'].median_ms /= 2;
    r['move_to_route+report (per move)'].min_ms /= 2;
    // The incremental report must equal grading the moved plan from scratch.
    r.equals_full_grading = d.reportJson() === d.fullJson();
    out.incremental_equals_full = (out.incremental_equals_full ?? true) && r.equals_full_grading;
    out.incremental[name] = r;
  }
  return out;
}

run().then((r) => {
  window.__bench = r;
  document.getElementById('status').textContent = 'done';
  document.getElementById('out').textContent = JSON.stringify(r, null, 2);
}, (e) => {
  window.__bench = { error: String(e && e.stack || e) };
  document.getElementById('status').textContent = 'failed: ' + e;
});
