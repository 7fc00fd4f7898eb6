// fde-grade-wasm: the grader core of fde-grade in WebAssembly, for browsers and Node.
// Same files in, same JSON out as the `fde-grade` CLI, byte for byte.
export * from './report.js';
import type { Report } from './report.js';

/** File contents: raw bytes or text. */
export type FileData = Uint8Array | string;
/** Files by name, as `case.json` names them (e.g. {"customers.csv": bytes}). */
export type CaseFiles = Record<string, FileData>;

/** A case loaded once, ready to grade many submissions. */
export class Grader {
  /**
   * Load a case: its `case.json` text and the files it names. `reference` replaces the
   * case's reference value (your own case data). Throws only when the case data cannot
   * be read; a bad submission is an ordinary report (`valid: false`).
   */
  constructor(caseJson: string, files: CaseFiles, reference?: number | null);
  /** The case's kind: `routing`, `scorecard`, `uplift` or `prediction`. */
  readonly kind: string;
  /** The JSON report, as `fde-grade KIND --case DIR FILE` prints it (without its final newline). */
  grade(submission: FileData, fileName: string, extras?: CaseFiles): string;
  /** What the benchmark's own evaluator prints for the file, as `fde-grade KIND --format server` prints it (without its final newline). */
  gradeServer(submission: FileData, fileName: string, extras?: CaseFiles): string;
  /** The same report as an object. */
  gradeValue(submission: FileData, fileName: string, extras?: CaseFiles): Report;
  /** Free the case's memory now (otherwise the garbage collector does). */
  free(): void;
}

/** Grade a routes file against a customers CSV in one call (`paramsJson`: the case's `parameters`). */
export function gradeRouting(customers: FileData, submission: FileData, fileName: string, paramsJson?: string | null): string;

/** The package's version. */
export function version(): string;

/**
 * Load the WebAssembly. In browsers, call and await it once before anything else; by
 * default it fetches `grader_wasm_bg.wasm` next to the module (`new URL(..., import.meta.url)`,
 * which Vite and webpack follow); give `{ module_or_path: url }` where your bundler puts the
 * file elsewhere. In Node it does nothing (the module is ready when imported).
 */
export default function init(
  options?: { module_or_path?: RequestInfo | URL | Response | BufferSource | WebAssembly.Module | Promise<Response> },
): Promise<unknown>;
