// Issue 46's pages as readers see them: the public case of each plan kind (hydro, racks,
// slitting, coil, energy) in headless Chromium at 1280 and 390 px, light and dark, in en,
// zh, ko and id. For each of the 80 views: the kind's figure drawn (an svg with a size),
// no horizontal overflow at either width, `<html lang>` the language asked for and the
// figure's title in that language's words (the kind's figures.ftl), and every example's
// score shown == `fde-grade` on it; and, for coil's figure, every text of the svg inside
// it (an svg cuts what runs past its edge; the other plan figures' legends still run past
// theirs at 390 px, see TEXT_INSIDE). Screenshots (with FDE_SCREENSHOTS=1, as every browser
// file): out/screenshots/plan-<case>-<lang>-<width>-<scheme>.jpg.
// Kept quick: one browser and one page; a case is loaded once per language (its
// examples graded once), then the widths and themes are switched on the loaded page.
// Run by scripts/test-browser: node --test e2e/plan-pages.test.mjs
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, cases, cliGradeAll, ftlFiles, headline } from './lib/cases.mjs';
import { serve } from './lib/serve.mjs';
import { WAIT, appReady, exampleScore, launch, screenshot, watch } from './lib/browser.mjs';

const DIST = process.env.FDE_SITE_DIST ?? join(ROOT, 'site/dist');
const SHOTS = join(ROOT, 'out/screenshots');
const LANGS = ['en', 'zh', 'ko', 'id'];
const WIDTHS = [1280, 390];
const SCHEMES = ['light', 'dark'];
/** Each plan kind's figure: its data-figure id, its svg, its title's key. */
const FIGURES = {
  hydro: ['hydro-levels', 'svg.hydro-small', 'fig-hydro-levels-title'],
  racks: ['racks-elevation', 'svg.racks-elevation', 'fig-racks-elevation-title'],
  slitting: ['slitting-patterns', 'svg.slitting-patterns', 'fig-slitting-patterns-title'],
  coil: ['coil-profile', 'svg.coil-profile', 'fig-coil-profile-title'],
  energy: ['energy-year', 'svg.energy-year', 'fig-energy-year-title'],
};
const publicCases = cases([join(ROOT, 'cases-public')]);
/** The figures whose svg texts all fit inside the svg at both widths (the others' long
 * legend lines are cut at 390 px, and hydro's at 1280: to move into HTML, as coil's). */
const TEXT_INSIDE = new Set(['coil']);

/** `key`'s text in `lang` (the first figures.ftl that has it: one-line values). */
function word(lang, key) {
  for (const f of ftlFiles(lang, 'figures')) {
    const m = readFileSync(f, 'utf8').match(new RegExp(`^${key} = (.+)$`, 'm'));
    if (m) return m[1].trim();
  }
  throw new Error(`${key}: not in ${lang}'s figures.ftl`);
}

let server, base, context, page, w;

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  ({ server, url: base } = await serve(DIST, 0));
  ({ context, page } = await launch({ viewport: { width: 1280, height: 900 } }));
  w = watch(page);
});

after(async () => {
  await context?.close();
  server?.close();
});

test('the words this file looks for differ between the languages (the check can fail)', () => {
  for (const [, , key] of Object.values(FIGURES)) {
    assert.equal(new Set(LANGS.map((l) => word(l, key))).size, LANGS.length, key);
  }
});

const t0 = Date.now();
for (const [kind, [figure, svg, titleKey]] of Object.entries(FIGURES)) {
  const c = publicCases.find((x) => x.manifest.kind === kind);
  test(`${kind}: ${c?.dir} at 1280 and 390 px, light and dark, in ${LANGS.join(', ')}`, { skip: !c && `no public ${kind} case` }, async () => {
    w.problems.length = 0;
    const subs = c.manifest.submissions.map((s) => s.file);
    const want = Object.fromEntries(cliGradeAll(c, subs).map((line, i) => [subs[i], headline(JSON.parse(line))]));
    for (const lang of LANGS) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(`${base}?${new URLSearchParams({ case: c.dir, sub: subs[0], lang })}`);
      await appReady(page);
      for (const f of subs) assert.equal(await exampleScore(page, f, want[f]), want[f], `${c.dir} ${lang}: ${f}'s score on screen`);
      const title = word(lang, titleKey);
      for (const width of WIDTHS) {
        for (const scheme of SCHEMES) {
          const where = `${c.dir} ${lang} ${width} ${scheme}`;
          await page.setViewportSize({ width, height: 900 });
          await page.emulateMedia({ colorScheme: scheme });
          const drawn = page.locator(`[data-figure="${figure}"] ${svg}`).first();
          await drawn.waitFor({ state: 'visible', ...WAIT });
          // A chart laid out at its box's width redraws once measured.
          await page.waitForTimeout(100);
          const v = await page.evaluate(([sel]) => {
            const s = document.querySelector(sel).getBoundingClientRect();
            const cut = [...document.querySelectorAll(sel)].flatMap((svg) => {
              const b = svg.getBoundingClientRect();
              return [...svg.querySelectorAll('text')].map((t) => [t.textContent, t.getBoundingClientRect()])
                .filter(([, r]) => r.width && (r.right > b.right + 1 || r.left < b.left - 1)).map(([x]) => x);
            });
            return {
              cut,
              lang: document.documentElement.getAttribute('lang'),
              overflow: document.documentElement.scrollWidth - window.innerWidth,
              svg: { w: s.width, h: s.height },
              text: document.body.innerText,
              dark: matchMedia('(prefers-color-scheme: dark)').matches,
            };
          }, [`[data-figure="${figure}"] ${svg}`]);
          assert.equal(v.lang, lang, `${where}: html[lang]`);
          assert.ok(v.text.includes(title), `${where}: the figure's title in ${lang}: ${title}`);
          assert.ok(v.svg.w > 100 && v.svg.h > 50, `${where}: the figure drawn: ${JSON.stringify(v.svg)}`);
          assert.ok(v.svg.w <= width, `${where}: the figure fits the page: ${v.svg.w} px`);
          assert.ok(v.overflow <= 0, `${where}: the page scrolls sideways by ${v.overflow} px`);
          assert.equal(v.dark, scheme === 'dark', `${where}: the theme`);
          if (TEXT_INSIDE.has(kind)) assert.deepEqual(v.cut, [], `${where}: texts cut at the figure's edge`);
          await screenshot(page, { path: join(SHOTS, `plan-${c.dir}-${lang}-${width}-${scheme}.jpg`), fullPage: true, type: 'jpeg', quality: 70 });
        }
      }
    }
    assert.deepEqual(w.problems, [], `${c.dir}: console and page errors`);
  });
}

test('wall time', () => {
  console.log(`# plan pages: ${LANGS.length * WIDTHS.length * SCHEMES.length} views of each of ${Object.keys(FIGURES).length} cases in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
});
