// Test helpers shared by the Node and browser suites: case discovery (as the site's
// build.rs does it) and the native CLI, whose JSON is the reference.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const CASES_DIR = resolve(ROOT, process.env.FDE_CASES_DIR ?? 'cases-public');
export const FIXTURES = join(ROOT, 'e2e/fixtures');
export const CLI = resolve(ROOT, process.env.FDE_GRADE ?? 'target/release/fde-grade');

/** Every case folder with a case.json: { dir, path, manifest }, sorted by folder name. */
export function cases(dir = CASES_DIR) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .filter((d) => existsSync(join(dir, d, 'case.json')))
    .map((d) => ({ dir: d, path: join(dir, d), manifest: JSON.parse(readFileSync(join(dir, d, 'case.json'), 'utf8')) }));
}

/** The data-file role of a case kind (grader-wasm's `data_role`). */
export const dataRole = (kind) => ({ routing: 'customers', scorecard: 'truth', uplift: 'people' })[kind];

/**
 * Run `fde-grade KIND --case CASE [flags] NAME` with cwd = the submission's folder, so the
 * report's `file` is NAME exactly (the name the site or the wasm is given).
 * Returns stdout (one JSON line, newline-terminated).
 */
export function cliGrade(c, submissionPath, { name = basename(submissionPath), flags = [] } = {}) {
  const cwd = resolve(submissionPath, '..', ...name.split('/').slice(0, -1).map(() => '..'));
  return execFileSync(CLI, [c.manifest.kind, '--case', c.path, ...flags, name], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Every file a case names, as `{ name: bytes }` (what `new Grader(caseJson, files)` takes). */
export function caseFiles(c) {
  const out = {};
  for (const f of Object.values(c.manifest.files ?? {})) out[f] = readFileSync(join(c.path, f));
  return out;
}
