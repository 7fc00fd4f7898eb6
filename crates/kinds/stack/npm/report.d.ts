// The stack kind's report in the npm package's report.d.ts (scripts/pack-npm puts each
// kind's part after the common one, crates/grader-wasm/npm/report.d.ts, and makes the
// union `Report` of the kinds' `... extends Common` reports).

/** A flour warehouse's day of forklift trips (FDE-Bench 039). */
export interface StackReport extends Common {
  kind: 'stack';
  validity_score: number;
  quality_score: number;
  overall_score: number;
  error_info: { fatal: string[]; hard_violations: string[]; total: number | null; exception: string | null };
  player_objective: number | null;
  reference_value: number;
  metrics: {
    mixed_bays: number; overweight_remaining_tons: number; turnover_tons: number; turnover_operations: number;
    sku_location_count: number; occupied_bays: number; operation_rows: number; trips: number;
  } | null;
  valid: boolean;
  n_violations: number;
  overweight_tenths: number | null;
  turnover_tenths: number | null;
  day_minutes: number;
  operations: {
    index: number; id: string; kind: string; start: number; end: number; tons: number; sku: string; batch: string;
    source: string; target: string; region: string; forklift: string; task: string; trip: string;
  }[];
  forklifts: { id: string; regions: string[]; shift_start: number; shift_end: number; cap_tons: number; used_tons: number }[];
}
