// Headless-Chromium tests of the routing figures (issue 5): route map, drag to learn,
// the two demos, worst pairs, hours, cost split, compare. Every count and score the
// page shows is checked against `fde-grade`: for the examples as they are, and for
// plans moved in the page (the moved routes.json and customers.csv are written to a
// temporary folder and graded by the CLI). Also: keyboard dragging, touch-free
// pointer drags, shareable URLs, and the time per re-score during a drag (printed, and
// saved to out/figures-metrics.json). Screenshots: out/screenshots/figure-*.png.
// Run by scripts/test-browser: node --test e2e/figures-routing.test.mjs
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { CLI, ROOT, cases, cliGrade } from './lib/cases.mjs';
import { serve } from './lib/serve.mjs';
import { launch, live, screenshot, touchDrag } from './lib/browser.mjs';

const DIST = process.env.FDE_SITE_DIST ?? join(ROOT, 'site/dist');
const OUT_DIR = join(ROOT, 'out');
const SHOTS = join(OUT_DIR, 'screenshots');
const WAIT = { timeout: 15000 };
// The routing case with the most stores (routing-city with the public cases).
const routing = cases()
  .filter((c) => c.manifest.kind === 'routing')
  .sort((a, b) => readFileSync(join(b.path, b.manifest.files.customers)).length - readFileSync(join(a.path, a.manifest.files.customers)).length)[0];
const subs = routing?.manifest.submissions ?? [];
const refFile = routing?.manifest.files.reference ?? subs.at(-1)?.file;
const metrics = {};
const problems = [];
let server, base, context, page, tmp;

const cli = (file) => JSON.parse(cliGrade(routing, join(routing.path, file), { name: file }));
const CLI_CACHE = new Map();
const cliOf = (file) => CLI_CACHE.get(file) ?? CLI_CACHE.set(file, cli(file)).get(file);

async function shot(id) {
  await screenshot(page.locator(`#fig-${id}`), { path: join(SHOTS, `figure-${id}.png`) });
}

/** The figure's data-* attributes. */
const data = (sel, p = page) => p.locator(sel).evaluate((e) => ({ ...e.dataset }));

/** Open the case page with query `q` (under /fde/, a sub-path) and wait for the figures. */
async function open(q = '', p = page) {
  await p.goto(`${base}fde/?case=${encodeURIComponent(routing.dir)}${q}`);
  await live(p); // a pre-rendered page starts its app on a gesture
  await p.locator('html[data-ready="1"]').waitFor({ state: 'attached', ...WAIT });
  await p.locator('.routing-figures').waitFor(WAIT);
}

/** Pick submission `file` in a figure's picker and wait until the figure shows it. */
async function pick(figure, selectId, file) {
  await page.locator(`#${selectId}`).selectOption(file);
  await page.waitForFunction(([f, file]) => {
    const el = document.querySelector(`[data-figure="${f}"].fig`);
    return el && (el.dataset.file === undefined || el.dataset.file === file);
  }, [figure, file], WAIT);
  await page.waitForTimeout(50);
}

/** Screen position of dot `k` of route `r` on canvas `name` (parsed from its path). */
async function dot(name, r, k = 0) {
  return page.evaluate(([name, r, k]) => {
    const svg = document.querySelector(`svg.canvas-${name}`);
    const d = svg.querySelectorAll('g.stores path.dots')[r].getAttribute('d');
    const all = [...d.matchAll(/M(-?\d+) (-?\d+)h0/g)];
    const m = all[Math.min(k, all.length - 1)];
    const p = Object.assign(svg.createSVGPoint(), { x: Number(m[1]), y: Number(m[2]) }).matrixTransform(svg.getScreenCTM());
    return { x: p.x, y: p.y, n: all.length };
  }, [name, r, k]);
}

/** The centre of route `r`'s dots on screen. */
async function centre(name, r) {
  return page.evaluate(([name, r]) => {
    const svg = document.querySelector(`svg.canvas-${name}`);
    const d = svg.querySelectorAll('g.stores path.dots')[r].getAttribute('d');
    const all = [...d.matchAll(/M(-?\d+) (-?\d+)h0/g)].map((m) => [Number(m[1]), Number(m[2])]);
    const [x, y] = all.reduce(([a, b], [c, e]) => [a + c / all.length, b + e / all.length], [0, 0]);
    const p = Object.assign(svg.createSVGPoint(), { x, y }).matrixTransform(svg.getScreenCTM());
    return { x: p.x, y: p.y };
  }, [name, r]);
}

/** Drag with the mouse from `a` to `b` in `steps` pointer moves. */
async function drag(a, b, steps = 60) {
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps });
  await page.mouse.up();
  await page.waitForTimeout(100);
}

/** Grade a plan moved in the page with the CLI: its routes JSON and moved stores
 * ([{code, lon, lat}], numbers as text) patched into the case's customers.csv. */
function gradeMoved(plan, moved, tag) {
  const dir = mkdtempSync(join(tmp, `${tag}-`));
  const lines = readFileSync(join(routing.path, routing.manifest.files.customers), 'utf8').split(/\r?\n/);
  const head = lines[0].split(',');
  const [ci, lo, la] = ['网点编码', '门店经度', '门店纬度'].map((n) => head.indexOf(n));
  const byCode = new Map(moved.map((m) => [m.code, m]));
  const patched = lines.map((l, i) => {
    const cells = l.split(',');
    const m = i > 0 && byCode.get(cells[ci]?.trim());
    if (!m) return l;
    cells[lo] = m.lon;
    cells[la] = m.lat;
    return cells.join(',');
  });
  writeFileSync(join(dir, 'customers.csv'), patched.join('\n'));
  writeFileSync(join(dir, 'routes.json'), plan);
  return JSON.parse(execFileSync(CLI, ['routing', '--case', routing.path, '--customers', join(dir, 'customers.csv'), join(dir, 'routes.json')], { encoding: 'utf8' }));
}

/** Grade a demo's little case (the page exposes its case.json, customers and plan). */
function gradeDemo(d, tag) {
  const dir = mkdtempSync(join(tmp, `${tag}-`));
  writeFileSync(join(dir, 'case.json'), d.case);
  writeFileSync(join(dir, 'customers.csv'), d.customers);
  writeFileSync(join(dir, 'routes.json'), d.plan);
  return JSON.parse(execFileSync(CLI, ['routing', '--case', join(dir, 'case.json'), join(dir, 'routes.json')], { encoding: 'utf8' }));
}

/** What a figure shows equals the CLI's report: counts, and the score when valid. */
function sameCounts(shown, report, what) {
  assert.equal(Number(shown.intrusions), report.intrusions.length, `${what}: intrusions`);
  assert.equal(Number(shown.crossings), report.crossings.length, `${what}: crossings`);
  if (report.valid) {
    assert.equal(Number(shown.intrusions), report.hull_intrusions, `${what}: hull_intrusions`);
    assert.equal(Number(shown.crossings), report.segment_crossings, `${what}: segment_crossings`);
  }
  assert.equal(Number(shown.score), report.overall_score, `${what}: score`);
  if (shown.cost !== undefined && report.valid) assert.equal(Number(shown.cost), report.submission_cost, `${what}: cost`);
}

// performance.now() is coarsened to 0.1 ms in this browser: two decimals are plenty.
const r2 = (x) => Math.round(x * 100) / 100;
const median = (v) => r2([...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]);
const p95 = (v) => r2([...v].sort((a, b) => a - b)[Math.max(0, Math.ceil(v.length * 0.95) - 1)]);

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  tmp = mkdtempSync(join(tmpdir(), 'fde-figures-'));
  ({ server, url: base } = await serve(DIST, 0));
  ({ context, page } = await launch());
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
});

after(async () => {
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(join(OUT_DIR, 'figures-metrics.json'), JSON.stringify(metrics, null, 2) + '\n');
  await context?.close();
  server?.close();
});

const skip = !routing && 'no routing case';

test('map: switching submissions shows the core\'s counts, drawn as reported', { skip }, async () => {
  await open();
  for (const s of subs) {
    await pick('map', 'map-sub', s.file);
    const r = cliOf(s.file);
    const d = await data('.map-fig');
    assert.equal(d.file, s.file);
    sameCounts(d, r, `map ${s.file}`);
    assert.equal(d.valid, String(r.valid));
    // What is drawn: one path per route, one × per crossing, one ring per intruding store.
    assert.equal(await page.locator('svg.canvas-map g.routes path.route').count(), r.routes.length, `${s.file}: routes drawn`);
    const ds = (sel) => page.locator(sel).evaluateAll((ps) => ps.map((p) => p.getAttribute('d') ?? '').join(''));
    const xs = await ds('svg.canvas-map g.crossings path');
    assert.equal((xs.match(/M/g) ?? []).length / 2, r.crossings.length, `${s.file}: × drawn`);
    const rings = await ds('svg.canvas-map g.rings path');
    assert.equal((rings.match(/M/g) ?? []).length, new Set(r.intrusions.map((x) => x.store)).size, `${s.file}: rings drawn`);
    const hulls = await page.locator('svg.canvas-map g.hulls polygon').evaluateAll((ps) => ps.map((p) => p.getAttribute('points').trim().split(/\s+/).filter(Boolean).length));
    assert.deepEqual(hulls, r.routes.map((x) => x.hull.length), `${s.file}: hull vertices drawn`);
    assert.match(await page.locator('#map-counts').textContent(), new RegExp(`${r.intrusions.length.toLocaleString('en-US')} intrusion`));
    assert.match(page.url(), new RegExp(`sub=${encodeURIComponent(s.file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  }
  await shot('map');
});

test('map: an uploaded submission is one of the choices', { skip }, async () => {
  await open();
  // The reference with two stores swapped between routes 0 and 1.
  const plan = JSON.parse(readFileSync(join(routing.path, refFile), 'utf8'));
  const routes = plan.routes.map((r) => (Array.isArray(r) ? [...r] : [...r.customers]));
  [routes[0][0], routes[1][0]] = [routes[1][0], routes[0][0]];
  const path = join(tmp, 'swapped.json');
  writeFileSync(path, JSON.stringify({ routes }));
  // (Read at once: the page shows no report yet, and a locator would wait for one.)
  const before = await page.evaluate(() => Number(document.querySelector('.report-card')?.dataset.seq ?? 0));
  await page.locator('#upload').setInputFiles(path);
  await page.waitForFunction((n) => Number(document.querySelector('.report-card')?.dataset.seq ?? 0) > n, before, WAIT);
  await page.waitForFunction(() => document.querySelector('.map-fig')?.dataset.file === 'swapped.json', null, WAIT);
  const r = JSON.parse(cliGrade(routing, path));
  sameCounts(await data('.map-fig'), r, 'uploaded');
  assert.equal(await page.locator('#map-sub').inputValue(), 'upload');
  // Switch to an example and back to the upload.
  await pick('map', 'map-sub', subs[0].file);
  sameCounts(await data('.map-fig'), cliOf(subs[0].file), 'example after upload');
  await page.locator('#map-sub').selectOption('upload');
  await page.waitForFunction(() => document.querySelector('.map-fig')?.dataset.file === 'swapped.json', null, WAIT);
  sameCounts(await data('.map-fig'), r, 'upload again');
});

test('map: layers, hover and focus details, zoom and pan, all in the URL', { skip }, async () => {
  const nn = subs.find((s) => cliOf(s.file).valid && cliOf(s.file).crossings.length > 0) ?? subs[0];
  await open(`&sub=${encodeURIComponent(nn.file)}`);
  await page.locator('.map-fig').scrollIntoViewIfNeeded();
  // Layers.
  await page.locator('#map-layer-hulls').uncheck();
  assert.match(await page.locator('svg.canvas-map g.hulls').getAttribute('class'), /\boff\b/);
  assert.match(page.url(), /layers=routes\.intrusions\.crossings/);
  await page.locator('#map-layer-hulls').check();
  assert.doesNotMatch(page.url(), /layers=/);
  // Hover a store (crossings off, so no × is nearer): its details.
  await page.locator('#map-layer-crossings').uncheck();
  await page.locator('svg.canvas-map').scrollIntoViewIfNeeded();
  const p = await dot('map', 2, 3);
  await page.mouse.move(p.x, p.y);
  await page.waitForFunction(() => /^store /.test(document.querySelector('#map-details')?.textContent ?? ''), null, WAIT);
  assert.match(await page.locator('#map-details').textContent(), /route 3, stop \d+ of \d+/ /* route index 2, counted from 1 */);
  await page.locator('#map-layer-crossings').check();
  // Hover a crossing: its two segments.
  const r = cliOf(nn.file);
  if (r.crossings.length) {
    const x = await page.evaluate(() => {
      const svg = document.querySelector('svg.canvas-map');
      const d = [...svg.querySelectorAll('g.crossings path')].map((p) => p.getAttribute('d')).find((x) => x);
      const m = [...d.matchAll(/M(-?\d+) (-?\d+)/g)].slice(0, 2).map((m) => [Number(m[1]), Number(m[2])]);
      const [cx, cy] = [m[0][0] + (m[1][1] - m[0][1]) / 2, (m[0][1] + m[1][1]) / 2];
      const p = Object.assign(svg.createSVGPoint(), { x: cx, y: cy }).matrixTransform(svg.getScreenCTM());
      return { x: p.x, y: p.y };
    });
    await page.mouse.move(x.x, x.y);
    await page.waitForFunction(() => /^crossing /.test(document.querySelector('#map-details')?.textContent ?? ''), null, WAIT);
    assert.match(await page.locator('#map-details').textContent(), /route \d+ \(.+ → .+\) × route \d+ \(.+ → .+\)/);
  }
  // Keyboard: the store cursor, arrow keys move between stores.
  await page.locator('[data-cursor="map"]').focus();
  const l1 = await page.locator('[data-cursor="map"]').getAttribute('aria-label');
  await page.keyboard.press('ArrowRight');
  const l2 = await page.locator('[data-cursor="map"]').getAttribute('aria-label');
  assert.match(l2, /^store \S+, [\d.,]+ kg, route \d+/);
  assert.notEqual(l1, l2);
  await page.keyboard.press(']');
  assert.notEqual(await page.locator('[data-cursor="map"]').getAttribute('aria-label'), l2);
  // The crossings cursor steps through the crossings.
  if (r.crossings.length) {
    await page.locator('.canvas-map .cross-cursor').focus();
    await page.keyboard.press('ArrowRight');
    assert.match(await page.locator('.canvas-map .cross-cursor').getAttribute('aria-label'), /^crossing 2 of /);
  }
  // Zoom and pan change the viewBox; the view lands in the URL.
  const vb0 = await page.locator('svg.canvas-map').getAttribute('viewBox');
  await page.locator('.map-fig [data-zoom="in"]').click();
  const vb1 = await page.locator('svg.canvas-map').getAttribute('viewBox');
  assert.equal(Number(vb1.split(' ')[2]) * 2, Number(vb0.split(' ')[2]));
  const b = await page.locator('svg.canvas-map').boundingBox();
  await drag({ x: b.x + 30, y: b.y + b.height - 30 }, { x: b.x + 130, y: b.y + b.height - 80 }, 10);
  const vb2 = await page.locator('svg.canvas-map').getAttribute('viewBox');
  assert.notEqual(vb2.split(' ')[0], vb1.split(' ')[0], 'panned');
  const [vx, vy, vw] = vb2.split(' ');
  await page.waitForFunction((v) => location.search.includes(`map-view=${v}`), `${vx}_${vy}_${vw}`, WAIT);
  await shot('map');
  const url = page.url();
  const p2 = await context.newPage();
  await p2.goto(url);
  // The pre-rendered map (the whole extent) shows until the app, started by the query, has
  // mounted and read the view from the URL: read it after that, not in between.
  await p2.locator('html[data-ready="1"]').waitFor({ state: 'attached', ...WAIT });
  await p2.waitForFunction((v) => document.querySelector('svg.canvas-map')?.getAttribute('viewBox') === v, vb2, WAIT).catch(() => {});
  assert.equal(await p2.locator('svg.canvas-map').getAttribute('viewBox'), vb2, 'the URL keeps the zoom');
  await p2.close();
  await page.locator('.map-fig [data-zoom="reset"]').click();
});

test('drag: switching submissions shows the core\'s counts', { skip }, async () => {
  await open();
  for (const s of subs) {
    await pick('drag', 'drag-sub', s.file);
    await page.waitForFunction((f) => document.querySelector('#drag-sub')?.value === f, s.file, WAIT);
    sameCounts(await data('.drag-fig'), cliOf(s.file), `drag ${s.file}`);
  }
});

test('drag: a scripted mouse drag gives exactly fde-grade\'s counts and score; the URL reproduces it', { skip }, async () => {
  await open(`&sub=${encodeURIComponent(refFile)}`);
  await page.locator('svg.canvas-drag').scrollIntoViewIfNeeded();
  const before = await data('.drag-fig');
  sameCounts(before, cliOf(refFile), 'drag before');
  // Drag the first store of route 0 into the middle of route 5, in 80 moves.
  const from = await dot('drag', 0, 0);
  const to = await centre('drag', 5);
  await drag(from, to, 80);
  const d = await data('.drag-fig');
  const moved = JSON.parse(d.moved);
  assert.equal(moved.length, 1, 'one store moved');
  const r = gradeMoved(d.plan, moved, 'mouse');
  sameCounts(d, r, 'after the mouse drag');
  assert.ok(Number(d.intrusions) + Number(d.crossings) > Number(before.intrusions) + Number(before.crossings), 'the drag made intrusions or crossings');
  assert.notEqual(d.score, before.score);
  const t = JSON.parse(d.timings);
  assert.ok(t.moves >= 50, `${t.moves} re-scores during the drag`);
  metrics.drag_reference = { moves: t.moves, rescore_median_ms: median(t.core_ms), rescore_p95_ms: p95(t.core_ms) };
  await shot('drag');
  // The link reproduces the moved plan exactly.
  assert.match(page.url(), /[?&]drag=/);
  const p2 = await context.newPage();
  await p2.goto(page.url());
  await p2.locator('.drag-fig').waitFor(WAIT);
  await p2.waitForFunction((m) => document.querySelector('.drag-fig')?.dataset.moved === m, d.moved, WAIT);
  const d2 = await data('.drag-fig', p2);
  assert.deepEqual([d2.intrusions, d2.crossings, d2.score, d2.cost, d2.plan], [d.intrusions, d.crossings, d.score, d.cost, d.plan]);
  await p2.close();
  // Reset goes back to the submission as written.
  await page.locator('#drag-reset').click();
  sameCounts(await data('.drag-fig'), cliOf(refFile), 'after reset');
  assert.doesNotMatch(page.url(), /[?&]drag=/);
});

test('drag: the keyboard moves a store (arrow keys), with live ARIA labels', { skip }, async () => {
  await open(`&sub=${encodeURIComponent(refFile)}`);
  const cursor = page.locator('[data-cursor="drag"]');
  await cursor.focus();
  assert.equal(await cursor.getAttribute('role'), 'slider');
  const label0 = await cursor.getAttribute('aria-label');
  assert.match(label0, /^store \S+, .*route 1, stop 1 of \d+.*plan: .*intrusions?, .*crossings?, score [\d.]+/);
  for (let i = 0; i < 6; i++) await page.keyboard.press('Shift+ArrowRight');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  const d = await data('.drag-fig');
  const moved = JSON.parse(d.moved);
  assert.equal(moved.length, 1);
  const r = gradeMoved(d.plan, moved, 'keys');
  sameCounts(d, r, 'after the keyboard moves');
  const label = await cursor.getAttribute('aria-label');
  assert.equal(Number(/score ([\d.]+)$/.exec(label)?.[1]), r.overall_score, `the slider's label states the live score: ${label}`);
  assert.match(await page.locator('#drag-live').textContent(), new RegExp(`^Store \\S+ moved: [\\d,]+ intrusions?, [\\d,]+ crossings?, `));
  assert.ok(Number(d.intrusions) + Number(d.crossings) > 0, 'moving the store east made intrusions or crossings');
  await page.locator('#drag-reset').click();
});

test('drag: a stop carried into another route (mouse and keys) == fde-grade', { skip }, async () => {
  await open(`&sub=${encodeURIComponent(refFile)}&drag-mode=stop`);
  assert.ok(await page.locator('input[name="drag-mode"][value="stop"]').isChecked());
  await page.locator('svg.canvas-drag').scrollIntoViewIfNeeded();
  const plan0 = JSON.parse((await data('.drag-fig')).plan);
  // Carry the last stop of route 3 next to a stop of route 7.
  const from = await dot('drag', 3, 999);
  const to = await dot('drag', 7, 4);
  await drag(from, { x: to.x + 2, y: to.y + 2 }, 40);
  let d = await data('.drag-fig');
  const plan1 = JSON.parse(d.plan);
  assert.equal(plan1.routes[3].length, plan0.routes[3].length - 1, 'route 3 lost a stop');
  assert.equal(plan1.routes[7].length, plan0.routes[7].length + 1, 'route 7 gained it');
  assert.deepEqual(JSON.parse(d.moved), [], 'no store changed place');
  sameCounts(d, gradeMoved(d.plan, [], 'carry'), 'after carrying a stop');
  assert.match(page.url(), /[?&]stops=/);
  // Keys: Up moves the picked stop to the next route.
  await page.locator('[data-cursor="drag"]').focus();
  await page.keyboard.press('ArrowUp');
  d = await data('.drag-fig');
  assert.notEqual(d.plan, JSON.stringify(plan1));
  sameCounts(d, gradeMoved(d.plan, [], 'carry-keys'), 'after a stop moved by key');
  // The link reproduces it.
  const p2 = await context.newPage();
  await p2.goto(page.url());
  await p2.locator('.drag-fig').waitFor(WAIT);
  await p2.waitForFunction((p) => document.querySelector('.drag-fig')?.dataset.plan === p, d.plan, WAIT);
  await p2.close();
  await page.locator('#drag-reset').click();
  await page.locator('input[name="drag-mode"][value="place"]').check();
});

// A long drag re-scored at every move, on the ladder's last valid plan (the reference):
// its timings are recorded; the other plans would add time, not coverage.
test('drag: a long drag on the full map re-scores at every move (== fde-grade; median, p95 recorded)', { skip }, async () => {
  const out = {};
  for (const s of subs.filter((x) => cliOf(x.file).valid).slice(-1)) {
    await open(`&sub=${encodeURIComponent(s.file)}`);
    await page.locator('svg.canvas-drag').scrollIntoViewIfNeeded();
    // Frame intervals during the drag, from the page's own animation frames.
    await page.evaluate(() => {
      window.__frames = [];
      let last = performance.now();
      const loop = (t) => { window.__frames.push(t - last); last = t; if (window.__framesOn) requestAnimationFrame(loop); };
      window.__framesOn = true;
      requestAnimationFrame(loop);
    });
    const t0 = Date.now();
    await drag(await dot('drag', 1, 2), await centre('drag', 8), 120);
    const wall = Date.now() - t0;
    const frames = await page.evaluate(() => { window.__framesOn = false; return window.__frames.slice(1); });
    const d = await data('.drag-fig');
    const t = JSON.parse(d.timings);
    sameCounts(d, gradeMoved(d.plan, JSON.parse(d.moved), 'timing'), `timing drag on ${s.file}`);
    const mean = t.core_ms.reduce((a, b) => a + b, 0) / t.core_ms.length;
    out[s.file] = {
      moves: t.moves,
      rescore_ms: { median: median(t.core_ms), p95: p95(t.core_ms), mean: r2(mean) },
      scene_ms: { median: median(t.scene_ms), p95: p95(t.scene_ms) },
      dom_update_ms: { median: median(t.frame_ms), p95: p95(t.frame_ms) },
      frame_interval_ms: { median: Number(median(frames).toFixed(1)), p95: Number(p95(frames).toFixed(1)), frames: frames.length },
      wall_ms_per_move: Number((wall / 120).toFixed(2)),
    };
    assert.ok(t.moves >= 100, `${t.moves} re-scores`);
  }
  metrics.drag_rescore = out;
  console.log(JSON.stringify({ drag_rescore: out }, null, 1));
});

test('demos: hull intrusions and crossings, each scene and a drag == fde-grade', { skip }, async () => {
  await open();
  for (const [id, scenes] of [['demo-hull', ['edge', 'pair', 'stray']], ['demo-crossing', ['touch', 'self', 'depot']]]) {
    const fig = `.demo-fig.${id}`;
    await page.locator(fig).scrollIntoViewIfNeeded();
    for (const sc of scenes) {
      await page.locator(`${fig} button[data-scene="${sc}"]`).click();
      await page.waitForFunction(([f, sc]) => document.querySelector(f)?.dataset.scene === sc, [fig, sc], WAIT);
      const d = await data(fig);
      sameCounts(d, gradeDemo(d, `${id}-${sc}`), `${id} ${sc}`);
      assert.equal(d.score, '1.0', `${id} ${sc} starts at score 1`);
    }
  }
  // On the edge → one step right: outside (keyboard on the focused store).
  const hull = '.demo-fig.demo-hull';
  await page.locator(`${hull} button[data-scene="edge"]`).click();
  assert.equal((await data(hull)).intrusions, '1');
  const b3 = page.locator('.canvas-demo-hull g.point[data-store="B3"]');
  await b3.focus();
  assert.equal(await b3.getAttribute('role'), 'slider');
  assert.equal(await b3.getAttribute('aria-label'), 'store B3, route 2, stop 3 of 3, inside the hull of route 1; plan: 1 intrusion, 0 crossings, score 1.0');
  assert.equal(await b3.getAttribute('aria-valuetext'), 'x 7, y 6');
  await page.keyboard.press('ArrowRight');
  let d = await data(hull);
  assert.equal(d.intrusions, '0', 'one step right of the edge: outside');
  sameCounts(d, gradeDemo(d, 'edge-right'), 'edge, B3 right');
  assert.match(await b3.getAttribute('aria-label'), new RegExp(`inside no other route's hull; plan: 0 intrusions, 0 crossings, score ${d.score.replace('.', '\\.')}$`));
  assert.equal(await b3.getAttribute('aria-valuetext'), 'x 8, y 6');
  // Mouse: two steps left, plainly inside.
  const pos = await b3.locator('.point-ring').boundingBox();
  // One grid step on screen: the viewBox is 10,000 wide for 17 steps (16 + margins).
  const step = await page.locator('svg.canvas-demo-hull').evaluate((svg) => svg.getScreenCTM().a * 10000 / 17);
  await drag({ x: pos.x + pos.width / 2, y: pos.y + pos.height / 2 }, { x: pos.x + pos.width / 2 - 2 * step, y: pos.y + pos.height / 2 }, 12);
  d = await data(hull);
  assert.equal(d.intrusions, '1');
  sameCounts(d, gradeDemo(d, 'edge-left'), 'edge, B3 dragged left');
  assert.match(page.url(), /hull-pts=B3_6_6/);
  await shot('demo-hull');
  // Touching does not count; one step up, two crossings.
  const cross = '.demo-fig.demo-crossing';
  await page.locator(`${cross} button[data-scene="touch"]`).click();
  await page.locator('.canvas-demo-crossing g.point[data-store="B2"]').focus();
  await page.keyboard.press('ArrowUp');
  d = await data(cross);
  assert.equal(d.crossings, '2');
  sameCounts(d, gradeDemo(d, 'touch-up'), 'touch, B2 up');
  await shot('demo-crossing');
});

test('worst pairs: the report\'s intrusions and crossings grouped by pair, stepped through', { skip }, async () => {
  const s = subs.filter((x) => cliOf(x.file).valid).sort((a, b) => cliOf(b.file).intrusions.length - cliOf(a.file).intrusions.length)[0];
  await open(`&sub=${encodeURIComponent(s.file)}`);
  const r = cliOf(s.file);
  const pairs = new Map();
  const at = (a, b) => {
    const k = `${Math.min(a, b)}-${Math.max(a, b)}`;
    return pairs.get(k) ?? pairs.set(k, { k, a: Math.min(a, b), b: Math.max(a, b), i: 0, c: 0 }).get(k);
  };
  r.intrusions.forEach((x) => at(x.store_route, x.hull_route).i++);
  r.crossings.forEach((x) => at(x.a.route, x.b.route).c++);
  const want = [...pairs.values()].sort((x, y) => (y.i + y.c) - (x.i + x.c) || x.a - y.a || x.b - y.b);
  let d = await data('.pairs-fig');
  assert.equal(Number(d.pairs), want.length);
  for (let step = 0; step < Math.min(3, want.length); step++) {
    d = await data('.pairs-fig');
    assert.deepEqual([d.pair, Number(d.intrusions), Number(d.crossings)], [want[step].k, want[step].i, want[step].c], `pair ${step}`);
    assert.equal(await page.locator('svg.canvas-pairs g.routes path.route.dim').count(), r.routes.length - 2, 'the others are greyed out');
    if (step === 0) await shot('worst-pairs');
    await page.locator('#pairs-next').click();
  }
  assert.match(page.url(), /[?&]pair=3/);
});

test('hours per truck: the report\'s route times, for each submission', { skip }, async () => {
  await open();
  for (const s of subs) {
    await pick('hours', 'hours-sub', s.file);
    const got = await page.locator('.hours-fig rect[data-seconds]').evaluateAll((rs) => rs.map((r) => Number(r.dataset.seconds)));
    assert.deepEqual(got, cliOf(s.file).routes.map((x) => x.seconds), `hours of ${s.file}`);
    // The note's arithmetic, recomputed from the numbers it shows (issue 45: it said
    // "charges the 1 s between them" beside a balance of 70 = 90 × 0.78 s).
    const note = await page.locator('.hours-fig .fig-note').innerText();
    const m = note.match(/charges ([\d,.]+) a second of the (.+?) between them: ([\d,.]+)\./);
    assert.ok(m, `the hours note states the balance arithmetic: ${note}`);
    const n = (t) => Number(t.replaceAll(',', ''));
    const gapText = m[2].match(/([\d,.]+) s\)?$/)[1];
    const [w, gap, balance] = [n(m[1]), n(gapText), n(m[3])];
    // The gap is shown to 3 significant digits: the product may move by half a unit of it.
    const halfUnit = gapText.includes('.') ? 0.5 * 10 ** -gapText.split('.')[1].length : 0.5;
    assert.ok(Math.abs(w * gap - balance) <= 0.5 + w * halfUnit, `${w} × ${gap} ≈ ${balance}: ${note}`);
    const r = cliOf(s.file);
    if (r.balance_penalty != null) assert.equal(balance, r.balance_penalty, `the note's balance is the report's: ${note}`);
  }
  const ref = cliOf(refFile).routes.map((x) => x.seconds);
  const band = await data('.hours-fig .ref-band');
  assert.equal(Number(band.refMin), Math.min(...ref));
  assert.equal(Number(band.refMax), Math.max(...ref));
  await shot('hours');
});

test('cost split: each submission\'s four terms, as the core computes them', { skip }, async () => {
  await open();
  for (const s of subs) {
    const r = cliOf(s.file);
    const row = page.locator(`.split-fig g.split-row[data-file="${s.file}"]`);
    if (!r.exact) continue;
    assert.equal(Number(await row.getAttribute('data-cost')), r.exact.cost, `${s.file}: cost`);
    for (const term of ['time', 'balance', 'intrusion', 'crossing']) {
      assert.equal(Number(await row.locator(`rect[data-term="${term}"]`).getAttribute('data-value')), r.exact.terms[term], `${s.file}: ${term}`);
    }
  }
  await page.locator('#split-share').check();
  assert.match(page.url(), /split=share/);
  await shot('cost-split');
  await page.locator('#split-share').uncheck();
});

test('compare: any two submissions side by side, numbers from the core', { skip }, async () => {
  await open();
  const [a, b] = [subs.find((s) => s.file !== refFile && cliOf(s.file).valid) ?? subs[0], subs.find((s) => s.file === refFile)];
  await page.locator('#cmp-a').selectOption(a.file);
  await page.locator('#cmp-b').selectOption(b.file);
  await page.waitForFunction(([x, y]) => { const e = document.querySelector('.compare-fig'); return e?.dataset.a === x && e?.dataset.b === y; }, [a.file, b.file], WAIT);
  const [ra, rb] = [cliOf(a.file), cliOf(b.file)];
  const cell = (side, row) => page.locator(`#compare-table td[data-${side}="${row}"]`).textContent();
  assert.equal(Number(await cell('a', 'Score')), ra.overall_score);
  assert.equal(Number(await cell('b', 'Score')), rb.overall_score);
  assert.equal(await cell('a', 'Intrusions'), ra.intrusions.length.toLocaleString('en-US'));
  assert.equal(await cell('b', 'Crossings'), rb.crossings.length.toLocaleString('en-US'));
  assert.equal(await cell('a', 'Cost'), Math.round(ra.exact.cost).toLocaleString('en-US'));
  const hoursA = await page.locator('.compare-side[data-side="cmp-a"] rect[data-seconds]').evaluateAll((rs) => rs.map((r) => Number(r.dataset.seconds)));
  assert.deepEqual(hoursA, ra.routes.map((x) => x.seconds));
  assert.match(page.url(), new RegExp(`cmp=${encodeURIComponent(`${a.file}*${b.file}`).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  // The two maps zoom together.
  await page.locator('.compare-fig [data-zoom="in"]').click();
  assert.equal(await page.locator('svg.canvas-cmp-a').getAttribute('viewBox'), await page.locator('svg.canvas-cmp-b').getAttribute('viewBox'));
  await shot('compare');
});

test('shareable state: one URL restores submission, layers, pair, scenes and comparison', { skip }, async () => {
  const s = subs.find((x) => cliOf(x.file).valid && cliOf(x.file).crossings.length) ?? subs[0];
  const q = `&sub=${encodeURIComponent(s.file)}&layers=routes.crossings&pair=1&hull=stray&cross=depot&cmp=${encodeURIComponent(`${s.file}*${refFile}`)}`;
  await open(q);
  sameCounts(await data('.map-fig'), cliOf(s.file), 'map from the URL');
  assert.match(await page.locator('svg.canvas-map g.hulls').getAttribute('class'), /\boff\b/);
  assert.equal(await page.locator('#map-layer-intrusions').isChecked(), false);
  assert.equal((await data('.demo-fig.demo-hull')).scene, 'stray');
  assert.equal((await data('.demo-fig.demo-crossing')).scene, 'depot');
  const d = await data('.compare-fig');
  assert.deepEqual([d.a, d.b], [s.file, refFile]);
  assert.equal(await page.locator('#pairs-next').isDisabled(), false);
});

test('embeds: each routing figure alone at its embed URL, with its state', { skip }, async () => {
  const ids = ['map', 'drag', 'demo-hull', 'demo-crossing', 'worst-pairs', 'hours', 'cost-split', 'compare'];
  await open();
  for (const id of ids) {
    // The case page offers the embed tools under every figure.
    assert.equal(await page.locator(`[data-embed-tools="${id}"]`).count(), 1, `${id}: embed tools`);
  }
  const s = subs.find((x) => cliOf(x.file).valid && cliOf(x.file).crossings.length) ?? subs[0];
  const p2 = await context.newPage();
  p2.on('pageerror', (e) => problems.push(`embed page error: ${e.message}`));
  p2.on('console', (m) => { if (m.type() === 'error') problems.push(`embed console: ${m.text()}`); });
  for (const id of ids) {
    const q = `?embed=${id}&case=${encodeURIComponent(routing.dir)}&sub=${encodeURIComponent(s.file)}`;
    await p2.goto(`${base}fde/${q}`);
    await p2.locator(`.embed-root [data-figure="${id}"]`).waitFor(WAIT);
    assert.deepEqual(await p2.locator('[data-figure]').evaluateAll((els) => els.map((e) => e.dataset.figure)), [id], `${id} alone`);
    assert.equal(await p2.locator('header, footer, .case-head').count(), 0);
    if (id === 'map' || id === 'drag') sameCounts(await data(`.embed-root [data-figure="${id}"]`, p2), cliOf(s.file), `embedded ${id}`);
    await screenshot(p2, { path: join(SHOTS, `figure-embed-${id}.png`), fullPage: true });
  }
  // The demos need no case; a scene and dragged points travel in the URL.
  await p2.goto(`${base}fde/?embed=demo-hull&hull=edge&hull-pts=B3_8_6`);
  await p2.locator('.embed-root .demo-hull').waitFor(WAIT);
  const d = await data('.demo-hull', p2);
  assert.equal(d.intrusions, '0', 'B3 moved off the edge by the URL');
  sameCounts(d, gradeDemo(d, 'embed-demo'), 'embedded demo');
  await p2.close();
});

test('touch: a finger drags a demo store and a city store == fde-grade', { skip }, async () => {
  // The hull demo, embedded alone: B3 one step right, off the edge.
  const p2 = await context.newPage();
  p2.on('pageerror', (e) => problems.push(`touch page error: ${e.message}`));
  await p2.goto(`${base}fde/?embed=demo-hull&hull=edge`);
  await p2.locator('.embed-root .demo-hull').waitFor(WAIT);
  const b = await p2.locator('.canvas-demo-hull g.point[data-store="B3"] .point-ring').boundingBox();
  const step = await p2.locator('svg.canvas-demo-hull').evaluate((svg) => svg.getScreenCTM().a * 10000 / 17);
  const from = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  await touchDrag(p2, from, { x: from.x + step, y: from.y });
  const d = await data('.demo-hull', p2);
  assert.equal(d.intrusions, '0', 'B3 dragged off the edge by touch');
  sameCounts(d, gradeDemo(d, 'touch-demo'), 'demo after a touch drag');
  assert.match(p2.url(), /hull-pts=B3_8_6/);
  await p2.close();
  // The city map: a store dragged by touch into another route.
  await open(`&sub=${encodeURIComponent(refFile)}`);
  await page.locator('svg.canvas-drag').scrollIntoViewIfNeeded();
  await touchDrag(page, await dot('drag', 2, 1), await centre('drag', 6), 30);
  const c = await data('.drag-fig');
  assert.equal(JSON.parse(c.moved).length, 1, 'one store moved by touch');
  sameCounts(c, gradeMoved(c.plan, JSON.parse(c.moved), 'touch-city'), 'city after a touch drag');
  await page.locator('#drag-reset').click();
});

test('phone width and dark theme: the figures fit, nothing overflows', { skip }, async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await open(`&sub=${encodeURIComponent(refFile)}`);
  // (Inside an <svg> nothing shows past its box: only the svg itself counts.)
  const wide = await page.evaluate(() => [...document.querySelectorAll('.routing-figures *')]
    .filter((e) => !e.parentElement?.closest('svg') && e.getBoundingClientRect().right > window.innerWidth + 1)
    .slice(0, 5).map((e) => `${e.tagName}.${e.getAttribute('class')}`));
  assert.deepEqual(wide, [], 'elements wider than the phone');
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth) <= 1, 'the page scrolls sideways');
  for (const id of ['map', 'drag', 'demo-hull']) {
    await screenshot(page.locator(`#fig-${id}`), { path: join(SHOTS, `figure-${id}-phone-dark.png`) });
  }
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
});

test('no console error from the figures', () => {
  assert.deepEqual(problems, []);
});
