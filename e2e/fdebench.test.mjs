// FDE-Bench's own cases' pages (issue 45 point 1): one per graded case of cases-fdebench/,
// at fdebench/<case>/ in every language, made from its manifest (no data shipped).
// - Without a browser: each page's HTML holds its title and its rules (in the page's
//   language), says which files it needs (no score from nothing) and the fde-grade
//   command; the gallery links each one in its own section, and the sitemap lists them.
// - In Chromium: an old `?case=043-…` link goes to its page; the reader's own truth
//   (generated here in the case's format) and prediction, dropped one after the other in
//   either order or together, are graded in the worker and the report JSON equals
//   `fde-grade prediction --case cases-fdebench/043-… --truth test_truth.csv` byte for byte.
// Run by scripts/test-browser: node --test e2e/fdebench.test.mjs
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI, ROOT, cases } from './lib/cases.mjs';
import { serve } from './lib/serve.mjs';
import { WAIT, appReady, launch, removeAtExit, watch } from './lib/browser.mjs';

const DIST = process.env.FDE_SITE_DIST ?? join(ROOT, 'site/dist');
const LANGS = ['en', 'zh', 'ko', 'id'];
const prefix = (lang) => (lang === 'en' ? '' : `${lang}/`);
const bench = cases([join(ROOT, 'cases-fdebench')]);
const read = (rel) => readFileSync(join(DIST, rel), 'utf8');

/** The page's text: tags out, entities read (what a reader sees, in one line). */
function textOf(html) {
  return html.replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** A text as the page writes it from Markdown (inline code and emphasis marks dropped). */
const plain = (s) => marks(s.replace(/[`*]/g, '').replace(/\s+/g, ' ').trim());
/** Numbers without their group and decimal marks: an Indonesian page writes a case's
 * `0.05` and `8,760` as `0,05` and `8.760` (site/src/cases.rs, `prose_numbers`). */
const marks = (s) => s.replace(/(\d)[.,](?=\d)/g, '$1');
/** Without any blank: an element's edge reads as a blank in `textOf` (`<code>x</code>（`). */
const squash = (s) => plain(s).replace(/\s+/g, '');

/** A case's words in `lang` (`i18n.<lang>` of case.json), English where it has none. */
function words(c, lang) {
  const w = lang === 'en' ? {} : (c.manifest.i18n?.[lang] ?? {});
  return {
    title: w.title ?? c.manifest.title,
    rules: (c.manifest.rules ?? []).map((r, i) => [w.rules?.[i]?.title ?? r.title, w.rules?.[i]?.detail ?? r.detail]),
  };
}

test('every FDE-Bench page in every language holds its title, its rules, what it needs and the command', () => {
  const folders = readdirSync(join(ROOT, 'cases-fdebench')).filter((d) => existsSync(join(ROOT, 'cases-fdebench', d, 'case.json')));
  assert.ok(folders.length >= 22, `cases-fdebench/ read: ${folders.length} manifests`);
  assert.equal(bench.length, folders.length, 'the graded cases of cases-fdebench/');
  for (const c of bench) {
    for (const lang of LANGS) {
      const rel = `${prefix(lang)}fdebench/${c.dir}/index.html`;
      assert.ok(existsSync(join(DIST, rel)), `${rel} written`);
      assert.ok(!existsSync(join(DIST, `${prefix(lang)}cases/${c.dir}/index.html`)), `${c.dir}: no page among the public cases`);
      const html = read(rel);
      const text = plain(textOf(html));
      const w = words(c, lang);
      assert.match(html, new RegExp(`<html lang="${lang}">`), `${rel}: <html lang>`);
      assert.equal(marks(textOf(html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? '').trim()), marks(`${w.title} · fde-grade`), `${rel}: <title>`);
      assert.ok(text.includes(plain(w.title)), `${rel}: the title in the page`);
      assert.ok(w.rules.length > 0, `${c.dir} has rules`);
      for (const [title, detail] of w.rules) {
        assert.ok(squash(text).includes(squash(title)), `${rel}: rule "${title}"`);
        assert.ok(squash(text).includes(squash(detail)), `${rel}: rule detail "${detail}"`);
      }
      assert.ok(text.includes(`FDE-Bench ${c.manifest.benchmark.case}`), `${rel}: the benchmark's name of the case`);
      // The command names the manifest and, when the case reads files, the page says
      // what is needed before any score (no score from nothing).
      assert.match(html, new RegExp(`<code id="fdb-cli-command">fde-grade ${c.manifest.kind} --case cases-fdebench/${c.dir} `), `${rel}: the command`);
      const reads = Object.entries(c.manifest.files ?? {}).filter(([k]) => k !== 'note').map(([, v]) => v);
      assert.equal(/id="fdb-need"/.test(html), reads.length > 0, `${rel}: says what it needs iff it reads files`);
      for (const f of reads.filter((f) => !f.includes('{'))) assert.ok(html.includes(`data-file="${f}"`), `${rel}: lists ${f}`);
      assert.ok(!/data-score=/.test(html), `${rel}: no score without data`);
      assert.match(html, /<meta name="description" content="[^"]+"/, `${rel}: description`);
      assert.ok(html.match(/<link rel="canonical" href="([^"]+)"/)?.[1]?.endsWith(`/${prefix(lang)}fdebench/${c.dir}/`), `${rel}: canonical`);
      assert.match(html, new RegExp(`<base href="${'../'.repeat(lang === 'en' ? 2 : 3)}" />`), `${rel}: <base>`);
    }
  }
});

test('the gallery links every FDE-Bench page in a section of its own, and the sitemap lists them', () => {
  const sitemap = read('sitemap.xml');
  for (const lang of LANGS) {
    const html = read(`${prefix(lang)}index.html`);
    const section = html.match(/<ul[^>]* id="fdebench"[^>]*>([\s\S]*?)<\/ul>/)?.[1];
    assert.ok(section, `${lang}: the FDE-Bench section`);
    const gallery = html.match(/<ul[^>]* id="gallery"[^>]*>([\s\S]*?)<\/ul>/)?.[1];
    assert.ok(gallery, `${lang}: the public cases`);
    for (const c of bench) {
      assert.ok(section.includes(`href="${prefix(lang)}fdebench/${c.dir}/"`), `${lang}: a link to ${c.dir}`);
      assert.ok(plain(textOf(section)).includes(plain(words(c, lang).title)), `${lang}: ${c.dir}'s title`);
      assert.ok(!gallery.includes(c.dir), `${lang}: ${c.dir} not among the public cases`);
      assert.match(sitemap, new RegExp(`<loc>[^<]*/${prefix(lang)}fdebench/${c.dir}/</loc>`), `sitemap: ${lang} ${c.dir}`);
    }
  }
});

// --- In Chromium: FDE-Bench 043 graded from its page with generated files.

const C043 = bench.find((c) => c.dir === '043-water-coagulant-dosing');
const DIR = mkdtempSync(join(tmpdir(), 'fdebench-043-'));
removeAtExit(DIR);

/** A small deterministic generator (mulberry32): the same files every run. */
function rng(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 043's files as the case reads them (case.json: `window_id, step, dose_1..dose_4`,
 * steps 1..36 per window): a truth with stopped lines (dose 0, not scored) and a
 * prediction off by a little. */
function files043() {
  const r = rng(43);
  const head = 'window_id,step,dose_1,dose_2,dose_3,dose_4';
  const truth = [head];
  const pred = [head];
  for (const w of [101, 102, 103]) {
    for (let s = 1; s <= 36; s++) {
      const t = [1, 2, 3, 4].map((line) => (line === 3 && w === 102 ? 0 : Math.round((2 + 8 * r()) * 1000) / 1000));
      truth.push([w, s, ...t].join(','));
      // Never negative (the case rejects a negative dose).
      pred.push([w, s, ...t.map((x) => Math.max(0, Math.round((x + (r() - 0.4)) * 1000) / 1000))].join(','));
    }
  }
  writeFileSync(join(DIR, 'test_truth.csv'), truth.join('\n') + '\n');
  writeFileSync(join(DIR, 'predictions.csv'), pred.join('\n') + '\n');
}

/** fde-grade's report for the generated files (cwd: their folder, so `file` is the name). */
function cli043() {
  return execFileSync(CLI, ['prediction', '--case', C043.path, '--truth', 'test_truth.csv', 'predictions.csv'],
    { cwd: DIR, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

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

const report = () => page.locator('#report-json').textContent();

test('043 from its page: the own truth and a prediction, in either order or together == fde-grade, byte for byte', async () => {
  files043();
  const cli = cli043();
  const r = JSON.parse(cli);
  assert.equal(r.valid, true, 'the generated files are a valid pair');
  assert.ok(r.overall_score > 0, 'a score to compare');
  const truth = join(DIR, 'test_truth.csv');
  const pred = join(DIR, 'predictions.csv');

  // An old link goes to the page.
  await page.goto(`${base}?case=${C043.dir}`, { waitUntil: 'load' });
  await page.waitForURL(`${base}fdebench/${C043.dir}/`, WAIT);
  await appReady(page);
  await page.locator(`article.fdebench[data-case="${C043.dir}"]`).waitFor(WAIT);
  // Nothing dropped: the page says what it needs and shows no report.
  assert.match(await page.locator('#fdb-need').textContent(), /test_truth\.csv/);
  assert.equal(await page.locator('#report-json').count(), 0, 'no report from nothing');

  // The prediction first: kept, not graded, until the truth is here.
  await page.locator('#upload').setInputFiles(pred);
  await page.locator('#upload-note').waitFor(WAIT);
  assert.match(await page.locator('#upload-note').textContent(), /predictions\.csv/);
  assert.equal(await page.locator('#report-json').count(), 0, 'no score without the truth');
  // Then the truth, on the same drop zone (matched by name): graded in the worker.
  await page.locator('#upload').setInputFiles(truth);
  await page.locator('#report-json').waitFor({ state: 'attached', ...WAIT });
  assert.equal((await report()) + '\n', cli, 'truth after the prediction: JSON == fde-grade');
  assert.equal(await page.locator('#fdb-need').count(), 0, 'nothing is missing any more');

  // Both at once, on a fresh page.
  await page.goto(`${base}fdebench/${C043.dir}/`, { waitUntil: 'load' });
  await appReady(page);
  await page.locator('#upload').setInputFiles([truth, pred]);
  await page.locator('#report-json').waitFor({ state: 'attached', ...WAIT });
  assert.equal((await report()) + '\n', cli, 'both together: JSON == fde-grade');

  // The truth first, in the case data's own drop zone, then the prediction.
  await page.goto(`${base}zh/fdebench/${C043.dir}/`, { waitUntil: 'load' });
  await appReady(page);
  await page.locator('#own-data').setInputFiles(truth);
  await page.locator('#fdb-need').waitFor({ state: 'detached', ...WAIT });
  await page.locator('#upload').setInputFiles(pred);
  await page.locator('#report-json').waitFor({ state: 'attached', ...WAIT });
  assert.equal((await report()) + '\n', cli, 'truth first, in Chinese: JSON == fde-grade');
  assert.deepEqual(w.problems, []);
});
