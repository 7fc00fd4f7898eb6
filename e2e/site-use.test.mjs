// The site as students meet it (issue 20, items 1, 2, 6, 7, 9, 11, 12): the case's files
// and a zip of the case, the file formats with their examples, routes and stops counted
// from 1, an own reference in the site's number style (never dropped silently), "valid"
// beside what costs the most, the JSON report downloaded byte for byte as fde-grade
// prints it, and the smaller points (one message for the depot at both ends, the BOM
// hint, file names that do not break inside a word, one file picker, no deprecation
// warning on the first drop). Screenshots: out/screenshots/site-use-*.png.
// Run by scripts/test-browser: node --test e2e/site-use.test.mjs
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ROOT, caseFileNames, cases, cliGrade, extraFlags, headline } from './lib/cases.mjs';
import { serve } from './lib/serve.mjs';
import { WAIT, appReady, launch, screenshot } from './lib/browser.mjs';

const DIST = process.env.FDE_SITE_DIST ?? join(ROOT, 'site/dist');
const OUT = join(ROOT, 'out');
const SHOTS = join(OUT, 'screenshots');
const all = cases();
const byKind = (k) => all.find((c) => c.manifest.kind === k && !c.dir.startsWith('toy-')) ?? all.find((c) => c.manifest.kind === k);
const routing = byKind('routing');
const README = readFileSync(join(ROOT, 'docs/reports.md'), 'utf8'); // its "File formats"

let server, base, context, page;
const consoleMessages = []; // { type, text }

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  ({ server, url: base } = await serve(DIST, 0));
  ({ context, page } = await launch());
  page.on('console', (m) => consoleMessages.push({ type: m.type(), text: m.text() }));
  page.on('pageerror', (e) => consoleMessages.push({ type: 'pageerror', text: e.message }));
});

after(async () => {
  await context?.close();
  server?.close();
});

async function open(c) {
  await page.goto(`${base}fde/?case=${encodeURIComponent(c.dir)}`);
  await appReady(page);
  await page.locator(`article.case[data-case="${c.dir}"]`).waitFor(WAIT);
}

async function seq() {
  return page.evaluate(() => Number(document.querySelector('.report-card')?.dataset.seq ?? 0));
}

/** Pick `paths` with the upload input and wait for the new report. */
async function drop(paths) {
  const n = await seq();
  await page.locator('#upload').setInputFiles(paths);
  await page.waitForFunction((k) => Number(document.querySelector('.report-card')?.dataset.seq ?? 0) > k, n, WAIT);
}

/** Click `locator` and return the downloaded file's name and bytes. */
async function download(locator) {
  const [d] = await Promise.all([page.waitForEvent('download', WAIT), locator.click()]);
  const path = join(OUT, `site-use-${d.suggestedFilename()}`);
  await d.saveAs(path);
  return { name: d.suggestedFilename(), bytes: readFileSync(path), path };
}

test('item 1: every file of the case has a link, and "download the case" gives a zip of them', async () => {
  for (const c of [routing, byKind('uplift'), byKind('prediction')].filter(Boolean)) {
    await open(c);
    const names = caseFileNames(c);
    const shown = await page.locator('#case-files li').evaluateAll((els) => els.map((e) => e.dataset.file).sort());
    assert.deepEqual(shown, names, `${c.dir}: the files listed`);
    // A link downloads the file as it is on disk.
    const sub = c.manifest.submissions[0].file;
    const one = await download(page.locator(`#case-files li[data-file="${sub}"] a`));
    assert.equal(one.name, basename(sub));
    assert.ok(one.bytes.equals(readFileSync(join(c.path, sub))), `${c.dir}: ${sub} downloaded == on disk`);
    // The zip: case.json and every file, each byte for byte (read back by Python's zipfile).
    const zip = await download(page.locator('#case-zip'));
    assert.equal(zip.name, `${c.dir}.zip`);
    const listing = JSON.parse(execFileSync('python3', ['-c', `
import base64, json, sys, zipfile
z = zipfile.ZipFile(sys.argv[1])
assert z.testzip() is None
print(json.dumps({i.filename: base64.b64encode(z.read(i)).decode() for i in z.infolist()}))`, zip.path], { encoding: 'utf8' }));
    const inZip = [...new Set(['case.json', ...names])];
    const want = inZip.map((n) => `${c.dir}/${n}`).sort();
    assert.deepEqual(Object.keys(listing).sort(), want, `${c.dir}: the zip's files`);
    for (const n of inZip) {
      assert.ok(Buffer.from(listing[`${c.dir}/${n}`], 'base64').equals(readFileSync(join(c.path, n))), `${c.dir}: ${n} in the zip == on disk`);
    }
  }
  await screenshot(page.locator('section.case-files'), { path: join(SHOTS, 'site-use-case-files.png') });
});

test('item 2: each page documents the formats it accepts, with the README\'s examples', async () => {
  const want = { routing: ['routes-json-lists', 'routes-json-objects', 'routes-csv-stops', 'routes-csv-vehicles'], scorecard: ['scorecard-predictions'], uplift: ['uplift-result', 'uplift-ask-log', 'uplift-people'], prediction: ['prediction-predictions'] };
  for (const [kind, ids] of Object.entries(want)) {
    const c = byKind(kind);
    if (!c) continue;
    await open(c);
    await page.locator('#formats > summary').click();
    const shown = await page.locator('#formats [data-format]').evaluateAll((els) => els.map((e) => ({ id: e.dataset.format, example: e.querySelector('pre').textContent, text: e.querySelector('p').textContent })));
    assert.deepEqual(shown.map((f) => f.id), ids, `${kind}: the formats shown`);
    for (const f of shown) {
      if (kind === 'prediction') {
        // The case's own columns, and the first lines of a file of the case.
        for (const col of c.manifest.parameters.required_columns.columns) assert.ok(f.text.includes(col), `${c.dir}: names ${col}`);
        const src = c.manifest.files.reference ?? c.manifest.submissions[0].file;
        assert.ok(readFileSync(join(c.path, src), 'utf8').startsWith(f.example), `${c.dir}: the example is ${src}'s first lines`);
      } else {
        assert.ok(README.includes('```\n' + f.example + '```'), `${kind} ${f.id}: the README shows the same example`);
        // The page renders `code` as <code>: compare without the backticks.
        assert.ok(README.replace(/`/g, '').includes(f.text.replace(/\s+/g, ' ').trim()), `${kind} ${f.id}: the README says the same`);
      }
    }
    await screenshot(page.locator('#formats'), { path: join(SHOTS, `site-use-formats-${kind}.png`) });
  }
});

test('items 6 and 12: the depot at both ends is one message per place, routes and stops counted from 1', { skip: !routing && 'no routing case' }, async () => {
  await open(routing);
  const before = consoleMessages.length;
  const file = routing.manifest.submissions.map((s) => s.file).find((f) => /depot/.test(f));
  assert.ok(file, 'routing-city has a depot-at-both-ends example');
  await drop(join(routing.path, file));
  // The first drop starts the worker: no deprecation warning from its wasm-bindgen init.
  await page.waitForTimeout(300);
  // (The worker's console may not reach the page's: the loader's init call is checked too.)
  const loader = readdirSync(DIST).find((f) => /^grader-worker-[0-9a-f]{16}_loader\.js$/.test(f));
  assert.match(readFileSync(join(DIST, loader), 'utf8'), /wasm_bindgen\(\{ module_or_path: "\.\/grader-worker-[0-9a-f]{16}_bg\.wasm" \}\)/);
  const late = consoleMessages.slice(before).filter((m) => /deprecated/i.test(m.text) || m.type === 'error' || m.type === 'pageerror');
  assert.deepEqual(late, [], 'no console warning or error on the first drop');
  const codes = await page.locator('#diagnostics > li.group').evaluateAll((els) => els.map((e) => e.dataset.code));
  assert.deepEqual(codes, ['routing/depot-in-route'], 'one cause, one message: no duplicate-store group for the depot');
  const cli = JSON.parse(cliGrade(routing, join(routing.path, file), { name: file }));
  assert.equal(cli.diagnostics.filter((d) => d.code === 'routing/duplicate-store').length, 0);
  // Counted from 1, the JSON index said beside: route 1 (index 0), stop 1.
  const first = cli.diagnostics[0];
  assert.deepEqual([first.location.route, first.location.stop], [0, 0], 'the data fields stay 0-based');
  assert.match(first.message, /^route 1 \(index 0\), stop 1: /);
  const msg = await page.locator('#diagnostics li.group .where li').first().textContent();
  assert.match(msg, /^route 1 \(index 0\), stop 1: .*route 1 \(index 0\), stop 1/);
  // The last route's last stop: route N (index N-1), stop k.
  const lastRoute = JSON.parse(readFileSync(join(routing.path, file), 'utf8')).routes.length;
  assert.ok(cli.diagnostics.some((d) => d.message.startsWith(`route ${lastRoute} (index ${lastRoute - 1}), stop `)));
  // The routes table counts from 1 too.
  await page.locator('details.routes > summary').click();
  assert.equal((await page.locator('details.routes tbody tr td').first().textContent()).trim(), '1');
  await screenshot(page.locator('#report'), { path: join(SHOTS, 'site-use-depot-both-ends.png') });
});

test('item 12: a routes JSON saved with a BOM gets the hint "save without BOM"', { skip: !routing && 'no routing case' }, async () => {
  await open(routing);
  const s = routing.manifest.submissions.at(-1).file;
  const bom = join(OUT, 'site-use-bom-routes.json');
  writeFileSync(bom, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), readFileSync(join(routing.path, s))]));
  await drop(bom);
  assert.match(await page.locator('#diagnostics li.group[data-code="routing/not-json"] .hint').textContent(), /without BOM/);
});

test('item 7: an own reference in the site\'s own style is used; a refused one is never dropped silently', { skip: !routing && 'no routing case' }, async () => {
  await open(routing);
  const valid = routing.manifest.submissions.map((s) => s.file).find((f) => JSON.parse(cliGrade(routing, join(routing.path, f))).valid);
  const path = join(routing.path, valid);
  await page.locator('details.own-data > summary').click();
  const typeReference = async (text) => {
    await page.locator('#own-reference').fill(text);
    await page.locator('#own-reference').press('Tab');
  };
  // "281,497.46", as the page writes numbers: accepted, graded with it (== fde-grade).
  await typeReference('281,497.46');
  await page.waitForFunction(() => document.querySelector('#data-status')?.textContent.includes('281497.46'), null, WAIT);
  await drop(path);
  assert.equal((await page.locator('#report-json').textContent()) + '\n', cliGrade(routing, path, { flags: ['--reference-cost', '281497.46'] }));
  assert.match(await page.locator('#reference-used').textContent(), /your reference value 281,497\.46/);
  // "abc": refused; the report then says the earlier value is still used.
  await typeReference('abc');
  await page.locator('details.own-data p.error[role="alert"]').waitFor(WAIT);
  assert.match(await page.locator('details.own-data p.error').textContent(), /`abc`.*earlier value 281,497\.46 is still used/);
  assert.match(await page.locator('#data-status').textContent(), /refused/);
  await drop(path);
  assert.match(await page.locator('#reference-refused').textContent(), /abc.*earlier value is still in use/);
  // Back to the public data, then "0": refused, and every later report names the case's reference.
  await page.locator('#own-reset').click();
  await typeReference('0');
  await page.locator('details.own-data p.error[role="alert"]').waitFor(WAIT);
  assert.match(await page.locator('details.own-data p.error').textContent(), /greater than 0.*the case's reference/);
  await drop(path);
  assert.equal((await page.locator('#report-json').textContent()) + '\n', cliGrade(routing, path));
  assert.match(await page.locator('#reference-used').textContent(), /the case's reference value .*Your entry 0 was not accepted/);
  await screenshot(page.locator('#report'), { path: join(SHOTS, 'site-use-reference-refused.png') });
});

test('item 9: a valid plan with penalties is "valid", and the page names what costs it the most', { skip: !routing && 'no routing case' }, async () => {
  await open(routing);
  const w = routing.manifest.parameters.weights;
  // The valid example with the largest spatial penalty.
  const graded = routing.manifest.submissions.map((s) => ({ file: s.file, r: JSON.parse(cliGrade(routing, join(routing.path, s.file))) }))
    .filter((x) => x.r.valid).sort((a, b) => b.r.spatial_penalty - a.r.spatial_penalty);
  const { file, r } = graded[0];
  assert.ok(r.spatial_penalty > 0, 'a valid example with penalties');
  await drop(join(routing.path, file));
  assert.match(await page.locator('#no-problems').textContent(), /every check passed/);
  const terms = [['driving and stop time', r.total_duration_s * w.time], ['balance penalty', r.balance_penalty], ['hull intrusions', r.hull_intrusions * w.intrusion], ['segment crossings', r.segment_crossings * w.crossing]];
  terms.sort((a, b) => b[1] - a[1]);
  const note = await page.locator('#cost-note').textContent();
  assert.match(note, /^Valid is not free/);
  assert.match(note, new RegExp(`the largest part is the ${terms[0][0]}|the largest part is ${terms[0][0]}`));
  // An invalid plan has problems listed, no such note.
  await drop(join(routing.path, routing.manifest.submissions.find((s) => /depot/.test(s.file)).file));
  assert.equal(await page.locator('#cost-note').count(), 0);
});

test('item 11: "Download the JSON report" is in sight and gives fde-grade\'s bytes', async () => {
  for (const c of [routing, byKind('scorecard'), byKind('uplift'), byKind('prediction')].filter(Boolean)) {
    await open(c);
    const s = c.manifest.submissions[0];
    const extras = (s.extra_files ?? []).map((x) => join(c.path, x));
    await drop([join(c.path, s.file), ...extras]);
    const button = page.locator('#download-json');
    assert.ok(await button.isVisible(), `${c.dir}: the download button is visible without opening anything`);
    const got = await download(button);
    const flags = extras.length ? ['--ask-log', basename(extras[0])] : [];
    const cli = cliGrade(c, join(c.path, s.file), { flags });
    assert.ok(got.bytes.equals(Buffer.from(cli, 'utf8')), `${c.dir}: the downloaded report == fde-grade's output, final newline included`);
    assert.equal(got.name, `${basename(s.file)}.report.json`);
  }
});

test('item 12: one file picker, and file names break between their parts, not inside a word (390 px)', { skip: !routing && 'no routing case' }, async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const c of [routing, byKind('prediction')].filter(Boolean)) {
    await open(c);
    const zone = await page.locator('.dropzone').textContent();
    assert.doesNotMatch(zone, /choose a file/i, 'no "choose a file" link beside the native button');
    assert.equal(await page.locator('.dropzone input[type="file"]').count(), 1);
    // Where each file name's lines break: only after "-", "/", "." or "_".
    const breaks = await page.locator('#examples td code, #case-files li a').evaluateAll((els) => els.flatMap((el) => {
      const node = el.firstChild;
      if (!node || node.nodeType !== 3) return [];
      const text = node.textContent;
      const r = document.createRange();
      let top = null;
      const out = [];
      for (let i = 0; i < text.length; i++) {
        r.setStart(node, i);
        r.setEnd(node, i + 1);
        const rect = r.getClientRects()[0];
        if (!rect) continue;
        if (top !== null && rect.top > top + 2) out.push({ text, before: text[i - 1], after: text[i] });
        top = rect.top;
      }
      return out;
    }));
    const midWord = breaks.filter((b) => !/[-/._]/.test(b.before));
    assert.deepEqual(midWord, [], `${c.dir}: file names broken inside a word`);
    await screenshot(page, { path: join(SHOTS, `site-use-phone-${c.dir}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1200, height: 900 });
});

// Issue 18: a page opened on an example (`?sub=`) grades and shows that example first and
// the case's other examples after its first frame (site/src/state.rs,
// `grade_examples_soon`), so its score does not wait for them; the page then ends up as
// before: every example's score in the table is fde-grade's.
test('issue 18: the score of the example on screen does not wait for the other examples', async () => {
  // The case of the most examples of routing's build (the default one), else of any.
  const many = (cs) => cs.filter((x) => (x.manifest.submissions ?? []).length > 1).sort((a, b) => b.manifest.submissions.length - a.manifest.submissions.length)[0];
  const c = many(all.filter((x) => x.manifest.kind === 'routing')) ?? many(all);
  const subs = c.manifest.submissions;
  const cli = (sub) => headline(JSON.parse(cliGrade(c, join(c.path, sub.file), { name: sub.file, flags: extraFlags(c, sub.extra_files ?? []) })));
  const shown = subs[subs.length - 1];
  const p = await context.newPage();
  try {
    // Before any page script: when #score first enters the DOM (the page's clock).
    await p.addInitScript(() => {
      new MutationObserver(() => {
        const el = document.getElementById('score');
        if (el && !window.__scoreAt) window.__scoreAt = { ms: performance.now(), score: el.dataset.score };
      }).observe(document, { childList: true, subtree: true });
    });
    await p.goto(`${base}?case=${encodeURIComponent(c.dir)}&sub=${encodeURIComponent(shown.file)}`);
    await p.waitForFunction(() => performance.getEntriesByName('fde-examples').length > 0 && window.__scoreAt, null, WAIT);
    const t = await p.evaluate(() => ({
      score: window.__scoreAt,
      shown: performance.getEntriesByName('fde-shown')[0]?.startTime ?? null,
      examples: performance.getEntriesByName('fde-examples')[0].startTime,
    }));
    assert.deepEqual(JSON.parse(t.score.score), cli(shown), `${c.dir}: ${shown.file} on screen`);
    assert.ok(t.shown !== null && t.shown < t.examples, `${c.dir}: ${shown.file} graded (${t.shown} ms) before all ${subs.length} examples (${t.examples} ms)`);
    assert.ok(t.score.ms < t.examples, `${c.dir}: the score on screen at ${t.score.ms} ms, after all ${subs.length} examples were graded (${t.examples} ms)`);
    // Then every example's score in the table, as fde-grade grades it.
    const table = await p.locator('#examples tbody tr').evaluateAll((rows) => rows.map((r) => [r.dataset.file, r.querySelector('td.score')?.dataset.score ?? null]));
    assert.deepEqual(table.map(([f, s]) => [f, s === null ? null : JSON.parse(s)]), subs.map((s) => [s.file, cli(s)]), `${c.dir}: the examples' scores`);
    assert.equal(await p.locator('#examples tr.selected').getAttribute('data-file'), shown.file, `${c.dir}: the example on screen is selected`);
  } finally {
    await p.close();
  }
});
