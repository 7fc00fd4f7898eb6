// The tank kind's report in the npm package's report.d.ts (scripts/pack-npm puts each
// kind's part after the common one, crates/grader-wasm/npm/report.d.ts, and makes the
// union `Report` of the kinds' `... extends Common` reports).

/** Fuel tankers with compartments (FDE-Bench 049). */
export interface TankReport extends Common {
  kind: 'tank';
  validity_score: number;
  quality_score: number;
  overall_score: number;
  reference_value: number;
  error_info: { hard_violations: string[]; total: number | null; crash: string | null };
  total_distance: number | null;
  player_objective: number | null;
  self_reported_distance: number | null;
  combined_score_raw: number | null;
  warnings: string[];
  warnings_early: boolean;
  valid: boolean;
  n_violations: number;
  places: { id: string; x: number; y: number; role: string }[];
  trips: {
    vehicle: string;
    walk: { id: string; x: number; y: number }[];
    stops: { id: string; orders: { id: string; ware: number | null; volume: number | null }[] }[];
    loads: { ware: number; oil: number; volume: number; capacity: number }[];
    metres: number;
  }[];
}
