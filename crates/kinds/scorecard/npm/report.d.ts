// The scorecard kind's report in the npm package's report.d.ts (scripts/pack-npm puts each
// kind's part after the common one, crates/grader-wasm/npm/report.d.ts, and makes the
// union `Report` of the kinds' `... extends Common` reports).

/** One point of the ROC curve: a band of tied scores. */
export interface RocPoint {
  fpr: number;
  tpr: number;
  threshold: number | null;
  rows: number;
  defaults: number;
}

/** A credit scorecard's predictions (FDE-Bench 031 and our cases like it). */
export interface ScorecardReport extends Common {
  kind: 'scorecard';
  server: string;
  quality_score: number;
  overall_score: number;
  error_info: ErrorInfo;
  auc: number | null;
  ks: number | null;
  player_objective: number | null;
  failed_check: string | null;
  reference_value: number;
  exact: { auc: number; ks: number; combined: number; score: number } | null;
  n_truth: number;
  n_positive: number;
  n_negative: number;
  n_rows: number;
  n_extra_rows: number;
  n_bands: number;
  roc: RocPoint[];
  ks_at: { threshold: number; tpr: number; fpr: number; index: number } | null;
}
