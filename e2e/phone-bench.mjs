// A first visit of a pre-rendered case page on a phone (issue 44's profile): Slow 4G
// (1.6 Mbit/s down, 150 ms round trip) and the CPU 4x slower, the site served
// compressed (e2e/lib/serve.mjs: X.br), a fresh browser context each load. The network
// is slowed by the server (serve.mjs's `slowLink`: every response, one link), not by
// CDP: Network.emulateNetworkConditions slows only the page's own fetches, and the
// service worker's (it caches the site in the background) and the grading worker's
// went at loopback speed (the bench measured too little). The CPU: CDP's
// Emulation.setCPUThrottlingRate on the page (the workers' threads run unthrottled). Reads, with the
// page's own clock (0 = navigation start): first paint and first contentful paint (the
// pre-rendered text and figures are in the HTML: on screen with the first contentful
// paint, checked by the largest contentful paint), bytes before first paint and of a
// reading visit (Resource Timing transfer sizes: headers and compressed bodies), and,
// on another fresh load, a file dropped as soon as the page is painted and its start script
// has run: the time from the
// drop to its score (== fde-grade's), and from the page's first byte to the score.
// Prints one JSON object (medians and every load).
// Usage: node e2e/phone-bench.mjs DIST [LOADS] [CASE]
import { readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { cases, cliGrade } from './lib/cases.mjs';
import { serve, slowLink } from './lib/serve.mjs';

const [distArg, loadsArg = '5', caseId = 'routing-city'] = process.argv.slice(2);
if (!distArg) { console.error('usage: node e2e/phone-bench.mjs DIST [LOADS] [CASE]'); process.exit(2); }
const loads = Number(loadsArg);
const c = cases().find((x) => x.dir === caseId);
if (!c) { console.error(`phone-bench: no case ${caseId} in FDE_CASES_DIR`); process.exit(2); }
const sub = c.manifest.submissions.find((s) => /reference/.test(s.file)) ?? c.manifest.submissions[0];
const cli = cliGrade(c, join(c.path, sub.file));

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
const r1 = (x) => Math.round(x * 10) / 10;

const { server, url } = await serve(resolve(distArg), 0, { link: slowLink({ rttMs: 150, bytesPerSecond: 1.6e6 / 8 }) });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const target = `${url}cases/${encodeURIComponent(c.dir)}/`;

async function phone() {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return { context, page };
}

/** A reading visit: paint times and bytes. */
async function reading() {
  const { context, page } = await phone();
  await page.goto(target, { waitUntil: 'load' });
  await page.waitForTimeout(3000); // what a page asks for after load, if anything
  const r = await page.evaluate(() => {
    const paint = Object.fromEntries(performance.getEntriesByType('paint').map((e) => [e.name, e.startTime]));
    const nav = performance.getEntriesByType('navigation')[0];
    const all = [nav, ...performance.getEntriesByType('resource')];
    const fp = paint['first-paint'];
    return {
      first_paint_ms: fp,
      first_contentful_paint_ms: paint['first-contentful-paint'],
      largest_contentful_paint_ms: window.__lcp,
      load_ms: nav.loadEventEnd,
      bytes_before_first_paint: all.filter((e) => e.responseEnd <= fp).reduce((s, e) => s + e.transferSize, 0),
      bytes_reading_visit: all.reduce((s, e) => s + e.transferSize, 0),
      requests: all.map((e) => `${e.name.replace(location.origin, '')} ${e.transferSize}`),
      wasm: all.some((e) => e.name.endsWith('.wasm')),
      text_on_screen: !!document.querySelector('#fde-prerendered article.case h1') && document.querySelectorAll('#fde-prerendered svg').length > 0,
    };
  });
  await context.close();
  return r;
}

/** A file dropped as soon as the page is painted: drop -> score, first byte -> score. */
async function drop() {
  const { context, page } = await phone();
  await page.goto(target, { waitUntil: 'commit' });
  // Painted, and the start script has run (a drop before it is the browser's: it opens the file).
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0 && document.querySelector('#fde-prerendered .dropzone') && typeof window.fdeLive === 'function', null, { timeout: 60000, polling: 50 });
  const t0 = await page.evaluate(([name, text]) => {
    const d = new DataTransfer();
    d.items.add(new File([text], name, { type: 'application/json' }));
    const t = performance.now();
    const zone = document.querySelector('#fde-prerendered .dropzone');
    for (const type of ['dragenter', 'dragover', 'drop']) zone.dispatchEvent(new DragEvent(type, { dataTransfer: d, bubbles: true, cancelable: true }));
    return t;
  }, [basename(sub.file), readFileSync(join(c.path, sub.file), 'utf8')]);
  await page.waitForFunction((want) => (document.querySelector('#report-json')?.textContent ?? '') + '\n' === want, cli, { timeout: 120000, polling: 50 });
  const r = await page.evaluate((t) => {
    const now = performance.now();
    const nav = performance.getEntriesByType('navigation')[0];
    return { dropped_at_ms: t, drop_to_score_ms: now - t, first_byte_to_score_ms: now - nav.responseStart };
  }, t0);
  await context.close();
  return r;
}

const reads = [];
const drops = [];
try {
  for (let i = 0; i < loads; i++) reads.push(await reading());
  for (let i = 0; i < loads; i++) drops.push(await drop());
} finally {
  await browser.close();
  server.close();
}
const med = (xs, k) => r1(median(xs.map((x) => x[k])));
console.log(JSON.stringify({
  page: target.replace(url, ''),
  profile: 'Slow 4G (1.6 Mbit/s down, 150 ms RTT, by the server: every fetch), CPU 4x slower (the page), 390x844 touch',
  loads,
  median_first_paint_ms: med(reads, 'first_paint_ms'),
  median_first_contentful_paint_ms: med(reads, 'first_contentful_paint_ms'),
  median_largest_contentful_paint_ms: med(reads, 'largest_contentful_paint_ms'),
  median_load_ms: med(reads, 'load_ms'),
  median_bytes_before_first_paint: med(reads, 'bytes_before_first_paint'),
  median_bytes_reading_visit: med(reads, 'bytes_reading_visit'),
  any_wasm_in_reading_visit: reads.some((r) => r.wasm),
  text_and_figures_in_html: reads.every((r) => r.text_on_screen),
  median_drop_to_score_ms: med(drops, 'drop_to_score_ms'),
  median_first_byte_to_score_ms: med(drops, 'first_byte_to_score_ms'),
  reading_requests: reads[0]?.requests,
  reads,
  drops,
}, null, 1));
