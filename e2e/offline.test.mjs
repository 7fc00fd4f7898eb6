// Offline, installable, and updated cleanly (issue 18), in headless Chromium with the
// service worker allowed (site/sw.js, written into dist by scripts/site-offline):
// * after the first visit, with the server stopped (every request to it refused), every
//   case page grades its first example (score == fde-grade), a drop is graded in the
//   worker, an embed draws, and the gallery opens;
// * the page is installable: Chromium's own installability check finds no error;
// * a repeat visit: the service worker's page names its kind's glue (a modulepreload,
//   site/sw.js), asked for before the start script, and its build is fetched once;
// * a new build served at the same address takes over without a stale mix: the page
//   first stays wholly on the old build, then wholly on the new one (every file it loads
//   is one of that build's), and the cache of the build before last is deleted.
// The suite serves a copy of dist (it rewrites it into "the next build").
// Run by scripts/test-browser: node --test e2e/offline.test.mjs
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { ROOT, cases, cliGrade, extraFlags, headline } from './lib/cases.mjs';
import { serve } from './lib/serve.mjs';
import { WAIT, appReady, launch, screenshot } from './lib/browser.mjs';

const DIST = process.env.FDE_SITE_DIST ?? join(ROOT, 'site/dist');
const SHOTS = join(ROOT, 'out/screenshots');
const TMP = mkdtempSync(join(tmpdir(), 'fde-offline-'));
const COPY = join(TMP, 'dist');
const all = cases();

let server, port, base, context, page;
const problems = [];

/** The build id and file list dist/sw.js caches (its first two lines). */
function swBuild(dist = COPY) {
  const text = readFileSync(join(dist, 'sw.js'), 'utf8');
  const build = JSON.parse(text.match(/^var BUILD = ("[0-9a-f]{16}");$/m)[1]);
  const files = JSON.parse(text.match(/^var FILES = (\[[\s\S]*?\]);$/m)[1]);
  return { build, files };
}

async function start() {
  ({ server, port, url: base } = await serve(COPY, port ?? 0));
}

async function stop() {
  await new Promise((ok) => { server.close(() => ok()); server.closeAllConnections?.(); });
}

/** Wait until the service worker of `build` controls the page and its cache is complete. */
async function controlledBy(build, n) {
  // (page.waitForFunction takes a pending promise for a truthy value: poll from here.)
  const t0 = Date.now();
  for (;;) {
    const done = await page.evaluate(async ([b, count]) => {
      // Build b's worker has finished activating (its old caches deleted) and controls the page.
      const reg = await navigator.serviceWorker.getRegistration();
      if (!navigator.serviceWorker.controller || !reg || reg.installing || reg.waiting || reg.active?.state !== 'activated') return false;
      const order = await (await caches.open('fde-builds')).match('order');
      if (!order || (await order.json()).at(-1) !== `fde-${b}`) return false;
      return (await (await caches.open(`fde-${b}`)).keys()).length === count;
    }, [build, n]);
    if (done) return;
    if (Date.now() - t0 > 60000) throw new Error(`the service worker of build ${build} did not take over in 60 s`);
    await page.waitForTimeout(100);
  }
}

/** Open a case with its example `sub` graded; the score on screen. */
async function scoreOf(c, sub) {
  await page.goto(`${base}?case=${encodeURIComponent(c.dir)}&sub=${encodeURIComponent(sub.file)}`);
  await appReady(page);
  const el = page.locator('#score');
  await el.waitFor(WAIT);
  return JSON.parse(await el.getAttribute('data-score'));
}

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  cpSync(DIST, COPY, { recursive: true });
  await start();
  ({ context, page } = await launch({ serviceWorkers: 'allow' }));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  if (process.env.SW_DEBUG) page.on('requestfailed', (r) => console.log('failed', r.url(), r.failure()?.errorText, r.serviceWorker()));
});

after(async () => {
  await context?.close();
  await stop().catch(() => {});
  rmSync(TMP, { recursive: true, force: true });
});

test('installable: the manifest, its icons, and no installability error', async () => {
  await page.goto(base);
  await appReady(page);
  const manifest = JSON.parse(readFileSync(join(COPY, 'manifest.webmanifest'), 'utf8'));
  assert.equal(manifest.start_url, './');
  for (const icon of manifest.icons) {
    const r = await page.request.get(new URL(icon.src, base).href);
    assert.equal(r.status(), 200, icon.src);
    if (icon.type === 'image/png') {
      const png = await r.body();
      assert.equal(png.readUInt32BE(16), Number(icon.sizes.split('x')[0]), `${icon.src} is ${icon.sizes}`);
    }
  }
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors, [], 'Chromium finds the site installable');
  const { url, errors } = await cdp.send('Page.getAppManifest');
  assert.ok(url.endsWith('/manifest.webmanifest'), url);
  assert.deepEqual(errors, []);
});

test('after the first visit, with the server stopped: every case, a drop, an embed, the gallery', async () => {
  const { build, files } = swBuild();
  await page.goto(base);
  await appReady(page);
  await controlledBy(build, files.length);
  await stop(); // from here every request to the site is refused
  problems.length = 0;

  for (const c of all) {
    const sub = c.manifest.submissions?.[0];
    if (!sub) continue;
    const want = headline(JSON.parse(cliGrade(c, join(c.path, sub.file), { name: sub.file, flags: extraFlags(c, sub.extra_files ?? []) })));
    assert.deepEqual(await scoreOf(c, sub), want, `${c.dir}: ${sub.file} offline`);
  }
  await screenshot(page, { path: join(SHOTS, 'offline-case.png') });

  // A drop: graded in the worker, whose files come from the cache too.
  const routing = all.find((c) => c.manifest.kind === 'routing' && c.manifest.submissions?.length > 1);
  const sub = routing.manifest.submissions[1];
  const want = headline(JSON.parse(cliGrade(routing, join(routing.path, sub.file), { name: sub.file })));
  await page.goto(`${base}?case=${encodeURIComponent(routing.dir)}`);
  await appReady(page);
  await page.locator('#upload').setInputFiles(join(routing.path, sub.file));
  await page.locator('.report-card #score').waitFor(WAIT);
  assert.deepEqual(JSON.parse(await page.locator('.report-card #score').getAttribute('data-score')), want, 'a drop, offline');

  // An embed and the gallery.
  await page.goto(`${base}?embed=map&case=${encodeURIComponent(routing.dir)}`);
  await page.locator('.embed-root [data-figure="map"]').waitFor(WAIT);
  await page.goto(base);
  await page.locator('#gallery').waitFor(WAIT);
  // A page in Chinese: its words file (dist/words/zh.<hash>.txt, not in the .wasm), its
  // kind's (dist/words/zh.routing.<hash>.txt) and its cases' words
  // (dist/words/zh.cases.<hash>.txt) come from the cache too (without them the page would
  // fall back to English).
  assert.ok(files.some((f) => /^\.\/words\/zh\.[0-9a-f]{16}\.txt$/.test(f)), 'sw.js caches the zh words file');
  assert.ok(files.some((f) => /^\.\/words\/zh\.routing\.[0-9a-f]{16}\.txt$/.test(f)), 'sw.js caches the zh words of the routing kind');
  assert.ok(files.some((f) => /^\.\/words\/zh\.cases\.[0-9a-f]{16}\.txt$/.test(f)), 'sw.js caches the zh cases\' words file');
  await page.goto(`${base}?lang=zh`);
  await appReady(page);
  assert.equal(await page.locator('html').getAttribute('lang'), 'zh');
  assert.equal(await page.locator('.gallery h1').textContent(), '案例', 'the gallery in Chinese, offline');
  if (routing.manifest.i18n?.zh?.title) {
    assert.equal(await page.locator(`.card[data-case="${routing.dir}"] h2`).textContent(), routing.manifest.i18n.zh.title,
      'a case\'s title in Chinese, offline');
  }
  assert.deepEqual(problems, [], 'no page error offline');
  await start();
});

test('a repeat visit: the page names its kind\'s glue (modulepreload), its build fetched once each, the glue before the start script', async () => {
  const { build, files } = swBuild();
  await page.goto(base);
  await appReady(page);
  await controlledBy(build, files.length);
  // Each kind's build, from dist's file names (not from sw.js): routing's is `site-<hash>`.
  const dist = readdirSync(COPY);
  // The page's core (glue, wasm), its loader of modules and the kind's module.
  const buildOf = (kind) => {
    const glue = dist.find((f) => /^site-[0-9a-f]{16}\.js$/.test(f));
    const stem = glue.replace(/\.js$/, '');
    return [glue, `${stem}_bg.wasm`, `${stem}_split.js`, `${stem}_${kind}.wasm`];
  };
  const visits = [['the gallery', base, 'routing']];
  for (const c of all) {
    if (c.manifest.submissions?.length && !visits.some((v) => v[2] === c.manifest.kind)) {
      visits.push([c.dir, `${base}?case=${encodeURIComponent(c.dir)}&sub=${encodeURIComponent(c.manifest.submissions[0].file)}`, c.manifest.kind]);
    }
  }
  assert.ok(visits.length >= 3, `pages of several kinds (${visits.map((v) => v[2])})`);
  for (const [what, url, kind] of visits) {
    // A case's page (an old link sends it there) is kept once visited: then repeated.
    await page.goto(url);
    await appReady(page);
    await page.goto(url);
    await appReady(page);
    const [glue, wasm, loader, module] = buildOf(kind);
    const got = await page.evaluate(() => ({
      controlled: !!navigator.serviceWorker.controller,
      links: [...document.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]')]
        .map((l) => [l.rel, l.getAttribute('as'), l.getAttribute('crossorigin'), new URL(l.href).pathname.split('/').pop()]),
      // Every request of the page for its start script or a build of the page: what
      // asked for it, and when.
      loads: performance.getEntriesByType('resource').map((e) => [new URL(e.name).pathname.split('/').pop(), e.initiatorType, e.startTime])
        .filter(([f]) => /^(site-.*\.(js|wasm)|start-[0-9a-f]{16}\.js)$/.test(f)),
    }));
    assert.ok(got.controlled, `${what}: served by the service worker`);
    assert.deepEqual(got.links, [['modulepreload', null, null, glue]], `${what}: the page names its ${kind} build's glue`);
    // Once each: the start script's import took the preloaded module (a second request
    // would be a second entry), its fetch the .wasm. The glue was asked for before the
    // start script (by the preload; without it, only once the start script ran).
    const builds = got.loads.filter(([f]) => !f.startsWith('start-'));
    assert.deepEqual(builds.map(([f, by]) => [f, by]).sort(), [[glue, 'script'], [wasm, 'fetch'], [loader, 'script'], [module, 'fetch']].sort(),
      `${what}: its build fetched once each`);
    const start = got.loads.find(([f]) => f.startsWith('start-'));
    const early = builds.find(([f]) => f === glue);
    assert.ok(start && early[2] <= start[2], `${what}: its glue asked for before the start script (${JSON.stringify(got.loads)})`);
  }
  assert.deepEqual(problems, [], 'no page error');
});

test('a new build takes over cleanly: never a mix of two builds, the build before last deleted', async () => {
  const first = swBuild();
  await page.goto(base);
  await appReady(page);
  await controlledBy(first.build, first.files.length);

  // "The next build": a new start script (a new name, as a changed build gets) and a
  // page that names it; then sw.js anew, as scripts/build-site writes it.
  const next = (tag) => {
    const start = readdirSync(COPY).find((f) => /^start-[0-9a-f]{16}\.js$/.test(f));
    const renamed = `start-${tag.repeat(16).slice(0, 16)}.js`;
    writeFileSync(join(COPY, renamed), `${readFileSync(join(COPY, start), 'utf8')}// build ${tag}\n`);
    rmSync(join(COPY, start));
    const html = readFileSync(join(COPY, 'index.html'), 'utf8').replace(start, renamed);
    writeFileSync(join(COPY, 'index.html'), html);
    execFileSync(join(ROOT, 'scripts/site-offline'), [COPY], { stdio: 'pipe' });
    return { ...swBuild(), start: renamed };
  };
  /** Which start scripts the page loaded, and whether every file it loaded is one of `b`'s. */
  const loadedFrom = async () => page.evaluate(() => performance.getEntriesByType('resource')
    .map((e) => new URL(e.name)).filter((u) => u.origin === location.origin).map((u) => u.pathname + u.search));
  const inBuild = (paths, b) => paths.filter((p) => !b.files.some((f) => new URL(f, base).pathname + (new URL(f, base).search) === p));

  const second = next('a');
  assert.notEqual(second.build, first.build);
  // The next visit: still the first build, whole (the new one installs meanwhile) ...
  await page.goto(base);
  await appReady(page);
  let paths = await loadedFrom();
  assert.ok(!paths.some((p) => p.includes(second.start)), 'the old page until the new build is installed');
  assert.deepEqual(inBuild(paths, first), [], 'every file of the first build');
  await controlledBy(second.build, second.files.length);
  // ... then the new build, whole.
  await page.goto(base);
  await appReady(page);
  paths = await loadedFrom();
  assert.ok(paths.some((p) => p.endsWith(second.start)), `the new start script ${second.start} in ${paths}`);
  assert.deepEqual(inBuild(paths, second), [], 'every file of the second build');
  assert.ok(await page.evaluate((b) => caches.has(`fde-${b}`), first.build), 'the previous build is kept for pages still open on it');

  const third = next('b');
  await page.goto(base);
  await appReady(page);
  await controlledBy(third.build, third.files.length);
  const names = await page.evaluate(() => caches.keys());
  // Each build's pages kept as visited (`-pages`) go with it.
  assert.deepEqual(names.filter((n) => n !== 'fde-builds').map((n) => n.replace(/-pages$/, '')).filter((n, i, a) => a.indexOf(n) === i).sort(),
    [`fde-${second.build}`, `fde-${third.build}`].sort(), 'the cache of the build before last is deleted, its pages too');
});
