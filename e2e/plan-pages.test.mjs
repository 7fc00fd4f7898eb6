// Issue 46's pages as readers see them: the public case of each plan kind (hydro, racks,
// slitting, coil, energy, quay, stack) in headless Chromium at 1280 and 390 px, light and dark, in en,
// zh, ko and id. For each view (kind × width × scheme × language): the kind's figure drawn (an svg with a size),
// no horizontal overflow at either width, `<html lang>` the language asked for and the
// figure's title in that language's words (the kind's figures.ftl), and every example's
// score shown == `fde-grade` on it; and, for coil's figure, every text of the svg inside
// it (an svg cuts what runs past its edge; the other plan figures' legends still run past
// theirs at 390 px, see TEXT_INSIDE). Screenshots (with FDE_SCREENSHOTS=1, as every browser
// file): out/screenshots/plan-<case>-<lang>-<width>-<scheme>.jpg.
// Then the live figures (issue 46): coil's profile reordered with the mouse, a finger and
// the keys, each edit's penalty, validity and score on screen == `fde-grade coil` on the
// `solution.json` the figure downloads; undo and back to the example.
// Kept quick: one browser and one page; a case is loaded once per language (its
// examples graded once), then the widths and themes are switched on the loaded page.
// Run by scripts/test-browser: node --test e2e/plan-pages.test.mjs
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, cases, cliGrade, cliGradeAll, ftlFiles, headline } from './lib/cases.mjs';
import { serve } from './lib/serve.mjs';
import { WAIT, appReady, exampleScore, launch, screenshot, touchDrag, watch } from './lib/browser.mjs';

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
  quay: ['quay-gantt', 'svg.quay-gantt', 'fig-quay-gantt-title'],
  stack: ['stack-timeline', 'svg.stack-timeline', 'fig-stack-timeline-title'],
  pack: ['pack-view', 'svg.pack-view', 'fig-pack-view-title'],
  aps: ['aps-gantt', 'svg.aps-gantt', 'fig-aps-gantt-title'],
};
const publicCases = cases([join(ROOT, 'cases-public')]);
/** The figures whose svg texts all fit inside the svg at both widths (the others' long
 * legend lines are cut at 390 px, and hydro's at 1280: to move into HTML, as coil's). */
const TEXT_INSIDE = new Set(['coil', 'quay', 'stack', 'pack', 'aps']);

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

/** `ids` with the item at `from` moved to `to` (what the figure is asked to do). */
const moved = (ids, from, to) => {
  const v = [...ids];
  v.splice(to, 0, ...v.splice(from, 1));
  return v;
};

const coilCase = publicCases.find((x) => x.manifest.kind === 'coil');
test('coil: the profile reordered by mouse, finger and keys; each edit == fde-grade coil on the downloaded solution.json', { skip: !coilCase && 'no public coil case' }, async () => {
  w.problems.length = 0;
  const c = coilCase;
  const sub = c.manifest.files.reference;
  const tmp = mkdtempSync(join(tmpdir(), 'coil-live-'));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${base}?${new URLSearchParams({ case: c.dir, sub, lang: 'en' })}`);
  await appReady(page);
  const fig = page.locator('[data-figure="coil-profile"]');
  await fig.locator('svg.coil-profile').waitFor({ state: 'visible', ...WAIT });
  await page.waitForTimeout(100);
  const data = () => fig.evaluate((f) => ({ ...f.dataset }));
  const dot = async (i) => {
    const b = await fig.locator('circle.dot').nth(i).boundingBox();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  let n = 0;
  /** Download the figure's solution.json, grade it with the CLI and compare with the page. */
  const same = async (want, what) => {
    const d = await data();
    assert.deepEqual(JSON.parse(d.sequence), want, `${what}: the sequence drawn`);
    const [dl] = await Promise.all([page.waitForEvent('download', WAIT), fig.locator('#coil-download').click()]);
    assert.equal(dl.suggestedFilename(), 'solution.json');
    const text = readFileSync(await dl.path(), 'utf8');
    assert.deepEqual(JSON.parse(text), { sequence: want }, `${what}: the file downloaded`);
    const path = join(tmp, `${++n}`, 'solution.json');
    mkdirSync(join(path, '..'));
    writeFileSync(path, text);
    const line = cliGrade(c, path);
    const r = JSON.parse(line);
    // The score exactly as the CLI's JSON writes it (`0.9876`, `0.0`).
    assert.equal(d.score, line.match(/"overall_score":([^,}]+)/)[1], `${what}: score == fde-grade's`);
    assert.equal(d.valid, String(r.validity_score === 1), `${what}: validity == fde-grade's`);
    assert.equal(d.penalty, r.penalty === null ? '' : String(r.penalty), `${what}: penalty == fde-grade's`);
    const shown = await fig.locator('#coil-live').innerText();
    if (r.validity_score === 1) {
      for (const x of [r.penalty, r.total_violations, r.width_increases, r.grade_groups]) assert.ok(shown.includes(x.toLocaleString('en')), `${what}: ${x} in "${shown}"`);
    } else {
      assert.match(shown, /^rejected: \d+ × `[^`]+` · score 0$/, `${what}: rejected on screen`);
    }
    return { text, r, d };
  };
  // As the example is: its own bytes, its own score.
  const start = JSON.parse(readFileSync(join(c.path, sub), 'utf8')).sequence;
  const first = await same(start, 'the example');
  assert.equal(first.text, readFileSync(join(c.path, sub), 'utf8'), 'the example downloads byte for byte');
  assert.equal(first.d.edited, 'false');

  // The mouse: the 1st coil (a front-width coil) dragged to the 5th place stays valid.
  let want = moved(start, 0, 4);
  let a = await dot(0);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  const b = await dot(4);
  await page.mouse.move(b.x, a.y, { steps: 8 });
  await page.mouse.up();
  let got = await same(want, 'mouse, 1st to 5th');
  assert.equal(got.d.edited, 'true');
  assert.equal(got.r.validity_score, 1, 'a front coil kept among the first is valid');
  // A long jump in one pointer move (a coil carried past many at once, not swapped with
  // its neighbour step by step): the 13th coil to the 26th.
  want = moved(want, 12, 25);
  a = await dot(12);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((await dot(25)).x, a.y, { steps: 1 });
  await page.mouse.up();
  got = await same(want, 'mouse, 13th to 26th in one move');
  const afterMouse = { want, penalty: got.d.penalty, score: got.d.score };

  // A finger: the 3rd coil (a front-width coil) carried to the 21st place: rejected.
  want = moved(want, 2, 20);
  await touchDrag(page, await dot(2), await dot(20), 16);
  got = await same(want, 'touch, 3rd to 21st');
  assert.equal(got.r.validity_score, 0, 'a front-width coil after the others is rejected');
  assert.equal(got.d.score, '0.0');

  // Undo: back to the mouse's sequence and its score.
  await fig.locator('#coil-undo').click();
  want = afterMouse.want;
  got = await same(want, 'undo');
  assert.deepEqual({ penalty: got.d.penalty, score: got.d.score }, { penalty: afterMouse.penalty, score: afterMouse.score }, 'undo: the score before the touch');

  // The keys: choose the 31st coil, pick it up, two places right, put it down.
  await fig.locator('div[tabindex="0"]').focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowRight');
  assert.equal((await data()).cursor, '30');
  await page.keyboard.press('Space');
  assert.equal((await data()).held, 'true');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  assert.equal((await data()).held, 'false');
  want = moved(want, 30, 32);
  got = await same(want, 'keys, 31st to 33rd');
  assert.match(await page.locator('#coil-announce').innerText(), new RegExp(`^${want[32]} now at place 33 of 40: `));
  // Picked up and put back with Escape: nothing moved.
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Escape');
  await same(want, 'keys, Escape');

  // Back to the example.
  await fig.locator('#coil-reset').click();
  got = await same(start, 'back to the example');
  assert.equal(got.d.edited, 'false');
  assert.equal(got.text, first.text);
  assert.deepEqual(w.problems, [], 'console and page errors');
});

const quayCase = publicCases.find((x) => x.manifest.kind === 'quay');
test('quay: the Gantt edited by mouse, finger and keys; each edit == fde-grade quay on the downloaded solution.json', { skip: !quayCase && 'no public quay case' }, async () => {
  w.problems.length = 0;
  const c = quayCase;
  const sub = c.manifest.files.reference;
  const tmp = mkdtempSync(join(tmpdir(), 'quay-live-'));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${base}?${new URLSearchParams({ case: c.dir, sub, lang: 'en' })}`);
  await appReady(page);
  const fig = page.locator('[data-figure="quay-gantt"]');
  await fig.locator('svg.quay-gantt').waitFor({ state: 'visible', ...WAIT });
  await page.waitForTimeout(100);
  const data = () => fig.evaluate((f) => ({ ...f.dataset }));
  const centre = async (at) => {
    const b = await fig.locator(`rect[data-at="${at}"]`).boundingBox();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  let n = 0;
  const ms = [];
  /** Download the figure's solution.json, grade it with the CLI and compare with the page. */
  const same = async (what) => {
    const d = await data();
    if (d.ms) ms.push(Number(d.ms));
    const [dl] = await Promise.all([page.waitForEvent('download', WAIT), fig.locator('#quay-download').click()]);
    assert.equal(dl.suggestedFilename(), 'solution.json');
    const text = readFileSync(await dl.path(), 'utf8');
    const path = join(tmp, `${++n}`, 'solution.json');
    mkdirSync(join(path, '..'));
    writeFileSync(path, text);
    const line = cliGrade(c, path);
    const r = JSON.parse(line);
    assert.equal(d.score, line.match(/"overall_score":([^,}]+)/)[1], `${what}: score == fde-grade's`);
    assert.equal(d.valid, String(r.validity_score === 1), `${what}: validity == fde-grade's`);
    assert.equal(d.cost, r.player_score === null ? '' : line.match(/"player_score":([^,}]+)/)[1], `${what}: cost == fde-grade's`);
    const shown = await fig.locator('#quay-terms').innerText();
    if (r.validity_score === 1) assert.ok(shown.includes(r.num_cranes.toLocaleString('en')) && shown.includes(r.player_score.toLocaleString('en')), `${what}: terms in "${shown}"`);
    else assert.match(shown, /^rejected: \d+ × `[^`]+` · score 0$/, `${what}: rejected on screen`);
    return { text, r, d };
  };
  const first = await same('the example');
  assert.equal(first.text, readFileSync(join(c.path, sub), 'utf8'), 'the example downloads byte for byte');
  assert.equal(first.d.edited, 'false');
  assert.equal(first.d.conflicts, '0');

  // The mouse: crane 0's first work dragged 40 px (about two hours) later.
  let a = await centre('0:0');
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 40, a.y, { steps: 6 });
  await page.mouse.up();
  let got = await same('mouse, in time');
  assert.equal(got.d.edited, 'true');
  assert.notEqual(got.text, first.text, 'the schedule changed');
  const afterMouse = { score: got.d.score, cost: got.d.cost };
  // A finger: crane 1's first event carried up to crane 0's lane.
  a = await centre('1:0');
  const b = await centre('0:1');
  await touchDrag(page, a, { x: a.x, y: b.y }, 12);
  got = await same('touch, to another crane');
  assert.equal(got.d.cranes, '2');
  // Undo: back to the mouse's schedule and its score.
  await fig.locator('#quay-undo').click();
  got = await same('undo');
  assert.deepEqual({ score: got.d.score, cost: got.d.cost }, afterMouse, 'undo: the score before the touch');

  // The keys: choose crane 0's 2nd event, pick it up, 5 minutes later, put it down.
  await fig.locator('div[tabindex="0"]').focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  assert.equal((await data()).chosen, '0:1');
  await page.keyboard.press('Space');
  assert.equal((await data()).held, 'true');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  assert.equal((await data()).held, 'false');
  got = await same('keys, 5 minutes later');
  assert.match(await page.locator('#quay-announce').innerText(), /now on crane 0: /);
  // Picked up, moved, put back with Escape: the schedule as before.
  const before = got.text;
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  got = await same('keys, Escape');
  assert.equal(got.text, before, 'Escape puts it back');

  await fig.locator('#quay-reset').click();
  got = await same('back to the example');
  assert.equal(got.d.edited, 'false');
  assert.equal(got.text, first.text);
  console.log(`# quay live: regrade ${ms.length} edits of ${c.dir}, max ${Math.max(...ms).toFixed(2)} ms`);
  assert.deepEqual(w.problems, [], 'console and page errors');
});

test('wall time', () => {
  console.log(`# plan pages: ${LANGS.length * WIDTHS.length * SCHEMES.length} views of each of ${Object.keys(FIGURES).length} cases in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
});
