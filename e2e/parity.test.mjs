// The wasm build (Node package, pkg/node) and the native `fde-grade` CLI must print
// byte-identical JSON for every example submission of every case, and for broken files.
// Run by scripts/test-wasm: node --test e2e/parity.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { CASES_DIRS, FIXTURES, ROOT, caseFiles, cases, cliGrade, extraFlags } from './lib/cases.mjs';

const require = createRequire(import.meta.url);
const wasm = require(join(ROOT, process.env.FDE_PKG_NODE ?? 'pkg/node'));
const all = cases();

test(`cases found in ${CASES_DIRS.join(', ')}`, () => {
  assert.ok(all.length > 0, `no case.json under ${CASES_DIRS.join(', ')}`);
});

for (const c of all) {
  test(`${c.dir}: every example submission, wasm == fde-grade byte for byte`, () => {
    const grader = new wasm.Grader(readFileSync(join(c.path, 'case.json'), 'utf8'), caseFiles(c));
    assert.equal(grader.kind, c.manifest.kind);
    assert.ok((c.manifest.submissions ?? []).length > 0, 'the case has no example submission');
    for (const s of c.manifest.submissions) {
      const bytes = readFileSync(join(c.path, s.file));
      const names = s.extra_files ?? [];
      const extras = Object.fromEntries(names.map((x) => [x, readFileSync(join(c.path, x))]));
      const fromWasm = grader.grade(bytes, s.file, extras);
      const fromCli = cliGrade(c, join(c.path, s.file), { name: s.file, flags: extraFlags(c, names) });
      assert.equal(fromWasm + '\n', fromCli, `${c.dir}/${s.file}`);
      // The object form is the same report.
      assert.deepEqual(grader.gradeValue(bytes, s.file, extras), JSON.parse(fromWasm));
    }
  });
}

// `gradeServer`: what the benchmark's evaluator prints, the CLI's `--format server` bytes
// (without print's final newline), for every example of every case.
test('every example: gradeServer == fde-grade --format server byte for byte', () => {
  let n = 0;
  for (const c of all) {
    const grader = new wasm.Grader(readFileSync(join(c.path, 'case.json'), 'utf8'), caseFiles(c));
    for (const s of c.manifest.submissions ?? []) {
      const names = s.extra_files ?? [];
      const extras = Object.fromEntries(names.map((x) => [x, readFileSync(join(c.path, x))]));
      const fromWasm = grader.gradeServer(readFileSync(join(c.path, s.file)), s.file, extras);
      const fromCli = cliGrade(c, join(c.path, s.file), { name: s.file, flags: [...extraFlags(c, names), '--format', 'server'] });
      assert.equal(fromWasm + '\n', fromCli, `${c.dir}/${s.file}`);
      n += 1;
    }
  }
  assert.ok(n >= 50, `only ${n} examples compared`);
});

const routing = all.find((c) => c.manifest.kind === 'routing');
test('broken files: wasm == fde-grade, and every problem is located', { skip: !routing && 'no routing case' }, () => {
  const grader = new wasm.Grader(readFileSync(join(routing.path, 'case.json'), 'utf8'), caseFiles(routing));
  const dir = join(FIXTURES, 'broken');
  for (const f of readdirSync(dir).sort()) {
    const fromWasm = grader.grade(readFileSync(join(dir, f)), f);
    assert.equal(fromWasm + '\n', cliGrade(routing, join(dir, f)), f);
    // What the server prints for it (its exception texts: json's, Python's).
    assert.equal(grader.gradeServer(readFileSync(join(dir, f)), f) + '\n', cliGrade(routing, join(dir, f), { flags: ['--format', 'server'] }), `${f}: --format server`);
    const r = JSON.parse(fromWasm);
    assert.equal(r.valid, false, f);
    assert.equal(r.overall_score, 0, f);
    assert.ok(r.diagnostics.length > 0, f);
    for (const d of r.diagnostics) assert.equal(d.location.file, f);
  }
});

// The malformed-input corpus (crates/grader/tests/malformed): every submission and ask
// log, UTF-16, workbooks, 10^6-route recipes aside, prints the same bytes in wasm.
test('malformed corpus: wasm == fde-grade for every submission and ask log', () => {
  const dir = join(ROOT, 'crates/grader/tests/malformed');
  const { entries } = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8'));
  const graders = new Map();
  let n = 0;
  for (const e of entries) {
    if (e.recipe || e.graded_as || !['submission', 'ask-log'].includes(e.role)) continue;
    const path = join(ROOT, e.case);
    const c = { dir: basename(path), path, manifest: JSON.parse(readFileSync(join(path, 'case.json'), 'utf8')) };
    if (!graders.has(path)) graders.set(path, new wasm.Grader(readFileSync(join(path, 'case.json'), 'utf8'), caseFiles(c)));
    const grader = graders.get(path);
    let fromWasm, fromCli;
    if (e.role === 'submission') {
      const file = join(dir, e.file);
      fromWasm = grader.grade(readFileSync(file), basename(file));
      fromCli = cliGrade(c, file);
    } else {
      // The ask log by its full path on both sides, beside the result it prices.
      const result = join(ROOT, e.with);
      const log = join(dir, e.file);
      fromWasm = grader.grade(readFileSync(result), basename(result), { [log]: readFileSync(log) });
      fromCli = cliGrade(c, result, { flags: ['--ask-log', log] });
    }
    assert.equal(fromWasm + '\n', fromCli, e.file);
    n += 1;
  }
  assert.ok(n >= 90, `only ${n} corpus files compared`);
});

// Degenerate geometry, where sort order could show: stores on a lattice (collinear
// runs, shared x and y, a few stacked on one point), plans that cross and overlap a
// lot. The wasm build sorts with its own merge sort (crates/pysem/src/sort.rs), the CLI
// with the standard library's: the reports (crossings and intrusions in report order)
// must still be the same bytes.
test('lattice plans full of ties: wasm == fde-grade byte for byte', { skip: !routing && 'no routing case' }, () => {
  const m = routing.manifest;
  const dir = mkdtempSync(join(tmpdir(), 'fde-lattice-'));
  let seed = 12345;
  const rand = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
  const rows = ['网点编码,门店经度,门店纬度,总重量,区域类型', '0,114.05,30.55,,配送中心'];
  const codes = [];
  for (let i = 0; i < 12; i++) {
    for (let j = 0; j < 12; j++) {
      const code = `L${i}_${j}`;
      codes.push(code);
      const [x, y] = (i + j) % 17 === 0 ? [114.05, 30.55] : [114 + i * 0.01, 30.5 + j * 0.01];
      rows.push(`${code},${x.toFixed(2)},${y.toFixed(2)},${10 + rand(20)},城区`);
    }
  }
  writeFileSync(join(dir, m.files.customers), rows.join('\n') + '\n');
  writeFileSync(join(dir, 'case.json'), JSON.stringify({ ...m, files: { customers: m.files.customers }, submissions: [] }));
  const c = { dir: 'lattice', path: dir, manifest: JSON.parse(readFileSync(join(dir, 'case.json'), 'utf8')) };
  const grader = new wasm.Grader(readFileSync(join(dir, 'case.json'), 'utf8'), caseFiles(c));
  let crossings = 0;
  for (let k = 0; k < 8; k++) {
    const nRoutes = 2 + rand(10);
    const routes = Array.from({ length: nRoutes }, () => []);
    const order = k % 2 ? codes.slice().sort((a, b) => rand(3) - 1) : codes;
    for (const code of order) routes[k < 4 ? rand(nRoutes) : codes.indexOf(code) % nRoutes].push(code);
    const name = `lattice-${k}.json`;
    const text = JSON.stringify({ routes });
    writeFileSync(join(dir, name), text);
    const fromWasm = grader.grade(Buffer.from(text), name);
    assert.equal(fromWasm + '\n', cliGrade(c, join(dir, name)), name);
    crossings += JSON.parse(fromWasm).crossings.length;
  }
  assert.ok(crossings > 500, `only ${crossings} crossings: the plans do not exercise ties`);
});

test('gradeRouting: one-shot API, strings or bytes', { skip: !routing && 'no routing case' }, () => {
  const m = routing.manifest;
  const customers = readFileSync(join(routing.path, m.files.customers));
  const params = JSON.stringify({ ...m.parameters, reference_cost: m.reference.value });
  const s = m.submissions[0];
  const sub = readFileSync(join(routing.path, s.file));
  const a = wasm.gradeRouting(customers, sub, s.file, params);
  const b = wasm.gradeRouting(customers.toString('utf8'), sub.toString('utf8'), s.file, params);
  assert.equal(a, b);
  assert.equal(a + '\n', cliGrade(routing, join(routing.path, s.file), { name: s.file }));
  // A Grader reads its case's files and the submission as strings or bytes alike.
  const json = readFileSync(join(routing.path, 'case.json'), 'utf8');
  const fromStrings = new wasm.Grader(json, { [m.files.customers]: customers.toString('utf8') }).grade(sub.toString('utf8'), s.file);
  assert.equal(fromStrings, new wasm.Grader(json, { [m.files.customers]: customers }).grade(sub, s.file));
  assert.equal(fromStrings, a);
});

test('bad case data throws a readable error; bad submissions do not throw', { skip: !routing && 'no routing case' }, () => {
  const json = readFileSync(join(routing.path, 'case.json'), 'utf8');
  assert.throws(() => new wasm.Grader(json, {}), /cannot read/);
  assert.throws(() => new wasm.Grader(json, { [routing.manifest.files.customers]: 'code,weight\n0,\n' }), /no `网点编码` column/);
  assert.throws(() => new wasm.Grader('{', {}), /case\.json/);
  const g = new wasm.Grader(json, caseFiles(routing));
  assert.throws(() => g.grade(42, 'x.json'), /Uint8Array or a string/);
  assert.equal(JSON.parse(g.grade('', 'empty.json')).valid, false);
});

test('the README example runs', async () => {
  const { execFileSync } = await import('node:child_process');
  const out = execFileSync('node', [join(ROOT, 'e2e/readme-example.cjs')], { cwd: ROOT, encoding: 'utf8' });
  assert.match(out, /score/);
});
