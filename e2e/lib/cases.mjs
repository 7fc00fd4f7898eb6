// Test helpers shared by the Node and browser suites: case discovery (as the site's
// build.rs does it) and the native CLI, whose JSON is the reference.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The case folders of the build (`FDE_CASES_DIR`, `:`-separated, as site/build.rs reads it). */
export const CASES_DIRS = (process.env.FDE_CASES_DIR ?? 'cases-public').split(':').filter(Boolean).map((d) => resolve(ROOT, d));
export const FIXTURES = join(ROOT, 'e2e/fixtures');
export const CLI = resolve(ROOT, process.env.FDE_GRADE ?? 'target/debug/fde-grade');

/** The paths of `lang`'s Fluent file `name` (`figures`, ...): the core's, then each kind crate's that has one. */
export function ftlFiles(lang, name) {
  const kinds = readdirSync(join(ROOT, 'crates/kinds')).sort().map((k) => join(ROOT, `crates/kinds/${k}/locales/${lang}/${name}.ftl`));
  return [join(ROOT, `crates/i18n/locales/${lang}/${name}.ftl`), ...kinds].filter((p) => existsSync(p));
}

/**
 * Every case folder with a case.json: { dir, path, manifest }, in the site's order
 * (folders in order, names sorted in each; a name already seen is skipped).
 */
export function cases(dirs = CASES_DIRS) {
  const out = [];
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const d of readdirSync(dir).sort()) {
      if (!existsSync(join(dir, d, 'case.json')) || out.some((c) => c.dir === d)) continue;
      out.push({ dir: d, path: join(dir, d), manifest: JSON.parse(readFileSync(join(dir, d, 'case.json'), 'utf8')) });
    }
  }
  return out;
}

/**
 * The files a case page fetches (as site/build.rs lists them: `files` values,
 * `submissions[].file` and `extra_files`, sorted, no duplicates, only those present),
 * each at `cases/<dir>/<name>` of the site.
 */
export function caseFileNames(c) {
  const m = c.manifest;
  // case.json too: the page embeds the case's gallery card only (site/build.rs).
  const names = ['case.json', ...Object.values(m.files ?? {}), ...(m.submissions ?? []).flatMap((s) => [s.file, ...(s.extra_files ?? [])])];
  return [...new Set(names.filter((n) => typeof n === 'string'))].filter((n) => existsSync(join(c.path, n))).sort();
}

/**
 * The case a request is for, when it is a case file's: `{ dir, name, v }` from
 * `<site>/cases/<dir>/<name>?v=<hash>` (under any sub-path), else null.
 */
export function caseFileOf(url) {
  const u = new URL(url);
  const m = u.pathname.match(/\/cases\/([^/]+)\/(.+)$/);
  return m ? { dir: decodeURIComponent(m[1]), name: m[2].split('/').map(decodeURIComponent).join('/'), v: u.searchParams.get('v') } : null;
}

/** The case kinds and their facts, as the core's registry lists them (`fde-grade kinds`). */
let kindFacts;
export function kinds() {
  kindFacts ??= Object.fromEntries(JSON.parse(execFileSync(CLI, ['kinds'], { encoding: 'utf8' })).map((k) => [k.id, k]));
  return kindFacts;
}

/** The headline score of a report: what the site shows big (its kind's `score_field`). */
export const headline = (r) => r[kinds()[r.kind].score_field];

/** CLI flags for an example's companion files (an uplift ask log), named as given. */
export const extraFlags = (c, extras) => {
  const flag = kinds()[c.manifest.kind].companion_flag;
  return flag && extras.length ? [`--${flag}`, extras[0]] : [];
};

/** The data-file role of a case kind (the core's `KindFacts::data_role`). */
export const dataRole = (kind) => kinds()[kind].data_role;

/**
 * Run `fde-grade KIND --case CASE [flags] NAME` with cwd = the submission's folder, so the
 * report's `file` is NAME exactly (the name the site or the wasm is given).
 * Returns stdout (one JSON line, newline-terminated).
 */
export function cliGrade(c, submissionPath, { name = basename(submissionPath), flags = [] } = {}) {
  const cwd = resolve(submissionPath, '..', ...name.split('/').slice(0, -1).map(() => '..'));
  return execFileSync(CLI, [c.manifest.kind, '--case', c.path, ...flags, name], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 << 20 });
}

/**
 * `cliGrade` for several of a case's submissions in one run of the CLI (the case read
 * once: big own data makes each run seconds long): one report text per name, in order,
 * each as `cliGrade` gives it (its JSON line and a newline). `names` are relative to the case.
 */
export function cliGradeAll(c, names, { flags = [] } = {}) {
  const out = execFileSync(CLI, [c.manifest.kind, '--case', c.path, ...flags, ...names], { cwd: c.path, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 << 20 });
  const lines = out.split('\n').filter(Boolean);
  if (lines.length !== names.length) throw new Error(`fde-grade gave ${lines.length} reports for ${names.length} files`);
  return lines.map((l) => `${l}\n`);
}

/** Every file a case names, as `{ name: bytes }` (what `new Grader(caseJson, files)` takes). */
export function caseFiles(c) {
  const out = {};
  for (const f of Object.values(c.manifest.files ?? {})) out[f] = readFileSync(join(c.path, f));
  return out;
}
