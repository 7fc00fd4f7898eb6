// The pre-rendered pages (issue 44, site/src/prerender.rs): every case page in every
// language is static HTML holding its title, its rules and each example's score equal
// to fde-grade's, read from the built files without a browser; then one case page read
// end to end in Chromium with JavaScript disabled.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, cases, cliGrade, extraFlags, headline } from './lib/cases.mjs';
import { serve } from './lib/serve.mjs';
import { WAIT, appReady, launch, watch } from './lib/browser.mjs';

const DIST = process.env.FDE_SITE_DIST ?? join(ROOT, 'site/dist');
const LANGS = ['en', 'zh', 'ko', 'id'];
const all = cases().filter((c) => c.manifest.kind && c.manifest.title);
const prefix = (lang) => (lang === 'en' ? '' : `${lang}/`);

/** The page's text: tags out, entities read (what a reader sees, in one line). */
function textOf(html) {
  return html.replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** A text as the page writes it from Markdown (inline code and emphasis marks dropped). */
const plain = (s) => marks(s.replace(/[`*]/g, '').replace(/\s+/g, ' ').trim());
/** Numbers without their group and decimal marks: an Indonesian page writes the English
 * `8,760` and `0.5` of the case's words as `8.760` and `0,5` (site/src/cases.rs,
 * `prose_numbers`; plain-words and languages-figures check that form). */
const marks = (s) => s.replace(/(\d)[.,](?=\d)/g, '$1');

/** A case's words in `lang` (`i18n.<lang>` of case.json), English where it has none. */
function words(c, lang) {
  const w = lang === 'en' ? {} : (c.manifest.i18n?.[lang] ?? {});
  return {
    title: w.title ?? c.manifest.title,
    rules: (c.manifest.rules ?? []).map((r, i) => w.rules?.[i]?.title ?? r.title),
  };
}

const scores = new Map();
/** The headline score fde-grade prints for each example of `c`, by file. */
function cliScores(c) {
  if (!scores.has(c.dir)) {
    scores.set(c.dir, Object.fromEntries((c.manifest.submissions ?? []).map((s) => {
      const r = JSON.parse(cliGrade(c, join(c.path, s.file), { name: s.file, flags: extraFlags(c, s.extra_files ?? []) }));
      return [s.file, headline(r)];
    })));
  }
  return scores.get(c.dir);
}

const read = (rel) => readFileSync(join(DIST, rel), 'utf8');

test('every case page in every language holds its title, rules and examples\' scores (== fde-grade)', () => {
  assert.ok(all.length > 0, 'no cases');
  for (const c of all) {
    const cli = cliScores(c);
    for (const lang of LANGS) {
      const rel = `${prefix(lang)}cases/${c.dir}/index.html`;
      assert.ok(existsSync(join(DIST, rel)), `${rel} written`);
      const html = read(rel);
      const text = textOf(html);
      const w = words(c, lang);
      assert.match(html, new RegExp(`<html lang="${lang}">`), `${rel}: <html lang>`);
      const title = textOf(html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? '');
      assert.equal(marks(title.trim()), marks(`${w.title} · fde-grade`), `${rel}: <title>`);
      assert.ok(marks(text).includes(marks(w.title)), `${rel}: the title in the page`);
      for (const r of w.rules) assert.ok(plain(text).includes(plain(r)), `${rel}: rule "${r}"`);
      for (const [file, score] of Object.entries(cli)) {
        const row = html.match(new RegExp(`<tr[^>]*data-file="${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[\\s\\S]*?</tr>`))?.[0];
        assert.ok(row, `${rel}: example ${file} in the ladder`);
        const cell = row.match(/data-score="([^"]*)"/);
        assert.ok(cell, `${rel}: ${file} has a score`);
        assert.equal(JSON.parse(cell[1]), score, `${rel}: ${file}'s score == fde-grade's`);
      }
      // Link previews and the language alternates.
      assert.match(html, /<meta name="description" content="[^"]+"/, `${rel}: description`);
      assert.match(html, /<meta property="og:title" content="[^"]+"/, `${rel}: og:title`);
      assert.match(html, /<meta name="twitter:card" content="summary"/, `${rel}: twitter:card`);
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      assert.ok(canonical?.endsWith(`/${prefix(lang)}cases/${c.dir}/`), `${rel}: canonical ${canonical}`);
      for (const l of LANGS) {
        assert.match(html, new RegExp(`<link rel="alternate" hreflang="${l}" href="[^"]*/${prefix(l)}cases/${c.dir}/"`), `${rel}: hreflang ${l}`);
      }
      // The app still starts on it: the start script and a <base> at the site's root.
      assert.match(html, /<script type="module" src="\.\/start-[0-9a-f]{16}\.js"><\/script>/, `${rel}: start script`);
      assert.match(html, new RegExp(`<base href="${'../'.repeat(lang === 'en' ? 2 : 3)}" />`), `${rel}: <base>`);
    }
  }
});

test('the gallery in every language and the sitemap name every case page', () => {
  const sitemap = read('sitemap.xml');
  for (const lang of LANGS) {
    const rel = `${prefix(lang)}index.html`;
    const html = read(rel);
    assert.match(html, new RegExp(`<html lang="${lang}">`), rel);
    const text = textOf(html);
    for (const c of all) {
      assert.ok(marks(text).includes(marks(words(c, lang).title)), `${rel}: ${c.dir}'s card`);
      assert.ok(html.includes(`href="${prefix(lang)}cases/${c.dir}/"`), `${rel}: a path link to ${c.dir}`);
      assert.match(sitemap, new RegExp(`<loc>[^<]*/${prefix(lang)}cases/${c.dir}/</loc>`), `sitemap: ${lang} ${c.dir}`);
    }
  }
});

let server, base, context;
/** The built site, served (under `/fde/` too) once for the browser tests. */
async function site() {
  if (!server) ({ server, url: base } = await serve(DIST, 0));
  return base;
}
after(async () => {
  await context?.close();
  server?.close();
});

test('with JavaScript disabled, a case page reads end to end under a sub-path', async () => {
  const c = all.find((x) => x.dir === 'routing-city') ?? all.find((x) => (x.manifest.submissions ?? []).length);
  const base = await site();
  ({ context } = await launch({ javaScriptEnabled: false }));
  const page = await context.newPage();
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  const res = await page.goto(`${base}fde/cases/${c.dir}/`);
  assert.equal(res.status(), 200);
  assert.equal(await page.title(), `${c.manifest.title} · fde-grade`);
  assert.equal((await page.locator('article.case h1').textContent()).trim(), c.manifest.title);
  for (const r of c.manifest.rules ?? []) {
    assert.ok(plain(await page.locator('article.case').innerText()).includes(plain(r.title)), `rule "${r.title}" on screen`);
  }
  const cli = cliScores(c);
  for (const [file, score] of Object.entries(cli)) {
    const cell = page.locator(`#examples tr[data-file="${file}"] td.score[data-score]`);
    assert.equal(await cell.isVisible(), true, `${file}'s score visible`);
    assert.equal(JSON.parse(await cell.getAttribute('data-score')), score, `${file} == fde-grade`);
  }
  // The page's own styles and nothing of the app: no script ran, no .wasm asked for.
  assert.ok(!requests.some((u) => u.endsWith('.wasm')), 'no .wasm fetched');
  // Its links are paths under the sub-path: the gallery, and back to this case from it.
  await page.locator('nav.crumbs a').first().click();
  await page.waitForURL(`${base}fde/`);
  await page.locator(`#gallery a[href="cases/${c.dir}/"]`).click();
  await page.waitForURL(`${base}fde/cases/${c.dir}/`);
  assert.equal((await page.locator('article.case h1').textContent()).trim(), c.manifest.title);
  await page.close();
});

test('with JavaScript, the app mounts on a path page (cases/ID/, LANG/cases/ID/) of any kind and replaces the pre-rendered body', async () => {
  const base = await site();
  const { context: js } = await launch();
  try {
    // One case per kind (each kind has its own build of the page: the start script reads the path).
    const picks = [...new Map(all.filter((c) => (c.manifest.submissions ?? []).length).map((c) => [c.manifest.kind, c])).values()];
    for (const [c, lang] of picks.map((c, i) => [c, LANGS[i % LANGS.length]])) {
      const page = await js.newPage();
      const w = watch(page);
      await page.goto(`${base}fde/${prefix(lang)}cases/${c.dir}/`);
      await appReady(page);
      await page.locator(`article.case[data-case="${c.dir}"]`).waitFor(WAIT);
      assert.equal(await page.locator('#fde-prerendered').count(), 0, `${c.dir} (${lang}): the pre-rendered body replaced`);
      assert.equal(await page.locator('article.case').count(), 1, `${c.dir} (${lang}): one case page`);
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang, `${c.dir}: the path's language`);
      const cli = cliScores(c);
      for (const [file, score] of Object.entries(cli)) {
        const cell = page.locator(`#examples tr[data-file="${file}"] td.score[data-score]`);
        await cell.waitFor(WAIT);
        assert.equal(JSON.parse(await cell.getAttribute('data-score')), score, `${c.dir} (${lang}): ${file} == fde-grade in the app`);
      }
      // The core and its kind's module, no other kind's (scripts/split-page).
      const wasm = w.requests.map((r) => r.url).filter((u) => /\/site-[0-9a-f]{16}_[a-z0-9_]+\.wasm$/.test(u));
      assert.deepEqual(wasm.map((u) => u.replace(/^.*\/site-[0-9a-f]{16}_/, '')).sort(), ['bg.wasm', `${c.manifest.kind}.wasm`].sort(), `${c.dir}: ${wasm}`);
      assert.ok(wasm.every((u) => u.startsWith(`${base}fde/site-`)), `${c.dir}: fetched from the site's root: ${wasm}`);
      assert.deepEqual(w.problems, [], `${c.dir} (${lang}): no console error`);
      await page.close();
    }
  } finally {
    await js.close();
  }
});
