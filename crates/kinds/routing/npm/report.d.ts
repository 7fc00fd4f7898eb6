// The routing kind's report in the npm package's report.d.ts (scripts/pack-npm puts each
// kind's part after the common one, crates/grader-wasm/npm/report.d.ts, and makes the
// union `Report` of the kinds' `... extends Common` reports).

/** A route as graded: its stores, load, time and hull. */
export interface RoutingRoute {
  index: number;
  /** The route's own name, when the file gives one (routes CSV, named routes). */
  id?: string;
  stops: string[];
  load_kg: number;
  seconds: number;
  hull: string[];
  hull_points: [number, number][];
}

export interface Intrusion {
  store: string;
  store_route: number;
  stop: number;
  hull_route: number;
}

export interface CrossingSegment {
  route: number;
  segment: number;
  from: string;
  to: string;
}

export interface Crossing {
  a: CrossingSegment;
  b: CrossingSegment;
  point: [number, number];
}

/** City delivery routing (FDE-Bench 002 and our cases like it). */
export interface RoutingReport extends Common {
  kind: 'routing';
  /** The Python stack the case grades in, e.g. `py312`. */
  server: string;
  quality_score: number;
  overall_score: number;
  error_info: ErrorInfo;
  total_duration_s: number | null;
  balance_penalty: number | null;
  hull_intrusions: number | null;
  segment_crossings: number | null;
  spatial_penalty: number | null;
  n_routes: number | null;
  reference_cost: number | null;
  submission_cost: number | null;
  rejected_by: string | null;
  /** The submission's shape: routes JSON or one of the CSV shapes. */
  format: string | null;
  /** Unrounded values, for figures (null when the plan is rejected). */
  exact: {
    total_seconds: number;
    max_route_seconds: number;
    min_route_seconds: number;
    terms: { time: number; balance: number; intrusion: number; crossing: number };
    cost: number;
    score: number;
  } | null;
  routes: RoutingRoute[];
  /** At most 100,000 (the first in report order); `hull_intrusions` counts them all. */
  intrusions: Intrusion[];
  /** At most 100,000 (the first in report order); `segment_crossings` counts them all. */
  crossings: Crossing[];
  /** How many intrusions there are beyond the 100,000 listed; absent when all are listed. */
  intrusions_unlisted?: number;
  /** How many crossings there are beyond the 100,000 listed; absent when all are listed. */
  crossings_unlisted?: number;
  /** Set when the crossings were not all counted (they already make the score round to 0): how many were found. */
  crossings_at_least?: number;
}
