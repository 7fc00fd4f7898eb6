// The JSON report of fde-grade (and of `Grader.grade` / `gradeValue`), one type per case
// kind, told apart by `kind`. The same fields as the CLI prints, in the same order.
// e2e/npm-package.test.mjs checks, with `tsc --strict`, that every report of every public
// example and of the broken-file corpus is a `Report` (no field missing, none extra).
//
// This is the part every kind shares. scripts/pack-npm writes the package's report.d.ts:
// this, then each kind's own types (crates/kinds/<kind>/npm/report.d.ts, in the
// registry's order: scripts/kinds), then `Report`, the union of the kinds' reports.

/** Where a problem is: any of these, as known. Routes and stops count from 0 (JSON indexes). */
export interface Location {
  file?: string;
  line?: number;
  column?: number;
  field?: string;
  route?: number;
  stop?: number;
  store?: string;
  id?: string;
  /** A kind's own places (hydro: `station`, `day`; coil: its own), counted from 0 or named. */
  [place: string]: string | number | undefined;
}

/** How a problem counts: `warning` never rejects a file; the others do. */
export type Category = 'fatal' | 'schema' | 'value' | 'warning' | 'case' | 'exception';

/** One problem, located. `code` is stable (docs/diagnostics.md); `message` is English. */
export interface Diagnostic {
  code: string;
  category: Category;
  message: string;
  /**
   * The values in `message` and `hint`, named as in the code's sentence
   * (docs/diagnostics.md), each exactly as written there, in order; absent when none.
   * A translation puts them into its own sentence.
   */
  params?: Record<string, string>;
  location: Location;
  hint?: string;
}

/** The problems of one code, counted, with the first one's message. */
export interface DiagnosticGroup {
  code: string;
  category: Category;
  count: number;
  first_message: string;
}

/** The fields every graded-file report shares. */
interface Common {
  /** The file's name as given. */
  file: string;
  valid: boolean;
  validity_score: number;
  diagnostics: Diagnostic[];
  diagnostic_groups: DiagnosticGroup[];
}

/** FDE-Bench's `error_info` for routing and the scorecard. */
export interface ErrorInfo {
  fatal: string[];
  schema: string[];
  value: string[];
  exception?: string;
}

/** Any JSON value. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** The server's `error_info` of the plan kinds: the key of the deciding stage is filled. */
export interface PlanErrorInfo {
  fatal: string[];
  schema?: string[];
  constraint: string[];
  exception: string | null;
}
