// The coil kind's report in the npm package's report.d.ts (scripts/pack-npm puts each
// kind's part after the common one, crates/grader-wasm/npm/report.d.ts, and makes the
// union `Report` of the kinds' `... extends Common` reports).

/** A cold-rolling coil sequence (FDE-Bench 017). */
export interface CoilReport extends Common {
  kind: 'coil';
  validity_score: number;
  quality_score: number;
  overall_score: number;
  error_info: PlanErrorInfo;
  penalty: number | null;
  baseline_cost: number;
  total_violations: number | null;
  steel_grade_violations: number | null;
  thickness_violations: number | null;
  width_violations: number | null;
  width_increases: number | null;
  grade_groups: number | null;
  valid: boolean;
  n_coils: number;
  steps: { id: string; grade: string; width: number; thickness: number; small: boolean; front: boolean; jump: boolean; rise: boolean }[];
  roll_switches: number;
}
