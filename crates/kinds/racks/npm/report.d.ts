// The racks kind's report in the npm package's report.d.ts (scripts/pack-npm puts each
// kind's part after the common one, crates/grader-wasm/npm/report.d.ts, and makes the
// union `Report` of the kinds' `... extends Common` reports).

/** Data-centre rack allocation (FDE-Bench 045): each server's rack and U slot, batch by batch. */
export interface RacksReport extends Common {
  kind: 'racks';
  validity_score: number;
  quality_score: number;
  overall_score: number;
  /** `hard_violations` with `total` when they are the placement's (one per batch, at most 8). */
  error_info: { fatal: string[]; hard_violations: string[]; total: number | null; exception: string | null };
  reference_value: number;
  n_allocated: number | null;
  n_unassigned: number | null;
  n_batches: number | null;
  player_objective: number | null;
  valid: boolean;
  n_servers: number;
  n_racks: number;
  /** A valid plan's placed servers; `pos` is an int's decimal text, `terms` the cost's four terms before their weights. */
  placements: { server: string; rack: string; batch: string; pos: string; height: number; power: number; terms: number[] }[];
  /** The racks those placements use, batch by batch: slots ascending, those taken before the batch. */
  rack_views: { batch: string; rack: string; attr: string; rated_power: number; used_before: number; used_after: number; lit_before: boolean; slots: string[]; taken: string[] }[];
}
