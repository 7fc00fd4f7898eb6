// Issue 45, points 3, 5 and 9, as a reader meets them, against `fde-grade`:
// - an uplift result and its ask log picked one at a time, in either order, on a fresh
//   case page (the phone picker's way): graded together (JSON == `fde-grade --ask-log`),
//   and a result graded alone names the missing file beside its score;
// - a prediction page's broken files said as routing and scorecard say them: semicolons,
//   an Excel workbook named .csv, Latin-1 at a line and column, every missing column;
// - numbers with significant digits on screen (the exact value in `title`, the report
//   unchanged), driving that grew said as added, checks in words, counts true.
// Run by scripts/test-browser: node --test e2e/plain-words.test.mjs
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { CLI, cases, cliGrade, extraFlags, ftlFiles } from './lib/cases.mjs';
import { serve } from './lib/serve.mjs';
import { WAIT, appReady, launch, live, removeAtExit } from './lib/browser.mjs';

const DIST = process.env.FDE_SITE_DIST;
const all = cases();
const cold = all.find((c) => c.dir === 'cold-chain-spoilage');
const bakery = all.find((c) => c.dir === 'bakery-hourly-demand');
const clinic = all.find((c) => c.dir === 'clinic-wait-minutes');
const credit = all.find((c) => c.dir === 'scorecard-credit');
const city = all.find((c) => c.dir === 'routing-city');
const TMP = mkdtempSync(join(tmpdir(), 'fde-plain-words-'));
removeAtExit(TMP);

let server, base, context, page;
const problems = [];

before(async () => {
  ({ server, url: base } = await serve(DIST, 0));
  ({ context, page } = await launch());
  page.on('pageerror', (e) => problems.push(e.message));
});

after(async () => {
  await context?.close();
  server?.close();
  assert.deepEqual(problems, [], 'no page errors');
});

/** A simple message of `lang`'s Fluent file `name` with its variables filled. */
function words(lang, name, key, vars = {}) {
  for (const p of ftlFiles(lang, name)) {
    const m = readFileSync(p, 'utf8').match(new RegExp(`^${key} = (.*)$`, 'm'));
    if (m) return m[1].replace(/\{ \$(\w+) \}/g, (_, v) => vars[v]);
  }
  throw new Error(`no ${key} in ${lang}/${name}.ftl`);
}

/** `x` as the page shows a measured value: 6 significant digits, whole digits kept, grouped (English). */
function sig(x) {
  const whole = Math.floor(Math.log10(Math.abs(x))) + 1;
  const v = whole >= 6 ? Math.round(x) : Number(x.toPrecision(6));
  return v.toLocaleString('en-US', { maximumFractionDigits: 20 }).replace('-', '\u2212');
}

/** `x` exactly (the shortest digits that read back), grouped: a number's `title`. */
const exact = (x) => x.toLocaleString('en-US', { maximumFractionDigits: 20 }).replace('-', '\u2212');

const seq = () => page.evaluate(() => Number(document.querySelector('.report-card')?.dataset.seq ?? 0));

/** Open a case's page fresh (pre-rendered; the app starts on the first gesture). */
async function open(c, { lang = '' } = {}) {
  await page.goto(`${base}fde/${lang ? `${lang}/` : ''}cases/${c.dir}/`, { waitUntil: 'load' });
}

/** Pick `paths` with the upload input and wait for a new report: its JSON and texts. */
async function pick(paths) {
  const n = await seq();
  await page.locator('#upload').setInputFiles(paths);
  await page.waitForFunction((k) => Number(document.querySelector('.report-card')?.dataset.seq ?? 0) > k, n, WAIT);
  return (await page.locator('#report-json').textContent()) + '\n';
}

/** Write `bytes` as `name` in a folder of its own; its path. */
function file(name, bytes) {
  const dir = mkdtempSync(join(TMP, 'f-'));
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

test('uplift, one file at a time on a fresh page: ask log then result, result then ask log == fde-grade --ask-log; a result alone names ask.jsonl', { skip: !cold && 'no cold-chain-spoilage case' }, async () => {
  const s = cold.manifest.submissions.find((x) => (x.extra_files ?? []).length > 0);
  const result = join(cold.path, s.file);
  const log = join(cold.path, s.extra_files[0]);
  const paired = cliGrade(cold, result, { flags: extraFlags(cold, [basename(log)]) });
  const alone = cliGrade(cold, result);
  assert.notEqual(JSON.parse(paired).uplift_net, JSON.parse(alone).uplift_net, 'the ask log must change the score');
  // The log picked first, before the app runs (the pick is the gesture that starts it).
  await open(cold);
  await page.locator('#upload').setInputFiles(log);
  await page.waitForFunction(() => document.querySelector('#upload-note')?.textContent.includes('ask.jsonl'), null, WAIT);
  assert.equal(await page.locator('#upload-note').textContent(),
    words('en', 'ui', 'upload-log-kept', { log: 'ask.jsonl' }), 'the kept log is said');
  assert.notEqual(await page.locator('.report-card').first().getAttribute('data-file').catch(() => null), 'ask.jsonl', 'a log alone is not graded');
  assert.equal(await pick(result), paired, 'ask log then result: JSON == fde-grade --ask-log');
  assert.equal(await page.locator('#partial-note').count(), 0, 'nothing missing, no note');
  assert.equal(await page.locator('#upload-note').textContent(),
    words('en', 'ui', 'upload-with-log', { file: 'result.json', log: 'ask.jsonl' }));
  // The result first, on a fresh page: graded alone, and the missing file is named beside the score.
  await open(cold);
  assert.equal(await pick(result), alone, 'a result alone: JSON == fde-grade without --ask-log');
  assert.equal(await page.locator('#partial-note').textContent(),
    words('en', 'ui', 'report-partial', { missing: 'ask.jsonl', file: 'result.json' }), 'the note names the missing file');
  assert.ok(await page.locator('#partial-note').isVisible(), 'the note is visible');
  assert.equal(await page.locator('#upload-note').textContent(),
    words('en', 'ui', 'upload-no-log', { file: 'result.json', log: 'ask.jsonl' }));
  // Then its log: the same result graded again with it.
  assert.equal(await pick(log), paired, 'result then ask log: JSON == fde-grade --ask-log');
  assert.equal(await page.locator('#partial-note').count(), 0, 'the pair is complete: no note');
  // In Chinese too: the note in the page's language.
  await open(cold, { lang: 'zh' });
  assert.equal(await pick(result), alone);
  assert.equal(await page.locator('#partial-note').textContent(),
    words('zh', 'ui', 'report-partial', { missing: 'ask.jsonl', file: 'result.json' }));
});

/** The numbers written in `text` (`−0.3416`; `51,900` grouped), as JavaScript numbers. */
const numbersIn = (text) => [...text.matchAll(/[−-]?\d[\d,]*(?:\.\d+)?/g)].map((m) => Number(m[0].replace('−', '-').replaceAll(',', '')));

test('uplift examples: each text states the uplift, contact cost and net its report shows, and they add up (issue 45, point 10)', { skip: !cold && 'no cold-chain-spoilage case' }, async () => {
  for (const lang of ['', 'zh']) {
    await open(cold, { lang });
    await appReady(page);
    for (const s of cold.manifest.submissions) {
      const row = page.locator(`#examples tr[data-file="${s.file}"]`);
      const n = await seq();
      await row.locator('button').click();
      await page.waitForFunction((k) => Number(document.querySelector('.report-card')?.dataset.seq ?? 0) > k, n, WAIT);
      // The breakdown's rows: KPI, uplift, uplift bounded, incidents, contact cost, net, points.
      const cells = await page.locator('#breakdown tr td.num').allTextContents();
      const [raw, cost, net] = [cells[2], cells[4], cells[5]].map((t) => Number(t.replace('−', '-')));
      // An incident caps the uplift at 0 (the breakdown still shows the KPI's uplift).
      const incident = JSON.parse(await page.locator('#report-json').textContent()).verdict === 'incident';
      const bounded = incident ? 0 : raw;
      assert.ok(Math.abs(bounded - cost - net) <= 1.5e-4, `${s.file}: ${bounded} − ${cost} = ${net} on the page`);
      const teaches = await row.locator('.teaches').innerText();
      if (lang) assert.equal(teaches, cold.manifest.i18n[lang].examples[s.file].teaches.replaceAll('`', ''), `${lang} ${s.file}: the translated text`);
      const said = numbersIn(teaches);
      const states = (x) => said.some((y) => Math.abs(y - x) < 1e-9);
      assert.ok(states(net), `${lang || 'en'} ${s.file} states its net ${net}: ${teaches}`);
      assert.ok(states(bounded), `${lang || 'en'} ${s.file} states its uplift ${bounded}: ${teaches}`);
      assert.ok(states(cost) || (bounded === 0 && states(-cost)), `${lang || 'en'} ${s.file} states its contact cost ${cost}: ${teaches}`);
    }
  }
});

/** The problems shown (message, hint) and the report's, for a file dropped on a case page. */
async function dropped(c, path) {
  const json = await pick(path);
  const cli = cliGrade(c, path, { name: basename(path) });
  assert.equal(json, cli, `${basename(path)}: JSON == fde-grade`);
  const report = JSON.parse(cli);
  const text = await page.locator('#diagnostics').textContent();
  for (const d of report.diagnostics) {
    assert.ok(text.includes(d.message), `message shown: ${d.message}`);
    if (d.hint) assert.ok(text.includes(d.hint), `hint shown: ${d.hint}`);
  }
  return report;
}

for (const c of [bakery, clinic]) {
  test(`prediction files on ${c?.dir}: semicolons, a workbook named .csv, Latin-1 located, every missing column named (== fde-grade)`, { skip: !c && 'no such case' }, async () => {
    await open(c);
    await appReady(page);
    const example = readFileSync(join(c.path, c.manifest.submissions.at(-1).file), 'utf8');
    const lines = example.trim().split('\n');
    const required = c.manifest.parameters.required_columns.columns;
    const semicolonHint = 'The file is separated by semicolons (`;`), as a spreadsheet in a decimal-comma locale saves it; save it with commas and decimal points (in Excel: "CSV UTF-8 (Comma delimited)").';
    // Semicolons between fields (no comma in the header): the hint says so.
    let r = await dropped(c, file('predictions.csv', lines.map((l) => l.replaceAll(',', ';')).join('\n') + '\n'));
    assert.equal(r.diagnostics[0].code, 'prediction/missing-column');
    assert.equal(r.diagnostics[0].hint, semicolonHint);
    assert.match(r.diagnostics[0].message, new RegExp(`has no columns ${required.map((x) => `\`${x}\``).join(', ')} `), 'every missing column named');
    // An Excel workbook saved as .csv (a ZIP archive): named as one, not "not UTF-8 (byte 10)".
    const zip = Buffer.concat([Buffer.from('PK\x03\x04\x14\x00\x06\x00\x08\x00', 'latin1'), Buffer.from([0x9c, 0xff, 0x80, 0x00, 0xc3, 0x28]), Buffer.from('[Content_Types].xml')]);
    r = await dropped(c, file('predictions.csv', zip));
    assert.equal(r.diagnostics[0].code, 'file/spreadsheet');
    assert.equal(r.diagnostics[0].message, 'predictions.csv is a ZIP archive (an Excel workbook, .xlsx, saved under another name?), not a text file');
    // Latin-1: a é (0xE9) on line 3, after `lines[2]`'s first field and a comma.
    // (An é before a comma: no GBK pair, so the guess is Latin-1.)
    const [first, ...rest] = lines[2].split(',');
    const latin = Buffer.concat([Buffer.from(`${lines[0]}\n${lines[1]}\n${first}`), Buffer.from([0xe9]), Buffer.from(`,${rest.join(',')}\n`)]);
    r = await dropped(c, file('predictions.csv', latin));
    assert.equal(r.diagnostics[0].code, 'file/not-utf8');
    assert.equal(r.diagnostics[0].location.line, 3);
    assert.equal(r.diagnostics[0].location.column, first.length + 1);
    assert.match(r.diagnostics[0].message, new RegExp(`byte 0xE9 at line 3, column ${first.length + 1} is not valid UTF-8; the file looks Latin-1`));
    // Two columns renamed: both named in one problem (the server's entry is one).
    const renamed = [required[0], required.at(-1)];
    const header = lines[0].split(',').map((h) => (renamed.includes(h) ? `${h}_x` : h));
    r = await dropped(c, file('predictions.csv', [header.join(','), ...lines.slice(1)].join('\n') + '\n'));
    assert.equal(r.diagnostics.filter((d) => d.code === 'prediction/missing-column').length, 1);
    assert.match(r.diagnostics[0].message, new RegExp(`has no columns \`${renamed[0]}\`, \`${renamed[1]}\` \\(its columns: ${header.join(', ')}\\)`));
    // The verdict in words: no internal name (missing_column) on screen.
    const verdict = await page.locator('#verdict').textContent();
    assert.equal(verdict, words('en', 'ui', 'report-rejected-check', { check: words('en', 'ui', 'check-words-missing-column') }));
    // The breakdown's note too (issue 45: it printed `missing_column`).
    const note = await page.locator('#breakdown tr:first-child td.note').textContent();
    assert.equal(note, words('en', 'ui', 'pred-failed', { check: words('en', 'ui', 'check-words-missing-column') }));
  });
}

test('prediction numbers: significant digits on screen, the exact value in title, the report unchanged', { skip: !bakery && 'no bakery case' }, async () => {
  await open(bakery);
  await appReady(page);
  const s = bakery.manifest.submissions.find((x) => JSON.parse(cliGrade(bakery, join(bakery.path, x.file))).valid);
  const path = join(bakery.path, s.file);
  const json = await pick(path);
  assert.equal(json, cliGrade(bakery, path));
  const r = JSON.parse(json);
  // The breakdown: each target's metric, the reference value.
  const cells = await page.locator('#breakdown td.num[title]').evaluateAll((tds) => tds.map((td) => ({ text: td.textContent, title: td.title })));
  const want = [...r.per_target.map((t) => t.value), r.exact.combined, r.exact.objective, r.reference_value];
  assert.deepEqual(cells, want.map((x) => ({ text: sig(x), title: exact(x) })));
  assert.ok(want.some((x) => sig(x) !== exact(x)), 'some value is shown shorter than it is');
  // The line under the score: the reference value.
  const ref = page.locator('#reference-used strong');
  assert.equal(await ref.textContent(), sig(r.reference_value));
  assert.equal(await ref.getAttribute('title'), exact(r.reference_value));
});

test('the formula\'s reference value with significant digits, exact on hover; the rule ladder\'s "your file" row shows your report (issue 45)', { skip: !(bakery && credit) && 'no bakery or credit case' }, async () => {
  for (const c of [bakery, credit]) {
    await open(c);
    await appReady(page);
    const v = c.manifest.reference.value;
    const step = page.locator('.formula-steps .reference-step').first();
    assert.equal(await step.getAttribute('title'), exact(v), `${c.dir}: the exact value on hover`);
    const text = await step.textContent();
    assert.ok(text.includes(sig(v)) && (sig(v) === exact(v) || !text.includes(exact(v))), `${c.dir}: ${text} shows ${sig(v)}`);
  }
  // The reader's file, then an example, then the ★ row: the reader's report again.
  const mine = join(credit.path, credit.manifest.submissions[1].file);
  await pick(file('mine.csv', readFileSync(mine)));
  const row = page.locator('.rule-ladder-table tr.mine button.link');
  await row.waitFor(WAIT);
  let n = await seq();
  await page.locator(`.rule-ladder-table tr[data-file="${credit.manifest.submissions[0].file}"] button.link`).click();
  await page.waitForFunction((k) => Number(document.querySelector('.report-card')?.dataset.seq ?? 0) !== k, n, WAIT);
  assert.notEqual(await page.locator('.report-card').getAttribute('data-file'), 'mine.csv');
  n = await seq();
  await row.click();
  await page.waitForFunction(() => document.querySelector('.report-card')?.dataset.file === 'mine.csv', null, WAIT);
  assert.equal(await page.locator('.rule-ladder-table tr.mine').getAttribute('aria-current'), 'true', 'the row is the one shown');
});

test('scorecard: verdicts in words (empty, binary, not a number), the problem count true, coach scores with significant digits', { skip: !credit && 'no scorecard-credit case' }, async () => {
  await open(credit);
  await appReady(page);
  const verdictOf = async (path) => {
    const json = await pick(path);
    assert.equal(json, cliGrade(credit, path, { name: basename(path) }));
    return { r: JSON.parse(json), verdict: await page.locator('#verdict').textContent() };
  };
  const rejected = (key) => words('en', 'ui', 'report-rejected-check', { check: words('en', 'ui', key) });
  // An empty file and random bytes: what is wrong, not "the missing-file check".
  let got = await verdictOf(file('predictions.csv', ''));
  assert.equal(got.r.failed_check, 'missing-file');
  assert.equal(got.verdict, rejected('check-words-empty'));
  got = await verdictOf(file('predictions.csv', Buffer.from([0x00, 0x9f, 0x92, 0x96, 0xff, 0xfe, 0x80, 0x81, 0x10, 0xc0, 0x41, 0x42])));
  assert.equal(got.r.failed_check, 'missing-file');
  assert.equal(got.verdict, rejected(got.r.diagnostics[0].code === 'file/utf16' ? 'check-words-utf16' : 'check-words-not-utf8'));
  assert.ok(!got.verdict.includes('missing-file'));
  // 300 rows not a number: 200 listed, the count says 300.
  const ids = Array.from({ length: 300 }, (_, i) => `X${i}`);
  got = await verdictOf(file('predictions.csv', `customer_id,prob_default\n${ids.map((id) => `${id},abc`).join('\n')}\n`));
  assert.equal(got.r.failed_check, 'not-a-number');
  assert.equal(got.verdict, rejected('check-words-not-a-number'));
  const total = got.r.diagnostic_groups.reduce((n, g) => n + g.count, 0);
  const listed = got.r.diagnostics.filter((d) => !d.message.startsWith('... and ')).length;
  assert.ok(listed < total, `a capped list (${listed} of ${total})`);
  assert.equal(await page.locator('#diagnostics-count').textContent(),
    words('en', 'panels', 'diag-found-listed', { listed: listed.toLocaleString('en-US'), count: total.toLocaleString('en-US') }));
  // The same in Korean.
  await open(credit, { lang: 'ko' });
  await appReady(page);
  await pick(file('predictions.csv', `customer_id,prob_default\n${ids.map((id) => `${id},abc`).join('\n')}\n`));
  assert.equal(await page.locator('#verdict').textContent(),
    words('ko', 'ui', 'report-rejected-check', { check: words('ko', 'ui', 'check-words-not-a-number') }));
  assert.equal(await page.locator('#diagnostics-count').textContent(),
    words('ko', 'panels', 'diag-found-listed', { listed: listed.toLocaleString('en-US'), count: total.toLocaleString('en-US') }));
});

test('scorecard coach: scores with significant digits, exact in title (== fde-grade coach)', { skip: !credit && 'no scorecard-credit case' }, async () => {
  await open(credit);
  await appReady(page);
  const s = credit.manifest.submissions[0];
  const path = join(credit.path, s.file);
  await pick(path);
  const coach = JSON.parse(execFileSync(CLI, ['coach', 'scorecard', '--case', credit.path, '--limit', '5', '--format', 'json', basename(path)], { cwd: join(path, '..'), encoding: 'utf8' }));
  await page.locator('#coach-rows').waitFor(WAIT);
  const rows = await page.locator('#coach-rows tbody tr').evaluateAll((trs) => trs.map((tr) => {
    const td = tr.querySelectorAll('td')[3];
    return { text: td.textContent, title: td.title };
  }));
  assert.deepEqual(rows, coach.rows.map((x) => ({ text: sig(x.score), title: exact(x.score) })));
});

test('routing coach: a move that drives longer says the seconds added', { skip: !city && 'no routing-city case' }, async () => {
  // Two examples: the first move of one saves driving, of the other adds some (the CLI's).
  const found = [];
  for (const s of city.manifest.submissions.filter((x) => /^submissions\/[34]-/.test(x.file))) {
    const path = join(city.path, s.file);
    const c = JSON.parse(execFileSync(CLI, ['coach', 'routing', '--case', city.path, basename(path)], { cwd: join(path, '..'), encoding: 'utf8', maxBuffer: 256 << 20 }));
    const m = c.suggestions?.[0];
    if (m) m.seconds = m.seconds_saved;
    if (m) found.push({ path, m });
  }
  assert.deepEqual(found.map(({ m }) => m.seconds < 0), [false, true], 'one move saves driving, one adds some');
  await open(city);
  await appReady(page);
  for (const { path, m } of found) {
    await pick(path);
    const LONG = { timeout: 90000 };
    await page.waitForFunction(() => document.querySelector('#coach-move, #coach-none, #coach-repairs, #coach-error, #coach-start'), null, LONG);
    if (await page.locator('#coach-start').count()) await page.locator('#coach-start').click();
    await page.locator('#coach-move').waitFor(LONG);
    assert.equal(Number(await page.locator('#coach-move').getAttribute('data-seconds-saved')), m.seconds, 'the move shown is the CLI\'s');
    const line = (await page.locator('.coach-gains li').nth(1).textContent()).trim();
    const seconds = Math.abs(m.seconds).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    assert.equal(line, words('en', 'panels', m.seconds < 0 ? 'coach-gain-seconds-added' : 'coach-gain-seconds', { seconds }));
    assert.ok(!line.includes('\u2212'), 'no negative seconds saved');
  }
});
