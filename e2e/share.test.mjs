// Sharing a graded file without a server, and the attempts kept in the browser (issue
// 18), in headless Chromium:
// * "Copy link" puts the file in the link's fragment; opening the link in a fresh page
//   grades it there and shows the same report, byte for byte (== fde-grade); a file too
//   big for a link says so; a damaged link says so (never a wrong or silent report);
// * every file graded is listed under "Your attempts" with its score (== fde-grade),
//   survives a reload, two can be compared side by side, one or all deleted.
// Run by scripts/test-browser: node --test e2e/share.test.mjs
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { ROOT, cases, cliGrade, headline } from './lib/cases.mjs';
import { serve } from './lib/serve.mjs';
import { WAIT, appReady, launch, screenshot } from './lib/browser.mjs';

const DIST = process.env.FDE_SITE_DIST ?? join(ROOT, 'site/dist');
const SHOTS = join(ROOT, 'out/screenshots');
const TMP = mkdtempSync(join(tmpdir(), 'fde-share-'));
const all = cases();
const routing = all.find((c) => c.manifest.kind === 'routing' && (c.manifest.submissions ?? []).length >= 3);
const scorecard = all.find((c) => c.manifest.kind === 'scorecard');

let server, base, context, page;
const problems = [];

/** The CLI's report of `file` of case `c`, graded under its base name (as a drop names it). */
function cli(c, file) {
  const name = basename(file);
  const dir = join(TMP, 'named', c.dir);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, name), readFileSync(join(c.path, file)));
  return cliGrade(c, join(dir, name), { name });
}

async function open(c) {
  await page.goto(`${base}?case=${encodeURIComponent(c.dir)}`);
  await appReady(page);
  await page.locator(`article.case[data-case="${c.dir}"]`).waitFor(WAIT);
}

async function seq(p = page) {
  return p.evaluate(() => Number(document.querySelector('.report-card')?.dataset.seq ?? 0));
}

/** Drop `path` on the page; the JSON report shown. */
async function drop(path) {
  const n = await seq();
  await page.locator('#upload').setInputFiles(path);
  await page.waitForFunction((k) => Number(document.querySelector('.report-card')?.dataset.seq ?? 0) > k, n, WAIT);
  return page.locator('#report-json').textContent();
}

const rows = () => page.locator('#attempts tr.attempt');

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  ({ server, url: base } = await serve(DIST, 0));
  ({ context, page } = await launch());
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(base).origin });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
});

after(async () => {
  await context?.close();
  server?.close();
  rmSync(TMP, { recursive: true, force: true });
});

test('a shared link reproduces the report byte for byte, in a fresh page', { skip: !routing && 'no routing case' }, async () => {
  await open(routing);
  const file = routing.manifest.submissions[2].file;
  const want = cli(routing, file);
  const shown = await drop(join(routing.path, file));
  assert.equal(`${shown}\n`, want, 'the dropped file: == fde-grade');
  await page.locator('#share-copy').click();
  const link = await page.locator('#share-link').inputValue();
  assert.match(link, new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?case=${routing.dir}#s=[A-Za-z0-9_-]+$`));
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link, 'the link is on the clipboard');
  await screenshot(page, { path: join(SHOTS, 'share-link.png') });
  // Whoever opens it: a new page (no drop, no upload), the same report.
  const other = await context.newPage();
  const requests = [];
  other.on('request', (r) => requests.push(r.url()));
  await other.goto(link);
  await other.locator('.report-card #report-json').waitFor({ ...WAIT, state: 'attached' });
  assert.equal(`${await other.locator('#report-json').textContent()}\n`, want, 'the shared link: == fde-grade, byte for byte');
  assert.ok(requests.every((u) => !u.includes('#') && !u.includes('s=')), 'the file is never in a request');
  await other.close();
});

test('a damaged link says so; a file too big for a link says so', { skip: !routing && 'no routing case' }, async () => {
  await page.goto(`${base}?case=${encodeURIComponent(routing.dir)}#s=AAAA*`);
  await appReady(page);
  const err = page.locator('#grade-error');
  await err.waitFor(WAIT);
  assert.match(await err.textContent(), /the file in the link: the link's text is damaged/);
  // 300 KB of random hex: about 300 KB compressed, far past a link's 32,000 characters.
  const junk = join(TMP, 'big-routes.json');
  let s = '{"routes": [["';
  for (let i = 0; i < 150_000; i++) s += Math.floor(Math.random() * 256).toString(16).padStart(2, '0');
  writeFileSync(junk, `${s}"]]}`);
  await open(routing);
  await drop(junk);
  await page.locator('#share-copy').click();
  const e = page.locator('#share-error');
  await e.waitFor(WAIT);
  assert.match(await e.textContent(), /^This file is too big for a link: [\d,]+ characters compressed, and a link holds 32,000\. Send the file itself\.$/);
});

test('attempts: listed with their scores, kept across a reload, compared, deleted', { skip: !scorecard && 'no scorecard case' }, async () => {
  await open(scorecard);
  if (await page.locator('#attempts-clear').count()) await page.locator('#attempts-clear').click();
  await page.locator('#attempts-none').waitFor(WAIT);
  const subs = scorecard.manifest.submissions.slice(0, 3).map((s) => s.file);
  for (const f of subs) await drop(join(scorecard.path, f));
  await page.waitForFunction((n) => document.querySelectorAll('#attempts tr.attempt').length === n, subs.length, WAIT);
  const want = subs.map((f) => headline(JSON.parse(cli(scorecard, f))));
  // Newest first.
  const scores = async () => rows().evaluateAll((els) => els.map((e) => JSON.parse(e.dataset.score)));
  assert.deepEqual(await scores(), [...want].reverse());
  assert.deepEqual(await rows().locator('code').allTextContents(), subs.map((f) => basename(f)).reverse());
  // The same file graded again is not a new attempt.
  await drop(join(scorecard.path, subs[0]));
  await page.waitForTimeout(300);
  assert.equal(await rows().count(), subs.length);
  await page.locator('.attempts-chart').waitFor(WAIT);
  // A reload: still there.
  await page.reload();
  await appReady(page);
  await page.locator('#attempts tr.attempt').first().waitFor(WAIT);
  assert.deepEqual(await scores(), [...want].reverse(), 'kept across a reload');
  // Compare two: their differing values side by side, the scores among them.
  await rows().nth(0).locator('input[type=checkbox]').check();
  await rows().nth(2).locator('input[type=checkbox]').check();
  await page.locator('#attempts-compare').click();
  const table = page.locator('#attempts-compared');
  await table.waitFor(WAIT);
  const field = 'overall_score';
  const cells = await table.locator(`tr[data-field="${field}"] td`).allTextContents();
  const [a, b] = [JSON.parse(cli(scorecard, subs[2])), JSON.parse(cli(scorecard, subs[0]))];
  if (a[field] !== b[field]) assert.deepEqual(cells.slice(1).map(Number), [a[field], b[field]]);
  await screenshot(page, { path: join(SHOTS, 'attempts.png'), fullPage: true });
  // Show one: its report comes back.
  await rows().nth(1).locator('button.open').click();
  await page.waitForFunction((f) => document.querySelector('.report-card')?.dataset.file === f, basename(subs[1]), WAIT);
  // Delete one, then all; a reload keeps that too.
  await rows().nth(0).locator('button.delete').click();
  assert.equal(await rows().count(), subs.length - 1);
  await page.locator('#attempts-clear').click();
  await page.locator('#attempts-none').waitFor(WAIT);
  await page.reload();
  await appReady(page);
  await page.locator('#attempts-none').waitFor(WAIT);
  assert.deepEqual(problems, []);
});

test('printing a report: one page, the title, the score and its problems, no controls', { skip: !routing && 'no routing case' }, async () => {
  const sub = routing.manifest.submissions.find((s) => /reference/.test(s.file)) ?? routing.manifest.submissions[0];
  await page.goto(`${base}?case=${encodeURIComponent(routing.dir)}&sub=${encodeURIComponent(sub.file)}`);
  await appReady(page);
  await page.locator('.report-card #score').waitFor(WAIT);
  await page.emulateMedia({ media: 'print' });
  try {
    for (const hidden of ['.grade', '#attempts', 'header.top', '#download-json']) {
      assert.equal(await page.locator(hidden).first().isVisible(), false, `${hidden} is not printed`);
    }
    assert.ok(await page.locator('.report-card #score').isVisible(), 'the score is printed');
    const pdf = await page.pdf({ format: 'A4', printBackground: false });
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
    assert.equal(pages, 1, 'one page');
    writeFileSync(join(SHOTS, 'report-print.pdf'), pdf);
  } finally {
    await page.emulateMedia({ media: null });
  }
});
