// The energy kind's report in the npm package's report.d.ts (scripts/pack-npm puts each
// kind's part after the common one, crates/grader-wasm/npm/report.d.ts, and makes the
// union `Report` of the kinds' `... extends Common` reports).

/** A wind, solar, thermal and storage plant's year, hour by hour (FDE-Bench 048). */
export interface EnergyReport extends Common {
  kind: 'energy';
  validity_score: number;
  quality_score: number;
  overall_score: number;
  reference_value: number;
  error_info: { hard_violations: string[]; details: string | null; exception: string | null };
  player_objective: number | null;
  total_income: number | null;
  total_penalty: number | null;
  valid: boolean;
  crash: string | null;
  thermal_given: boolean;
  hours: number;
  out_of_range: number[];
  breaches: { store: string; first_hour: number; last_hour: number; hours: number }[];
  cash_flow: { pv: number; wind: number; thermal: number; load: number; battery: number; caes: number; grid: number; penalty: number } | null;
  daily: {
    battery_min: number[]; battery_max: number[]; gas_min: number[]; gas_max: number[];
    hot_min: number[]; hot_max: number[]; cold_min: number[]; cold_max: number[];
    caes: number[]; battery: number[]; thermal: number[]; income: number[];
  };
}
