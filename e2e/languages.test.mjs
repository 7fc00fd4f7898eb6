// The site in its four languages (issue 17), in headless Chromium. For each of en, zh,
// ko, id: the gallery, every public case page with its first example graded, and an
// embed, each screenshot into target/screenshots/<lang>/ (paths logged). Checks:
// `<html lang>`, the picker's state, a choice made with the picker survives a reload
// (localStorage) and is carried by links, `?lang=` wins over the stored choice, and no
// UI text is left in another language: zh/ko pages have no Latin word outside an
// allow-list of data and names; the id page contains none of the English ui.ftl or panels.ftl values.
//
// The panels are checked too: the report, problems, formats docs, own data, figures,
// and the coaches, each in a state where it shows: a routing case's coach on its first
// (rejected) example (the repairs) and on its first valid one (the next best move),
// "What costs most" on each case's first valid example. Data they show (store codes,
// people, file and column names, check names: words of the case's files) is allowed.
// The cases' own words are checked too (case.json's `i18n`). Left out of the leftover
// check (see NOT_YET): the test fixtures' cards in the gallery (`toy-*`: English only),
// `code`, data cells (`.data`) and the case files' links (data: file names, codes).
// The words of zh, ko and id are not in the page (crates/i18n without `all-languages`):
// each is a file of the build, dist/words/<lang>.<hash>.txt, with each kind's words in
// dist/words/<lang>.<kind>.<hash>.txt (its crate's) and the cases' words in that language
// (case.json's `i18n`, not embedded either) in dist/words/<lang>.cases.<hash>.txt, those
// of the page's kind fetched once per page load before the page shows (never a mix);
// English fetches its kind's only, dist/words/en.<kind>.<hash>.txt (the core carries no
// kind's words: the page is split per kind).
// Run by scripts/test-browser: node --test e2e/languages.test.mjs
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { CLI, ROOT, cases, ftlFiles } from './lib/cases.mjs';
import { serve } from './lib/serve.mjs';
import { WAIT, appReady, launch, screenshot, SCREENSHOTS } from './lib/browser.mjs';

const DIST = process.env.FDE_SITE_DIST ?? join(ROOT, 'site/dist');
const SHOTS = join(ROOT, 'target/screenshots');
const LANGS = ['en', 'zh', 'ko', 'id'];
const NAMES = { en: 'English', zh: '中文', ko: '한국어', id: 'Bahasa Indonesia' };
const publicCases = cases([join(ROOT, 'cases-public')]);
// The coach's first answer (the worker's search; e2e/coach.test.mjs waits as long).
const LONG = { timeout: 90000 };

const NOT_YET = [
  '.data', '.card[data-case^="toy-"]', '.embed-credit', '.peek', '.dropzone .hint', 'code', 'pre', 'select', 'option',
  'figure', 'svg', '.files a',
];

/** Latin words allowed on zh/ko pages: names, units, metrics, formats, data words. */
const ALLOWED = new Set(`fde grade FDE WebAssembly JSON CSV JSONL AUC KS RMSE MAE MAPE KPI km h kg s ms MB KB MW
  id ID English Bahasa Indonesia csv json md zip txt jsonl WAPE sMAPE UTF BOM NaN inf pandas Python harness Gym true SVG`.split(/\s+/).filter(Boolean));
// The cases' data words: column and file names, codes (every string of `parameters` and `files`).
const strings = (v) => (typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : []);
// The data the panels show (lower case): example file names and their check names, the
// strings of the case's JSON files (people and their ids), CSV column names and the
// routing stores' codes.
const DATA = new Set();
const addData = (s) => { for (const w of s.toLowerCase().match(/[a-z]+/g) ?? []) DATA.add(w); };
const jsonFiles = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((f) =>
  f.isDirectory() ? jsonFiles(join(dir, f.name)) : f.name.endsWith('.json') || f.name.endsWith('.csv') ? [join(dir, f.name)] : []);
for (const c of publicCases) {
  for (const s of strings([c.manifest.parameters, c.manifest.files, c.manifest.id])) {
    for (const w of s.match(/[A-Za-z]+/g) ?? []) ALLOWED.add(w);
  }
  for (const s of c.manifest.submissions ?? []) strings([s.file, s.extra_files ?? [], s.expect ?? {}]).forEach(addData);
  for (const f of jsonFiles(c.path)) {
    const text = readFileSync(f, 'utf8');
    if (f.endsWith('.csv')) {
      const [head, ...rows] = text.split('\n');
      addData(head);
      // The stores' codes (a routing case's first column); a data file's other words too
      // (a rack hall's NIC and rack attributes: InfiniBand, HDR, eth).
      if (c.manifest.kind === 'routing') rows.forEach((r) => addData(r.split(',')[0]));
      else if (!f.includes('/submissions/')) rows.forEach(addData);
    } else if (!f.endsWith('case.json')) {
      try { strings(JSON.parse(text)).forEach(addData); } catch { /* a broken example */ }
    }
  }
  // The people of an uplift case, named in its words as in its people.json.
  const people = c.manifest.files?.people;
  if (people) for (const p of JSON.parse(readFileSync(join(c.path, people), 'utf8')).npcs ?? []) for (const w of p.name?.match(/[A-Za-z]+/g) ?? []) ALLOWED.add(w);
}
// FDE-Bench's own cases (the gallery's section of them, issue 45): their data words, and
// the names their titles keep as written (LLM, SKU, U).
for (const c of cases([join(ROOT, 'cases-fdebench')])) {
  for (const s of strings([c.manifest.parameters, c.manifest.files, c.manifest.id, c.manifest.i18n?.zh?.title, c.manifest.i18n?.ko?.title])) {
    for (const w of s.match(/[A-Za-z]+/g) ?? []) ALLOWED.add(w);
  }
}
// Units and names the cases' words keep as written (kWh, rpm, Python's float()); `report` of the
// downloads' file names (`<example>.report.json`).
for (const w of ['Python', 'Wh', 'kWh', 'rpm', 'RMS', 'report']) ALLOWED.add(w);
// Formulas' functions, written as in the formula (`max(0, …)`, `log1p`).
for (const w of ['max', 'min', 'log', 'log1p', 'exp', 'abs', 'sqrt', 'mean', 'sum']) ALLOWED.add(w);
// Keys on the keyboard, as printed on them.
for (const w of ['Tab', 'Ctrl', 'ctrl', 'Shift', 'Enter', 'Esc', 'Alt']) ALLOWED.add(w);
// Metrics' and curves' names, as every language writes them.
for (const w of ['TPR', 'FPR', 'ROC', 'WAPE', 'sMAPE', 'R', 'MSE', 'F']) ALLOWED.add(w);

/**
 * Every English value of ui.ftl and panels.ftl (one-line messages of 3+ words; variables
 * cut out); with `diagnostics`, of diagnostics.ftl too (the problems' sentences: the
 * core's and the kinds').
 */
function englishValues(diagnostics = false) {
  const files = diagnostics ? ['ui', 'panels', 'diagnostics'] : ['ui', 'panels'];
  const text = files.flatMap((f) => ftlFiles('en', f)).map((p) => readFileSync(p, 'utf8')).join('\n');
  const out = [];
  for (const line of text.split('\n')) {
    const m = line.match(/^([a-z][a-z0-9-]*) = (.+)$/);
    if (!m || m[1] === 'test-count') continue;
    // The longest run of plain text between placeables.
    const parts = m[2].replace(/\{" "\}/g, ' ').split(/\{[^}]*\}/).map((p) => p.trim()).filter((p) => p.split(/\s+/).length >= 3);
    out.push(...parts);
  }
  return out;
}

let server, base, context, page;

before(async () => {
  ({ server, url: base } = await serve(DIST));
  ({ context, page } = await launch());
});

after(async () => {
  await context?.close();
  server?.close();
});

/** The page's visible text (or `root`'s), the parts named in NOT_YET removed. */
async function checkedText(root = 'body') {
  return page.evaluate(([skip, root]) => {
    const from = document.querySelector(root);
    if (!from) return '';
    const copy = from.cloneNode(true);
    for (const sel of skip) copy.querySelectorAll(sel).forEach((e) => e.remove());
    copy.querySelectorAll('[hidden], script, style, noscript').forEach((e) => e.remove());
    // Text nodes apart (an element's edge is a word's edge).
    const texts = [];
    const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) texts.push(walker.currentNode.nodeValue);
    const attrs = [...from.querySelectorAll('[aria-label], [title]')]
      .filter((e) => !skip.some((s) => e.closest(s)))
      .map((e) => `${e.getAttribute('aria-label') ?? ''} ${e.getAttribute('title') ?? ''}`);
    return `${texts.join(' ')} ${attrs.join(' ')}`;
  }, [NOT_YET, root]);
}

/**
 * No UI text in another language on the page (or in `root`); `data`: more words of
 * the data on screen (file names the test gave, fields a message names).
 */
async function noLeftovers(lang, where, root = 'body', data = []) {
  if (lang === 'en') return;
  const text = await checkedText(root);
  if (lang === 'zh' || lang === 'ko') {
    const words = (text.match(/[A-Za-z]+/g) ?? [])
      .filter((w) => !ALLOWED.has(w) && !DATA.has(w.toLowerCase()) && !data.includes(w) && w.length > 1);
    assert.deepEqual([...new Set(words)], [], `${lang} ${where}: Latin words left`);
  } else {
    const left = englishValues(root !== 'body').filter((v) => text.includes(v));
    assert.deepEqual(left, [], `${lang} ${where}: English UI text left`);
  }
}

async function shot(lang, name) {
  const dir = join(SHOTS, lang);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await screenshot(page, { path, fullPage: true });
  if (SCREENSHOTS) console.log(`screenshot: ${path}`);
}

/** Whether `kind` has a coach (`fde-grade coach KIND --help` succeeds). */
const hasCoach = (kind) => {
  try {
    execFileSync(CLI, ['coach', kind, '--help'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** A report on screen graded valid? */
const validShown = async () => (await page.locator('.report-card').getAttribute('data-valid')) === 'true';

/**
 * The panels shown only after grading: a routing case's coach (on the example on
 * screen: its repairs when it is rejected; then on the case's first valid example: the
 * next best move) and "What costs most" (scorecard, prediction, uplift: on the first
 * valid example), each checked for leftovers and screenshot.
 */
async function panels(lang, c, first) {
  const subs = c.manifest.submissions ?? [];
  const valid = subs.find((s) => s.expect?.verdict === 'valid' || s.expect?.verdict === 'accepted')?.file;
  if (c.manifest.kind === 'routing') {
    if (first && !(await validShown())) {
      await page.locator('#coach-start').click();
      await page.locator('#coach-repairs, #coach-error').first().waitFor(LONG);
      assert.equal(await page.locator('#coach-error').count(), 0, `${c.dir}: the coach's repairs`);
      await noLeftovers(lang, `${c.dir} coach repairs`);
      await shot(lang, `case-${c.dir}-repairs`);
    }
    if (!valid) return;
    await page.goto(`${base}?${new URLSearchParams({ case: c.dir, sub: valid, lang })}`);
    await appReady(page);
    await page.locator('#score').waitFor(WAIT);
    await page.locator('#coach-start').click();
    await page.locator('#coach-move, #coach-none, #coach-error').first().waitFor(LONG);
    assert.equal(await page.locator('#coach-error').count(), 0, `${c.dir}: the coach's move`);
    await noLeftovers(lang, `${c.dir} coach`);
    await shot(lang, `case-${c.dir}-coach`);
    return;
  }
  if (!(first && (await validShown()))) {
    if (!valid) return;
    await page.goto(`${base}?${new URLSearchParams({ case: c.dir, sub: valid, lang })}`);
    await appReady(page);
    await page.locator('#score').waitFor(WAIT);
  }
  // A coach is optional (docs/adding-a-kind.md): the CLI has `coach KIND` exactly for
  // the kinds that have one, and only those pages show "What costs most".
  if (!hasCoach(c.manifest.kind)) return;
  await page.locator('#coach-kinds').waitFor(LONG);
  await noLeftovers(lang, `${c.dir} what costs most`);
  await shot(lang, `case-${c.dir}-costs`);
}

async function pageState(lang, where) {
  assert.equal(await page.locator('html').getAttribute('lang'), lang, `${where}: html[lang]`);
  const picker = page.locator('#lang-picker');
  if (await picker.count()) assert.equal(await picker.inputValue(), lang, `${where}: the picker`);
}

for (const lang of LANGS) {
  test(`${lang}: gallery, every public case with an example graded, an embed`, async () => {
    await page.goto(`${base}?lang=${lang}`);
    await appReady(page);
    await page.locator('#gallery .card').first().waitFor(WAIT);
    await pageState(lang, 'gallery');
    assert.equal(await page.locator('#lang-picker option:checked').textContent(), NAMES[lang]);
    // Links carry the language.
    const href = await page.locator('#gallery .card h2 a').first().getAttribute('href');
    assert.match(href, new RegExp(`[?&]lang=${lang}(&|$)`), 'a card link keeps lang=');
    await noLeftovers(lang, 'gallery');
    await shot(lang, 'gallery');
    for (const c of publicCases) {
      const sub = c.manifest.submissions?.[0]?.file;
      const q = new URLSearchParams({ case: c.dir, ...(sub ? { sub } : {}), lang });
      await page.goto(`${base}?${q}`);
      await appReady(page);
      await page.locator(`article.case[data-case="${c.dir}"]`).waitFor(WAIT);
      if (sub) await page.locator('#score').waitFor(WAIT);
      await page.locator('.examples td.grading').first().waitFor({ state: 'detached', ...WAIT }).catch(() => {});
      await pageState(lang, c.dir);
      await noLeftovers(lang, c.dir);
      await shot(lang, `case-${c.dir}`);
      await panels(lang, c, sub);
    }
    // An embed (its figure's words are i18nfig's) and an embed's own notice.
    const c = publicCases[0];
    await page.goto(`${base}?${new URLSearchParams({ embed: 'rule-ladder', case: c.dir, lang })}`);
    await appReady(page);
    await page.locator('.embed-root > *').first().waitFor(WAIT);
    await pageState(lang, 'embed');
    await shot(lang, 'embed');
    await page.goto(`${base}?${new URLSearchParams({ embed: 'rule-ladder', case: '0000', lang })}`);
    await appReady(page);
    await page.locator('.embed-missing').waitFor(WAIT);
    await pageState(lang, 'embed notice');
    await noLeftovers(lang, 'embed notice');
  });
}

// The states a page shows only after something went wrong or is half done (issue 17's
// last English): a case of several files with one of them given (the own-data list),
// an upload over its kind's limit, a harness-failing uplift result (its problems), and
// own case data too large for the page that the worker cannot read (the worker's error,
// its problems listed). Each checked where it shows, screenshot.
const fixtureCases = cases([join(ROOT, 'e2e/fixtures/cases')]);
const TMP = join(ROOT, 'target/languages-states');
const writeTmp = (name, text) => {
  mkdirSync(TMP, { recursive: true });
  const path = join(TMP, name);
  writeFileSync(path, text);
  return path;
};
// Words of the files these states show: the names the test gives its files, the ask
// log's fields a harness failure names as code (`to`, `facts`, `cost`) and the verdict
// it leads to as the site writes it (`error`), and the Python exception a case-data
// problem says the server raises (`KeyError`, a name, as in every language).
const STATE_DATA = ['result', 'ask', 'big', 'to', 'facts', 'cost', 'error', 'KeyError'];

for (const lang of LANGS.filter((l) => l !== 'en')) {
  test(`${lang}: own files half given, an upload too big, a harness failure, a worker's error`, async () => {
    const open = async (dir) => {
      await page.goto(`${base}?${new URLSearchParams({ case: dir, lang })}`);
      await appReady(page);
      await page.locator(`article.case[data-case="${dir}"]`).waitFor(WAIT);
      await pageState(lang, dir);
    };
    // A case of several files, one given: the list says what each is and which are missing.
    const grid = fixtureCases.find((c) => c.manifest.parameters?.submission?.engine === 'grid');
    if (grid) {
      await open(grid.dir);
      await page.locator('details.own-data > summary').click();
      const times = grid.manifest.parameters.grid.times_file;
      await page.locator('#own-data').setInputFiles(join(grid.path, grid.manifest.files?.times ?? times));
      await page.locator('#own-files li.given').first().waitFor(WAIT);
      assert.ok(Number(await page.locator('#own-missing').getAttribute('data-missing')) > 0, 'files still missing');
      // The case's file names are data (shown as the student's file and in the pickers' labels).
      const names = [times, grid.manifest.parameters.grid.initial_file, ...Object.values(grid.manifest.files ?? {})];
      const nameWords = names.join(' ').match(/[A-Za-z]+/g) ?? [];
      await noLeftovers(lang, `${grid.dir} own files, one given`, 'details.own-data', [...STATE_DATA, ...nameWords]);
      await shot(lang, `state-own-files-${grid.dir}`);
    }
    const uplift = publicCases.find((c) => c.manifest.kind === 'uplift');
    if (uplift) {
      // Over the result's limit (8 MB): refused before a byte is read.
      await open(uplift.dir);
      await page.locator('#upload').setInputFiles(writeTmp('big.json', ' '.repeat(9 * 1024 * 1024)));
      await page.locator('#upload-note.error').waitFor(WAIT);
      await noLeftovers(lang, `${uplift.dir} upload too big`, '#upload-note', STATE_DATA);
      // A line of the ask log the harness stops at: `uplift/harness-fails`, said in the language.
      const result = writeTmp('result.json', readFileSync(join(uplift.path, uplift.manifest.submissions[0].file)));
      const log = writeTmp('ask.jsonl', '[1, 2]\n');
      await page.locator('#upload').setInputFiles([result, log]);
      await page.locator('#diagnostics li.group[data-code="uplift/harness-fails"]').waitFor(WAIT);
      await noLeftovers(lang, `${uplift.dir} harness failure`, '.diagnostics', STATE_DATA);
      await shot(lang, `state-harness-fails-${uplift.dir}`);
    }
    const routing = publicCases.find((c) => c.manifest.kind === 'routing');
    if (routing) {
      // Own case data over the page's limit (1 MB) is read in the worker only; this one
      // cannot be read there: the worker's error and its problems.
      await open(routing.dir);
      await page.locator('details.own-data > summary').click();
      await page.locator('#own-data').setInputFiles(writeTmp('big.csv', 'a,b\n' + '1,2\n'.repeat(300000)));
      await page.locator('#data-status.error li').first().waitFor(LONG);
      await noLeftovers(lang, `${routing.dir} worker's error`, '#data-status', STATE_DATA);
      await shot(lang, `state-worker-error-${routing.dir}`);
    }
  });
}

test('the picker: the choice redraws, goes in the address, survives a reload; ?lang= wins', async () => {
  await page.goto(base);
  await appReady(page);
  await page.evaluate(() => localStorage.removeItem('fde-lang'));
  await page.goto(base);
  await appReady(page);
  await pageState('en', 'first visit (browser in English)');
  const title = page.locator('.gallery h1');
  assert.equal(await title.textContent(), 'Cases');
  await page.locator('#lang-picker').selectOption('ko');
  // ko's words are fetched first (then the whole page switches at once).
  await page.locator('html[lang="ko"]').waitFor({ state: 'attached', ...WAIT });
  await pageState('ko', 'after picking ko');
  assert.equal(await title.textContent(), '케이스');
  assert.match(page.url(), /[?&]lang=ko(&|$)/, 'the choice is in the address');
  // Navigation in the page keeps it.
  await page.locator('#gallery .card h2 a').first().click();
  await page.locator('article.case').waitFor(WAIT);
  await appReady(page); // another kind's case: its pre-rendered page (ko/cases/ID/), made live
  assert.match(page.url(), /[?&]lang=ko(&|$)|\/ko\/cases\//, 'navigation keeps the language');
  await pageState('ko', 'case page after navigation');
  // A reload without lang= remembers the choice.
  await page.goto(base);
  await appReady(page);
  await pageState('ko', 'reload (localStorage)');
  // ?lang= wins over the stored choice.
  await page.goto(`${base}?lang=id`);
  await appReady(page);
  await pageState('id', '?lang=id over a stored ko');
  assert.equal(await page.locator('.gallery h1').textContent(), 'Kasus');
  await page.locator('#lang-picker').selectOption('en');
  // The page's kind's English is a words file too (fetched first, as any language's).
  await page.locator('html[lang="en"]').waitFor({ state: 'attached', ...WAIT });
  assert.equal(await title.textContent(), 'Cases');
  await pageState('en', 'back to en');
});

const TITLES = { en: 'Cases', zh: '案例', ko: '케이스', id: 'Kasus' };

test('the words files: fetched once per load, before the page shows: the core\'s, the cases\' and the page\'s kind\'s (in English the kind\'s only)', async () => {
  const files = readdirSync(join(DIST, 'words')).filter((f) => f.endsWith('.txt')).sort(); // not the .br, .gz copies
  const kinds = [...new Set(files.map((f) => f.split('.')).filter((p) => p.length === 4 && p[1] !== 'cases').map((p) => p[1]))].sort();
  assert.ok(kinds.includes('routing') && kinds.length >= 4, `the kinds' words files: ${kinds}`);
  assert.deepEqual(files.map((f) => f.split('.').slice(0, -2).join('.')).sort(),
    [...['zh', 'ko', 'id'].flatMap((l) => [l, `${l}.cases`, ...kinds.map((k) => `${l}.${k}`)]), ...kinds.map((k) => `en.${k}`)].sort(),
    'dist/words: per language but English, its words, its cases\' words and each kind\'s words; each kind\'s English (the core\'s is in the page)');
  for (const f of files) assert.match(f, /^((zh|ko|id)\.([a-z0-9_]+\.)?|en\.(?!cases\.)[a-z0-9_]+\.)[0-9a-f]{16}\.txt$/);
  // The gallery loads routing's module: of the kinds' words, it fetches routing's only.
  const own = (f) => f.split('.').length === 3 || /^[a-z]+\.(cases|routing)\./.test(f);
  const seen = [];
  const onRequest = (r) => {
    const u = new URL(r.url());
    if (u.pathname.includes('/words/')) seen.push(u.pathname.split('/').pop());
  };
  page.on('request', onRequest);
  try {
    for (const lang of LANGS) {
      seen.length = 0;
      await page.goto(`${base}?lang=${lang}`);
      await appReady(page);
      // Mounted in the language: the first text drawn is already its own (no English first).
      assert.equal(await page.locator('.gallery h1').textContent(), TITLES[lang], `${lang}: the title at mount`);
      await pageState(lang, `${lang} at mount`);
      await page.locator('#gallery .card').first().waitFor(WAIT);
      assert.deepEqual(seen.sort(), files.filter((f) => f.startsWith(`${lang}.`) && own(f)), `${lang}: the words files fetched`);
    }
    // Picking: the chosen language's files once, however often it is chosen (English's
    // came with the page).
    await page.goto(`${base}?lang=en`);
    await appReady(page);
    seen.length = 0;
    for (const lang of ['zh', 'en', 'zh', 'id']) {
      await page.locator('#lang-picker').selectOption(lang);
      await page.locator('html[lang="' + lang + '"]').waitFor({ state: 'attached', ...WAIT });
      assert.equal(await page.locator('.gallery h1').textContent(), TITLES[lang], `picked ${lang}`);
    }
    assert.deepEqual(seen.sort(), files.filter((f) => /^(zh|id)\./.test(f) && own(f)).sort(), 'picking zh twice and id: each file once');
  } finally {
    page.off('request', onRequest);
    await page.evaluate(() => localStorage.removeItem('fde-lang'));
  }
});

test('a cases\' words file of another build is refused: the page stays in English', async () => {
  const file = readdirSync(join(DIST, 'words')).find((f) => /^zh\.cases\.[0-9a-f]{16}\.txt$/.test(f));
  const other = readFileSync(join(DIST, 'words', file), 'utf8').replace('"', '"x');
  await page.route(`**/words/${file}`, (r) => r.fulfill({ status: 200, contentType: 'text/plain', body: other }));
  try {
    await page.goto(`${base}?lang=zh`);
    await appReady(page);
    assert.equal(await page.locator('.gallery h1').textContent(), TITLES.en, 'the gallery in English');
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
  } finally {
    await page.unroute(`**/words/${file}`);
    await page.evaluate(() => localStorage.removeItem('fde-lang'));
  }
});
