// The hydro kind's report in the npm package's report.d.ts (scripts/pack-npm puts each
// kind's part after the common one, crates/grader-wasm/npm/report.d.ts, and makes the
// union `Report` of the kinds' `... extends Common` reports).

/** A hydropower cascade's week (FDE-Bench 029). */
export interface HydroReport extends Common {
  kind: 'hydro';
  validity_score: number;
  quality_score: number;
  overall_score: number;
  error_info: PlanErrorInfo;
  player_objective: number | null;
  reference_value: number;
  total_energy_wankwh: number | null;
  energy_by_station: { station: string; energy: number }[];
  valid: boolean;
  stations: string[];
  limits: { z_init: number[]; z_dead: number[]; z_max: number[]; p_max: number[]; ramp: number[]; eco_min: number; tolerance: number };
  q_out: number[][];
  levels: number[][];
  power: number[][];
  total_energy: number | null;
  n_violations: number;
}
