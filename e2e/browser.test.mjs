// Headless-Chromium tests of the built site (Playwright driving Debian's chromium).
// Serves the dist folder under /fde/ (a sub-path), then, in one page load: opens the
// gallery, each case, drops each example submission (score and JSON == fde-grade),
// drops broken files, loads own case data, and checks that after load only the cases'
// files (once each) and the grading worker's are requested. Screenshots go to
// out/screenshots/, numbers to out/metrics.json.
// Run by scripts/test-browser: node --test e2e/browser.test.mjs
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FIXTURES, ROOT, caseFileNames, caseFileOf, cases, cliGrade, dataRole, extraFlags, headline } from './lib/cases.mjs';
import { serve } from './lib/serve.mjs';
import { appReady, documents, exampleScore, installFile, launch, live, loadCase, pageFile, pageLoad, screenshot, unexpectedLate, withoutRedirects, wordsFile, workerFiles } from './lib/browser.mjs';

const DIST = process.env.FDE_SITE_DIST ?? join(ROOT, 'site/dist');
const OUT = join(ROOT, 'out');
const SHOTS = join(OUT, 'screenshots');
const WAIT = { timeout: 15000 };
const all = cases();
const metrics = { grade_ms: {}, drop_to_score_ms: {} };

let server, base, context, page;
const requests = []; // { url, afterReady }
const problems = []; // console errors and page errors
let ready = false;

/** Markdown-ish text as the page renders it (`code` and **bold** marks removed). */
const plain = (md) => md.replace(/\*\*|`/g, '');

async function shot(name, p = page) {
  await screenshot(p, { path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** Go to a case page the way a person does: back to the gallery, click the case. */
async function openCase(c) {
  if (!(await page.locator(`article.case[data-case="${c.dir}"]`).count())) {
    await page.locator('a.brand').click();
    await page.locator(`#gallery li[data-case="${c.dir}"] h2 a`).click();
  }
  await page.locator(`article.case[data-case="${c.dir}"]`).waitFor(WAIT);
  // A case of another kind loads the page anew: its pre-rendered page, made live.
  await appReady(page);
}

/** The sequence number of the report on screen (0 when none); it grows with every grading. */
async function seq() {
  return page.evaluate(() => Number(document.querySelector('.report-card')?.dataset.seq ?? 0));
}

/** Pick file(s) with the upload input; wait for the report; return it with timings. */
async function dropFile(path, extras = []) {
  const before = await seq();
  const t0 = Date.now();
  await page.locator('#upload').setInputFiles([path, ...extras]);
  await page.waitForFunction((n) => Number(document.querySelector('.report-card')?.dataset.seq ?? 0) > n, before, WAIT);
  const wall = Date.now() - t0;
  return {
    wall,
    json: await page.locator('#report-json').textContent(),
    score: await page.locator('#score').textContent(),
    ms: Number(await page.locator('#grade-ms').textContent()),
  };
}

/** The diagnostics groups shown: [{ code, count }]. */
async function groupsShown() {
  return page.locator('#diagnostics > li.group').evaluateAll((els) =>
    els.map((e) => ({ code: e.dataset.code, count: Number(e.dataset.count) })));
}

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  assert.ok(all.length > 0, 'no cases to test');
  ({ server, url: base } = await serve(DIST, 0));
  ({ context, page } = await launch());
  page.on('request', (r) => {
    if (!/^(data|blob):/.test(r.url())) requests.push({ url: r.url(), afterReady: ready });
  });
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
});

after(async () => {
  writeFileSync(join(OUT, 'metrics.json'), JSON.stringify(metrics, null, 2) + '\n');
  await context?.close();
  server?.close();
});

test('the gallery lists every case (served under /fde/)', async () => {
  const t0 = Date.now();
  await page.goto(`${base}fde/`, { waitUntil: 'load' });
  await live(page); // a pre-rendered page starts its app on a gesture
  await page.locator('html[data-ready="1"]').waitFor({ state: 'attached', ...WAIT });
  await page.waitForLoadState('networkidle');
  metrics.wall_goto_to_ready_ms = Date.now() - t0;
  metrics.load_to_interactive_ms = await page.evaluate(() => performance.getEntriesByName('fde-ready')[0]?.startTime);
  ready = true;
  // The gallery's build of the page (routing's; scorecard and uplift cases load their own).
  const wasm = readdirSync(DIST).find((f) => /^site-[0-9a-f]+_bg\.wasm$/.test(f));
  const bytes = readFileSync(join(DIST, wasm));
  metrics.site_wasm_bytes = bytes.length;
  metrics.site_wasm_gzip_bytes = gzipSync(bytes, { level: 9 }).length;
  const js = readdirSync(DIST).find((f) => /^site-[0-9a-f]+\.js$/.test(f));
  // Each kind's module of the page (scripts/split-page), loaded with the core.
  for (const kind of ['routing', 'scorecard', 'uplift']) {
    const other = readFileSync(join(DIST, readdirSync(DIST).find((f) => new RegExp(`^site-[0-9a-f]{16}_${kind}\\.wasm$`).test(f))));
    metrics[`site_${kind}_wasm_gzip_bytes`] = gzipSync(other, { level: 9 }).length;
  }
  metrics.site_js_bytes = statSync(join(DIST, js)).size;
  // The grading worker (loaded on the first drop, not at load).
  const [workerGlue, workerWasmFile] = workerFiles(DIST); // sorted: .js, _bg.wasm, _loader.js
  const workerWasm = readFileSync(join(DIST, workerWasmFile));
  metrics.worker_wasm_bytes = workerWasm.length;
  metrics.worker_wasm_gzip_bytes = gzipSync(workerWasm, { level: 9 }).length;
  metrics.worker_js_bytes = statSync(join(DIST, workerGlue)).size;
  metrics.page_requests = requests.map((r) => r.url.replace(base, '/'));

  const cards = page.locator('#gallery > li.card');
  assert.equal(await cards.count(), all.length);
  for (const c of all) {
    const card = page.locator(`#gallery li[data-case="${c.dir}"]`);
    assert.equal((await card.locator('h2').textContent()).trim(), c.manifest.title);
    assert.equal((await card.locator('.kind').textContent()).trim(), c.manifest.kind);
    const summary = c.manifest.summary ?? '';
    const i = summary.indexOf('. ');
    assert.equal((await card.locator('.summary').textContent()).trim(), i < 0 ? summary : summary.slice(0, i + 1), 'one-line summary');
    const n = (c.manifest.submissions ?? []).length;
    assert.match(await card.locator('.meta').textContent(), new RegExp(`^${n} example submission`));
  }
  await shot('gallery');
});

for (const c of all) {
  test(`case ${c.dir}: page, rules, examples, and every example dropped == fde-grade`, async () => {
    await openCase(c);
    // In the page (pushState): `?case=ID`; loaded anew (another kind): the case's page.
    assert.match(page.url(), new RegExp(`/fde/(\\?case=${encodeURIComponent(c.dir)}|cases/${encodeURIComponent(c.dir)}/)$`));
    assert.equal((await page.locator('article.case h1').textContent()).trim(), c.manifest.title);
    const subs = c.manifest.submissions ?? [];
    // The examples table: the scores shown are the CLI's.
    for (const s of subs) {
      const cli = JSON.parse(cliGrade(c, join(c.path, s.file), { name: s.file, flags: extraFlags(c, s.extra_files ?? []) }));
      assert.equal(await exampleScore(page, s.file, headline(cli)), headline(cli), `${s.file} in the examples table`);
    }
    // Hidden rules: each revealed on demand, with its cost.
    const rules = c.manifest.rules ?? [];
    const buttons = page.locator('.rule button.reveal');
    assert.equal(await buttons.count(), rules.length);
    for (let i = 0; i < rules.length; i++) {
      const b = buttons.nth(i);
      assert.equal(await b.getAttribute('aria-expanded'), 'false');
      assert.ok(!(await b.textContent()).includes(rules[i].title) || rules[i].title === '', 'rule title hidden before reveal');
      await b.click();
      assert.equal(await b.getAttribute('aria-expanded'), 'true');
      assert.ok(await page.locator(`#rule-${i}`).isVisible());
      assert.ok((await page.locator(`#rule-${i}`).textContent()).includes(plain(rules[i].if_missed)), `rule ${i + 1}: cost shown`);
    }
    await shot(`case-${c.dir}`);
    // Each example dropped as a file: same score, same JSON, same diagnostics groups.
    for (const s of subs) {
      const path = join(c.path, s.file);
      const extras = (s.extra_files ?? []).map((x) => join(c.path, x));
      const got = await dropFile(path, extras);
      const cliText = cliGrade(c, path, { flags: extraFlags(c, extras.map((x) => basename(x))) });
      const cli = JSON.parse(cliText);
      assert.equal(got.score, headline(cli) === null ? '—' : JSON.stringify(headline(cli)).replace(/^(-?\d+)$/, '$1.0'), `${s.file}: score shown`);
      assert.equal(JSON.parse(await page.locator('#score').getAttribute('data-score')), headline(cli));
      assert.equal(got.json + '\n', cliText, `${s.file}: JSON shown == fde-grade`);
      assert.deepEqual(await groupsShown(), cli.diagnostic_groups.map((g) => ({ code: g.code, count: g.count })));
      if (c.manifest.kind === 'routing') {
        assert.equal(await page.locator('.map polyline.route').count(), cli.routes.length, `${s.file}: routes drawn`);
      }
      metrics.grade_ms[`${c.dir}/${s.file}`] = got.ms;
      metrics.drop_to_score_ms[`${c.dir}/${s.file}`] = got.wall;
    }
    if (subs.length) await shot(`case-${c.dir}-report`);
  });
}

const routing = all.find((c) => c.manifest.kind === 'routing');

test('broken files: every problem shown, grouped, located, with hints', { skip: !routing && 'no routing case' }, async () => {
  await openCase(routing);
  const dir = join(FIXTURES, 'broken');
  for (const f of readdirSync(dir).sort()) {
    const got = await dropFile(join(dir, f));
    const cliText = cliGrade(routing, join(dir, f));
    const cli = JSON.parse(cliText);
    assert.equal(got.json + '\n', cliText, f);
    assert.equal(Number(got.score), 0, f);
    assert.match(await page.locator('#verdict').textContent(), /Rejected/, f);
    assert.deepEqual(await groupsShown(), cli.diagnostic_groups.map((g) => ({ code: g.code, count: g.count })), f);
    const text = await page.locator('#diagnostics').textContent();
    for (const d of cli.diagnostics.slice(0, 20)) {
      assert.ok(text.includes(d.message), `${f}: message shown: ${d.message}`);
      if (d.hint) assert.ok(text.includes(d.hint), `${f}: hint shown: ${d.hint}`);
    }
    await shot(`broken-${f.replace(/\W+/g, '-')}`);
  }
});

test('a real drag-and-drop onto the drop zone grades the file', { skip: !routing && 'no routing case' }, async () => {
  await openCase(routing);
  const s = routing.manifest.submissions[0];
  const content = readFileSync(join(routing.path, s.file), 'utf8');
  const before = await seq();
  const dt = await page.evaluateHandle(([name, text]) => {
    const d = new DataTransfer();
    d.items.add(new File([text], name, { type: 'application/json' }));
    return d;
  }, [basename(s.file), content]);
  await page.locator('.dropzone').dispatchEvent('dragover', { dataTransfer: dt });
  await page.locator('.dropzone').dispatchEvent('drop', { dataTransfer: dt });
  await page.waitForFunction((n) => Number(document.querySelector('.report-card')?.dataset.seq ?? 0) > n, before, WAIT);
  assert.equal((await page.locator('#report-json').textContent()) + '\n', cliGrade(routing, join(routing.path, s.file)));
});

/** Own case data made from the public file: routing stores moved 0.01° east; scorecard labels of every 5th row flipped. */
function ownData(c) {
  const m = c.manifest;
  const lines = readFileSync(join(c.path, m.files[dataRole(m.kind)]), 'utf8').split(/\r?\n/);
  const header = lines[0].split(',');
  const col = header.indexOf(m.kind === 'routing' ? '门店经度' : 'default');
  const out = join(OUT, `own-${m.kind}.csv`);
  writeFileSync(out, lines.map((l, i) => {
    if (i === 0 || !l) return l;
    const cells = l.split(',');
    if (m.kind === 'routing') cells[col] = String(Number(cells[col]) + 0.01);
    else if (i % 5 === 0) cells[col] = cells[col].trim() === '1' ? '0' : '1';
    return cells.join(',');
  }).join('\n'));
  return out;
}

for (const kind of ['routing', 'scorecard']) {
  const c = all.find((x) => x.manifest.kind === kind);
  test(`bring your own case data and reference value (${kind})`, { skip: !c && `no ${kind} case` }, async () => {
    await openCase(c);
    const m = c.manifest;
    const own = ownData(c);
    const reference = kind === 'routing' ? '123456.5' : '0.75';
    const refFlag = kind === 'routing' ? '--reference-cost' : '--reference-value';
    const dataFlag = kind === 'routing' ? '--customers' : '--truth';
    const flags = [dataFlag, own, refFlag, reference];
    await page.locator('details.own-data > summary').click();
    await page.locator('#own-data').setInputFiles(own);
    await page.waitForFunction((n) => document.querySelector('#data-status')?.textContent.includes(`your ${n}`), basename(own), WAIT);
    await page.locator('#own-reference').fill(reference);
    await page.locator('#own-reference').press('Tab');
    await page.waitForFunction((r) => document.querySelector('#data-status')?.textContent.includes(r), reference, WAIT);
    const valid = m.submissions.find((s) => JSON.parse(cliGrade(c, join(c.path, s.file))).valid) ?? m.submissions[0];
    const path = join(c.path, valid.file);
    const got = await dropFile(path);
    const cliText = cliGrade(c, path, { flags });
    assert.equal(got.json + '\n', cliText, `own data: JSON == fde-grade ${flags.join(' ')}`);
    assert.notEqual(cliText, cliGrade(c, path), 'own data changes the report');
    // The examples table follows the data in use.
    const s0 = m.submissions[0];
    const cli0 = JSON.parse(cliGrade(c, join(c.path, s0.file), { name: s0.file, flags }));
    assert.equal(await exampleScore(page, s0.file, cli0.overall_score), cli0.overall_score);
    await shot(`own-data-${kind}`);
    // Broken own data: a readable message, no crash.
    await page.locator('#own-data').setInputFiles(join(FIXTURES, 'own-data/bad-customers.csv'));
    await page.waitForFunction(() => document.querySelector('#data-status[role="alert"]')?.textContent.includes('could not be read'), null, WAIT);
    assert.match(await page.locator('#data-status').textContent(), kind === 'routing' ? /网点编码/ : /customer_id|default/);
    await shot(`own-data-${kind}-broken`);
    await page.locator('#own-reset').click();
    await page.waitForFunction(() => document.querySelector('#data-status')?.textContent.includes('the public'), null, WAIT);
    await page.locator('details.own-data > summary').click();
  });
}

// Own people file (uplift): read and graded in the worker like the other kinds' data.
// Every contact costs twice as much, so the re-priced view ("what the server would have
// charged") of a run with an ask log is higher; the harness's score keeps the logged costs.
const uplift = all.find((x) => x.manifest.kind === 'uplift');
test('bring your own people file (uplift): the re-priced view follows it, == fde-grade --people', { skip: !uplift && 'no uplift case' }, async () => {
  await openCase(uplift);
  const m = uplift.manifest;
  const publicPeople = join(uplift.path, m.files.people);
  const people = JSON.parse(readFileSync(publicPeople, 'utf8'));
  for (const p of people.npcs ?? people.people) p.cost *= 2;
  const own = join(OUT, 'own-people.json');
  writeFileSync(own, JSON.stringify(people, null, 2));
  await page.locator('details.own-data > summary').click();
  await page.locator('#own-data').setInputFiles(own);
  await page.waitForFunction((n) => document.querySelector('#data-status')?.textContent.includes(`your ${n}`), basename(own), WAIT);
  assert.equal(await page.locator('#own-reference').count(), 0, 'uplift results carry their own anchors: no reference field');
  const s = m.submissions.find((x) => (x.extra_files ?? []).length > 0);
  assert.ok(s, 'the uplift case has no example with an ask log');
  const extras = s.extra_files.map((x) => join(uplift.path, x));
  const path = join(uplift.path, s.file);
  const got = await dropFile(path, extras);
  const flags = ['--ask-log', basename(extras[0]), '--people', own];
  const cliText = cliGrade(uplift, path, { flags });
  assert.equal(got.json + '\n', cliText, `own people: JSON == fde-grade ${flags.join(' ')}`);
  const mine = JSON.parse(cliText);
  const theirs = JSON.parse(cliGrade(uplift, path, { flags: ['--ask-log', basename(extras[0]), '--people', publicPeople] }));
  assert.equal(mine.contact_cost, theirs.contact_cost, 'the harness sums the logged costs, whatever the people file');
  assert.ok(mine.server_view.contact_cost > theirs.server_view.contact_cost, `re-priced cost ${mine.server_view.contact_cost} should exceed the public ${theirs.server_view.contact_cost}`);
  // The examples table follows the data in use.
  const cliEx = JSON.parse(cliGrade(uplift, path, { name: s.file, flags: ['--ask-log', s.extra_files[0], '--people', own] }));
  assert.equal(await exampleScore(page, s.file, cliEx.uplift_net), cliEx.uplift_net);
  await page.locator('#own-reset').click();
  await page.waitForFunction(() => document.querySelector('#data-status')?.textContent.includes('the public'), null, WAIT);
  await page.locator('details.own-data > summary').click();
});

test('uplift: a result and its ask log picked one at a time, in either order, are graded together (== fde-grade --ask-log)', { skip: !uplift && 'no uplift case' }, async () => {
  await openCase(uplift);
  const s = uplift.manifest.submissions.find((x) => (x.extra_files ?? []).length > 0);
  assert.ok(s, 'the uplift case has no example with an ask log');
  const result = join(uplift.path, s.file);
  const log = join(uplift.path, s.extra_files[0]);
  const paired = cliGrade(uplift, result, { flags: extraFlags(uplift, [basename(log)]) });
  const alone = cliGrade(uplift, result);
  assert.notEqual(JSON.parse(paired).uplift_net, JSON.parse(alone).uplift_net, 'the example\'s ask log must change its score');
  const note = page.locator('#upload-note');
  // Both at once (nothing is left waiting for its partner).
  let got = await dropFile(result, [log]);
  assert.equal(got.json + '\n', paired, 'both at once: JSON == fde-grade --ask-log');
  // The ask log first: it is kept, nothing is graded, and the note says so.
  const before = await seq();
  await page.locator('#upload').setInputFiles(log);
  await page.waitForFunction(() => document.querySelector('#upload-note')?.textContent.includes('Kept the ask log'), null, WAIT);
  assert.equal(await seq(), before, 'an ask log alone is not graded');
  // Then the result: graded with the kept log.
  got = await dropFile(result);
  assert.equal(got.json + '\n', paired, 'ask log then result: JSON == fde-grade --ask-log');
  assert.match(await note.textContent(), new RegExp(`with the ask log ${basename(log)}`));
  // The result first: graded alone, and the note says the ask log is missing.
  got = await dropFile(result);
  assert.equal(got.json + '\n', alone, 'a result alone: JSON == fde-grade without an ask log');
  assert.match(await note.textContent(), new RegExp(`without its ask log ${basename(log)}`));
  // Then its ask log: the same result graded again with it.
  got = await dropFile(log);
  assert.equal(got.json + '\n', paired, 'result then ask log: JSON == fde-grade --ask-log');
  assert.match(await note.textContent(), new RegExp(`with the ask log ${basename(log)}`));
});

test('an ask log\'s NaN and infinite values: the worker\'s report reads back on the page (non-finite marks)', { skip: !uplift && 'no uplift case' }, async () => {
  await openCase(uplift);
  // An unknown person's and an unknown line type's logged NaN cost are used as they stand:
  // the report holds NaN and infinity in plain float fields (JSON null), which the page
  // can read back only with the worker's marks (else: "could not be read back").
  const dir = join(OUT, 'non-finite');
  mkdirSync(dir, { recursive: true });
  const s = uplift.manifest.submissions[0];
  const result = join(dir, 'result.json');
  writeFileSync(result, readFileSync(join(uplift.path, s.file)));
  const log = join(dir, 'ask.jsonl');
  writeFileSync(log, '{"t": 0.5, "type": "ask", "person": "nobody", "cost": NaN}\n{"t": Infinity, "type": "party", "cost": -Infinity}\n');
  const before = await seq();
  await page.locator('#upload').setInputFiles([result, log]);
  await page.waitForFunction((n) => Number(document.querySelector('.report-card')?.dataset.seq ?? 0) > n
    || document.querySelector('#grade-error'), before, WAIT);
  assert.equal(await page.locator('#grade-error').count(), 0, 'the report read back');
  const cliText = cliGrade(uplift, result, { flags: ['--ask-log', 'ask.jsonl'] });
  assert.equal(await page.locator('#report-json').textContent() + '\n', cliText, 'JSON == fde-grade');
  const cli = JSON.parse(cliText);
  assert.deepEqual(cli.contact_lines.map((l) => [l.t, l.logged_cost, l.used_cost]), [[0.5, null, null], [null, null, null]]);
  assert.equal(cli.verdict, 'error');
  assert.match(await page.locator('#verdict').textContent(), /error/i);
});

test('keyboard: rules and examples work from the keyboard', { skip: !routing && 'no routing case' }, async () => {
  await openCase(routing);
  const b = page.locator('.rule button.reveal').first();
  if (await b.count()) {
    const was = await b.getAttribute('aria-expanded');
    await b.focus();
    await page.keyboard.press('Enter');
    assert.notEqual(await b.getAttribute('aria-expanded'), was);
  }
  const before = await seq();
  await page.locator('#examples button').first().focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction((n) => Number(document.querySelector('.report-card')?.dataset.seq ?? 0) > n, before, WAIT);
  assert.match(page.url(), /[?&]sub=/);
});

test('phone width and dark theme: readable, nothing overflows', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.locator('a.brand').click();
  await page.locator('#gallery').waitFor(WAIT);
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  assert.notEqual(bg, 'rgb(251, 251, 250)', 'dark theme follows the system');
  await shot('gallery-phone-dark');
  await openCase(all[0]);
  await shot(`case-${all[0].dir}-phone-dark`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const wide = await page.evaluate(() => [...document.querySelectorAll('main *')]
    .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1).slice(0, 5).map((e) => e.tagName + '.' + e.className));
  assert.ok(overflow <= 1, `page wider than the phone by ${overflow}px: ${wide.join(', ')}`);
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
});

test('after load, only the cases\' files (once each, only of the cases opened) and the grading worker\'s own files, and no console error', async () => {
  // A case page fetches its case's files when first opened (cases/<case>/..., kept for
  // the session); dropped files are graded in a Web Worker started on the first drop:
  // its loader, glue and wasm come from the site, once; nothing else is requested
  // (e2e/hostile.test.mjs checks the same with big and hostile files).
  // A case of another kind than the page's is opened by loading the page anew (a module
  // of the page per case kind): each load starts a new document, whose own files (start
  // script, the core's glue and wasm, the loader, the kind's module, the kind's English
  // words) come once; within a document, the rules above.
  const late = requests.filter((r) => r.afterReady).map((r) => r.url);
  const worker = workerFiles(DIST).map((f) => `${base}fde/${f}`);
  const docs = documents(late);
  const loads = withoutRedirects(late).filter(pageLoad).map(loadCase);
  const kindOf = (dir) => all.find((c) => c.dir === dir)?.manifest.kind;
  for (let i = 1; i < loads.length; i++) {
    assert.notEqual(kindOf(loads[i]), kindOf(loads[i - 1]), `page loaded anew for a case of the same kind: ${loads}`);
  }
  assert.deepEqual(unexpectedLate({ requests }, base, DIST, all), [], 'requests made after load');
  for (const [i, doc] of docs.entries()) {
    const w = doc.filter((u) => !pageFile(u) && !caseFileOf(u) && !installFile(u) && !wordsFile(u)).sort();
    assert.ok(w.length === 0 || JSON.stringify(w) === JSON.stringify([...worker].sort()), `document ${i}: the worker files, once each: ${w}`);
  }
  const files = [...new Set(late.map(caseFileOf).filter(Boolean).map((f) => `${f.dir}/${f.name}`))].sort();
  assert.deepEqual(files, all.flatMap((c) => caseFileNames(c).map((f) => `${c.dir}/${f}`)).sort(), 'every case opened: its files');
  assert.deepEqual(problems, []);
});

test('a deep link (?case=…&sub=…) opens that example report', async () => {
  const c = all.find((x) => (x.manifest.submissions ?? []).length);
  const s = c.manifest.submissions.at(-1);
  const p = await context.newPage();
  await p.goto(`${base}fde/?case=${encodeURIComponent(c.dir)}&sub=${encodeURIComponent(s.file)}`);
  await p.locator('#report-json').waitFor({ state: 'attached', ...WAIT });
  const flags = extraFlags(c, s.extra_files ?? []);
  assert.equal((await p.locator('#report-json').textContent()) + '\n', cliGrade(c, join(c.path, s.file), { name: s.file, flags }));
  await p.close();
});

test('metrics: the largest example graded in the browser', async () => {
  const sizes = Object.keys(metrics.grade_ms).map((k) => {
    const [dir, ...rest] = k.split('/');
    const c = all.find((x) => x.dir === dir);
    return { k, c, file: rest.join('/'), bytes: statSync(join(c.path, rest.join('/'))).size };
  });
  const largest = sizes.sort((a, b) => b.bytes - a.bytes)[0];
  if (largest) {
    // Grade it 15 more times from its "Show report" button: core time (parse → report → JSON).
    await openCase(largest.c);
    const times = [];
    for (let i = 0; i < 15; i++) {
      const before = await seq();
      await page.locator(`#examples tr[data-file="${largest.file}"] button`).click();
      await page.waitForFunction((n) => Number(document.querySelector('.report-card')?.dataset.seq ?? 0) > n, before, WAIT);
      times.push(Number(await page.locator('#grade-ms').textContent()));
    }
    times.sort((a, b) => a - b);
    metrics.largest_example = {
      file: largest.k, bytes: largest.bytes, grade_ms_median: times[7], grade_ms_max: times.at(-1),
      drop_to_score_ms: metrics.drop_to_score_ms[largest.k],
    };
  }
  console.log(JSON.stringify({ ...metrics, grade_ms: undefined, drop_to_score_ms: undefined, page_requests: undefined }));
});
