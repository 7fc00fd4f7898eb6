// Embeds in a host page, in headless Chromium. The site is served under /fde/ on one
// port; a "blog" is served on another (another origin, as on a real blog). The blog's
// HTML is made of the snippets the site's own "Embed" buttons give, two iframes with
// `data-fde-embed` plus `embed.js`. Checks: each iframe renders its figure alone (no
// header, navigation or footer, transparent background, as wide as the iframe), its
// height is set to the figure's height and follows it when the host column narrows and
// when the reader switches submission inside it, a script loaded late still sizes the
// iframes, an unknown figure id says so (no panic). Screenshots: out/figures/embed-*.png.
// Run by scripts/test-browser: node --test e2e/embed.test.mjs
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, cases } from './lib/cases.mjs';
import { serve } from './lib/serve.mjs';
import { WAIT, appReady, figuresDrawn, launch, screenshot, watch } from './lib/browser.mjs';

const DIST = process.env.FDE_SITE_DIST ?? join(ROOT, 'site/dist');
const OUT = join(ROOT, 'out/figures');
const all = cases();

let site, host, hostUrl, context, page, w;
const pages = new Map(); // host path -> HTML

/** The two figures embedded: the ROC and the uplift ladder when the cases have them, else rule ladders. */
function pickFigures() {
  const want = [
    ['roc', all.find((c) => c.manifest.kind === 'scorecard')],
    ['uplift-ladder', all.find((c) => c.manifest.kind === 'uplift')],
    ['rule-ladder', all[0]],
    ['rule-ladder', all[1]],
  ].filter(([, c]) => c);
  return want.slice(0, 2);
}

/** The snippet the site's Embed button gives for figure `id` of case `c`. */
async function snippetFor(id, c) {
  await page.goto(`${site}fde/?case=${encodeURIComponent(c.dir)}`);
  await appReady(page);
  const tools = page.locator(`[data-embed-tools="${id}"]`);
  await tools.locator('button', { hasText: 'Embed' }).click();
  return page.locator(`#embed-code-${id}-text`).inputValue();
}

const blog = (body, { lateScript = null } = {}) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A blog post with figures</title>
<link rel="icon" href="data:,">
<style>
  body { font: 17px/1.6 Georgia, serif; background: #fdf6e3; color: #333; margin: 0; }
  article { max-width: 720px; margin: 0 auto; padding: 1em; }
  .col { width: 100%; }
</style></head>
<body><article>
  <h1>Why my score is what it is</h1>
  <p>Here is the figure, live, straight from the grader:</p>
  ${body}
  <p>That is all.</p>
</article>
${lateScript ? `<script>window.addEventListener('load', () => setTimeout(() => {
  const s = document.createElement('script'); s.src = ${JSON.stringify(lateScript)}; document.body.appendChild(s);
}, 300));</script>` : ''}
</body></html>`;

/**
 * Wait until every `iframe[data-fde-embed]` has been sized by embed.js, each embed has
 * its case's files (no "Loading the case files…" left) and its height has followed.
 */
async function sized(p, n) {
  await p.waitForFunction((k) => [...document.querySelectorAll('iframe[data-fde-embed]')]
    .filter((f) => f.dataset.fdeHeight).length >= k, n, WAIT);
  for (const el of await p.locator('iframe[data-fde-embed]').all()) {
    const frame = await (await el.elementHandle()).contentFrame();
    await frame.locator('.embed-root').waitFor({ state: 'attached', ...WAIT });
    await frame.locator('.case-loading').waitFor({ state: 'detached', ...WAIT });
    const t0 = Date.now();
    for (;;) {
      const content = await frame.evaluate(() => Math.ceil(document.querySelector('.embed-root').getBoundingClientRect().height));
      const iframe = await el.evaluate((f) => f.getBoundingClientRect().height);
      if (Math.abs(iframe - content) <= 1 || Date.now() - t0 > WAIT.timeout) break;
      await p.waitForTimeout(50);
    }
  }
}

/** For each embed iframe: its height and its figure's height (ceil'd, as posted). */
async function heights(p) {
  const out = [];
  for (const el of await p.locator('iframe[data-fde-embed]').all()) {
    const frame = await (await el.elementHandle()).contentFrame();
    const content = await frame.evaluate(() => Math.ceil(document.querySelector('.embed-root').getBoundingClientRect().height));
    const box = await el.evaluate((f) => ({ h: f.getBoundingClientRect().height, w: f.getBoundingClientRect().width }));
    out.push({ frame, iframe: box.h, width: box.w, content });
  }
  return out;
}

/** A screenshot of the whole host page: the viewport made as tall as the page first, as
 * iframes outside the viewport are not painted into a full-page screenshot. */
async function fullShot(path) {
  const size = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height });
  await page.waitForTimeout(300);
  await screenshot(page, { path });
  await page.setViewportSize(size);
}

before(async () => {
  mkdirSync(OUT, { recursive: true });
  assert.ok(all.length > 0, 'no cases to test');
  const s = await serve(DIST, 0);
  site = s.url;
  host = createServer((req, res) => {
    const html = pages.get(new URL(req.url, 'http://x').pathname);
    res.writeHead(html ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html ?? 'not found');
  });
  await new Promise((ok) => host.listen(0, '127.0.0.1', ok));
  hostUrl = `http://127.0.0.1:${host.address().port}`;
  host.site = s.server;
  ({ context, page } = await launch({ viewport: { width: 1000, height: 900 } }));
  w = watch(page);
});

after(async () => {
  await context?.close();
  host?.site?.close();
  host?.close();
});

test('two embeds on a host page: each renders its figure alone and is sized to it', async () => {
  const figures = pickFigures();
  const snippets = [];
  for (const [id, c] of figures) snippets.push(await snippetFor(id, c));
  pages.set('/post.html', blog(snippets.map((s, i) => `<div class="col" id="embed-${i}">${s}</div>`).join('\n<p>Between the figures.</p>\n')));
  await page.goto(`${hostUrl}/post.html`);
  await sized(page, figures.length);
  const hs = await heights(page);
  assert.equal(hs.length, 2);
  for (const [k, h] of hs.entries()) {
    const [id] = figures[k];
    const f = h.frame;
    // The figure alone: no header, navigation or footer; one figure, the one asked for.
    assert.equal(await f.locator('header, nav, footer, .case-head').count(), 0, `${id}: nothing but the figure`);
    assert.deepEqual(await f.locator('[data-figure]').evaluateAll((els) => els.map((e) => e.dataset.figure)), [id]);
    assert.equal(await f.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgba(0, 0, 0, 0)', `${id}: transparent`);
    // Sized to its container: the chart spans the iframe (less the page's padding).
    const svgWidth = await f.locator('svg.chart').first().evaluate((e) => e.getBoundingClientRect().width);
    assert.ok(svgWidth > h.width - 40 && svgWidth <= h.width, `${id}: chart ${svgWidth}px wide in a ${h.width}px iframe`);
    // Its height is the figure's (not the default 150 px).
    assert.ok(Math.abs(h.iframe - h.content) <= 1, `${id}: iframe ${h.iframe}px for ${h.content}px of figure`);
    assert.ok(h.iframe > 200, `${id}: resized from the default`);
  }
  await fullShot(join(OUT, 'embed-host.png'));

  // The host column narrows: the charts shrink with it and the iframes follow their height.
  const before = hs.map((h) => h.iframe);
  await page.evaluate(() => { document.querySelector('article').style.maxWidth = '420px'; });
  await page.waitForFunction((b) => [...document.querySelectorAll('iframe[data-fde-embed]')]
    .every((f, i) => Math.abs(f.getBoundingClientRect().height - b[i]) > 2), before, WAIT);
  await page.waitForTimeout(200); // let the last size message land
  for (const h of await heights(page)) {
    assert.ok(Math.abs(h.iframe - h.content) <= 1, `narrow: iframe ${h.iframe}px for ${h.content}px of figure`);
    assert.ok(h.width <= 420);
  }
  await fullShot(join(OUT, 'embed-host-narrow.png'));
  await page.evaluate(() => { document.querySelector('article').style.maxWidth = ''; });
});

test('switching submission inside an embed: the figure changes, the height follows, no request', async () => {
  const [id, c] = pickFigures()[0];
  const subs = c.manifest.submissions ?? [];
  assert.ok(subs.length > 1, 'needs two examples');
  await sized(page, 2);
  const el = page.locator('iframe[data-fde-embed]').first();
  const f = await (await el.elementHandle()).contentFrame();
  const requestsBefore = w.requests.length;
  const label = () => f.locator('svg.chart').first().getAttribute('aria-label');
  const was = await label();
  // The example furthest from the one shown (the last), through the figure's own picker.
  await f.locator(`#sub-${id}`).selectOption(String(subs.length - 1));
  await f.waitForFunction((old) => document.querySelector('svg.chart')?.getAttribute('aria-label') !== old, was, WAIT);
  assert.match(f.url(), /[?&]sub=/, 'the embed keeps its state in its own URL');
  await page.waitForTimeout(200);
  const [h] = await heights(page);
  assert.ok(Math.abs(h.iframe - h.content) <= 1, `after switching: iframe ${h.iframe}px for ${h.content}px`);
  assert.deepEqual(w.requests.slice(requestsBefore).map((r) => r.url), [], 'no request when switching');
});

test('embed.js loaded after the iframes still sizes them (it asks them for their size)', async () => {
  const [id, c] = pickFigures()[0];
  const url = `${site}fde/?embed=${id}&case=${encodeURIComponent(c.dir)}`;
  const iframe = `<iframe src="${url.replace(/&/g, '&amp;')}" title="late" data-fde-embed style="width:100%;border:0"></iframe>`;
  pages.set('/late.html', blog(iframe, { lateScript: `${site}fde/embed.js` }));
  await page.goto(`${hostUrl}/late.html`);
  await sized(page, 1);
  const [h] = await heights(page);
  assert.ok(Math.abs(h.iframe - h.content) <= 1 && h.iframe > 200, `late script: iframe ${h.iframe}px for ${h.content}px`);
});

test('an unknown figure or case says so in the iframe, and is sized too', async () => {
  const c = all[0];
  const src = (q) => `${site}fde/?${q}`.replace(/&/g, '&amp;');
  pages.set('/missing.html', blog([
    `<iframe src="${src(`embed=no-such-figure&case=${c.dir}`)}" title="a" data-fde-embed style="width:100%;border:0"></iframe>`,
    `<iframe src="${src('embed=roc&case=no-such-case')}" title="b" data-fde-embed style="width:100%;border:0"></iframe>`,
  ].join('\n'), { lateScript: `${site}fde/embed.js` }));
  await page.goto(`${hostUrl}/missing.html`);
  await sized(page, 2);
  const frames = await heights(page);
  assert.match(await frames[0].frame.locator('.embed-missing').textContent(), /Figure not found: there is no figure `no-such-figure`/);
  assert.match(await frames[1].frame.locator('.embed-missing').textContent(), /no case called `no-such-case`/);
  for (const h of frames) assert.ok(Math.abs(h.iframe - h.content) <= 1 && h.iframe < 150, `message sized: ${h.iframe}px`);
  await fullShot(join(OUT, 'embed-missing.png'));
});

test('every figure of every kind, embedded on one host page with its own snippet: alone and sized', async () => {
  // One case per kind; every figure the case page offers to embed.
  const snippets = [];
  for (const c of ['routing', 'scorecard', 'uplift'].map((k) => all.find((x) => x.manifest.kind === k)).filter(Boolean)) {
    await page.goto(`${site}fde/?case=${encodeURIComponent(c.dir)}`);
    await appReady(page);
    await figuresDrawn(page);
    for (const id of await page.locator('[data-embed-tools]').evaluateAll((els) => els.map((e) => e.dataset.embedTools))) {
      await page.locator(`[data-embed-tools="${id}"] button`, { hasText: 'Embed' }).click();
      snippets.push({ id, dir: c.dir, html: await page.locator(`#embed-code-${id}-text`).inputValue() });
    }
  }
  assert.ok(snippets.length >= 3, `${snippets.length} figures to embed`);
  pages.set('/all.html', blog(snippets.map((x) => `<h2>${x.dir}: ${x.id}</h2>\n${x.html}`).join('\n')));
  // Tall enough that no lazy iframe waits for a scroll.
  await page.setViewportSize({ width: 1000, height: 900 * snippets.length });
  try {
    await page.goto(`${hostUrl}/all.html`);
    await sized(page, snippets.length);
    await page.waitForTimeout(300);
    const hs = await heights(page);
    for (const [k, h] of hs.entries()) {
      const { id, dir } = snippets[k];
      assert.equal(await h.frame.locator('header, nav, footer, .case-head').count(), 0, `${dir} ${id}: alone`);
      assert.ok(await h.frame.locator(`.embed-root [data-figure="${id}"], .embed-root .demo-${id.replace(/^demo-/, '')}`).count() >= 1,
        `${dir} ${id}: the figure is there`);
      assert.ok(Math.abs(h.iframe - h.content) <= 1 && h.iframe > 150, `${dir} ${id}: iframe ${h.iframe}px for ${h.content}px`);
    }
    await screenshot(page, { path: join(OUT, 'embed-every-figure.png'), fullPage: true });
  } finally {
    await page.setViewportSize({ width: 1000, height: 900 });
  }
});

test('no console error in the host page or the embeds', () => {
  assert.deepEqual(w.problems, []);
});
