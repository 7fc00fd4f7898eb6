// The aps kind's report in the npm package's report.d.ts (scripts/pack-npm puts each
// kind's part after the common one, crates/grader-wasm/npm/report.d.ts, and makes the
// union `Report` of the kinds' `... extends Common` reports).

/** APS scheduling from five tables (FDE-Bench 016). */
export interface ApsReport extends Common {
  kind: 'aps';
  validity_score: number;
  quality_score: number;
  overall_score: number;
  error_info: PlanErrorInfo;
  absolute_score: number | null;
  reference_value: number | null;
  delay_upper_days: number | null;
  total_delay_days: number | null;
  equipment_utilization: number | null;
  delayed_orders: number | null;
  schedulable_ops: number | null;
  covered_ops: number | null;
  valid: boolean;
  n_violations: number;
  counts: {
    missing: number; bad_times: number; devices: number; windows: number; overlaps: number; durations: number;
    orders: number;
  };
  devices: string[];
  ops: {
    wop: string; order: string | null; resource: string; start: number | null; end: number | null;
    minutes: number | null;
  }[];
}
