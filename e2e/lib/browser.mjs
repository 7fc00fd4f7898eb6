// Headless Chromium for the browser suites: Debian's chromium driven by playwright-core,
// with the launcher arguments of shared/notes/toolchain.md, and a watcher that records
// every request (with whether the page was ready) and every console error.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { caseFileNames, caseFileOf, cases } from './cases.mjs';

export const WAIT = { timeout: 15000 };

/** Remove `dir` (a browser profile: tens of MB) when the process exits, whatever happened. */
export function removeAtExit(dir) {
  process.on('exit', () => {
    try { rmSync(dir, { recursive: true, force: true, maxRetries: 3 }); } catch { /* left in /tmp */ }
  });
}

/**
 * A persistent context in a fresh profile; `opts` go to Playwright (viewport, ...).
 * Service workers are blocked unless `opts.serviceWorkers` is 'allow': the suites count
 * the page's own requests, and the offline suite (e2e/offline.test.mjs) tests the
 * service worker on its own.
 */
export async function launch(opts = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'chromium-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1200, height: 900 },
    acceptDownloads: true,
    serviceWorkers: 'block',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    ...opts,
  });
  // The profile (tens of MB) goes with the browser: runs leave nothing in /tmp.
  removeAtExit(profile);
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page };
}

/**
 * Record a page's requests (`{ url, afterReady }`, data:/blob: left out) and its console
 * errors and page errors. Call `w.ready()` once the page has loaded.
 */
export function watch(page) {
  const w = { requests: [], problems: [], isReady: false, ready() { w.isReady = true; } };
  page.on('request', (r) => {
    if (!/^(data|blob):/.test(r.url())) w.requests.push({ url: r.url(), afterReady: w.isReady });
  });
  page.on('console', (m) => { if (m.type() === 'error') w.problems.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => w.problems.push(`page error: ${e.message}`));
  return w;
}

/**
 * Make the page live, whatever would start its app: a pre-rendered page loads its app
 * only when the reader means to use it (site/start.js: a press, a key, a file, a mouse
 * over a figure); this calls the start script's `window.fdeLive()` (its hook for
 * anything that needs the app without a gesture), after an old `?case=` link's
 * redirect if any. A no-op where the app started by itself. Resolves once asked.
 */
export async function live(page) {
  const until = Date.now() + WAIT.timeout;
  for (;;) {
    try {
      const asked = await page.evaluate(() => {
        if (document.documentElement.dataset.ready === '1') return true;
        if (typeof window.fdeLive !== 'function') return false;
        window.fdeLive().catch(() => {});
        return true;
      });
      if (asked) return;
    } catch (e) {
      // The page navigated meanwhile (an old link's redirect): ask the next one.
      if (!/context was destroyed|navigat/i.test(String(e?.message))) throw e;
    }
    if (Date.now() > until) throw new Error(`live: no start script answered on ${page.url()}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Make the page live (`live`) and wait until the app has mounted (`<html data-ready="1">`). */
export async function appReady(page) {
  await live(page);
  await page.locator('html[data-ready="1"]').waitFor({ state: 'attached', ...WAIT });
}

/**
 * Wait until a case page's examples are all graded and its figures mounted: the page
 * shows the score first, grades the other examples after a frame and mounts its
 * figures two frames after the page (issue 18), so `appReady` comes before them.
 */
/**
 * Screenshots for people to look at (out/screenshots/, out/figures/, target/screenshots/):
 * taken only with FDE_SCREENSHOTS=1 (`FDE_SCREENSHOTS=1 scripts/test-browser`), not in the test command, where
 * nobody looks at them and they were half of some files' time (full pages, PNG). Off, a
 * locator's screenshot still waits for its element to be visible, as the screenshot would.
 */
export const SCREENSHOTS = process.env.FDE_SCREENSHOTS === '1';
export async function screenshot(target, opts) {
  if (SCREENSHOTS) return target.screenshot(opts);
  if (typeof target.waitFor === 'function') await target.waitFor({ state: 'visible', ...WAIT });
}

/**
 * The score the examples table shows for `file`, once it shows `expected` (or WAIT has
 * passed): the table is graded again, asynchronously, whenever the data in use changes,
 * so an immediate read can see the old scores or none. The caller asserts the value.
 */
export async function exampleScore(page, file, expected) {
  const sel = `#examples tr[data-file="${file}"] td.score[data-score]`;
  await page.waitForFunction(([sel, want]) => {
    const v = document.querySelector(sel)?.dataset.score;
    return v !== undefined && JSON.stringify(JSON.parse(v)) === JSON.stringify(want);
  }, [sel, expected], WAIT).catch(() => {});
  const v = await page.locator(sel).getAttribute('data-score', { timeout: 1000 }).catch(() => null);
  return v === null ? undefined : JSON.parse(v);
}

export async function figuresDrawn(page) {
  await page.waitForFunction(() => performance.getEntriesByName('fde-examples').length > 0, null, WAIT);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))));
}

/** The grading worker's files in `dist` (named by their content): fetched from the site on the first drop, not at load. */
export function workerFiles(dist) {
  const files = readdirSync(dist).filter((f) => /^grader-worker-[0-9a-f]{16}(_loader\.js|\.js|_bg\.wasm)$/.test(f)).sort();
  if (files.length !== 3) throw new Error(`expected the worker's loader, glue and wasm in ${dist}, found ${files}`);
  return files;
}

/**
 * The requests `w` saw after load that should not have been made: anything but the
 * worker's own files and the files of the cases in `opened` (default: every case of
 * the build) from `site`'s origin, and any of those fetched more than once.
 */
export function unexpectedLate(w, site, dist, opened = cases()) {
  const late = w.requests.filter((r) => r.afterReady).map((r) => r.url);
  return documents(late).flatMap((doc, i) => {
    const own = doc.filter(pageFile);
    // After a new load of the page: its start script, the core (glue, wasm), the loader
    // of modules and one kind's module, once each.
    const ownOk = i > 0 && own.length === 5 && new Set(own).size === 5;
    return [...(ownOk ? [] : own), ...unexpected(doc.filter((u) => !pageFile(u)), site, dist, opened)];
  });
}

/** Whether `url` is one of the page's own files: its start script, the core's glue and
 * wasm, its loader of modules or a kind's module (scripts/split-page). */
export const pageFile = (url) =>
  /^\/(?:fde\/)?(?:start-[0-9a-f]{16}\.js|site-[0-9a-f]{16}(?:_bg\.wasm|\.js|_split\.js|_[a-z0-9_]+\.wasm))$/.test(new URL(url).pathname);

/** Whether `url` is a words file (site/src/words.rs: a language's, or a kind's English). */
export const wordsFile = (url) => /^\/(?:fde\/)?(?:(?:zh|ko|id)\/)?words\/[a-z]{2}\.(?:[a-z0-9_]+\.)?[0-9a-f]{16}\.txt$/.test(new URL(url).pathname);

/**
 * Whether `url` is one of the files that make the site installable (the web app manifest
 * and its icons, which Chromium fetches by itself whenever it likes: the favicon once or
 * twice, the manifest at load). Same origin, never sent anything; `unexpected` allows them.
 */
export const installFile = (url) =>
  /^\/(?:fde\/)?(?:manifest\.webmanifest|icon\.svg|icon-(?:192|512)\.png)$/.test(new URL(url).pathname);

/** Whether `url` loads a page (the site's root, a language's, a case's pre-rendered page; any query). */
export const pageLoad = (url) => /^\/(?:fde\/)?(?:(?:zh|ko|id)\/)?(?:(?:cases|fdebench)\/[^/]+\/)?$/.test(new URL(url).pathname);

/** The case a page load shows: its `?case=`, else its path's (`cases/ID/`); null for the gallery. */
export function loadCase(url) {
  const u = new URL(url);
  const m = u.pathname.match(/\/cases\/([^/]+)\/$/);
  return u.searchParams.get('case') ?? (m ? decodeURIComponent(m[1]) : null);
}

/**
 * `urls` without the old links' redirects: a load of the root page with `?case=ID` whose
 * start script sends it on to the case's page (site/start.js), and what it asked for
 * meanwhile (its start script), when the next load is that case's page. One visit.
 */
export function withoutRedirects(urls) {
  const out = [];
  for (let i = 0; i < urls.length; i++) {
    const u = new URL(urls[i]);
    if (pageLoad(urls[i]) && u.searchParams.has('case') && !/\/cases\//.test(u.pathname)) {
      const next = urls.findIndex((x, j) => j > i && pageLoad(x));
      if (next > 0 && loadCase(urls[next]) === u.searchParams.get('case') && urls.slice(i + 1, next).every((x) => pageFile(x) || installFile(x))) {
        i = next - 1;
        continue;
      }
    }
    out.push(urls[i]);
  }
  return out;
}

/**
 * `urls` cut into documents at each load of the page: the site builds the page once per
 * case kind, and a link to a case of another kind loads the page anew (with that build).
 * The first document is the one already loaded; each load itself is left out; an old
 * link's redirect is one load (`withoutRedirects`).
 */
export function documents(urls) {
  const docs = [[]];
  for (const u of withoutRedirects(urls)) {
    if (pageLoad(u)) docs.push([]);
    else docs.at(-1).push(u);
  }
  return docs;
}

/**
 * Of `urls` (requests of one page load), those not allowed: anything but the worker's
 * files and the files the cases in `opened` name (`cases/<dir>/<name>?v=<16 hex>`),
 * from `site`'s origin, each at most once.
 */
export function unexpected(urls, site, dist, opened) {
  const origin = new URL(site).origin;
  const WORKER_FILES = workerFiles(dist);
  const seen = new Set();
  return urls.filter((u) => {
    const url = new URL(u);
    const name = url.pathname.split('/').pop();
    const file = caseFileOf(u);
    if (url.origin === origin && installFile(u)) return false;
    const allowed = WORKER_FILES.includes(name) || wordsFile(u)
      || (file && /^[0-9a-f]{16}$/.test(file.v ?? '') && opened.some((c) => c.dir === file.dir && caseFileNames(c).includes(file.name)));
    if (url.origin !== origin || !allowed || seen.has(url.pathname)) return true;
    seen.add(url.pathname);
    return false;
  });
}

/** Drag with one finger (touch events through the DevTools protocol: the page gets
 * pointer events of type "touch"). */
export async function touchDrag(p, a, b, steps = 12) {
  const cdp = await p.context().newCDPSession(p);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: a.x, y: a.y }] });
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: a.x + (b.x - a.x) * i / steps, y: a.y + (b.y - a.y) * i / steps }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  await p.waitForTimeout(100);
}
