// Issue 46's live plan figures beyond coil's (plan-pages.test.mjs has coil's): hydro's
// outflows, slitting's patterns and racks' elevation edited with the mouse, a finger and
// the keys on the public case's reference example; after each edit the figure's file is
// downloaded, graded with `fde-grade KIND`, and the page's validity and score must be the
// CLI's (a rejected plan's first broken rule and its count too); undo and back to the
// example too.
// Run by scripts/test-browser: node --test e2e/plan-live.test.mjs
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, cases, cliGrade } from './lib/cases.mjs';
import { serve } from './lib/serve.mjs';
import { WAIT, appReady, launch, touchDrag, watch } from './lib/browser.mjs';

const DIST = process.env.FDE_SITE_DIST ?? join(ROOT, 'site/dist');
const publicCases = cases([join(ROOT, 'cases-public')]);

let server, base, context, page, w;

before(async () => {
  ({ server, url: base } = await serve(DIST, 0));
  ({ context, page } = await launch({ viewport: { width: 1280, height: 900 } }));
  w = watch(page);
});

after(async () => {
  await context?.close();
  server?.close();
});

/** Open `kind`'s public case on its reference example with `figure` drawn; returns the
 * case, the figure's locator and `same(what)`: download the figure's file, grade it with
 * the CLI, compare validity and score with the page's, and return { text, r, d }. */
async function open(kind, figure, svg, name) {
  const c = publicCases.find((x) => x.manifest.kind === kind);
  const sub = c.manifest.files.reference;
  const tmp = mkdtempSync(join(tmpdir(), `${kind}-live-`));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${base}?${new URLSearchParams({ case: c.dir, sub, lang: 'en' })}`);
  await appReady(page);
  const fig = page.locator(`[data-figure="${figure}"]`);
  await fig.locator(svg).first().waitFor({ state: 'visible', ...WAIT });
  await fig.scrollIntoViewIfNeeded();
  await page.waitForTimeout(100);
  const data = () => fig.evaluate((f) => ({ ...f.dataset }));
  let n = 0;
  const same = async (what) => {
    const d = await data();
    const [dl] = await Promise.all([page.waitForEvent('download', WAIT), fig.locator(`#${kind}-download`).click()]);
    assert.equal(dl.suggestedFilename(), name);
    const text = readFileSync(await dl.path(), 'utf8');
    const path = join(tmp, `${++n}`, name);
    mkdirSync(join(path, '..'));
    writeFileSync(path, text);
    const line = cliGrade(c, path);
    const r = JSON.parse(line);
    // The score exactly as the CLI's JSON writes it (`0.9876`, `0.0`).
    assert.equal(d.score, line.match(/"overall_score":([^,}]+)/)[1], `${what}: score == fde-grade's`);
    assert.equal(d.valid, String(r.validity_score === 1), `${what}: validity == fde-grade's`);
    const shown = await fig.locator(`#${kind}-live`).innerText();
    // Rejected: the first rule broken and its count, as the CLI groups them.
    const g = r.diagnostic_groups[0];
    if (r.validity_score !== 1) assert.equal(shown, `rejected: ${g.count} × \`${g.code}\` · score 0`, `${what}: rejected on screen`);
    else assert.ok(shown.endsWith(`score ${d.score}`), `${what}: score on screen: "${shown}"`);
    return { text, r, d };
  };
  const first = await same('the example');
  assert.equal(first.text, readFileSync(join(c.path, sub), 'utf8'), 'the example downloads byte for byte');
  assert.equal(first.d.edited, 'false');
  // Clicking Download moves the focus to its button: the keys need the figure again.
  const refocus = () => fig.locator('div[tabindex="0"]').focus();
  return { c, fig, data, same, first, refocus };
}

const hydroCase = publicCases.find((x) => x.manifest.kind === 'hydro');
test('hydro: outflows dragged by mouse and finger and stepped with the keys; each edit == fde-grade hydro on the downloaded solution.json', { skip: !hydroCase && 'no public hydro case' }, async () => {
  w.problems.length = 0;
  const { fig, data, same, first } = await open('hydro', 'hydro-outflows', 'svg.hydro-outflow', 'solution.json');
  const start = JSON.parse(first.text).Q_out;
  const q = () => data().then((d) => JSON.parse(d.q));
  // In view first: the five charts are taller than the window, and the mouse and a
  // finger act only on what is on screen.
  const dot = async (station, day) => {
    const d = fig.locator(`svg[data-station="${station}"] circle.dot`).nth(day);
    await d.scrollIntoViewIfNeeded();
    const b = await d.boundingBox();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };

  // The keys: Mill Gorge's 7th day (cell 14 in reading order), 10 m³/s less: still valid
  // (its reservoir holds the water), a little less energy.
  await fig.locator('div[tabindex="0"]').focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < 13; i++) await page.keyboard.press('ArrowRight');
  assert.equal((await data()).cursor, '1,6');
  await page.keyboard.press('ArrowDown');
  let want = start.map((r) => [...r]);
  want[1][6] -= 10;
  assert.deepEqual(await q(), want, 'keys: the plan drawn');
  let got = await same('keys, Mill Gorge day 7 − 10');
  assert.deepEqual(JSON.parse(got.text).Q_out, want, 'keys: the file downloaded');
  assert.equal(got.d.edited, 'true');
  assert.equal(got.r.validity_score, 1, 'keys: still valid');
  assert.ok(got.r.overall_score < 1, `keys: less energy than the reference: ${got.r.overall_score}`);
  assert.match(await page.locator('#hydro-announce').innerText(), /^Mill Gorge, day 7: 3593 m³\/s: energy /);
  const afterKeys = { q: want, score: got.d.score };

  // The mouse: Upper Falls' 3rd day dragged 25 px up (more water out of its reservoir).
  let a = await dot(0, 2);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x, a.y - 25, { steps: 5 });
  await page.mouse.up();
  want = await q();
  assert.ok(want[0][2] > start[0][2] + 100, `mouse: the outflow raised: ${want[0][2]}`);
  assert.deepEqual(want.map((r, i) => r.filter((_, d) => !(i === 0 && d === 2))), afterKeys.q.map((r, i) => r.filter((_, d) => !(i === 0 && d === 2))), 'mouse: only that day changed');
  got = await same('mouse, Upper Falls day 3 up');
  assert.deepEqual(JSON.parse(got.text).Q_out, want);
  const afterMouse = { q: want, score: got.d.score };

  // A finger: Long Lake's 4th day dragged 30 px down: what reaches the run-of-river
  // station below is not what it passes: rejected, that day marked on Weir Bend's chart.
  await touchDrag(page, await dot(2, 3), { ...(await dot(2, 3)), y: (await dot(2, 3)).y + 30 }, 8);
  want = await q();
  assert.ok(want[2][3] < start[2][3] - 100, `touch: the outflow lowered: ${want[2][3]}`);
  got = await same('touch, Long Lake day 4 down');
  assert.deepEqual(JSON.parse(got.text).Q_out, want);
  assert.equal(got.r.validity_score, 0, 'touch: the water balance broken');
  assert.equal(got.d.score, '0.0');
  assert.match(await fig.locator('svg[data-station="3"] circle.dot').nth(3).getAttribute('class'), /broken/, 'the broken day marked');

  // Undo: back to the mouse's plan and its score.
  await fig.locator('#hydro-undo').click();
  got = await same('undo');
  assert.deepEqual(JSON.parse(got.text).Q_out, afterMouse.q);
  assert.equal(got.d.score, afterMouse.score, 'undo: the score before the touch');

  // Back to the example.
  await fig.locator('#hydro-reset').click();
  got = await same('back to the example');
  assert.equal(got.d.edited, 'false');
  assert.equal(got.text, first.text);
  assert.deepEqual(w.problems, [], 'console and page errors');
});

const slittingCase = publicCases.find((x) => x.manifest.kind === 'slitting');
test('slitting: strips moved between cuts by mouse, finger and keys; each edit == fde-grade slitting on the downloaded solution.csv', { skip: !slittingCase && 'no public slitting case' }, async () => {
  w.problems.length = 0;
  const { fig, data, same, first, refocus } = await open('slitting', 'slitting-patterns', 'svg.slitting-patterns', 'solution.csv');
  // The plan as [coil, strips] per cut, from the file (what the figure is asked to move).
  const read = (text) => text.trim().split('\n').slice(1).map((l) => l.split(',')).map((f) => [f[0], f.slice(3, 8).filter(Boolean).map(Number)]);
  const start = read(first.text);
  const plan = () => data().then((d) => JSON.parse(d.plan));
  const move = (p, [c, k], to) => {
    const v = p.map(([m, s]) => [m, [...s]]);
    v[to][1].push(...v[c][1].splice(k, 1));
    return v;
  };
  const centre = async (sel) => {
    await fig.locator(sel).first().scrollIntoViewIfNeeded();
    const b = await fig.locator(sel).first().boundingBox();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  const strip = (c, k) => centre(`rect[data-cut="${c}"][data-strip="${k}"]`);
  const row = (r) => centre(`g.cut[data-row="${r}"] rect.strip`);
  assert.deepEqual(await plan(), start, 'the plan drawn is the file');
  const check = async (want, what) => {
    assert.deepEqual(await plan(), want, `${what}: the plan drawn`);
    const got = await same(what);
    assert.deepEqual(read(got.text), want, `${what}: the file downloaded`);
    return got;
  };

  // The mouse: M_0's 490 mm strip (cut 1) onto M_1's cut (the 2nd bar).
  let want = move(start, [0, 1], 1);
  let a = await strip(0, 1);
  const b = await row(1);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await page.mouse.up();
  let got = await check(want, 'mouse, 490 mm to M_1');
  assert.equal(got.d.edited, 'true');
  const afterMouse = { want, score: got.d.score };

  // A finger: M_2's 220 mm strip onto M_0's cut (the 1st bar).
  want = move(want, [2, 2], 0);
  await touchDrag(page, await strip(2, 2), await row(0), 8);
  got = await check(want, 'touch, 220 mm to M_0');

  // Undo: back to the mouse's plan and its score.
  await fig.locator('#slitting-undo').click();
  want = afterMouse.want;
  got = await check(want, 'undo');
  assert.equal(got.d.score, afterMouse.score, 'undo: the score before the touch');

  // The keys: the 4th bar (M_3's first cut, cut 4 of the plan), its 555 mm strip picked
  // up, carried down two bars (M_3's second cut, then M_4's) and put down.
  await fig.locator('div[tabindex="0"]').focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  assert.equal((await data()).cursor, '3,1');
  await page.keyboard.press('Space');
  assert.equal((await data()).held, 'true');
  await page.keyboard.press('ArrowDown');
  await check(move(want, [3, 1], 5), 'keys, 555 mm to M_3\'s second cut');
  await refocus();
  assert.equal((await data()).held, 'true', 'still held after the download');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  assert.equal((await data()).held, 'false');
  want = move(want, [3, 1], 4);
  got = await check(want, 'keys, 555 mm to M_4');
  assert.match(await page.locator('#slitting-announce').innerText(), /^Cut 6 \(M_4\) now has 4 strips: /);
  // Picked up, carried up a bar and put back with Escape: the plan as it was.
  await refocus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Escape');
  await check(want, 'keys, Escape');

  // Back to the example.
  await fig.locator('#slitting-reset').click();
  got = await check(start, 'back to the example');
  assert.equal(got.d.edited, 'false');
  assert.equal(got.text, first.text);
  assert.deepEqual(w.problems, [], 'console and page errors');
});

const racksCase = publicCases.find((x) => x.manifest.kind === 'racks');
test('racks: servers moved between racks and slots by mouse, finger and keys; each edit == fde-grade racks on the downloaded solution.csv, a rejected move undone', { skip: !racksCase && 'no public racks case' }, async () => {
  w.problems.length = 0;
  const { fig, data, same, first, refocus } = await open('racks', 'racks-elevation', 'svg.racks-elevation', 'solution.csv');
  // The plan as [server, rack, pos] per placed row, from the file.
  const read = (text) => text.trim().split('\n').slice(1).map((l) => l.split(',')).filter((f) => f[3] === '1').map((f) => f.slice(0, 3));
  const start = read(first.text);
  const plan = () => data().then((d) => JSON.parse(d.plan));
  const move = (p, server, rack, pos) => p.map((r) => (r[0] === server ? [server, rack, pos] : [...r]));
  const check = async (want, what) => {
    assert.deepEqual(await plan(), want, `${what}: the plan drawn`);
    const got = await same(what);
    assert.deepEqual(read(got.text), want, `${what}: the file downloaded`);
    return got;
  };
  assert.deepEqual(await plan(), start, 'the plan drawn is the file');
  // Pixels per viewBox unit, and a server block's centre.
  const scale = await fig.locator('svg.racks-elevation').evaluate((s) => s.getBoundingClientRect().width / s.viewBox.baseVal.width);
  const block = async (server) => {
    await fig.locator(`rect.server[data-server="${server}"]`).scrollIntoViewIfNeeded();
    const b = await fig.locator(`rect.server[data-server="${server}"]`).boundingBox();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  const SLOT = 11 * scale;
  const COL = 58 * scale;

  // The mouse: SRV-008 (1 U in A01 at U 7) carried 3 slots up, to U 10: valid, a higher slot costs more.
  let want = move(start, 'SRV-008', 'A01', '10');
  let a = await block('SRV-008');
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x, a.y - 3 * SLOT, { steps: 6 });
  await page.mouse.up();
  let got = await check(want, 'mouse, SRV-008 to A01 U 10');
  assert.equal(got.d.edited, 'true');
  assert.equal(got.r.validity_score, 1, 'mouse: valid');
  assert.ok(got.r.overall_score < 1, `mouse: a higher slot costs more: ${got.r.overall_score}`);

  // A finger: SRV-003 (1 U in A03, the 1st rack, at U 1) to the 3rd rack (A05) at U 12.
  want = move(want, 'SRV-003', 'A05', '12');
  a = await block('SRV-003');
  await touchDrag(page, a, { x: a.x + 2 * COL, y: a.y - 11 * SLOT }, 10);
  got = await check(want, 'touch, SRV-003 to A05 U 12');
  assert.equal(got.r.validity_score, 1, 'touch: valid');
  const afterTouch = { want, score: got.d.score };

  // The keys: SRV-008 (the 8th server) picked up, one slot down onto U 9 (taken before
  // the batch) and put down: rejected, so it goes back, and the rule is shown.
  await fig.locator('div[tabindex="0"]').focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
  assert.equal((await data()).cursor, '7');
  await page.keyboard.press('Space');
  assert.equal((await data()).held, 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  assert.equal((await data()).held, 'false');
  assert.match(await fig.locator('#racks-tried').innerText(), /^SRV-008 to A01 at U 9 is rejected: \d+ × `racks\/slot-taken` · score 0: it went back$/);
  got = await check(want, 'keys, a rejected move');
  assert.equal(got.d.score, afterTouch.score, 'the rejected move left the plan');
  // Picked up again, one slot up (U 11) and put down: valid.
  await refocus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  want = move(want, 'SRV-008', 'A01', '11');
  got = await check(want, 'keys, SRV-008 to A01 U 11');
  assert.match(await page.locator('#racks-announce').innerText(), /^SRV-008 now in A01 at U 11: cost /);
  // Picked up, moved a rack right and back with Escape: nothing moved.
  await refocus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Escape');
  await check(want, 'keys, Escape');

  // Undo: back to the finger's plan and its score.
  await fig.locator('#racks-undo').click();
  got = await check(afterTouch.want, 'undo');
  assert.equal(got.d.score, afterTouch.score, 'undo: the score before the keys');

  // Back to the example.
  await fig.locator('#racks-reset').click();
  got = await check(start, 'back to the example');
  assert.equal(got.d.edited, 'false');
  assert.equal(got.text, first.text);
  assert.deepEqual(w.problems, [], 'console and page errors');
});
