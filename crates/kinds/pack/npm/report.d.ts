// The pack kind's report in the npm package's report.d.ts (scripts/pack-npm puts each
// kind's part after the common one, crates/grader-wasm/npm/report.d.ts, and makes the
// union `Report` of the kinds' `... extends Common` reports).

/** Three SKUs packed into one container (FDE-Bench 026). */
export interface PackReport extends Common {
  kind: 'pack';
  validity_score: number;
  quality_score: number;
  overall_score: number;
  error_info: PlanErrorInfo;
  sku3_count: number | null;
  sku1_count: number | null;
  sku2_count: number | null;
  total_weight_kg: number | null;
  space_utilization: number | null;
  baseline_cost: number;
  valid: boolean;
  n_violations: number;
  overlaps: number;
  total_weight: number | null;
  container: { length: number | null; width: number | null; height: number | null; max_weight: number | null };
  skus: {
    id: string; length: number | null; width: number | null; height: number | null; weight: number | null;
    required: number | null; placed: number;
  }[];
  boxes: { sku: string; sku_index: number | null; at: number[] }[];
}
