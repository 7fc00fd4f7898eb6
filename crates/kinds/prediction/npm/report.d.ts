// The prediction kind's report in the npm package's report.d.ts (scripts/pack-npm puts each
// kind's part after the common one, crates/grader-wasm/npm/report.d.ts, and makes the
// union `Report` of the kinds' `... extends Common` reports).

/** A value a prediction case reports: a number (null for NaN), text, or a group of them. */
export type ReportedValue = number | string | null | { [name: string]: ReportedValue };

/** A prediction case (FDE-Bench's forecasting family), described by its case.json. */
export interface PredictionReport extends Common {
  kind: 'prediction';
  server: string;
  quality_score: number;
  overall_score: number;
  /** The evaluator's `error_info`: lists of messages by the check that failed (a grid
   *  case, FDE-Bench 041, adds `total`: how many there are). */
  error_info: { [check: string]: string[] | number };
  /** What the evaluator would have raised, when it crashes rather than scores. */
  crash: string | null;
  /** The case's reported fields (`parameters.report`), by name. */
  fields: { [name: string]: ReportedValue };
  failed_check: string | null;
  reference_value: number;
  exact: { combined: number; objective: number; quality: number } | null;
  /** A target's metric; null when it is NaN (nothing scored). */
  per_target: { name: string; value: number | null; n_scored: number }[];
  n_truth: number;
  n_rows: number;
  n_scored: number;
}
