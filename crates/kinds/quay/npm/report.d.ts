// The quay kind's report in the npm package's report.d.ts (scripts/pack-npm puts each
// kind's part after the common one, crates/grader-wasm/npm/report.d.ts, and makes the
// union `Report` of the kinds' `... extends Common` reports).

/** Quay cranes over a berth line (FDE-Bench 024). */
export interface QuayReport extends Common {
  kind: 'quay';
  validity_score: number;
  quality_score: number;
  overall_score: number;
  error_info: PlanErrorInfo;
  player_score: number | null;
  num_cranes: number | null;
  total_move_seconds: number | null;
  baseline_cost: number;
  vessels_ok: number | null;
  vessels_total: number;
  crossing_violations: number | null;
  valid: boolean;
  n_violations: number;
  cranes: {
    id: string;
    events: {
      kind: string; start: number; end: number | null; berth: number | null; from_berth: number | null;
      to_berth: number | null; vessel: string | null; event: number | null;
    }[];
  }[];
  vessels: { id: string; berth: number; start: number; end: number; required: number; allocated: number }[];
}
