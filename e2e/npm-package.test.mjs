// The npm package `fde-grade-wasm` (scripts/pack-npm) in someone else's project (issue 18):
// the tarball installed into a fresh consumer project (no network), then every example
// of every public case graded through it, each report byte-identical to fde-grade's:
// * in Node as an ES module and as CommonJS;
// * in a browser page bundled by esbuild, in headless Chromium;
// * its TypeScript types: a consumer file compiles under `tsc --strict`, and every report
//   (public examples and the broken-file corpus) type-checks as a `Report` literal, while
//   a report with a field too many or a wrong kind does not.
// Run by scripts/test-wasm after scripts/pack-npm (FDE_NPM_TARBALL: the tarball).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, caseFiles, cases, cliGrade, extraFlags } from './lib/cases.mjs';
import { serve } from './lib/serve.mjs';
import { launch } from './lib/browser.mjs';

const TMP = mkdtempSync(join(tmpdir(), 'fde-npm-'));
const APP = join(TMP, 'consumer');
const BIN = join(ROOT, 'e2e/node_modules/.bin');
const tarball = process.env.FDE_NPM_TARBALL
  ?? join(ROOT, 'pkg', readdirSync(join(ROOT, 'pkg')).filter((f) => /^fde-grade-wasm-.*\.tgz$/.test(f)).sort().at(-1) ?? 'missing.tgz');

/** Every example of every public case: its case files, the submission and its companions (base64), and fde-grade's output. */
const jobs = cases().flatMap((c) => (c.manifest.submissions ?? []).map((s) => {
  const b64 = (path) => readFileSync(path).toString('base64');
  const extras = s.extra_files ?? [];
  return {
    name: `${c.dir}/${s.file}`,
    caseJson: readFileSync(join(c.path, 'case.json'), 'utf8'),
    files: Object.fromEntries(Object.entries(caseFiles(c)).map(([n, bytes]) => [n, bytes.toString('base64')])),
    file: s.file,
    submission: b64(join(c.path, s.file)),
    extras: Object.fromEntries(extras.map((x) => [x, b64(join(c.path, x))])),
    cli: cliGrade(c, join(c.path, s.file), { name: s.file, flags: extraFlags(c, extras) }),
  };
}));

// The consumer's grading loop, the same code for every runtime: jobs in, JSON lines out.
const LOOP = `
const bytes = (b64) => Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
const decode = (files) => Object.fromEntries(Object.entries(files).map(([n, b]) => [n, bytes(b)]));
function gradeAll(Grader, jobs) {
  return jobs.map((j) => new Grader(j.caseJson, decode(j.files)).grade(bytes(j.submission), j.file, decode(j.extras)));
}
`;

before(() => {
  assert.ok(readdirSync(join(ROOT, 'pkg')).length, 'scripts/pack-npm first');
  mkdirSync(APP, { recursive: true });
  writeFileSync(join(APP, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2));
  writeFileSync(join(APP, 'jobs.json'), JSON.stringify(jobs));
  // A fresh project installs the tarball: no registry needed (the package has no dependencies).
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--loglevel=error', tarball], { cwd: APP, stdio: 'pipe' });
});

after(() => rmSync(TMP, { recursive: true, force: true }));

test('the tarball: the package for both runtimes, its types and README, nothing else', () => {
  const pkg = JSON.parse(readFileSync(join(APP, 'node_modules/fde-grade-wasm/package.json'), 'utf8'));
  assert.equal(pkg.name, 'fde-grade-wasm');
  assert.deepEqual(Object.keys(pkg.dependencies ?? {}), []);
  const listed = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).trim().split('\n').sort();
  assert.deepEqual(listed, ['README.md', 'index.d.ts', 'node.mjs', 'node/grader_wasm.js', 'node/grader_wasm_bg.wasm', 'node/package.json',
    'package.json', 'report.d.ts', 'web/grader_wasm.js', 'web/grader_wasm_bg.wasm'].map((f) => `package/${f}`).sort());
});

for (const [how, file, code] of [
  ['an ES module', 'grade.mjs', `import init, { Grader } from 'fde-grade-wasm';\nimport { readFileSync } from 'node:fs';\n${LOOP}\nawait init();\nfor (const line of gradeAll(Grader, JSON.parse(readFileSync('jobs.json', 'utf8')))) console.log(line);\n`],
  ['CommonJS', 'grade.cjs', `const { Grader } = require('fde-grade-wasm');\nconst { readFileSync } = require('node:fs');\n${LOOP}\nfor (const line of gradeAll(Grader, JSON.parse(readFileSync('jobs.json', 'utf8')))) console.log(line);\n`],
]) {
  test(`Node, ${how}: every public example == fde-grade, byte for byte`, () => {
    writeFileSync(join(APP, file), code);
    const out = execFileSync(process.execPath, [file], { cwd: APP, encoding: 'utf8', maxBuffer: 256 << 20 });
    const lines = out.split('\n').slice(0, -1);
    assert.equal(lines.length, jobs.length);
    jobs.forEach((j, i) => assert.equal(`${lines[i]}\n`, j.cli, j.name));
  });
}

test('a browser page bundled with esbuild: every public example == fde-grade, byte for byte', async () => {
  writeFileSync(join(APP, 'app.js'), `import init, { Grader } from 'fde-grade-wasm';\n${LOOP}\n`
    + `window.gradeAll = async (jobs) => { await init({ module_or_path: './grader_wasm_bg.wasm' }); return gradeAll(Grader, jobs); };\n`);
  const dist = join(APP, 'dist');
  mkdirSync(dist, { recursive: true });
  const { build } = await import(join(ROOT, 'e2e/node_modules/esbuild/lib/main.js'));
  await build({ absWorkingDir: APP, entryPoints: ['app.js'], bundle: true, format: 'esm', platform: 'browser', outfile: join(dist, 'app.js'), logLevel: 'error' });
  // What the README tells esbuild users: the .wasm next to the bundle.
  copyFileSync(join(APP, 'node_modules/fde-grade-wasm/web/grader_wasm_bg.wasm'), join(dist, 'grader_wasm_bg.wasm'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><meta charset="utf-8"><title>consumer</title><script type="module" src="./app.js"></script>\n');
  const { server, url } = await serve(dist, 0, { headers: false });
  const { context, page } = await launch();
  try {
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url);
    await page.waitForFunction(() => typeof window.gradeAll === 'function');
    const lines = await page.evaluate((js) => window.gradeAll(js), jobs.map(({ cli, name, ...j }) => j));
    assert.equal(lines.length, jobs.length);
    jobs.forEach((j, i) => assert.equal(`${lines[i]}\n`, j.cli, j.name));
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    server.close();
  }
});

/** Every report the corpus gives: the public examples and the broken-file corpus (routing, scorecard). */
function allReports() {
  const reports = jobs.map((j) => j.cli);
  const corpus = join(ROOT, 'crates/grader/tests/malformed');
  for (const e of JSON.parse(readFileSync(join(corpus, 'expected.json'), 'utf8')).entries) {
    const kind = e.file.split('/')[0];
    if (e.role !== 'submission' || !['routing', 'scorecard'].includes(kind)) continue;
    const r = spawnSync(join(ROOT, process.env.FDE_GRADE ?? 'target/debug/fde-grade'), [kind, '--case', join(ROOT, e.case), join(corpus, e.file)], { encoding: 'utf8' });
    if (r.stdout.trim()) reports.push(r.stdout);
  }
  return reports.map((r) => JSON.parse(r));
}

/** `tsc --strict --noEmit` over `files` in the consumer project: its exit code and output. */
function tsc(files) {
  writeFileSync(join(APP, 'tsconfig.json'), JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', lib: ['es2022', 'dom'], skipLibCheck: false },
    files,
  }));
  const r = spawnSync(join(BIN, 'tsc'), ['-p', 'tsconfig.json'], { cwd: APP, encoding: 'utf8' });
  return { code: r.status, out: r.stdout + r.stderr };
}

test('TypeScript: the API and every report type-check under --strict; a wrong report does not', () => {
  const reports = allReports();
  const kinds = new Set(reports.map((r) => r.kind));
  // Every kind with an example among the cases has its reports checked (no hand list).
  const withExamples = new Set(cases().filter((c) => c.manifest.submissions?.length).map((c) => c.manifest.kind));
  assert.deepEqual([...kinds].sort(), [...withExamples].sort());
  // A reader's exhaustive switch over the kinds, each case reading a field only its kind's
  // reports have (narrowing), made from the reports: no hand list of kinds to keep.
  const keysOf = (k) => new Set(reports.filter((r) => r.kind === k).flatMap((r) => Object.keys(r)));
  const ownKey = (k) => [...keysOf(k)].find((key) => [...kinds].every((o) => o === k || !keysOf(o).has(key)));
  const arms = [...kinds].sort().map((k) => `    case '${k}': return String(r.${ownKey(k) ?? 'kind'});`).join('\n');
  assert.ok([...kinds].every(ownKey), `a kind without a field of its own: ${[...kinds].filter((k) => !ownKey(k))}`);
  writeFileSync(join(APP, 'use.ts'), `import init, { Grader, gradeRouting, version, type Report } from 'fde-grade-wasm';
await init();
export function headline(r: Report): string {
  switch (r.kind) {
${arms}
    default: { const never: never = r; return never; }
  }
}
const g = new Grader('{}', { 'customers.csv': new Uint8Array() }, null);
const r: Report = g.gradeValue('x', 'routes.json');
const s: string = g.grade('x', 'routes.json', { 'ask.jsonl': '' }) + gradeRouting('', '', 'r.json') + version() + headline(r) + g.kind;
g.free();
export { s };
`);
  // Each report as an object literal typed Report: a missing field, an extra one or a wrong type is an error.
  writeFileSync(join(APP, 'reports.ts'), `import type { Report } from 'fde-grade-wasm';\nexport const reports: Report[] = [\n${reports.map((r) => JSON.stringify(r)).join(',\n')}\n];\n`);
  const ok = tsc(['use.ts', 'reports.ts']);
  assert.equal(ok.code, 0, ok.out);
  // The check can fail: one field too many, and a report of a kind that does not exist.
  const routing = reports.find((r) => r.kind === 'routing');
  writeFileSync(join(APP, 'wrong.ts'), `import type { Report } from 'fde-grade-wasm';\nexport const a: Report = ${JSON.stringify({ ...routing, extra_field: 1 })};\nexport const b: Report = ${JSON.stringify({ ...routing, kind: 'planning' })};\n`);
  const bad = tsc(['wrong.ts']);
  assert.notEqual(bad.code, 0);
  assert.match(bad.out, /extra_field/);
  assert.match(bad.out, /wrong\.ts\(3,/);
});
