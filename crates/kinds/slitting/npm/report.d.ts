// The slitting kind's report in the npm package's report.d.ts (scripts/pack-npm puts each
// kind's part after the common one, crates/grader-wasm/npm/report.d.ts, and makes the
// union `Report` of the kinds' `... extends Common` reports).

/** A silicon-steel slitting plan, a row per cut (FDE-Bench 012). */
export interface SlittingReport extends Common {
  kind: 'slitting';
  validity_score: number;
  quality_score: number;
  overall_score: number;
  /** The server's `errors`: the first 8 broken rules, or why the plan was not read. */
  errors: string[];
  /** The server's `warnings` (lengths off their cut's), once it checked rows. */
  warnings: string[] | null;
  resolved_artifact: string | null;
  submission_metrics: {
    cut_times: number;
    target_cut_times: number | null;
    excess_cuts: number | null;
    requirement_ratio: number | null;
    utilization_score: number | null;
    cut_score: number | null;
    combined_score: number | null;
    spec_satisfied: string;
    spec_total_shortage_kg: number;
  } | null;
  reference_value: number;
  /** `type: str(e)` where the evaluator raises (it then prints nothing). */
  error_info: { exception: string | null };
  valid: boolean;
  n_coils: number;
  n_widths: number;
  dropped_rows: number;
  cuts: { label: string; mother: string; width: number; weight: number; strips: { slot: number; width: number; ordered: boolean }[] }[];
  widths: { width: number; ordered: number; made: number }[];
}
